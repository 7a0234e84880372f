import {
  subscriptionUserBatches,
  type SubscriptionUserFilters,
  type SubscriptionUserRow,
} from '#queries/subscription_users'
import { csvLine } from '#domain/csv'

export const CSV_COLUMNS: [string, (row: SubscriptionUserRow) => unknown][] = [
  ['id', (row) => row.id],
  ['name', (row) => row.name],
  ['email', (row) => row.email],
  ['signed_up_at', (row) => row.signedUpAt],
  ['email_verified', (row) => row.verified],
  ['disabled', (row) => row.disabled],
  ['plan', (row) => row.plan],
  ['status', (row) => row.status],
  ['source', (row) => row.source],
  ['amount_cents', (row) => row.amountCents],
  ['currency', (row) => row.currency],
  ['interval', (row) => row.interval],
  ['trial_ends_at', (row) => row.trialEndsAt],
  ['current_period_end', (row) => row.currentPeriodEnd],
  ['cancel_at_period_end', (row) => row.cancelAtPeriodEnd],
]

/**
 * The subscribers export as CSV text chunks: the header, then one chunk per
 * batch of rows read from the database. Nothing else is held in memory, so the
 * caller can stream it to the client whatever the number of rows. Text is quoted
 * and defused for spreadsheets by app/domain/csv.ts.
 */
export default async function* exportSubscriptionUsers(
  filters: SubscriptionUserFilters
): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS.map(([name]) => name))
  for await (const batch of subscriptionUserBatches(filters)) {
    yield batch.map((row) => csvLine(CSV_COLUMNS.map(([, read]) => read(row)))).join('')
  }
}
