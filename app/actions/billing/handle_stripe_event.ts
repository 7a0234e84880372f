import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import router from '@adonisjs/core/services/router'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import { catalogue } from '#config/billing'
import BillingEvent from '#models/billing_event'
import Subscription from '#models/subscription'
import User from '#models/user'
import SyncStripeSubscription from '#actions/billing/sync_stripe_subscription'
import { billingMails, formatDay, formatMoney } from '#mails/billing_mails'
import { stripeClient, type StripeSettings } from '#services/stripe'

export type HandleResult = 'processed' | 'duplicate' | 'ignored'

/**
 * One verified Stripe webhook event. Idempotent: the event is stored first
 * (unique by its id), so a replay finds it and changes nothing. The
 * subscription's own state wins over delivery order (SyncStripeSubscription);
 * invoices are recorded (receipts, amounts) without touching the state,
 * which the subscription events carry. E-mails: trial ending, payment failed,
 * canceled, renewed.
 */
export default class HandleStripeEvent {
  async handle(settings: StripeSettings, event: Stripe.Event): Promise<HandleResult> {
    if (await BillingEvent.findBy('stripe_event_id', event.id)) return 'duplicate'
    const occurredAt = DateTime.fromSeconds(event.created)
    let record: BillingEvent
    try {
      record = await BillingEvent.create({
        stripeEventId: event.id,
        userId: null,
        subscriptionId: null,
        type: event.type,
        source: 'stripe',
        amountCents: null,
        payload: event as unknown as Record<string, unknown>,
        occurredAt,
      })
    } catch (error) {
      // A concurrent delivery of the same event stored it first.
      if (await BillingEvent.findBy('stripe_event_id', event.id)) return 'duplicate'
      throw error
    }

    try {
      const outcome = await this.process(settings, event, occurredAt)
      record.userId = outcome.userId
      record.subscriptionId = outcome.subscriptionId
      record.amountCents = outcome.amountCents ?? null
      await record.save()
      return outcome.handled ? 'processed' : 'ignored'
    } catch (error) {
      // Let Stripe's retry process it again.
      await record.delete()
      throw error
    }
  }

  private async process(
    settings: StripeSettings,
    event: Stripe.Event,
    occurredAt: DateTime
  ): Promise<{
    handled: boolean
    userId: number | null
    subscriptionId: number | null
    amountCents?: number | null
  }> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(settings, event.data.object)
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(settings, event.data.object, occurredAt)
      case 'customer.subscription.trial_will_end':
        return this.trialWillEnd(settings, event.data.object, occurredAt)
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.invoice(event.type, event.data.object)
      default:
        return { handled: false, userId: null, subscriptionId: null }
    }
  }

  private async checkoutCompleted(settings: StripeSettings, session: Stripe.Checkout.Session) {
    const customerId =
      typeof session.customer === 'string' ? session.customer : session.customer?.id
    const userId = Number(session.client_reference_id)
    const user = Number.isInteger(userId) && userId > 0 ? await User.find(userId) : null
    if (user && customerId && !user.stripeCustomerId) {
      user.stripeCustomerId = customerId
      await user.save()
    }
    if (session.mode !== 'subscription' || !session.subscription) {
      return { handled: true, userId: user?.id ?? null, subscriptionId: null }
    }
    // The subscription as it is now (its own events may come before or after this one).
    const object =
      typeof session.subscription === 'string'
        ? await stripeClient(settings).subscriptions.retrieve(session.subscription)
        : session.subscription
    const result = await new SyncStripeSubscription().handle(settings, object, DateTime.now())
    return {
      handled: true,
      userId: result.userId ?? user?.id ?? null,
      subscriptionId: result.subscription?.id ?? null,
    }
  }

  private async subscriptionChanged(
    settings: StripeSettings,
    object: Stripe.Subscription,
    occurredAt: DateTime
  ) {
    const result = await new SyncStripeSubscription().handle(settings, object, occurredAt)
    const subscription = result.subscription
    if (result.applied && subscription && subscription.status === 'canceled') {
      if (result.previousStatus !== 'canceled') {
        await this.mailUser(subscription.userId, (to) =>
          billingMails.canceled(to, { subscriptionUrl: subscriptionUrl() })
        )
      }
    }
    return { handled: true, userId: result.userId, subscriptionId: subscription?.id ?? null }
  }

  private async trialWillEnd(
    settings: StripeSettings,
    object: Stripe.Subscription,
    occurredAt: DateTime
  ) {
    const result = await new SyncStripeSubscription().handle(settings, object, occurredAt)
    const subscription =
      result.subscription ?? (await Subscription.findBy('stripe_subscription_id', object.id))
    const trialEnd = object.trial_end ? DateTime.fromSeconds(object.trial_end) : null
    if (subscription && trialEnd && subscription.endedAt === null) {
      await this.mailUser(subscription.userId, (to) =>
        billingMails.trialEnding(to, {
          endsOn: formatDay(trialEnd),
          planName: catalogue[subscription.plan].name,
          subscriptionUrl: subscriptionUrl(),
        })
      )
    }
    return {
      handled: true,
      userId: subscription?.userId ?? result.userId,
      subscriptionId: subscription?.id ?? null,
    }
  }

  private async invoice(type: 'invoice.paid' | 'invoice.payment_failed', invoice: Stripe.Invoice) {
    const customerId =
      typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? null)
    const stripeSubscriptionId = invoiceSubscriptionId(invoice)
    const subscription = stripeSubscriptionId
      ? await Subscription.findBy('stripe_subscription_id', stripeSubscriptionId)
      : null
    const user = subscription
      ? await User.find(subscription.userId)
      : customerId
        ? await User.findBy('stripe_customer_id', customerId)
        : null
    const amountCents = type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due
    const amount = formatMoney(amountCents ?? 0, invoice.currency ?? 'eur')

    if (user && type === 'invoice.payment_failed') {
      await this.mailUser(user.id, (to) =>
        billingMails.paymentFailed(to, { amount, portalUrl: absolute('billing.portal') })
      )
    }
    if (user && type === 'invoice.paid' && invoice.billing_reason === 'subscription_cycle') {
      const next = subscription?.currentPeriodEnd
      await this.mailUser(user.id, (to) =>
        billingMails.renewed(to, {
          amount,
          nextRenewal: next && subscription?.status !== 'canceled' ? formatDay(next) : null,
          subscriptionUrl: subscriptionUrl(),
        })
      )
    }
    return {
      handled: true,
      userId: user?.id ?? null,
      subscriptionId: subscription?.id ?? null,
      amountCents,
    }
  }

  private async mailUser(
    userId: number,
    build: (to: { name: string; email: string }) => Parameters<typeof mail.sendLater>[0]
  ) {
    const user = await User.find(userId)
    if (!user) return
    try {
      await mail.sendLater(build({ name: user.fullName, email: user.email }))
    } catch (error) {
      logger.error({ err: error, userId }, 'billing e-mail could not be queued')
    }
  }
}

/** The subscription an invoice belongs to (API 2025+: under `parent`; older: top level). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription
  const value = fromParent ?? legacy ?? null
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

function absolute(routeName: string) {
  return new URL(router.makeUrl(routeName), appUrl).toString()
}

function subscriptionUrl() {
  return absolute('profile.subscription')
}
