import { test } from '@japa/runner'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * docs/decisions/README.md is the index of the decision records: one line per record, in
 * number order, each linking its file. A record added without its line, or a line left behind
 * by a renamed record, fails here.
 */
const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url))

test.group('Decision records index', () => {
  test('lists every record once, in number order, and nothing else', ({ assert }) => {
    const records = readdirSync(folder)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .sort()
    const index = readFileSync(`${folder}README.md`, 'utf8')
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1])
    assert.isAbove(records.length, 50)
    assert.deepEqual(linked, records)
  })

  test('each line shows the number of the record it links', ({ assert }) => {
    const index = readFileSync(`${folder}README.md`, 'utf8')
    const rows = [...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\((\d{3})-[^)]+\.md\) \|$/gm)]
    assert.isAbove(rows.length, 50)
    for (const [, shown, linked] of rows) assert.equal(shown, linked)
  })
})
