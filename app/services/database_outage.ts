/**
 * Whether an error says the database was out of reach, and what that means for a write
 * (docs/decisions/059-lost-writes-and-database-outages.md):
 *
 * - `unreached`: no statement reached the server (connection refused, the server starting
 *   up or shutting down, no pooled connection in time). Nothing was changed.
 * - `interrupted`: the connection died while a statement was in flight. Inside a
 *   transaction the server rolls back, but a COMMIT (or a single-statement write outside a
 *   transaction) may have completed just before the answer was lost: nobody can tell
 *   whether it was stored.
 *
 * Read from the error node-postgres or knex throws (its `code`, or its message where it has
 * none); any other error is `null`. Wrapped errors are not unwrapped: an HTTP client's
 * `fetch failed` around an ECONNREFUSED is another service's outage, not the database's.
 */
export type DatabaseOutage = 'unreached' | 'interrupted'

/**
 * SQLSTATE classes and codes: https://www.postgresql.org/docs/current/errcodes-appendix.html.
 * 57P03 cannot_connect_now, 08001 unable to establish, 08004 connection rejected.
 */
const UNREACHED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03',
  '08001',
  '08004',
])

/** 57P01 admin_shutdown, 57P02 crash_shutdown, 08000/08003/08006 connection exceptions. */
const INTERRUPTED_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '08000',
  '08003',
  '08006',
])

/** node-postgres says these without a code when the socket closes under a query. */
const INTERRUPTED_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'terminating connection due to',
]

export function databaseOutageOf(error: unknown): DatabaseOutage | null {
  if (!error || typeof error !== 'object') return null
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  if (typeof code === 'string' && UNREACHED_CODES.has(code)) return 'unreached'
  if (typeof code === 'string' && INTERRUPTED_CODES.has(code)) return 'interrupted'
  const text = typeof message === 'string' ? message : ''
  // knex: no pooled connection within acquireConnectionTimeout.
  if (name === 'KnexTimeoutError' && text.includes('acquiring a connection')) return 'unreached'
  if (INTERRUPTED_MESSAGES.some((fragment) => text.includes(fragment))) return 'interrupted'
  return null
}
