import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OfflineCoach } from '#coach/offline/engine'
import type { ThreadState } from '#coach/understanding/types'
import {
  CATEGORIES,
  formatHeldOut4,
  HELD_OUT_4_CASES,
  runHeldOut4,
  type Ask,
} from '#tests/coach_eval/held_out_4/run'
import { ATHLETE_KEYS } from '#tests/coach_eval/held_out_4/fixture'

/*
 * Held-out set 4 (tests/coach_eval/held_out_4/README.md), asked of today's offline coach as a
 * conversation (each case's turns in one thread, the state carried as the chat carries it).
 * The score is printed only when asked for (COACH_HELD_OUT_4_SCORE=1): the set is scored once,
 * when the coach work it measures is done, not on every test run. No answer is printed. The
 * test asserts that every case was graded and that the set keeps its minimums.
 */
const details = process.env.COACH_HELD_OUT_4_DETAILS === '1'
const lastReplies = new Map<string, string>()

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
  if (details) lastReplies.set(turns.join(' ⏎ '), replies.at(-1)?.content ?? '')
  return replies
}

test.group('Coach evaluation, held-out set 4', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the set keeps its minimums', ({ assert }) => {
    assert.isAtLeast(HELD_OUT_4_CASES.length, 200)
    assert.equal(new Set(HELD_OUT_4_CASES.map((c) => c.id)).size, HELD_OUT_4_CASES.length)
    assert.isAtLeast(HELD_OUT_4_CASES.filter((c) => c.turns.length > 1).length, 50)
    for (const c of HELD_OUT_4_CASES.filter((x) => x.turns.length > 1))
      assert.isAtMost(c.turns.length, 4, c.id)
    for (const lang of ['de', 'fr', 'es']) {
      assert.isAtLeast(HELD_OUT_4_CASES.filter((c) => c.language === lang).length, 25, lang)
    }
    const english = HELD_OUT_4_CASES.filter((c) => c.language === 'en').length
    assert.isAtLeast(english, HELD_OUT_4_CASES.length * 0.4)
    assert.isAtMost(english, HELD_OUT_4_CASES.length * 0.6)
    for (const category of CATEGORIES) {
      assert.isAtLeast(HELD_OUT_4_CASES.filter((c) => c.category === category).length, 8, category)
    }
    for (const athlete of ATHLETE_KEYS) {
      assert.isAtLeast(HELD_OUT_4_CASES.filter((c) => c.athlete === athlete).length, 5, athlete)
    }
    for (const athlete of ['no_plan', 'empty', 'starts_tomorrow', 'marathon', 'miles']) {
      assert.isAtLeast(
        HELD_OUT_4_CASES.filter((c) => c.athlete === athlete && c.category === 'plan_change')
          .length,
        1,
        athlete
      )
    }
  })

  test('every case is graded (the score when asked for)', async ({ assert }) => {
    const report = await runHeldOut4(conversationAsk)
    if (process.env.COACH_HELD_OUT_4_SCORE === '1') console.log(formatHeldOut4(report))
    else console.log('Coach held-out set 4: graded; score withheld (COACH_HELD_OUT_4_SCORE=1)')
    if (details) printMisses(report.cases)
    assert.lengthOf(report.cases, HELD_OUT_4_CASES.length)
    for (const c of report.cases) {
      assert.include([0, 1, 2], c.grade.score, c.id)
      assert.isString(c.grade.why, c.id)
      assert.isUndefined(c.graderError, `${c.id}: ${c.graderError}`)
    }
  }).timeout(300_000)
})

/** Set 4 is spent (scored once): it is a development set now, so its misses may be printed. */
function printMisses(cases: Awaited<ReturnType<typeof runHeldOut4>>['cases']) {
  for (const scored of cases) {
    if (scored.grade.score === 2) continue
    const heldOut = HELD_OUT_4_CASES.find((c) => c.id === scored.id)!
    const asked = heldOut.turns.join(' ⏎ ')
    console.log(`\n[${scored.grade.score}] ${scored.id} (${scored.category}, ${scored.athlete})`)
    console.log(`  asked: ${asked}`)
    console.log(`  why:   ${scored.grade.why}`)
    console.log(`  reply: ${(lastReplies.get(asked) ?? '').replace(/\n/g, ' | ').slice(0, 600)}`)
  }
}
