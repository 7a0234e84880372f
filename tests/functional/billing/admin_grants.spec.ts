import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import BillingEvent from '#models/billing_event'
import { UserFactory } from '#database/factories/user_factory'
import GrantSubscription from '#actions/billing/grant_subscription'
import CancelSubscription from '#actions/billing/cancel_subscription'
import ChangePlan from '#actions/billing/change_plan'
import BillingException from '#exceptions/billing_exception'
import { entitlementsFor } from '#services/entitlements'
import { CONFIRMED, noStripeGroup, tierFor } from './helpers.js'
import { assertRedirect, route } from '../helpers.js'

test.group('Billing | without Stripe keys: admin-granted plans', (group) => {
  noStripeGroup(group)

  test('the Subscription tab says plans are granted by an admin and shows the catalogue', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client.get(route('profile.subscription')).loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Profile')
    const props = response.body().props.subscription
    assert.isFalse(props.stripeEnabled)
    assert.isNull(props.current)
    assert.deepEqual(
      props.catalogue.map((plan: { id: string; amountCents: number }) => [
        plan.id,
        plan.amountCents,
      ]),
      [
        ['free', 0],
        ['premium_monthly', 900],
        ['premium_yearly', 9000],
      ]
    )
    assert.deepEqual(props.entitlements, {
      tier: 'free',
      coachModelMessagesPerDay: 10,
      adaptivePlans: false,
      automaticSync: false,
    })
    assert.isFalse(props.portalAvailable)
    // Other tabs do not load it.
    const other = await client.get(route('profile.gear')).loginAs(user).withInertia()
    assert.isNull(other.body().props.subscription)
  })

  test('Landing shows the catalogue', async ({ client, assert }) => {
    const response = await client.get('/').withInertia()
    response.assertStatus(200)
    assert.lengthOf(response.body().props.plans, 3)
  })

  test('grant, extend, change and cancel are audited and recorded', async ({ client, assert }) => {
    const admin = await UserFactory.merge({ role: 'admin' }).create()
    const user = await UserFactory.create()

    const granted = await new GrantSubscription().handle({
      adminId: admin.id,
      userId: user.id,
      plan: 'premium_monthly',
      trialDays: 14,
    })
    assert.equal(granted.status, 'trialing')
    assert.equal(granted.source, 'admin')
    assert.equal(await tierFor(user.id), 'premium')
    const premium = await entitlementsFor(user.id)
    assert.equal(premium.coachModelMessagesPerDay, 200)

    // Extending the trial adds to its end.
    const firstEnd = granted.trialEndsAt!
    const extended = await new GrantSubscription().handle({
      adminId: admin.id,
      userId: user.id,
      plan: 'premium_monthly',
      trialDays: 7,
    })
    assert.equal(extended.id, granted.id)
    assert.equal(Math.round(extended.trialEndsAt!.diff(firstEnd, 'days').days), 7)

    const changed = await new ChangePlan().handle({
      adminId: admin.id,
      userId: user.id,
      plan: 'premium_yearly',
    })
    assert.equal(changed.plan, 'premium_yearly')
    assert.equal(changed.interval, 'year')

    const tab = await client.get(route('profile.subscription')).loginAs(user).withInertia()
    const current = tab.body().props.subscription.current
    assert.equal(current.plan, 'premium_yearly')
    assert.equal(current.status, 'trialing')
    assert.equal(current.source, 'admin')

    const canceled = await new CancelSubscription().handle({ adminId: admin.id, userId: user.id })
    assert.equal(canceled.status, 'canceled')
    assert.isNotNull(canceled.endedAt)
    assert.equal(await tierFor(user.id), 'free')

    const audit = await AuditLog.query().where('subject_user_id', user.id).orderBy('id')
    const actions = audit.map((row) => [row.action, row.actorId])
    assert.deepEqual(actions, [
      ['subscription.grant', admin.id],
      ['subscription.grant', admin.id],
      ['subscription.change_plan', admin.id],
      ['subscription.cancel', admin.id],
    ])
    const events = await BillingEvent.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      events.map((event) => [event.type, event.source]),
      [
        ['admin.grant', 'admin'],
        ['admin.grant', 'admin'],
        ['admin.change_plan', 'admin'],
        ['admin.cancel', 'admin'],
      ]
    )
  })

  test('a grant until a date ends at that date; bad input is refused', async ({ assert }) => {
    const admin = await UserFactory.merge({ role: 'admin' }).create()
    const user = await UserFactory.create()
    const until = DateTime.now().plus({ days: 30 })
    await new GrantSubscription().handle({
      adminId: admin.id,
      userId: user.id,
      plan: 'premium_yearly',
      untilIso: until.toISO()!,
    })
    assert.equal(await tierFor(user.id), 'premium')
    assert.equal(await tierFor(user.id, until.plus({ days: 1 })), 'free')

    await assert.rejects(
      () =>
        new GrantSubscription().handle({
          adminId: admin.id,
          userId: user.id,
          plan: 'premium_yearly',
          untilIso: '2001-01-01',
        }),
      BillingException
    )
    await assert.rejects(
      () => new CancelSubscription().handle({ adminId: admin.id, userId: 999_999 }),
      BillingException
    )
    const other = await UserFactory.create()
    await assert.rejects(
      () =>
        new ChangePlan().handle({ adminId: admin.id, userId: other.id, plan: 'premium_monthly' }),
      BillingException
    )
  })

  test('the athlete cancels and resumes an admin grant (password confirmed); checkout says why not', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.merge({ role: 'admin' }).create()
    const user = await UserFactory.create()
    const granted = await new GrantSubscription().handle({
      adminId: admin.id,
      userId: user.id,
      plan: 'premium_monthly',
      untilIso: DateTime.now().plus({ days: 20 }).toISO()!,
    })
    const cancel = await client
      .post(route('billing.cancel'))
      .loginAs(user)
      .withSession(CONFIRMED())
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(cancel, route('profile.subscription'))
    await granted.refresh()
    assert.isTrue(granted.cancelAtPeriodEnd)
    assert.equal(await tierFor(user.id), 'premium')

    const checkout = await client
      .post(route('billing.checkout'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ plan: 'premium_yearly' })
      .redirects(0)
    assertRedirect(checkout, route('profile.subscription'))
    assert.equal(checkout.flashMessages()?.error, 'Online payment is not set up here.')
  })
})
