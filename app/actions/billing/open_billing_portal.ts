import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import User from '#models/user'
import BillingException from '#exceptions/billing_exception'
import { stripeClient, stripeSettings } from '#services/stripe'

/**
 * A Stripe Billing Portal session (payment methods, invoices) for a user who
 * has a Stripe customer; it returns to the Subscription tab.
 */
export default class OpenBillingPortal {
  async handle({ userId }: { userId: number }): Promise<{ url: string }> {
    const settings = stripeSettings()
    if (!settings)
      throw new BillingException('not_configured', 'Online payment is not set up here.')
    const user = await User.findOrFail(userId)
    if (!user.stripeCustomerId) {
      throw new BillingException('no_subscription', 'You have no billing account yet.')
    }
    const session = await stripeClient(settings).billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: new URL(router.makeUrl('profile.subscription'), appUrl).toString(),
    })
    return { url: session.url }
  }
}
