import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
// A failed COMMIT rejects the caller (docs/decisions/015-acknowledged-writes.md).
import '#services/checked_commit'
import '#services/sqlite_literal_limits'
import { cachePreparedStatements } from '#services/sqlite_statement_cache'

/**
 * SQLite (better-sqlite3) by default; PostgreSQL with DB_CONNECTION=pg and
 * either DATABASE_URL or the PG_* variables.
 */
const sqlitePath = env.get('SQLITE_PATH') || 'tmp/db.sqlite3'
const sqliteFile = sqlitePath === ':memory:' ? sqlitePath : app.makePath(sqlitePath)
if (sqliteFile !== ':memory:' && env.get('DB_CONNECTION', 'sqlite') === 'sqlite') {
  mkdirSync(dirname(sqliteFile), { recursive: true })
}

/**
 * PG_PREPARED_STATEMENTS=false: the page reads are sent unnamed, for a connection pooler that
 * cannot keep named statements (PgBouncer in transaction mode before 1.21, or without
 * `max_prepared_statements`). See docs/decisions/053-prepared-page-reads.md.
 */
export const pgPreparedStatements = env.get('PG_PREPARED_STATEMENTS', true)

/** DB_QUERY_LOG (benchmarks): every statement is emitted as `db:query` (start/events.ts). */
const queryLog = Boolean(env.get('DB_QUERY_LOG'))

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  prettyPrintDebugQueries: !queryLog,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      debug: queryLog,
      connection: {
        filename: sqliteFile,
      },
      useNullAsDefault: true,
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      pool: {
        afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) => {
          connection.pragma('foreign_keys = ON')
          connection.pragma('journal_mode = WAL')
          // Statements prepared once per connection, not per query.
          done(null, cachePreparedStatements(connection))
        },
      },
    },
    pg: {
      client: 'pg',
      debug: queryLog,
      connection: env.get('DATABASE_URL') || {
        host: env.get('PG_HOST', '127.0.0.1'),
        port: env.get('PG_PORT', 5432),
        user: env.get('PG_USER', 'postgres'),
        password: env.get('PG_PASSWORD', ''),
        database: env.get('PG_DATABASE', 'pacewise'),
      },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
    },
  },
})

export default dbConfig
