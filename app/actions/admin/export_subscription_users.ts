import {
  subscriptionUserBatches,
  type SubscriptionUserFilters,
  type SubscriptionUserRow,
} from '#queries/subscription_users'

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
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break.
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe (OWASP "CSV injection").
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The subscribers export as CSV text chunks: the header, then one chunk per
 * batch of rows read from the database. Nothing else is held in memory, so the
 * caller can stream it to the client whatever the number of rows.
 */
export default async function* exportSubscriptionUsers(
  filters: SubscriptionUserFilters
): AsyncGenerator<string> {
  yield CSV_COLUMNS.map(([name]) => name).join(',') + '\r\n'
  for await (const batch of subscriptionUserBatches(filters)) {
    let chunk = ''
    for (const row of batch) {
      chunk += CSV_COLUMNS.map(([, read]) => csvField(read(row))).join(',') + '\r\n'
    }
    yield chunk
  }
}
