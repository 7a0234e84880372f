import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PLAN_NORMS } from '#domain/plans/norms'

/*
 * docs/plans.md#norms holds one row per norm: id, rule, source. The rows are the same data as
 * PLAN_NORMS in app/domain/plans/norms.ts, in the same order; a norm changed in one place only
 * fails here.
 */
const doc = () =>
  readFileSync(fileURLToPath(new URL('../../../docs/plans.md', import.meta.url)), 'utf8')

export function normRows(text: string) {
  const from = text.indexOf('\n## Norms\n')
  const to = text.indexOf('\n## ', from + 1)
  const section = text.slice(from, to)
  return [...section.matchAll(/^\| `([a-z_]+)` \| (.+) \| (.+) \|$/gm)].map((m) => ({
    id: m[1],
    description: m[2],
    source: m[3],
  }))
}

test.group('docs/plans.md: the norms table', () => {
  test('one row per norm of PLAN_NORMS, same id, rule and source, in order', ({ assert }) => {
    const rows = normRows(doc())
    assert.isAtLeast(rows.length, 16)
    assert.deepEqual(
      rows,
      PLAN_NORMS.map(({ id, description, source }) => ({ id, description, source }))
    )
  })

  test('the Norms section comes right before the published plans', ({ assert }) => {
    const text = doc()
    const norms = text.indexOf('\n## Norms\n')
    const published = text.indexOf('\n## Published plans side by side\n')
    assert.isAbove(norms, 0)
    const between = text.slice(norms + 1, published)
    assert.notInclude(between.replace(/^## Norms\n/, ''), '\n## ')
  })
})
