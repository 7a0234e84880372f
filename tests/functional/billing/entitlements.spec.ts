import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AthleteProfile from '#models/athlete_profile'
import { UserFactory } from '#database/factories/user_factory'
import { entitlementsForTier } from '#services/entitlements'
import { grantPremium } from '#tests/support/billing'
import { runPlanCheck } from '#tests/support/plan_check'
import { route, sameSite } from '../helpers.js'
import { noStripeGroup, tierFor } from './helpers.js'

const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!

test.group('Billing | entitlements per tier', (group) => {
  noStripeGroup(group)

  test('Free and Premium entitlements', async ({ assert }) => {
    assert.deepEqual(entitlementsForTier('free'), {
      tier: 'free',
      coachModelMessagesPerDay: 10,
      adaptivePlans: false,
      automaticSync: false,
    })
    assert.deepEqual(entitlementsForTier('premium'), {
      tier: 'premium',
      coachModelMessagesPerDay: 200,
      adaptivePlans: true,
      automaticSync: true,
    })
    const user = await UserFactory.create()
    assert.equal(await tierFor(user.id), 'free')
    await grantPremium(user.id)
    assert.equal(await tierFor(user.id), 'premium')
  })

  test('automatic plan adaptation proposes only for Premium; the plan works on Free', async ({
    client,
    assert,
  }) => {
    const setUp = async () => {
      const user = await UserFactory.create()
      await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', maxHr: 190, restingHr: 50 })
      const created = await client
        .post(route('plan.store'))
        .json({
          raceDistanceMeters: 42195,
          raceDate: inDays(7 * 18),
          availableDays: [2, 3, 4, 6, 7],
          longRunDay: 7,
          currentWeeklyMeters: 40000,
          startDate: inDays(0),
        })
        .header('Referer', sameSite(route('plan')))
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .redirects(0)
      created.assertStatus(302)
      // An acute:chronic ratio well above 1.5.
      await db.table('daily_loads').multiInsert(
        Array.from({ length: 28 }, (_, i) => ({
          user_id: user.id,
          date: inDays(i - 27),
          load: i >= 21 ? 150 : 40,
          fitness: 0,
          fatigue: 0,
          form: 0,
          distance_meters: 0,
          moving_seconds: 0,
        }))
      )
      return user
    }
    const pending = async (user: Awaited<ReturnType<typeof setUp>>) => {
      // The app's own checks run in the `plan.check` job, never on showing the plan.
      await runPlanCheck(user.id)
      const page = await client.get(route('plan')).loginAs(user).withInertia()
      page.assertStatus(200)
      return page.body().props
    }

    const free = await setUp()
    const freePage = await pending(free)
    assert.isNull(freePage.pendingRevision)
    assert.exists(freePage.plan, 'the plan stays readable on Free')

    const premium = await setUp()
    await grantPremium(premium.id)
    const premiumPage = await pending(premium)
    assert.equal(premiumPage.pendingRevision.trigger, 'acwr')
  })
})
