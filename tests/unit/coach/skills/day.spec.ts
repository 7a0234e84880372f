import { test } from '@japa/runner'
import { shortDay } from '#coach/offline/skills/data_format'
import testUtils from '@adonisjs/core/services/test_utils'
import TrainingPlan from '#models/training_plan'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: the day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test("today's workout and why, from the plan", async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true })
    const plan = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const answer = await ask("What's my workout today and why?")
    assert.equal(answer.intent, 'today')
    assert.deepEqual(
      answer.toolUses.map((u) => u.name),
      ['today_workout']
    )
    const today = plan.document.weeks
      .flatMap((w) => w.workouts)
      .find((w) => w.dateIso === plan.document.startDateIso)
    if (today && today.type !== 'rest') {
      assert.include(answer.content, today.title)
      assert.include(answer.content, today.purpose)
    } else {
      assert.include(answer.content, 'rest day')
    }
  })

  test('without a plan, today says how to get one', async ({ assert }) => {
    const { ask } = await coachFor()
    const answer = await ask('What should I run today?')
    assert.include(answer.content, "You don't have a training plan yet")
  })

  test('what is planned on a named day and the next long run, from the plan', async ({
    assert,
  }) => {
    const { ask, user, todayIso } = await coachFor({ plan: true })
    const plan = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const workouts = plan.document.weeks.flatMap((w) => w.workouts)
    const long = workouts.find((w) => w.type === 'long' && w.dateIso >= todayIso)!
    const answer = await ask('When is my next long run?')
    assert.equal(answer.intent, 'plan_lookup')
    assert.include(answer.content, `Your next long run: **${long.title}**`)
    assert.include(answer.content, shortDay(long.dateIso, 'en', todayIso))
  })
})
