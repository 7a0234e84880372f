import { test } from '@japa/runner'
import { ATHLETES } from '#tests/plan_eval/athletes'
import { formatPlanEval, runPlanEval } from '#tests/plan_eval/score'

/*
 * The held-out plan evaluation (tests/plan_eval/README.md). `npm run plans:eval` runs this file:
 * it prints the score per athlete and in total. The score is reported, not gated; the test
 * asserts only that every athlete was graded.
 */
test.group('Plan evaluation (held out)', () => {
  test('every athlete is graded and the score is reported', ({ assert }) => {
    const report = runPlanEval()
    console.log(formatPlanEval(report))
    assert.lengthOf(report.athletes, ATHLETES.length)
    assert.isAtLeast(ATHLETES.length, 40)
    assert.equal(new Set(ATHLETES.map((a) => a.id)).size, ATHLETES.length)
    for (const athlete of report.athletes) assert.isAbove(athlete.facts.length, 0, athlete.id)
  }).timeout(120_000)
})
