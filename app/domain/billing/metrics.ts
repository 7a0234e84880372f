/**
 * Subscription figures for the admin overview: MRR, ARR, subscribers by plan and
 * status, monthly churn, trial-to-paid conversion and MRR month by month.
 *
 * Pure: the caller (app/actions/admin/load_subscription_metrics.ts) groups the stored
 * subscriptions by the fields below and counts them, so that 100,000 rows arrive
 * here as a few hundred groups; "now" is passed in as a month index. Definitions
 * follow the usual SaaS conventions (see e.g. Stripe's "MRR" and "churn rate"
 * glossary entries); they are repeated on the page.
 */

export type SubscriptionPlan = 'free' | 'premium_monthly' | 'premium_yearly'
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete'
export type BillingInterval = 'month' | 'year' | null

export const PLANS: readonly SubscriptionPlan[] = ['free', 'premium_monthly', 'premium_yearly']
export const STATUSES: readonly SubscriptionStatus[] = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
]

/** Statuses that count towards MRR at the current instant. */
export const PAYING_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due']

/** Months since January 1970 (UTC): months compare and subtract as integers. */
export type MonthIndex = number

export function monthIndex(year: number, month: number): MonthIndex {
  return (year - 1970) * 12 + (month - 1)
}

export function monthIndexOf(date: Date): MonthIndex {
  return monthIndex(date.getUTCFullYear(), date.getUTCMonth() + 1)
}

