import { catalogue, type CataloguePlan } from '#config/billing'
import type Subscription from '#models/subscription'
import type BillingEvent from '#models/billing_event'
import type {
  BillingInterval,
  PlanId,
  SubscriptionStatus,
  BillingSource,
} from '#models/subscription'
import type { Entitlements } from '#domain/billing/entitlements'

export interface CataloguePlanDto {
  id: PlanId
  name: string
  amountCents: number
  currency: string
  interval: BillingInterval | null
  trialDays: number
}

export interface CurrentSubscriptionDto {
  plan: PlanId
  planName: string
  status: SubscriptionStatus
  source: BillingSource
  amountCents: number
  currency: string
  interval: BillingInterval | null
  trialEndsAtIso: string | null
  /** Renewal date, or the end of a grant / of a subscription set to cancel. */
  currentPeriodEndIso: string | null
  cancelAtPeriodEnd: boolean
}

export interface InvoiceDto {
  id: number
  dateIso: string
  amountCents: number
  currency: string
  number: string | null
  url: string | null
}

export interface SubscriptionTabDto {
  /** False: no Stripe keys on this installation, plans are granted by an admin. */
  stripeEnabled: boolean
  catalogue: CataloguePlanDto[]
  current: CurrentSubscriptionDto | null
  entitlements: Entitlements
  invoices: InvoiceDto[]
  /** A Stripe customer exists, so the billing portal can open. */
  portalAvailable: boolean
}

export function catalogueDto(): CataloguePlanDto[] {
  return Object.values(catalogue).map((plan: CataloguePlan) => ({ ...plan }))
}

export function currentSubscriptionDto(subscription: Subscription): CurrentSubscriptionDto {
  return {
    plan: subscription.plan,
    planName: catalogue[subscription.plan]?.name ?? subscription.plan,
    status: subscription.status,
    source: subscription.source,
    amountCents: subscription.amountCents,
    currency: subscription.currency,
    interval: subscription.interval,
    trialEndsAtIso: subscription.trialEndsAt?.toISO() ?? null,
    currentPeriodEndIso: subscription.currentPeriodEnd?.toISO() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  }
}

/** An `invoice.paid` event as a receipt line (Stripe's hosted invoice page as the link). */
export function invoiceDto(event: BillingEvent): InvoiceDto {
  const data = (event.payload?.data ?? {}) as { object?: Record<string, unknown> }
  const invoice = data.object ?? {}
  const url = typeof invoice.hosted_invoice_url === 'string' ? invoice.hosted_invoice_url : null
  return {
    id: event.id,
    dateIso: event.occurredAt.toISO()!,
    amountCents: event.amountCents ?? 0,
    currency: typeof invoice.currency === 'string' ? invoice.currency : 'eur',
    number: typeof invoice.number === 'string' ? invoice.number : null,
    url: url && /^https?:\/\//.test(url) ? url : null,
  }
}
