import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OfflineCoach } from '#coach/offline/engine'
import type { ThreadState } from '#coach/understanding/types'
import {
  CATEGORIES,
  formatDetails,
  formatHeldOut6,
  HELD_OUT_6_CASES,
  runHeldOut6,
  type Ask,
} from '#tests/coach_eval/held_out_6/run'
import { ATHLETE_KEYS } from '#tests/coach_eval/held_out_6/fixture'

/*
 * Held-out set 6 (tests/coach_eval/held_out_6/README.md), asked of today's offline coach as a
 * conversation (each case's turns in one thread, the state carried as the chat carries it).
 * The score is printed only when asked for (COACH_HELD_OUT_6_SCORE=1; per case with
 * COACH_HELD_OUT_6_DETAILS=1): the set is scored once,
 * when the coach work it measures is done, not on every test run. No answer is printed. The
 * test asserts that every case was graded and that the set keeps its minimums.
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

test.group('Coach evaluation, held-out set 6', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the set keeps its minimums', ({ assert }) => {
    assert.isAtLeast(HELD_OUT_6_CASES.length, 260)
    assert.equal(new Set(HELD_OUT_6_CASES.map((c) => c.id)).size, HELD_OUT_6_CASES.length)
    assert.isAtLeast(HELD_OUT_6_CASES.filter((c) => c.turns.length > 1).length, 60)
    for (const c of HELD_OUT_6_CASES.filter((x) => x.turns.length > 1))
      assert.isAtMost(c.turns.length, 3, c.id)
    for (const lang of ['de', 'fr', 'es']) {
      const share = HELD_OUT_6_CASES.filter((c) => c.language === lang).length
      assert.isAtLeast(share, HELD_OUT_6_CASES.length * 0.15, lang)
    }
    const english = HELD_OUT_6_CASES.filter((c) => c.language === 'en').length
    assert.isAtLeast(english, HELD_OUT_6_CASES.length * 0.4)
    assert.isAtMost(english, HELD_OUT_6_CASES.length * 0.5)
    for (const category of CATEGORIES) {
      assert.isAtLeast(HELD_OUT_6_CASES.filter((c) => c.category === category).length, 20, category)
    }
    for (const athlete of ATHLETE_KEYS) {
      assert.isAtLeast(HELD_OUT_6_CASES.filter((c) => c.athlete === athlete).length, 5, athlete)
    }
    for (const athlete of ATHLETE_KEYS) {
      assert.isAtLeast(
        HELD_OUT_6_CASES.filter((c) => c.athlete === athlete && c.category === 'plan_change')
          .length,
        1,
        athlete
      )
    }
  })

  test('every case is graded (the score when asked for)', async ({ assert }) => {
    const report = await runHeldOut6(conversationAsk)
    if (process.env.COACH_HELD_OUT_6_SCORE === '1') console.log(formatHeldOut6(report))
    else console.log('Coach held-out set 6: graded; score withheld (COACH_HELD_OUT_6_SCORE=1)')
    if (process.env.COACH_HELD_OUT_6_DETAILS === '1') console.log(formatDetails(report))
    assert.lengthOf(report.cases, HELD_OUT_6_CASES.length)
    for (const c of report.cases) {
      assert.include([0, 1, 2], c.grade.score, c.id)
      assert.isString(c.grade.why, c.id)
      assert.isUndefined(c.graderError, `${c.id}: ${c.graderError}`)
    }
  }).timeout(300_000)
})
