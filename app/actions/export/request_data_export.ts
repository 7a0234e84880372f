import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { exportsConfig } from '#config/exports'
import { dataExports } from '#queries/data_exports'
import { sqlTimestamp } from '#queries/sql_dialect'
import ExportRefusedException from '#exceptions/export_refused_exception'
import queue from '#services/queue'
import { waitText } from '#services/too_many_attempts'

/** How long a second request is told to wait while an export is being prepared. */
const IN_FLIGHT_RETRY_SECONDS = 60
const DAY_SECONDS = 24 * 60 * 60

/**
 * "Download all my data": claims the athlete's one export slot and queues the job, or refuses
 * (docs/decisions/057-bounded-data-exports.md). The slot is a row whose `in_flight_user_id`
 * is unique: of simultaneous requests, on any web process, one INSERT takes and the others
 * change nothing. At most `exportsConfig.perDay` requests count in any 24 hours.
 */
export default class RequestDataExport {
  async handle({ userId, now = DateTime.now() }: { userId: number; now?: DateTime }) {
    const recent = await dataExports.requestedSince(userId, now.minus({ seconds: DAY_SECONDS }))
    if (recent.count >= exportsConfig.perDay) {
      const oldest = recent.oldestIso ? DateTime.fromISO(recent.oldestIso) : now
      const seconds = Math.max(
        1,
        Math.ceil(oldest.plus({ seconds: DAY_SECONDS }).diff(now).as('seconds'))
      )
      throw new ExportRefusedException({
        seconds,
        message: `You can ask for ${exportsConfig.perDay} exports a day. Try again in ${waitText(seconds)}.`,
      })
    }

    const id = randomUUID()
    // ON CONFLICT DO NOTHING: PostgreSQL and SQLite (3.24+) alike, and no error that would
    // end an enclosing transaction.
    await db.rawQuery(
      `insert into data_exports (id, user_id, in_flight_user_id, status, created_at)
       values (?, ?, ?, 'queued', ?) on conflict (in_flight_user_id) do nothing`,
      [id, userId, userId, sqlTimestamp(now)]
    )
    if (!(await dataExports.exists(id))) {
      throw new ExportRefusedException({
        seconds: IN_FLIGHT_RETRY_SECONDS,
        message: 'Your export is already being prepared. You will get an e-mail when it is ready.',
      })
    }

    try {
      await queue.dispatch('export.data', { userId, exportId: id })
    } catch (error) {
      // Not queued (503): the request leaves nothing behind.
      await db.from('data_exports').where('id', id).delete()
      throw error
    }
    return { exportId: id }
  }
}
