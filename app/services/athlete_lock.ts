import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { transactionLock } from '#queries/sql_dialect'

/**
 * What is serialized per athlete. Each value is the first key of a two-key
 * PostgreSQL advisory lock whose second key is the user id; the two-key form
 * never collides with Lucid's migration lock (one bigint key).
 */
export const ATHLETE_LOCKS = {
  /** Refreshes of the cached daily figures (`daily_loads`). */
  dailyLoads: 7011,
  /** Creating a plan (archive the active one, insert the new one). */
  plans: 7012,
  /** Saving gear (one default per sport). */
  gear: 7013,
} as const

/**
 * Takes a transaction-level advisory lock for one athlete: other transactions
 * asking for the same lock and athlete wait until this one commits or rolls
 * back (docs/decisions/015-acknowledged-writes.md). SQLite serializes writing
 * transactions already, so there is nothing to take there.
 */
export async function lockAthlete(
  trx: TransactionClientContract,
  lock: keyof typeof ATHLETE_LOCKS,
  userId: number
) {
  await transactionLock(trx, ATHLETE_LOCKS[lock], userId)
}
