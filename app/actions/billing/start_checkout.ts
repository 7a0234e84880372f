import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import { catalogue, type PaidPlanId } from '#config/billing'
import User from '#models/user'
import { currentSubscription, everSubscribed } from '#queries/subscriptions'
import BillingException from '#exceptions/billing_exception'
import { tierOf } from '#services/entitlements'
import { stripeClient, stripeSettings } from '#services/stripe'

/**
 * A Stripe Checkout session (subscription mode) for a paid plan: the
 * customer is created on the first checkout and reused; the trial is offered
 * to athletes who never subscribed before. Returns the URL to send them to;
 * the webhooks record the result.
 */
export default class StartCheckout {
  async handle({ userId, plan }: { userId: number; plan: PaidPlanId }): Promise<{ url: string }> {
    const settings = stripeSettings()
    if (!settings)
      throw new BillingException('not_configured', 'Online payment is not set up here.')
    const user = await User.findOrFail(userId)
    const current = await currentSubscription(userId)
    if (tierOf(current) === 'premium') {
      throw new BillingException('already_subscribed', 'You already have Premium.')
    }
    const stripe = stripeClient(settings)

    if (!user.stripeCustomerId) {
      const customer = await stripe.customers.create({
        email: user.email,
        name: user.fullName,
        metadata: { user_id: String(user.id) },
      })
      user.stripeCustomerId = customer.id
      await user.save()
    }

    const trialDays = (await everSubscribed(userId)) ? 0 : catalogue[plan].trialDays
    const back = new URL(router.makeUrl('profile.subscription'), appUrl).toString()
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: user.stripeCustomerId,
      client_reference_id: String(user.id),
      line_items: [{ price: settings.prices[plan], quantity: 1 }],
      subscription_data: {
        metadata: { user_id: String(user.id), plan },
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
      },
      success_url: `${back}?checkout=success`,
      cancel_url: `${back}?checkout=canceled`,
    })
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
    return { url: session.url }
  }
}
