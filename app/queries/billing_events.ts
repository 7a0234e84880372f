import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
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
