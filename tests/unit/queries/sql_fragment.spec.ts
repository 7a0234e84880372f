import { test } from '@japa/runner'
import { jsonRows, sql, sqlJoin, sqlList, sqlText } from '#queries/sql_fragment'

/*
 * The `sql` tag of the page reads (app/queries/sql_fragment.ts): each value is bound where it is
 * written, and a fragment brings its own bindings wherever it is placed.
 */
test.group('sql fragments', () => {
  test('a value becomes a placeholder with its binding; text from code binds nothing', ({
    assert,
  }) => {
    const fragment = sql`SELECT id FROM t WHERE user_id = ${7} AND day <= ${'2026-11-27'} LIMIT ${sqlText('5')}`
    assert.equal(fragment.text, 'SELECT id FROM t WHERE user_id = ? AND day <= ? LIMIT 5')
    assert.deepEqual(fragment.bindings, [7, '2026-11-27'])
  })

  test("a fragment's bindings follow it wherever it is placed", ({ assert }) => {
    const first = sql`(SELECT a FROM x WHERE id = ${1} AND k = ${'one'})`
    const second = sql`(SELECT b FROM y WHERE id = ${2})`
    const forwards = sql`SELECT ${first} AS a, ${second} AS b WHERE z = ${3}`
    const backwards = sql`SELECT ${second} AS b, ${first} AS a WHERE z = ${3}`
    assert.deepEqual(forwards.bindings, [1, 'one', 2, 3])
    assert.deepEqual(backwards.bindings, [2, 1, 'one', 3])
    // Each placeholder still meets its own value: substitute and compare.
    const filled = (fragment: typeof forwards) => {
      let index = 0
      return fragment.text.replace(/\?/g, () => JSON.stringify(fragment.bindings[index++]))
    }
    assert.equal(
      filled(forwards),
      `SELECT (SELECT a FROM x WHERE id = 1 AND k = "one") AS a, (SELECT b FROM y WHERE id = 2) AS b WHERE z = 3`
    )
    assert.equal(
      filled(backwards),
      `SELECT (SELECT b FROM y WHERE id = 2) AS b, (SELECT a FROM x WHERE id = 1 AND k = "one") AS a WHERE z = 3`
    )
  })

  test('a list is one placeholder per value; a join keeps each part with its values', ({
    assert,
  }) => {
    const list = sql`sport IN (${sqlList(['run', 'trail'])}) AND user_id = ${4}`
    assert.equal(list.text, 'sport IN (?, ?) AND user_id = ?')
    assert.deepEqual(list.bindings, ['run', 'trail', 4])
    const joined = sqlJoin([sql`SELECT ${1}`, sql`SELECT ${2}`, sqlText('SELECT 3')], ' UNION ALL ')
    assert.equal(joined.text, 'SELECT ? UNION ALL SELECT ? UNION ALL SELECT 3')
    assert.deepEqual(joined.bindings, [1, 2])
  })

  test('null, dates and fragments nested twice keep their order', ({ assert }) => {
    const when = new Date('2026-01-01T00:00:00Z')
    const inner = sql`b = ${null}`
    const middle = sql`a = ${when} AND (${inner})`
    const outer = sql`WHERE ${middle} AND c = ${false}`
    assert.equal(outer.text, 'WHERE a = ? AND (b = ?) AND c = ?')
    assert.deepEqual(outer.bindings, [when, null, false])
  })

  test('a JSON part wraps the text and keeps its bindings', ({ assert }) => {
    const part = jsonRows(['id'], sql`SELECT id FROM t WHERE user_id = ${9}`)
    assert.include(part.text, 'SELECT id FROM t WHERE user_id = ?')
    assert.match(part.text, /json_(agg|group_array)/)
    assert.deepEqual(part.bindings, [9])
  })
})
