import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OfflineCoach } from '#coach/offline/engine'
import type { ThreadState } from '#coach/understanding/types'
import type { Ask } from '#tests/coach_eval/held_out_3/run'
import {
  formatOpenAthletes,
  OPEN_CASES,
  runOpenAthletes,
} from '#tests/coach_eval/open_athletes/run'

/*
 * The open set over other athletes (tests/coach_eval/open_athletes/): an imperial runner, a
 * brand-new athlete, a runner four weeks from a marathon and a cyclist, on a Wednesday in
 * November, asked as the chat asks (each case's turns in one thread). It is a development set:
 * the score is printed, not gated; the test asserts that every case grades.
 * COACH_OPEN_DETAILS=1 prints every case with its reply.
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

test.group('Coach evaluation, open set over other athletes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every case is graded and the score is printed', async ({ assert }) => {
    const previous = process.env.COACH_HELD_OUT_DETAILS
    if (process.env.COACH_OPEN_DETAILS === '1') process.env.COACH_HELD_OUT_DETAILS = '1'
    const report = await runOpenAthletes(conversationAsk)
    console.log(formatOpenAthletes(report))
    if (previous === undefined) delete process.env.COACH_HELD_OUT_DETAILS
    else process.env.COACH_HELD_OUT_DETAILS = previous
    assert.lengthOf(report.cases, OPEN_CASES.length)
    assert.equal(new Set(OPEN_CASES.map((c) => c.id)).size, OPEN_CASES.length)
    for (const c of report.cases) {
      assert.include([0, 1, 2], c.grade.score, c.id)
      assert.isUndefined(c.error, `${c.id}: ${c.error}`)
    }
  }).timeout(300_000)
})
