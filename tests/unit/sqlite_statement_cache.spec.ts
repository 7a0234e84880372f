import { test } from '@japa/runner'
import { createRequire } from 'node:module'
import { cachePreparedStatements } from '#services/sqlite_statement_cache'

/** The part of better-sqlite3 used here (the package ships no types; knex loads it the same way). */
interface Statement {
  busy: boolean
  run(...values: unknown[]): unknown
  all(...values: unknown[]): unknown[]
  iterate(...values: unknown[]): Iterator<unknown>
}
interface Connection {
  prepare(sql: string): Statement
  exec(sql: string): void
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string
) => Connection

test.group('SQLite prepared statements reused per connection', () => {
  test('the same SQL text gets the same statement, with its own bindings each run', ({
    assert,
  }) => {
    const db = cachePreparedStatements(new Database(':memory:'))
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)')
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)')
    assert.strictEqual(db.prepare('INSERT INTO t (name) VALUES (?)'), insert)
    insert.run('a')
    db.prepare('INSERT INTO t (name) VALUES (?)').run('b')
    const select = db.prepare('SELECT name FROM t WHERE id = ?')
    assert.deepEqual(select.all(1), [{ name: 'a' }])
    assert.deepEqual(db.prepare('SELECT name FROM t WHERE id = ?').all(2), [{ name: 'b' }])
    assert.notStrictEqual(db.prepare('SELECT name FROM t'), select)
    db.close()
  })

  test('a statement still being iterated is not handed out again', ({ assert }) => {
    const db = cachePreparedStatements(new Database(':memory:'))
    db.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3)')
    const sql = 'SELECT n FROM t ORDER BY n'
    const first = db.prepare(sql)
    const rows = first.iterate()
    assert.deepEqual(rows.next().value, { n: 1 })
    const second = db.prepare(sql)
    assert.notStrictEqual(second, first)
    assert.deepEqual(second.all(), [{ n: 1 }, { n: 2 }, { n: 3 }])
    rows.return?.()
    assert.strictEqual(db.prepare(sql), first)
    db.close()
  })

  test('past the size, the least recently used statement is dropped', ({ assert }) => {
    const db = cachePreparedStatements(new Database(':memory:'), 2)
    const a = db.prepare('SELECT 1')
    const b = db.prepare('SELECT 2')
    assert.strictEqual(db.prepare('SELECT 1'), a) // 1 is now the most recently used
    db.prepare('SELECT 3') // drops 2
    assert.strictEqual(db.prepare('SELECT 1'), a)
    assert.notStrictEqual(db.prepare('SELECT 2'), b)
    db.close()
  })

  test('a statement prepared before a schema change still runs after it', ({ assert }) => {
    const db = cachePreparedStatements(new Database(':memory:'))
    db.exec('CREATE TABLE t (a INTEGER)')
    db.prepare('INSERT INTO t (a) VALUES (?)').run(1)
    const select = db.prepare('SELECT * FROM t')
    assert.deepEqual(select.all(), [{ a: 1 }])
    db.exec('ALTER TABLE t ADD COLUMN b INTEGER DEFAULT 7')
    assert.deepEqual(db.prepare('SELECT * FROM t').all(), [{ a: 1, b: 7 }])
    db.close()
  })
})
