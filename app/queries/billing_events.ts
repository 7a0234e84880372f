import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import BillingEvent from '#models/billing_event'
import { monthIndexSql, sqlTimestamp } from '#queries/sql_dialect'

/* Reads of billing_events (the Stripe events and admin changes kept for the figures). */

/** Paid invoices per month since `since` (months since January 1970), cents. */
export async function paidInvoicesPerMonth(since: DateTime) {
  const rows = await db
    .from('billing_events')
    .where('type', 'invoice.paid')
    .whereNotNull('amount_cents')
    .where('occurred_at', '>=', sqlTimestamp(since))
    .select(
      db.raw(`${monthIndexSql('occurred_at')} as month`),
      db.raw('SUM(amount_cents) as amount')
    )
    .groupByRaw('1')
  return rows.map((row: { month: number | string; amount: number | string }) => ({
    month: Number(row.month),
    amountCents: Number(row.amount),
  }))
}

/** The user's latest billing events (Stripe's and admins'), for their admin page. */
export function latestBillingEventsOf(userId: number, limit: number) {
  return BillingEvent.query()
    .where('userId', userId)
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** The user's latest paid invoices, for the Subscription tab. */
export function paidInvoicesOf(userId: number, limit: number) {
  return BillingEvent.query()
    .where('user_id', userId)
    .where('type', 'invoice.paid')
    .orderBy('occurred_at', 'desc')
    .limit(limit)
}
