import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ANCHORS, anchorFigures, anchorsMarkdown, planOfAnchor } from '#domain/plans/anchors'

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

  test('every anchor starts from its athlete and never below their volume', ({ assert }) => {
    for (const anchor of ANCHORS) {
      const figures = anchorFigures(planOfAnchor(anchor))
      assert.equal(figures.firstWeekKm * 1000, anchor.input.currentWeeklyMeters, anchor.id)
      assert.isAbove(figures.peakKm * 1000, anchor.input.currentWeeklyMeters, anchor.id)
      assert.isAtLeast(figures.raceWeekPercent, 40, anchor.id)
      assert.isAtMost(figures.raceWeekPercent, 60, anchor.id)
    }
  })
})
