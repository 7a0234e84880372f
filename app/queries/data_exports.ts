import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { asIsoTimestamp, sqlTimestamp } from '#queries/sql_dialect'

/*
 * Reads of `data_exports`, the requests for "Download all my data" and their state
 * (docs/decisions/057-bounded-data-exports.md). What goes into the ZIP is read in
 * app/queries/data_export.ts.
 */

export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed' | 'replaced'

export const dataExports = {
  /** Requests since `since` (every status counts towards the daily limit) and the oldest one's time. */
  async requestedSince(userId: number, since: DateTime) {
    const [row] = await db
      .from('data_exports')
      .where('user_id', userId)
      .where('created_at', '>', sqlTimestamp(since))
      .count('* as total')
      .min('created_at as oldest')
    return { count: Number(row.total), oldestIso: asIsoTimestamp(row.oldest) }
  },

  /** Whether a row with this id exists (the INSERT that claims the athlete's slot took). */
  async exists(id: string) {
    return Boolean(await db.from('data_exports').where('id', id).select('id').first())
  },

  /** Exports of the user whose file is still on Drive, except `exceptId`. */
  readyExcept: (userId: number, exceptId: string): Promise<{ id: string }[]> =>
    db
      .from('data_exports')
      .where('user_id', userId)
      .where('status', 'ready')
      .whereNot('id', exceptId)
      .select('id'),

  /** Queued or running exports, for the memory queue to dispatch again after a restart. */
  unfinished: (): Promise<{ id: string; user_id: number }[]> =>
    db.from('data_exports').whereIn('status', ['queued', 'running']).select('id', 'user_id'),
}
