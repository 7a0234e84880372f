import User from '#models/user'
import { currentSubscription } from '#queries/subscriptions'
import { paidInvoicesOf } from '#queries/billing_events'
import {
  catalogueDto,
  currentSubscriptionDto,
  invoiceDto,
  type SubscriptionTabDto,
} from '#dtos/billing'
import { entitlementsForTier, tierOf } from '#services/entitlements'
import { stripeSettings } from '#services/stripe'

/** The Subscription tab: catalogue, current plan, entitlements, paid invoices (latest 24). */
export default class LoadSubscriptionTab {
  async handle(userId: number): Promise<SubscriptionTabDto> {
    const user = await User.findOrFail(userId)
    const current = await currentSubscription(userId)
    const invoices = await paidInvoicesOf(userId, 24)
    const stripeEnabled = stripeSettings() !== null
    return {
      stripeEnabled,
      catalogue: catalogueDto(),
      current: current ? currentSubscriptionDto(current) : null,
      entitlements: entitlementsForTier(tierOf(current)),
      invoices: invoices.map(invoiceDto),
      portalAvailable: stripeEnabled && user.stripeCustomerId !== null,
    }
  }
}
