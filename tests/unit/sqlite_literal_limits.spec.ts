import { test } from '@japa/runner'
import knex, { type Knex } from 'knex'
import { installSqliteLiteralLimits } from '#services/sqlite_literal_limits'
import { cachePreparedStatements } from '#services/sqlite_statement_cache'
import { lastDaysSql } from '#queries/daily_loads'

/** An in-memory SQLite database through knex, statements cached as config/database.ts does. */
function sqlite() {
  return knex({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
    pool: {
      afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) =>
        done(null, cachePreparedStatements(connection)),
    },
  })
}

test.group('SQLite LIMIT written as a number', (group) => {
  let db: Knex
  group.each.setup(() => {
    installSqliteLiteralLimits()
    db = sqlite()
    return () => db.destroy()
  })

  test('first() and limit(n) put the number in the SQL and leave it out of the bindings', ({
    assert,
  }) => {
    const first = db('users').where('id', 7).first().toSQL()
    assert.equal(first.sql, 'select * from `users` where `id` = ? limit 1')
    assert.deepEqual(first.bindings, [7])

    const page = db('users').where('role', 'athlete').orderBy('id').limit(20).offset(40).toSQL()
    assert.equal(
      page.sql,
      'select * from `users` where `role` = ? order by `id` asc limit 20 offset ?'
    )
    assert.deepEqual(page.bindings, ['athlete', 40])
  })

  test('an offset alone is read to the end (limit -1) and a query without either has no LIMIT', ({
    assert,
  }) => {
    const offsetOnly = db('users').offset(5).toSQL()
    assert.equal(offsetOnly.sql, 'select * from `users` limit -1 offset ?')
    assert.deepEqual(offsetOnly.bindings, [5])
    assert.equal(db('users').toSQL().sql, 'select * from `users`')
  })

  test('a limit that is not an integer never reaches the SQL text', ({ assert }) => {
    const hostile = db('users')
      .limit('1; DROP TABLE users' as unknown as number)
      .toSQL()
    // knex parses the limit with parseInt: the number survives, the rest is dropped.
    assert.equal(hostile.sql, 'select * from `users` limit 1')
    const notANumber = db('users')
      .limit('all' as unknown as number)
      .toSQL()
    assert.equal(notANumber.sql, 'select * from `users`')
  })

  test('each limit gets its own cached statement and returns its own rows', async ({ assert }) => {
    await db.schema.createTable('numbers', (table) => table.integer('n'))
    await db('numbers').insert([1, 2, 3, 4, 5].map((n) => ({ n })))
    const read = (limit: number, offset = 0) =>
      db('numbers').orderBy('n').limit(limit).offset(offset).pluck('n')
    assert.deepEqual(await read(1), [1])
    assert.deepEqual(await read(3), [1, 2, 3])
    assert.deepEqual(await read(1), [1])
    assert.deepEqual(await read(2, 3), [4, 5])
    assert.deepEqual(await db('numbers').orderBy('n').first(), { n: 1 })
  })

  test('PostgreSQL keeps its LIMIT as a parameter', ({ assert }) => {
    const pg = knex({ client: 'pg' })
    const compiled = pg('users').where('id', 7).first().toSQL().toNative()
    assert.equal(compiled.sql, 'select * from "users" where "id" = $1 limit $2')
    assert.deepEqual(compiled.bindings, [7, 1])
  })
})

test.group('Dashboard sparkline SQL', () => {
  test('the day count is written as a number, the other values are bound', ({ assert }) => {
    const statement = lastDaysSql(3, '2026-11-26', 42)
    assert.match(statement.text, /ORDER BY "date" DESC LIMIT 42$/)
    assert.deepEqual(statement.bindings, [3, '2026-11-26'])
  })

  test('a day count that is not a whole number is refused', ({ assert }) => {
    for (const days of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(() => lastDaysSql(3, '2026-11-26', days), /days must be a count/)
    }
  })
})
