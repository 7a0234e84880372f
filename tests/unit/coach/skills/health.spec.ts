import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: health', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('sick: proposes an illness revision from the coach, nothing applied', async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true })
    const before = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const answer = await ask("I'm sick with a cold for 3 days")
    assert.equal(answer.intent, 'illness')
    assert.isNotNull(answer.revisionId)
    const revision = await PlanRevision.findOrFail(answer.revisionId!)
    assert.equal(revision.status, 'proposed')
    assert.equal(revision.source, 'coach')
    assert.equal(revision.trigger, 'illness')
    const after = await TrainingPlan.findOrFail(before.id)
    assert.equal(after.version, before.version)
    assert.deepEqual(after.document, before.document)
    assert.include(answer.content, 'nothing changes until you do')
    assert.isNotNull(answer.safetyNotice)
  })

  test('a cold with nothing more said: the neck check, no plan change yet', async ({ assert }) => {
    const { ask } = await coachFor({ plan: true })
    const answer = await ask('I have a cold')
    assert.equal(answer.intent, 'illness')
    assert.isNull(answer.revisionId)
    assert.include(answer.content, 'Tell me where your symptoms are')
    assert.isNotNull(answer.safetyNotice)
  })
})
