import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ANCHORS, anchorFigures, anchorsMarkdown, planOfAnchor } from '#domain/plans/anchors'
import { planNormViolations } from '#domain/plans/norms'

const doc = () =>
  readFileSync(fileURLToPath(new URL('../../../docs/plans.md', import.meta.url)), 'utf8')

test.group('docs/plans.md: published plans side by side', () => {
  test('the table in the doc is what the generator produces (node ace plans:anchors --write)', ({
    assert,
  }) => {
    const text = doc()
    const between = text.slice(
      text.indexOf('<!-- anchors:start -->') + '<!-- anchors:start -->'.length,
      text.indexOf('<!-- anchors:end -->')
    )
    assert.equal(between.trim(), anchorsMarkdown())
  })

  test('where the doc calls ours close, peak week and longest run are within 10 % of the published plan', ({
    assert,
  }) => {
    const close = ANCHORS.filter((anchor) => anchor.published.close)
    assert.isAtLeast(close.length, 3)
    const within = (value: number, [low, high]: [number, number]) =>
      value >= low * 0.9 && value <= high * 1.1
    for (const anchor of close) {
      const figures = anchorFigures(planOfAnchor(anchor))
      assert.isTrue(within(figures.peakKm, anchor.published.peakKm), `${anchor.id} peak`)
      assert.isTrue(
        within(figures.longestRunKm, anchor.published.longestRunKm),
        `${anchor.id} long`
      )
    }
  })

  test('the four reference plans are there: Higdon Novice 1, Pfitzinger 18/55, Hansons Beginner, Daniels 5K–15K', ({
    assert,
  }) => {
    const names = ANCHORS.map((anchor) => anchor.published.name).join('\n')
    for (const name of ['Marathon Novice 1', '18/55', 'Hansons', '5K–15K'])
      assert.include(names, name)
    const four = ['marathon-novice', 'marathon-55', 'marathon-hansons', '10k-intermediate']
    for (const anchor of ANCHORS.filter((a) => four.includes(a.id))) {
      assert.isDefined(anchor.published.qualityPercent, anchor.id)
      assert.isDefined(anchor.published.raceWeekPercent, anchor.id)
    }
  })

  test('every anchor gets a plan that keeps every norm and starts from its athlete', ({
    assert,
  }) => {
    for (const anchor of ANCHORS) {
      const plan = planOfAnchor(anchor)
      const violations = planNormViolations(anchor.input, plan).map((v) => v.message)
      assert.deepEqual(violations, [], anchor.id)
      const figures = anchorFigures(plan)
      assert.isAtLeast(figures.peakKm * 1000, anchor.input.currentWeeklyMeters, anchor.id)
    }
  })
})