/** `YYYY-MM`. */
export function monthLabel(index: MonthIndex): string {
  const year = 1970 + Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${year}-${String(month).padStart(2, '0')}`
}

/**
 * Subscriptions that share every field the figures read, and how many there are.
 * Months are those of the stored timestamps (UTC).
 */
export interface SubscriptionGroup {
  plan: SubscriptionPlan
  status: SubscriptionStatus
  interval: BillingInterval
  amountCents: number
  /** created_at */
  startedMonth: MonthIndex
  /** trial_ends_at; null without a trial */
  trialEndMonth: MonthIndex | null
  /** ended_at; null while the subscription runs */
  endedMonth: MonthIndex | null
  /** ended_at ≤ trial_ends_at: the trial ended without a payment */
  endedDuringTrial: boolean
  count: number
}

/** The amount normalised to one month: yearly prices count 1/12 per month. */
export function monthlyAmountCents(amountCents: number, interval: BillingInterval): number {
  if (interval === 'year') return amountCents / 12
  if (interval === 'month') return amountCents
  return 0
}

/** Never paid: the free plan, an incomplete first payment, or a trial that ended unpaid. */
function neverPaid(group: SubscriptionGroup) {
  return group.plan === 'free' || group.status === 'incomplete' || group.endedDuringTrial
}

/** The month paying starts: the end of the trial, or the start of the subscription. */
function paidFromMonth(group: SubscriptionGroup) {
  return group.trialEndMonth ?? group.startedMonth
}

/** Paying at the end of month `month`: started paying by then and not ended by then. */
export function payingAtEndOf(group: SubscriptionGroup, month: MonthIndex) {
  return (
    !neverPaid(group) &&
    paidFromMonth(group) <= month &&
    (group.endedMonth === null || group.endedMonth > month)
  )
}

/** Paying at the start of month `month`: paying since an earlier month, not ended before it. */
export function payingAtStartOf(group: SubscriptionGroup, month: MonthIndex) {
  return (
    !neverPaid(group) &&
    paidFromMonth(group) < month &&
    (group.endedMonth === null || group.endedMonth >= month)
  )
}

/**
 * MRR now, in cents: the monthly-normalised amounts of the running subscriptions
 * whose status is active or past due (past due still counts until Stripe gives up).
 */
export function currentMrrCents(groups: SubscriptionGroup[]): number {
  let total = 0
  for (const group of groups) {
    if (group.endedMonth !== null || group.plan === 'free') continue
    if (!PAYING_STATUSES.includes(group.status)) continue
    total += monthlyAmountCents(group.amountCents, group.interval) * group.count
  }
  return Math.round(total)
}

/** MRR at the end of a past month, from the subscriptions' start, trial end and end months. */
export function mrrAtEndOfCents(groups: SubscriptionGroup[], month: MonthIndex): number {
  let total = 0
  for (const group of groups) {
    if (payingAtEndOf(group, month)) {
      total += monthlyAmountCents(group.amountCents, group.interval) * group.count
    }
  }
  return Math.round(total)
}

/**
 * MRR for the `months` months up to the current one: each past month's MRR at its
 * end, and the current month's MRR now.
 */
export function mrrSeries(
  groups: SubscriptionGroup[],
  currentMonth: MonthIndex,
  months = 12
): { month: string; mrrCents: number }[] {
  const series: { month: string; mrrCents: number }[] = []
  for (let month = currentMonth - months + 1; month < currentMonth; month++) {
    series.push({ month: monthLabel(month), mrrCents: mrrAtEndOfCents(groups, month) })
  }
  series.push({ month: monthLabel(currentMonth), mrrCents: currentMrrCents(groups) })
  return series
}

/** Running subscriptions (not ended) by plan and status. */
export function subscribersByPlanAndStatus(
  groups: SubscriptionGroup[]
): Record<SubscriptionPlan, Record<SubscriptionStatus, number>> {
  const table = Object.fromEntries(
    PLANS.map((plan) => [plan, Object.fromEntries(STATUSES.map((status) => [status, 0]))])
  ) as Record<SubscriptionPlan, Record<SubscriptionStatus, number>>
  for (const group of groups) {
    if (group.endedMonth !== null) continue
    if (!table[group.plan] || table[group.plan][group.status] === undefined) continue
    table[group.plan][group.status] += group.count
  }
  return table
}

/** Subscriptions in their trial now. */
export function trialsInProgress(groups: SubscriptionGroup[]): number {
  return groups
    .filter((group) => group.endedMonth === null && group.status === 'trialing')
    .reduce((sum, group) => sum + group.count, 0)
}

/**
 * Logo churn of a month: paying subscriptions at the start of the month that
 * ended during it, divided by the paying subscriptions at its start. Null when
 * nobody was paying at the start.
 */
export function monthlyChurn(
  groups: SubscriptionGroup[],
  month: MonthIndex
): { month: string; payingAtStart: number; ended: number; rate: number | null } {
  let payingAtStart = 0
  let ended = 0
  for (const group of groups) {
    if (!payingAtStartOf(group, month)) continue
    payingAtStart += group.count
    if (group.endedMonth === month) ended += group.count
  }
  return {
    month: monthLabel(month),
    payingAtStart,
    ended,
    rate: payingAtStart === 0 ? null : ended / payingAtStart,
  }
}

/**
 * Trial-to-paid conversion of the trials that ended in months `from`..`to`
 * (inclusive; the caller picks complete months so that every outcome is known):
 * the share that went on to pay. Trials still running are left out.
 */
export function trialConversion(
  groups: SubscriptionGroup[],
  from: MonthIndex,
  to: MonthIndex
): { from: string; to: string; trials: number; converted: number; rate: number | null } {
  let trials = 0
  let converted = 0
  for (const group of groups) {
    if (group.trialEndMonth === null || group.status === 'trialing') continue
    if (group.trialEndMonth < from || group.trialEndMonth > to) continue
    trials += group.count
    if (!neverPaid(group)) converted += group.count
  }
  return {
    from: monthLabel(from),
    to: monthLabel(to),
    trials,
    converted,
    rate: trials === 0 ? null : converted / trials,
  }
}

/** Amounts collected per month (paid invoices), for the months of the series. */
export function revenueSeries(
  payments: { month: MonthIndex; amountCents: number }[],
  currentMonth: MonthIndex,
  months = 12
): { month: string; collectedCents: number }[] {
  const byMonth = new Map<number, number>()
  for (const payment of payments) {
    byMonth.set(payment.month, (byMonth.get(payment.month) ?? 0) + payment.amountCents)
  }
  const series: { month: string; collectedCents: number }[] = []
  for (let month = currentMonth - months + 1; month <= currentMonth; month++) {
    series.push({ month: monthLabel(month), collectedCents: byMonth.get(month) ?? 0 })
  }
  return series
}
