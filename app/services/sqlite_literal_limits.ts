import { createRequire } from 'node:module'

/**
 * Writes the LIMIT of every knex query on SQLite as a number in the SQL text
 * (`limit 1`) instead of a bound parameter (`limit ?`).
 *
 * SQLite's planner reads the value bound to a LIMIT parameter, and a statement
 * whose plan used a bound value is recompiled on the next step after that
 * parameter is bound again ("the statement will be automatically recompiled,
 * as if there had been a schema change", https://sqlite.org/c3ref/prepare.html).
 * better-sqlite3 binds every parameter on every run, so each `first()`,
 * `findBy()` or `limit(n)` statement was parsed and planned anew on every
 * request, and the prepared-statement cache (app/services/sqlite_statement_cache.ts)
 * saved nothing for it: the session user's `select * from users where id = ?
 * limit ?` cost 16.7 µs against 7.5 µs with `limit 1`, and the Dashboard's one
 * statement, whose sparkline has a LIMIT, 211 µs against 14 µs
 * (docs/decisions/044-sqlite-literal-limits.md).
 *
 * knex keeps the limit as an integer (`limit()` parses it with `parseInt` and
 * ignores anything else), and `skipBinding` is knex's own option for writing
 * it into the SQL; only a safe integer is written, anything else stays bound.
 * OFFSET stays a parameter: SQLite does not plan with it. Patched once on knex's
 * SQLite query compiler, which both SQLite clients use, so PostgreSQL is untouched.
 */
interface SqliteQueryCompiler {
  single: { limit?: unknown; offset?: unknown; skipBinding?: Record<string, boolean> }
  limit(): string
}

const PATCHED = Symbol.for('pacewise.sqliteLiteralLimits')

export function installSqliteLiteralLimits() {
  const require = createRequire(import.meta.url)
  const QueryCompiler: {
    prototype: SqliteQueryCompiler & { [PATCHED]?: true }
  } = require('knex/lib/dialects/sqlite3/query/sqlite-querycompiler.js')
  const prototype = QueryCompiler.prototype
  if (prototype[PATCHED]) return
  prototype[PATCHED] = true

  const original = prototype.limit
  prototype.limit = function (this: SqliteQueryCompiler) {
    const single = this.single
    // knex itself writes "offset without limit" as `limit -1`: set it here so it is literal too.
    if (!single.limit && single.limit !== 0 && single.offset) single.limit = -1
    if (Number.isSafeInteger(single.limit))
      single.skipBinding = { ...single.skipBinding, limit: true }
    return original.call(this)
  }
}

installSqliteLiteralLimits()
