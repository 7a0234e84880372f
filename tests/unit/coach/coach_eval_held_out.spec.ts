import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import {
  baselineAsk,
  CATEGORIES,
  formatHeldOut,
  HELD_OUT_CASES,
  runHeldOut,
} from '#tests/coach_eval/held_out_3/run'

/*
 * Held-out set 3 (tests/coach_eval/held_out_3/README.md), asked of today's offline coach. The
 * score is printed, not gated: the test asserts only that every case was graded and that the
 * set keeps its minimums (counts, languages, categories, conversations).
 */
test.group('Coach evaluation, held-out set 3', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the set keeps its minimums', ({ assert }) => {
    assert.isAtLeast(HELD_OUT_CASES.length, 150)
    assert.equal(new Set(HELD_OUT_CASES.map((c) => c.id)).size, HELD_OUT_CASES.length)
    assert.isAtLeast(HELD_OUT_CASES.filter((c) => c.turns.length > 1).length, 30)
    for (const lang of ['de', 'fr', 'es']) {
      assert.isAtLeast(HELD_OUT_CASES.filter((c) => c.language === lang).length, 20, lang)
    }
    for (const category of CATEGORIES) {
      assert.isAtLeast(HELD_OUT_CASES.filter((c) => c.category === category).length, 1, category)
    }
    for (const athlete of ['no_plan', 'starts_tomorrow']) {
      assert.isAtLeast(
        HELD_OUT_CASES.filter((c) => c.athlete === athlete && c.category === 'plan_change').length,
        1,
        athlete
      )
    }
  })

  test('every case is graded and the score is reported', async ({ assert }) => {
    const report = await runHeldOut(baselineAsk)
    console.log(formatHeldOut(report))
    assert.lengthOf(report.cases, HELD_OUT_CASES.length)
    for (const c of report.cases) {
      assert.include([0, 1, 2], c.grade.score, c.id)
      assert.isString(c.grade.why, c.id)
    }
  }).timeout(300_000)
})
