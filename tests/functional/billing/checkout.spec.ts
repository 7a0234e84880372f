import { appUrl } from '#config/app'
import { test } from '@japa/runner'
import Subscription from '#models/subscription'
import { UserFactory } from '#database/factories/user_factory'
import { FAKE_PRICES } from '#tests/support/fake_stripe'
import { assertRedirect, route, sameSite } from '../helpers.js'
import { CONFIRMED, fakeStripe, stripeEvent, stripeGroup, deliver } from './helpers.js'

test.group('Billing | checkout, portal and changes against the fake Stripe', (group) => {
  stripeGroup(group)

  test('checkout creates the customer once and sends the athlete to Stripe', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(route('billing.checkout'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ plan: 'premium_yearly' })
      .redirects(0)
    response.assertStatus(409)
    const location = response.header('x-inertia-location')
    assert.match(String(location), new RegExp(`^${fakeStripe.url}/c/pay/cs_`))

    await user.refresh()
    assert.match(user.stripeCustomerId!, /^cus_/)
    const session = [...fakeStripe.checkoutSessions.values()][0]
    assert.equal(session.mode, 'subscription')
    assert.equal(session.customer, user.stripeCustomerId)
    assert.equal(session.client_reference_id, String(user.id))
    assert.equal(session.line_items_price, FAKE_PRICES.premium_yearly)
    assert.equal(session.trial_period_days, '14')
    assert.equal(session.success_url, `${appUrl}/profile/subscription?checkout=success`)
    assert.equal(session.cancel_url, `${appUrl}/profile/subscription?checkout=canceled`)

    // A second checkout reuses the customer.
    const again = await client
      .post(route('billing.checkout'))
      .loginAs(user)
      .withCsrfToken()
      .form({ plan: 'premium_monthly' })
      .redirects(0)
    again.assertStatus(302)
    assert.match(String(again.header('location')), /\/c\/pay\/cs_/)
    assert.lengthOf(
      fakeStripe.requests.filter((request) => request.path === '/v1/customers'),
      1
    )
  })

  test('an unknown plan is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(route('billing.checkout'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.subscription')))
      .json({ plan: 'free' })
      .redirects(0)
    response.assertStatus(302)
    assert.lengthOf(fakeStripe.requests, 0)
  })

  test('the billing portal opens for a customer, and says why not otherwise', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const none = await client.get(route('billing.portal')).loginAs(user).redirects(0)
    assertRedirect(none, route('profile.subscription'))
    assert.equal(none.flashMessages()?.error, 'You have no billing account yet.')

    const customer = fakeStripe.nextId('cus')
    fakeStripe.customers.set(customer, { id: customer, object: 'customer' })
    user.stripeCustomerId = customer
    await user.save()
    const response = await client.get(route('billing.portal')).loginAs(user).redirects(0)
    response.assertStatus(302)
    assert.match(
      String(response.header('location')),
      new RegExp(`^${fakeStripe.url}/p/session/bps_`)
    )
    const call = fakeStripe.requests.find(
      (request) => request.path === '/v1/billing_portal/sessions'
    )
    assert.equal(call?.params.return_url, `${appUrl}/profile/subscription`)
  })

  test('cancel, resume and switch need the password confirmed', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const path of [
      route('billing.cancel'),
      route('billing.resume'),
      route('billing.switch'),
    ]) {
      const response = await client
        .post(path)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .header('Referer', sameSite(route('profile.subscription')))
        .json({ plan: 'premium_yearly' })
        .redirects(0)
      assertRedirect(response, route('password.confirm'))
    }
    assert.lengthOf(fakeStripe.requests, 0)
  })

  test('cancel at period end, resume and switch to yearly change Stripe and the row', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const customer = fakeStripe.nextId('cus')
    user.stripeCustomerId = customer
    await user.save()
    const subscription = fakeStripe.addSubscription({
      customer,
      price: FAKE_PRICES.premium_monthly,
      userId: user.id,
    })
    await deliver(client, stripeEvent('customer.subscription.created', subscription))

    const send = (path: string, body: Record<string, unknown> = {}) =>
      client
        .post(path)
        .loginAs(user)
        .withSession(CONFIRMED())
        .withCsrfToken()
        .withInertia()
        .json(body)
        .redirects(0)

    assertRedirect(await send(route('billing.cancel')), route('profile.subscription'))
    const row = await Subscription.findByOrFail('stripe_subscription_id', subscription.id)
    assert.isTrue(row.cancelAtPeriodEnd)
    assert.isTrue(fakeStripe.subscriptions.get(subscription.id)!.cancel_at_period_end)

    assertRedirect(await send(route('billing.resume')), route('profile.subscription'))
    await row.refresh()
    assert.isFalse(row.cancelAtPeriodEnd)

    assertRedirect(
      await send(route('billing.switch'), { plan: 'premium_yearly' }),
      route('profile.subscription')
    )
    await row.refresh()
    assert.equal(row.plan, 'premium_yearly')
    assert.equal(row.interval, 'year')
    assert.equal(row.amountCents, 9000)
    const update = fakeStripe.requests.find((request) => request.params['items[0][price]'])
    assert.equal(update?.params['items[0][price]'], FAKE_PRICES.premium_yearly)
    assert.equal(update?.params.proration_behavior, 'create_prorations')

    // The webhook that follows the change (older than what is stored) changes nothing.
    const stale = stripeEvent(
      'customer.subscription.updated',
      fakeStripe.snapshot(subscription.id, { cancel_at_period_end: true }),
      { created: Math.floor(Date.now() / 1000) - 30 }
    )
    await deliver(client, stale)
    await row.refresh()
    assert.isFalse(row.cancelAtPeriodEnd)
  })
})
