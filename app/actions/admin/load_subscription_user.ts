import User from '#models/user'
import { latestBillingEventsOf } from '#queries/billing_events'
import { auditEntriesAbout } from '#queries/audit_logs'
import { currentSubscription } from '#queries/subscriptions'
import { currentSubscriptionDto } from '#dtos/billing'
import type { SubscriptionUserPageDto } from '#dtos/admin'

/** Billing events and audit entries shown on a user's admin page. */
export const USER_PAGE_EVENTS = 50

/**
 * One user as the admin sees them: the account, the current subscription, the
 * latest billing events and the audit entries about them.
 */
export default class LoadSubscriptionUser {
  async handle(userId: number): Promise<Omit<SubscriptionUserPageDto, 'plans'>> {
    const user = await User.findOrFail(userId)
    const [current, events, audit] = await Promise.all([
      currentSubscription(user.id),
      latestBillingEventsOf(user.id, USER_PAGE_EVENTS),
      auditEntriesAbout(user.id, 20),
    ])
    return {
      account: {
        id: user.id,
        name: user.fullName,
        email: user.email,
        role: user.role,
        signedUpAt: user.createdAt.toISO()!,
        verified: user.isVerified,
        disabledAt: user.disabledAt?.toISO() ?? null,
      },
      subscription: current ? currentSubscriptionDto(current) : null,
      billingEvents: events.map((event) => ({
        id: event.id,
        type: event.type,
        source: event.source,
        amountCents: event.amountCents,
        occurredAt: event.occurredAt.toISO()!,
      })),
      auditLog: audit.map((entry) => ({
        id: entry.id,
        actor: entry.actorLabel,
        action: entry.action,
        createdAt: entry.createdAt.toISO()!,
      })),
    }
  }
}
