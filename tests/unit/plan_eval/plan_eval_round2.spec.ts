import { test } from '@japa/runner'
import { ROUND2_ATHLETES } from '#tests/plan_eval/round2/athletes'
import { planFactsRound2 } from '#tests/plan_eval/round2/facts'
import { formatPlanEval, runPlanEval } from '#tests/plan_eval/score'

/*
 * Round 2 of the held-out plan evaluation (tests/plan_eval/round2/README.md). `npm run
 * plans:eval` runs it after round 1: it prints the score per athlete and in total. The score is
 * reported, not gated; the test asserts only that every athlete was graded.
 */
test.group('Plan evaluation, round 2 (held out)', () => {
  test('every round-2 athlete is graded and the score is reported', ({ assert }) => {
    const report = runPlanEval(ROUND2_ATHLETES, planFactsRound2)
    console.log(formatPlanEval(report))
    assert.lengthOf(report.athletes, ROUND2_ATHLETES.length)
    assert.isAtLeast(ROUND2_ATHLETES.length, 40)
    assert.equal(new Set(ROUND2_ATHLETES.map((a) => a.id)).size, ROUND2_ATHLETES.length)
    for (const athlete of report.athletes) assert.isAbove(athlete.facts.length, 0, athlete.id)
  }).timeout(120_000)
})
