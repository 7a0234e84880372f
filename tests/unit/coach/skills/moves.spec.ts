import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: moves', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('move my long run to Saturday: a proposed move', async ({ assert }) => {
    const { ask, todayIso } = await coachFor({ plan: true })
    const answer = await ask('Can you move my long run to Saturday?')
    assert.equal(answer.intent, 'move_long_run')
    assert.isNotNull(answer.revisionId, answer.content)
    const revision = await PlanRevision.findOrFail(answer.revisionId!)
    assert.equal(revision.trigger, 'move')
    assert.equal(revision.status, 'proposed')
    const moved = revision.changes.find((c) => c.before?.type === 'long')!
    assert.equal(new Date(`${moved.after!.dateIso}T00:00:00Z`).getUTCDay(), 6)
    assert.isTrue(moved.after!.dateIso >= todayIso)
    const again = await ask('move my long run')
    assert.include(again.content, 'Which day should it move to?')
  })
})
