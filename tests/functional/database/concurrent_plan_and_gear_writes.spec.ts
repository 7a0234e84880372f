import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import AthleteProfile from '#models/athlete_profile'
import type User from '#models/user'
import queue from '#services/queue'
import { sameSite } from '../helpers.js'

/**
 * An athlete has at most one active plan and one default pair of shoes per
 * sport, however many requests arrive at once (a double click, two tabs). No
 * global transaction: the requests commit for real, concurrently; the athlete
 * is deleted after.
 */
const PARALLEL = 6

const marathon = (weeks: number) => ({
  raceDistanceMeters: 42195,
  raceDate: DateTime.utc()
    .plus({ days: 7 * weeks })
    .toISODate()!,
  availableDays: [2, 3, 4, 6, 7],
  longRunDay: 7,
  currentWeeklyMeters: 40000,
})

test.group('Concurrent plan and gear writes by one athlete', (group) => {
  const users: User[] = []
  group.each.setup(() => async () => {
    await queue.drain()
    for (const user of users.splice(0)) await user.delete()
  })

  test('parallel "create my plan" requests leave exactly one active plan', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    await AthleteProfile.create({
      userId: user.id,
      timeZone: 'UTC',
      sex: 'female',
      restingHr: 50,
      maxHr: 190,
      lthr: 170,
    })
    for (let round = 0; round < 2; round++) {
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          client
            .post('/plan')
            .json(marathon(16 + i))
            .header('Referer', sameSite('/plan'))
            .loginAs(user)
            .withCsrfToken()
            .withInertia()
            .redirects(0)
        )
      )
      assert.deepEqual(
        responses.map((response) => response.status()),
        Array(PARALLEL).fill(302)
      )
      const plans = await db.from('training_plans').where('user_id', user.id)
      assert.lengthOf(plans, PARALLEL * (round + 1))
      assert.lengthOf(
        plans.filter((plan) => plan.status === 'active'),
        1,
        `round ${round}: one active plan`
      )
    }
  })

  test('parallel "new default shoes" requests leave exactly one default', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    for (let round = 0; round < 2; round++) {
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          client
            .post('/gear')
            .json({ name: `Shoes ${round}-${i}`, sport: 'run', isDefault: true })
            .header('Referer', sameSite('/profile/gear'))
            .loginAs(user)
            .withCsrfToken()
            .withInertia()
            .redirects(0)
        )
      )
      assert.deepEqual(
        responses.map((response) => response.status()),
        Array(PARALLEL).fill(302)
      )
      const gear = await db.from('gear').where('user_id', user.id)
      assert.lengthOf(gear, PARALLEL * (round + 1))
      assert.lengthOf(
        gear.filter((row) => Boolean(row.is_default)),
        1,
        `round ${round}: one default`
      )
    }
  })
})
