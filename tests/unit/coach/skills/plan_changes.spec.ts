import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import { coachFor, proposedRevisions, thisWednesday } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: plan changes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('injured, travelling and short on time propose revisions', async ({ assert }) => {
    // The demo week's runs fall on fixed weekdays, so what the coach can change this week depends
    // on the weekday: the athlete's today is the latest Wednesday.
    const { ask, user } = await coachFor({ plan: true, todayIso: thisWednesday() })
    for (const [question, trigger] of [
      ['I sprained my ankle', 'injury'],
      ["I'm travelling for 5 days, no running", 'travel'],
      ["I'm short on time this week: 30 minutes max", 'short_on_time'],
    ]) {
      const answer = await ask(question)
      assert.isNotNull(answer.revisionId, question)
      const revision = await PlanRevision.findOrFail(answer.revisionId!)
      assert.equal(revision.trigger, trigger)
      assert.equal(revision.source, 'coach')
    }
    // Each new proposal replaces the unanswered one.
    assert.lengthOf(await proposedRevisions(user.id), 1)
  })

  test('a harder plan without a plan: nothing to adjust', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const answer = await ask('Make my plan harder')
    assert.equal(answer.intent, 'plan_intensity')
    assert.isNull(answer.revisionId)
    assert.include(
      answer.content,
      "You don't have an active training plan, so there is nothing to adjust."
    )
  })
})
