import { test } from '@japa/runner'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * docs/decisions/README.md is the index of the decision records: one line per record, in
 * number order, each linking its file and giving its status. A record added without its line, a
 * line left behind by a renamed record, or a status that is missing, malformed or names a record
 * that does not exist fails here.
 */
const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url))

/** A line of the table: the number shown, the number linked, the status. */
const ROW = /^\| (\d{3}) \| \[[^\]]+\]\((\d{3})-[^)]+\.md\) \| ([^|]*) \|$/gm

/**
 * The statuses README.md explains; the numbers are the later records that amend or replace. A
 * record replaced without a later one (`replaced (see note)`) has a note under the table,
 * `- NNN: …`.
 */
const STATUS =
  /^(?:holds|holds \(amended in place\)|replaced \(see note\)|(?:amended|replaced) by (\d{3}(?:, \d{3})*))$/

test.group('Decision records index', () => {
  test('lists every record once, in number order, and nothing else', ({ assert }) => {
    const records = readdirSync(folder)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .sort()
    const index = readFileSync(`${folder}README.md`, 'utf8')
    const table = index
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .join('\n')
    const linked = [...table.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1])
    assert.isAbove(records.length, 50)
    assert.deepEqual(linked, records)
  })

  test('each line shows the number of the record it links, and a status', ({ assert }) => {
    const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name))
    const index = readFileSync(`${folder}README.md`, 'utf8')
    const rows = [...index.matchAll(ROW)]
    assert.isAbove(rows.length, 50)
    // A line without a status cell is not a row above, so it shows up as a missing row here.
    assert.lengthOf(rows, records.length)
    for (const [, shown, linked] of rows) assert.equal(shown, linked)
  })

  test('each status is one of the explained forms and names later records that exist', ({
    assert,
  }) => {
    const numbers = readdirSync(folder)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .map((name) => name.slice(0, 3))
    const index = readFileSync(`${folder}README.md`, 'utf8')
    for (const [, number, , status] of index.matchAll(ROW)) {
      const form = STATUS.exec(status)
      assert.isNotNull(form, `${number}: "${status}" is not a status README.md explains`)
      const named = form?.[1]?.split(', ') ?? []
      assert.deepEqual(
        named,
        [...new Set(named)].sort(),
        `${number}: list each record once, in order`
      )
      for (const later of named) {
        assert.include(numbers, later, `${number}: ${status} names a record that does not exist`)
        assert.isAbove(
          Number(later),
          Number(number),
          `${number}: ${status} names an earlier record`
        )
      }
      if (status === 'replaced (see note)') {
        assert.match(
          index,
          new RegExp(`^- ${number}: \\S`, 'm'),
          `${number}: no note under the table`
        )
      }
    }
  })
})
