import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
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
  type SubscriptionGroup,
} from '#domain/billing/metrics'
import { monthIndexSql } from '#queries/sql_dialect'
import { sqlTimestamp } from '#queries/sql_dialect'
import type { SubscriptionMetricsDto } from '#dtos/admin'

/** Months on the MRR chart and in the churn table. */
export const METRIC_MONTHS = 12
/** Complete months of finished trials behind the conversion rate. */
export const CONVERSION_MONTHS = 3

/**
 * The subscriptions overview at `now`. The database groups the stored
 * subscriptions by the fields the figures read (one query, a few hundred groups
 * for 100,000 subscriptions) and sums paid invoices per month; the figures
 * themselves are the pure functions of #domain/billing/metrics.
 */
export default class LoadSubscriptionMetrics {
  async handle({ now = DateTime.utc() }: { now?: DateTime } = {}): Promise<SubscriptionMetricsDto> {
    const currentMonth = monthIndexOf(now.toJSDate())
    const firstMonth = currentMonth - METRIC_MONTHS + 1
    const firstMonthStart = now
      .toUTC()
      .startOf('month')
      .minus({ months: METRIC_MONTHS - 1 })

    const [rows, payments] = await Promise.all([
      db
        .from('subscriptions')
        .select(
          'plan',
          'status',
          'interval',
          'amount_cents',
          db.raw(`${monthIndexSql('created_at')} as started_month`),
          db.raw(`${monthIndexSql('trial_ends_at')} as trial_end_month`),
          db.raw(`${monthIndexSql('ended_at')} as ended_month`),
          db.raw(
            `CASE WHEN ended_at IS NOT NULL AND trial_ends_at IS NOT NULL AND ended_at <= trial_ends_at THEN 1 ELSE 0 END as ended_during_trial`
          ),
          db.raw('COUNT(*) as total')
        )
        .groupByRaw('1, 2, 3, 4, 5, 6, 7, 8'),
      db
        .from('billing_events')
        .where('type', 'invoice.paid')
        .whereNotNull('amount_cents')
        .where('occurred_at', '>=', sqlTimestamp(firstMonthStart))
        .select(
          db.raw(`${monthIndexSql('occurred_at')} as month`),
          db.raw('SUM(amount_cents) as amount')
        )
        .groupByRaw('1'),
    ])

    const groups: SubscriptionGroup[] = rows.map((row: Record<string, unknown>) => ({
      plan: row.plan as SubscriptionGroup['plan'],
      status: row.status as SubscriptionGroup['status'],
      interval: (row.interval ?? null) as SubscriptionGroup['interval'],
      amountCents: Number(row.amount_cents),
      startedMonth: Number(row.started_month),
      trialEndMonth: row.trial_end_month === null ? null : Number(row.trial_end_month),
      endedMonth: row.ended_month === null ? null : Number(row.ended_month),
      endedDuringTrial: Number(row.ended_during_trial) === 1,
      count: Number(row.total),
    }))

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
      revenueSeries: revenueSeries(
        payments.map((row: { month: number | string; amount: number | string }) => ({
          month: Number(row.month),
          amountCents: Number(row.amount),
        })),
        currentMonth,
        METRIC_MONTHS
      ),
      currentMonth: monthLabel(currentMonth),
    }
  }
}
