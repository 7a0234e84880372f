import vine from '@vinejs/vine'
import { SUBSCRIPTION_USER_SORTS } from '#queries/subscription_users'
import { normalizeEmail } from '#services/email_address'

const PLANS = ['free', 'premium_monthly', 'premium_yearly'] as const
const STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const

/**
 * GET /admin/subscriptions/users?search=&plan=&status=&sort=&page= (and the CSV
 * export, without `page`). Shareable URLs: every parameter is optional.
 */
export const subscriptionUsersQueryValidator = vine.compile(
  vine.object({
    // A whole address is searched in its stored spelling (an IDN domain as punycode,
    // docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md#decision).
    search: vine
      .string()
      .trim()
      .maxLength(100)
      .transform((term) => {
        const address = term.includes('@') ? normalizeEmail(term) : null
        return address?.ok ? address.email : term
      })
      .optional(),
    plan: vine.enum(PLANS).optional(),
    status: vine.enum(STATUSES).optional(),
    sort: vine.enum(SUBSCRIPTION_USER_SORTS).optional(),
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  })
)

/** Grant Premium, or a trial of `trialDays` (extends a running one), optionally until a date. */
export const grantSubscriptionValidator = vine.compile(
  vine.object({
    plan: vine.enum(['premium_monthly', 'premium_yearly'] as const),
    trialDays: vine.number().withoutDecimals().min(1).max(365).optional(),
    until: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .afterOrEqual('tomorrow')
      .optional(),
  })
)

export const changePlanValidator = vine.compile(
  vine.object({
    plan: vine.enum(PLANS),
  })
)

export const cancelSubscriptionValidator = vine.compile(
  vine.object({
    atPeriodEnd: vine.boolean().optional(),
  })
)
