import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import BillingEvent from '#models/billing_event'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { FAKE_PRICES } from '#tests/support/fake_stripe'
import { countRows, queuedMailsTo, route, textOf } from '../helpers.js'
import {
  configureStripe,
  fakeStripe,
  postEvent,
  stripeEvent,
  stripeGroup,
  deliver,
  tierFor,
} from './helpers.js'

const now = () => Math.floor(Date.now() / 1000)

async function customerFor(user: User) {
  user.stripeCustomerId = `cus_test_${user.id}`
  await user.save()
  return user.stripeCustomerId
}

test.group('Billing | Stripe webhook', (group) => {
  stripeGroup(group)

  test('a signed subscription.created stores the subscription and the event', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const subscription = fakeStripe.addSubscription({
      customer: 'cus_new_1',
      price: FAKE_PRICES.premium_yearly,
      status: 'trialing',
      trialEnd: now() + 14 * 86400,
      userId: user.id,
    })
    const event = stripeEvent('customer.subscription.created', subscription)
    const response = await postEvent(client, event)
    response.assertStatus(200)
    response.assertBodyContains({ received: true, result: 'processed' })

    const row = await Subscription.findByOrFail('stripe_subscription_id', subscription.id)
    assert.equal(row.userId, user.id)
    assert.equal(row.plan, 'premium_yearly')
    assert.equal(row.status, 'trialing')
    assert.equal(row.source, 'stripe')
    assert.equal(row.amountCents, 9000)
    assert.equal(row.interval, 'year')
    assert.isNotNull(row.trialEndsAt)
    assert.isNotNull(row.currentPeriodEnd)
    assert.equal(row.stripeStateAt!.toSeconds(), event.created)
    const stored = await BillingEvent.findByOrFail('stripe_event_id', event.id)
    assert.equal(stored.userId, user.id)
    assert.equal(stored.subscriptionId, row.id)
    assert.equal(stored.type, 'customer.subscription.created')
    assert.equal((stored.payload as { id: string }).id, event.id)
    await user.refresh()
    assert.equal(user.stripeCustomerId, 'cus_new_1')
    assert.equal(await tierFor(user.id), 'premium')
  })

  test('a bad or missing signature is 400 and changes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const subscription = fakeStripe.addSubscription({
      customer: 'cus_x',
      price: FAKE_PRICES.premium_monthly,
      userId: user.id,
    })
    const event = stripeEvent('customer.subscription.created', subscription)
    const forged = await postEvent(client, event, { secret: 'whsec_someone_else' })
    forged.assertStatus(400)
    const missing = await postEvent(client, event, { signature: null })
    missing.assertStatus(400)
    const garbage = await postEvent(client, event, { signature: 't=1,v1=deadbeef' })
    garbage.assertStatus(400)
    assert.equal(await countRows('billing_events'), 0)
    assert.equal(await countRows('subscriptions'), 0)
  })

  test('without Stripe keys the webhook is 404', async ({ client, assert }) => {
    configureStripe(null)
    const response = await postEvent(client, stripeEvent('invoice.paid', {}))
    response.assertStatus(404)
    assert.equal(await countRows('billing_events'), 0)
  })

  test('a replayed event changes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const subscription = fakeStripe.addSubscription({
      customer: 'cus_r',
      price: FAKE_PRICES.premium_monthly,
      userId: user.id,
    })
    const event = stripeEvent('customer.subscription.created', subscription)
    await deliver(client, event)
    const row = await Subscription.findByOrFail('stripe_subscription_id', subscription.id)
    // Changed here after the first delivery: a replay must not overwrite it.
    row.status = 'past_due'
    await row.save()

    const replay = await postEvent(client, event)
    replay.assertStatus(200)
    replay.assertBodyContains({ result: 'duplicate' })
    await row.refresh()
    assert.equal(row.status, 'past_due')
    assert.equal(await countRows('billing_events'), 1)
    assert.equal(await countRows('subscriptions'), 1)
  })

  test('out of order: the newest state of the subscription wins', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const subscription = fakeStripe.addSubscription({
      customer: 'cus_o',
      price: FAKE_PRICES.premium_monthly,
      userId: user.id,
    })
    const t0 = now() - 60
    const created = stripeEvent(
      'customer.subscription.created',
      fakeStripe.snapshot(subscription.id),
      {
        created: t0,
      }
    )
    const updated = stripeEvent(
      'customer.subscription.updated',
      fakeStripe.snapshot(subscription.id, { cancel_at_period_end: true, canceled_at: t0 + 10 }),
      { created: t0 + 10 }
    )
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      fakeStripe.snapshot(subscription.id, {
        status: 'canceled',
        ended_at: t0 + 20,
        canceled_at: t0 + 20,
      }),
      { created: t0 + 20 }
    )

    // Delivered newest first.
    await deliver(client, updated)
    await deliver(client, created)
    const row = await Subscription.findByOrFail('stripe_subscription_id', subscription.id)
    assert.isTrue(row.cancelAtPeriodEnd)
    assert.equal(row.stripeStateAt!.toSeconds(), t0 + 10)

    await deliver(client, deleted)
    // A late "active" update (even one stamped later) never revives an ended subscription.
    const late = stripeEvent(
      'customer.subscription.updated',
      fakeStripe.snapshot(subscription.id, { status: 'active' }),
      { created: t0 + 15 }
    )
    await deliver(client, late)
    await row.refresh()
    assert.equal(row.status, 'canceled')
    assert.isNotNull(row.endedAt)
    assert.equal(await countRows('billing_events'), 4)
    assert.equal(await tierFor(user.id), 'free')
    // The cancellation mail went out once.
    assert.lengthOf(
      queuedMailsTo(user.email).filter((mail) => mail.subject?.includes('has ended')),
      1
    )
  })

  test('checkout.session.completed links the customer and reads the subscription', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const subscription = fakeStripe.addSubscription({
      customer: 'cus_checkout',
      price: FAKE_PRICES.premium_monthly,
      status: 'trialing',
      trialEnd: now() + 14 * 86400,
    })
    const session = {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      customer: 'cus_checkout',
      client_reference_id: String(user.id),
      subscription: subscription.id,
      status: 'complete',
    }
    await deliver(client, stripeEvent('checkout.session.completed', session))
    assert.isTrue(
      fakeStripe.requests.some(
        (request) =>
          request.method === 'GET' && request.path === `/v1/subscriptions/${subscription.id}`
      )
    )
    const row = await Subscription.findByOrFail('stripe_subscription_id', subscription.id)
    assert.equal(row.userId, user.id)
    assert.equal(row.status, 'trialing')
    await user.refresh()
    assert.equal(user.stripeCustomerId, 'cus_checkout')
  })

  test('invoices: paid is recorded with its amount and link, renewals and failures are mailed', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const customer = await customerFor(user)
    const subscription = fakeStripe.addSubscription({
      customer,
      price: FAKE_PRICES.premium_monthly,
      userId: user.id,
    })
    await deliver(client, stripeEvent('customer.subscription.created', subscription))
    const invoice = (extra: Record<string, unknown>) => ({
      id: `in_${Math.random().toString(36).slice(2)}`,
      object: 'invoice',
      customer,
      currency: 'eur',
      amount_due: 900,
      amount_paid: 900,
      number: 'PW-0001',
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/inv_1',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      ...extra,
    })
    const paid = stripeEvent('invoice.paid', invoice({ billing_reason: 'subscription_cycle' }))
    await deliver(client, paid)
    const stored = await BillingEvent.findByOrFail('stripe_event_id', paid.id)
    assert.equal(stored.amountCents, 900)
    assert.equal(stored.userId, user.id)
    const renewed = queuedMailsTo(user.email).find((mail) => mail.subject?.includes('renewed'))
    assert.exists(renewed)
    assert.include(textOf(renewed!), '€9.00')

    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice({ billing_reason: 'subscription_cycle', amount_paid: 0 })
    )
    await deliver(client, failed)
    const failure = queuedMailsTo(user.email).find((mail) =>
      mail.subject?.includes('did not go through')
    )
    assert.exists(failure)
    assert.include(textOf(failure!), route('billing.portal'))

    const tab = await client.get(route('profile.subscription')).loginAs(user).withInertia()
    tab.assertStatus(200)
    const props = tab.body().props.subscription
    assert.lengthOf(props.invoices, 1)
    assert.equal(props.invoices[0].url, 'https://invoice.stripe.com/i/acct_test/inv_1')
    assert.equal(props.invoices[0].amountCents, 900)
    assert.isTrue(props.portalAvailable)
  })

  test('trial_will_end mails the athlete', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const trialEnd = now() + 3 * 86400
    const subscription = fakeStripe.addSubscription({
      customer: await customerFor(user),
      price: FAKE_PRICES.premium_monthly,
      status: 'trialing',
      trialEnd,
      userId: user.id,
    })
    const event = stripeEvent('customer.subscription.trial_will_end', subscription)
    await deliver(client, event)
    const mail = queuedMailsTo(user.email).find((queued) => queued.subject?.includes('trial ends'))
    assert.exists(mail)
    assert.include(textOf(mail!), DateTime.fromSeconds(trialEnd).toFormat('d LLLL yyyy'))
    const stored = await BillingEvent.findByOrFail('stripe_event_id', event.id)
    assert.equal(stored.userId, user.id)
  })
})
