import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import type { SubscriptionGroup } from '#domain/billing/metrics'
import { monthIndexSql } from '#queries/sql_dialect'

/*
 * Reads of subscriptions (the admin's subscribers list, which joins users, is in
 * #queries/subscription_users).
 */

/** A user's current subscription: their latest row that has not ended, or null (Free). */
export function currentSubscription(userId: number) {
  return Subscription.query()
    .where('user_id', userId)
    .whereNull('ended_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()
}

/**
 * Every stored subscription grouped by the fields the billing metrics read (one query, a few
 * hundred groups for 100,000 subscriptions), months as months since January 1970.
 */
export async function subscriptionGroups(): Promise<SubscriptionGroup[]> {
  const rows = await db
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
    .groupByRaw('1, 2, 3, 4, 5, 6, 7, 8')
  return rows.map((row: Record<string, unknown>) => ({
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
}

/** Whether the user ever had a subscription (a first checkout gets the trial). */
export async function everSubscribed(userId: number) {
  return (await Subscription.query().where('user_id', userId).select('id').first()) !== null
}
