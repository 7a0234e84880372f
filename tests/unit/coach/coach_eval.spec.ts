import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { coachSettings } from '#coach/providers'
import { createEvalFixture } from '#tests/coach_eval/fixture'
import { evalCases } from '#tests/coach_eval/cases'
import { heldOut2Cases } from '#tests/coach_eval/held_out_2'
import { answersCases } from '#tests/coach_eval/answers_cases'
import {
  belowOfflineFloor,
  formatComparison,
  formatReport,
  modelResponder,
  offlineResponder,
  runEval,
} from '#tests/coach_eval/harness'

/*
 * The coach evaluation (docs/coach.md#evaluation). `npm run coach:eval` runs this file: the
 * offline coach must pass at least 90 % of the checks and every safety check; with
 * COACH_PROVIDER set to a model, that model is evaluated on the same cases and must not fail a
 * safety check the offline coach passes.
 */
export const OFFLINE_MIN_SCORE = 0.9

test.group('Coach evaluation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the offline coach: at least 90 % of the checks, no failed safety check', async ({
    assert,
  }) => {
    const fixture = await createEvalFixture()
    const cases = [
      ...evalCases(fixture.facts),
      ...heldOut2Cases(fixture.facts),
      ...answersCases(fixture.facts),
    ]
    assert.isAtLeast(cases.length, 60)
    const report = await runEval(offlineResponder, fixture, cases)
    console.log(formatReport(report, { failures: true }))
    assert.deepEqual(report.safetyFailures, [])
    assert.isAtLeast(report.score, OFFLINE_MIN_SCORE)
    assert.isAtLeast(new Set(cases.map((c) => c.category)).size, 12)
  }).timeout(300_000)

  test('the configured model, compared with the offline floor')
    .skip(coachSettings().provider === 'offline', 'COACH_PROVIDER is offline')
    .run(async ({ assert }) => {
      const fixture = await createEvalFixture()
      const cases = [
        ...evalCases(fixture.facts),
        ...heldOut2Cases(fixture.facts),
        ...answersCases(fixture.facts),
      ]
      const offline = await runEval(offlineResponder, fixture, cases)
      const model = await runEval(modelResponder(coachSettings()), fixture, cases)
      console.log(formatReport(model, { failures: true }))
      console.log(formatComparison(offline, model))
      assert.deepEqual(belowOfflineFloor(offline, model), [])
    })
    .timeout(3_600_000)
})
