import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import BillingEvent from '#models/billing_event'
import User from '#models/user'
import type Subscription from '#models/subscription'

/**
 * The trail of an admin's billing change: an audit row (who, whom, what) and
 * a billing event (source `admin`) on the user's billing history.
 */
export async function recordAdminBillingChange(input: {
  adminId: number
  user: User
  subscription: Subscription
  action: 'subscription.grant' | 'subscription.cancel' | 'subscription.change_plan'
  details: Record<string, unknown>
}) {
  const admin = await User.find(input.adminId)
  await AuditLog.create({
    actorId: admin?.id ?? null,
    actorLabel: admin?.email ?? `admin #${input.adminId}`,
    action: input.action,
    subjectUserId: input.user.id,
    subjectLabel: input.user.email,
    details: { subscriptionId: input.subscription.id, ...input.details },
    ip: null,
  })
  await BillingEvent.create({
    stripeEventId: null,
    userId: input.user.id,
    subscriptionId: input.subscription.id,
    type: `admin.${input.action.replace('subscription.', '')}`,
    source: 'admin',
    amountCents: null,
    payload: { adminId: input.adminId, ...input.details },
    occurredAt: DateTime.now(),
  })
}
