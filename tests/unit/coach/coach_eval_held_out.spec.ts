import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OfflineCoach } from '#coach/offline/engine'
import type { ThreadState } from '#coach/understanding/types'
import {
  CATEGORIES,
  formatHeldOut,
  HELD_OUT_CASES,
  runHeldOut,
  type Ask,
} from '#tests/coach_eval/held_out_3/run'

/*
 * Held-out set 3 (tests/coach_eval/held_out_3/README.md), asked of today's offline coach as a
 * conversation (each case's turns in one thread, the state carried as the chat carries it).
 * The score is printed only when asked for (COACH_HELD_OUT_SCORE=1): the set is scored once,
 * when the coach work it measures is done, not on every test run. The test asserts that every
 * case was graded and that the set keeps its minimums (counts, languages, categories,
 * conversations).
 */
const conversationAsk: Ask = async (fixture, athlete, turns) => {
  const context = fixture.context(athlete, 'offline')
  const coach = new OfflineCoach()
  let thread: ThreadState = {}
  const replies = []
  for (const turn of turns) {
    const answer = await coach.answer(context, turn, thread)
    thread = answer.thread ?? thread
    replies.push({
      content: answer.content,
      toolUses: answer.toolUses,
      revisionId: answer.revisionId,
    })
  }
  return replies
}

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

  test('every case is graded (the score when asked for)', async ({ assert }) => {
    const report = await runHeldOut(conversationAsk)
    if (process.env.COACH_HELD_OUT_SCORE === '1') console.log(formatHeldOut(report))
    else console.log('Coach held-out set 3: graded; score withheld (COACH_HELD_OUT_SCORE=1)')
    assert.lengthOf(report.cases, HELD_OUT_CASES.length)
    for (const c of report.cases) {
      assert.include([0, 1, 2], c.grade.score, c.id)
      assert.isString(c.grade.why, c.id)
    }
  }).timeout(300_000)
})
