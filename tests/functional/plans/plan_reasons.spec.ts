import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import TrainingPlan from '#models/training_plan'
import { UserFactory } from '#database/factories/user_factory'
import type { PlanWeekDto } from '#dtos/plan'
import { functionalGroup, sameSite } from '../helpers.js'

/*
 * "Why this week" (docs/plans.md#why-this-week): the generator gives every week a reason, the
 * page's `plan` prop carries it, and plans stored before reasons existed still load.
 */

const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!

async function athlete() {
  const user = await UserFactory.create()
  await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', sex: 'male', maxHr: 185 })
  return user
}

function createPlan(client: ApiClient, user: User) {
  return client
    .post('/plan')
    .json({
      raceDistanceMeters: 42195,
      raceDate: inDays(7 * 18),
      availableDays: [2, 3, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 50000,
      longestRecentRunMeters: 18000,
      experience: 'intermediate',
    })
    .header('Referer', sameSite('/plan'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

async function weeksOf(client: ApiClient, user: User): Promise<PlanWeekDto[]> {
  const response = await client.get('/plan').loginAs(user).withInertia()
  response.assertStatus(200)
  return response.body().props.plan?.weeks ?? []
}

test.group('Training plan: why this week', (group) => {
  functionalGroup(group)

  test('every week of the page carries the reason the generator gave it', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const created = await createPlan(client, user)
    created.assertStatus(302)
    const weeks = await weeksOf(client, user)
    assert.isAtLeast(weeks.length, 16)
    for (const week of weeks) {
      assert.isNotNull(week.reason, `week ${week.index}`)
      assert.equal(week.reason!.volume.meters, week.targetDistanceMeters)
      if (week.isCutback) assert.equal(week.reason!.volume.rule, 'cutback')
      if (week.phase === 'taper' || week.phase === 'race')
        assert.equal(week.reason!.volume.rule, 'taper')
      const long = week.workouts.find((w) => w.type === 'long')
      if (long) assert.equal(week.reason!.longRun!.meters, long.distanceMeters)
    }
    // The athlete's volume is where the plan starts, and the peak grows from it.
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    const full = stored.document.weeks.find((w) => !w.partial)!
    assert.include(['start', 'growth', 'ramp', 'peak'], full.reason!.volume.rule)
    assert.equal(full.reason!.volume.currentMeters, 50000)
  })

  test('a plan stored before reasons existed still loads, with no reason', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const created = await createPlan(client, user)
    created.assertStatus(302)
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    const document = structuredClone(stored.document)
    for (const week of document.weeks) delete week.reason
    stored.document = document
    await stored.save()
    const weeks = await weeksOf(client, user)
    assert.isAtLeast(weeks.length, 16)
    assert.isTrue(weeks.every((week) => week.reason === null))
  })

  test("another athlete's page never shows this plan or its reasons", async ({
    client,
    assert,
  }) => {
    const owner = await athlete()
    const other = await athlete()
    const created = await createPlan(client, owner)
    created.assertStatus(302)
    assert.lengthOf(await weeksOf(client, other), 0)
  })
})
