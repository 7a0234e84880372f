import { DateTime } from 'luxon'
import { catalogue } from '#config/billing'
import {
  currentMrrCents,
  monthIndexOf,
  monthLabel,
  monthlyChurn,
  mrrSeries,
  revenueSeries,
  subscribersByPlanAndStatus,
  trialConversion,
  trialsInProgress,
} from '#domain/billing/metrics'
import { subscriptionGroups } from '#queries/subscriptions'
import { paidInvoicesPerMonth } from '#queries/billing_events'
import type { SubscriptionMetricsDto } from '#dtos/admin'

/** Months on the MRR chart and in the churn table. */
export const METRIC_MONTHS = 12
/** Complete months of finished trials behind the conversion rate. */
export const CONVERSION_MONTHS = 3

/**
 * The subscriptions overview at `now`. The database groups the stored
 * subscriptions by the fields the figures read and sums paid invoices per month
 * (#queries/subscriptions, #queries/billing_events); the figures themselves are
 * the pure functions of #domain/billing/metrics.
 */
export default class LoadSubscriptionMetrics {
  async handle({ now = DateTime.utc() }: { now?: DateTime } = {}): Promise<SubscriptionMetricsDto> {
    const currentMonth = monthIndexOf(now.toJSDate())
    const firstMonth = currentMonth - METRIC_MONTHS + 1
    const firstMonthStart = now
      .toUTC()
      .startOf('month')
      .minus({ months: METRIC_MONTHS - 1 })

    const [groups, payments] = await Promise.all([
      subscriptionGroups(),
      paidInvoicesPerMonth(firstMonthStart),
    ])

    const mrrCents = currentMrrCents(groups)
    const churn = Array.from({ length: METRIC_MONTHS }, (_, index) =>
      monthlyChurn(groups, firstMonth + index)
    )
    return {
      generatedAt: now.toISO()!,
      currency: catalogue.premium_monthly.currency,
      mrrCents,
      arrCents: mrrCents * 12,
      subscribers: subscribersByPlanAndStatus(groups),
      trialsInProgress: trialsInProgress(groups),
      churn,
      lastMonthChurn: churn[churn.length - 2] ?? null,
      conversion: trialConversion(groups, currentMonth - CONVERSION_MONTHS, currentMonth - 1),
      mrrSeries: mrrSeries(groups, currentMonth, METRIC_MONTHS),
      revenueSeries: revenueSeries(payments, currentMonth, METRIC_MONTHS),
      currentMonth: monthLabel(currentMonth),
    }
  }
}
