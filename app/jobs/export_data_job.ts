import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import BuildDataExport from '#actions/export/build_data_export'
import { exportFolder, exportKey } from '#services/user_files'
import { EXPORT_LINK_LIFETIME, exportDownloadUrl } from '#services/data_export_links'
import { billingMails } from '#mails/billing_mails'
import { dataExports, type DataExportStatus } from '#queries/data_exports'
import { sqlTimestamp } from '#queries/sql_dialect'
import type { JobPayloads } from '#services/queue'
import { AccountGoneError } from '#services/user_files'

/**
 * Builds the athlete's ZIP and e-mails a signed link that expires in 24 hours. The export's
 * row says queued, running, then ready or failed; either end frees the athlete's slot
 * (docs/decisions/057-bounded-data-exports.md). A failure is logged and not retried: the
 * athlete can ask again.
 */
export default class ExportDataJob {
  async handle({ userId, exportId }: JobPayloads['export.data']) {
    const user = await User.find(userId)
    if (!user) return
    await setStatus(exportId, 'running')
    let built: Awaited<ReturnType<BuildDataExport['handle']>>
    try {
      built = await new BuildDataExport().handle({ userId, exportId })
    } catch (error) {
      // The account deleted while its export was built: the ZIP is already queued for removal.
      if (error instanceof AccountGoneError) return
      logger.error({ err: error, userId, exportId }, 'data export failed')
      await setStatus(exportId, 'failed')
      return
    }
    if (!built) {
      await setStatus(exportId, 'failed')
      return
    }
    await setStatus(exportId, 'ready', built.bytes)
    await removePreviousExports(userId, exportId)
    await mail.sendLater(
      billingMails.exportReady(
        { name: user.fullName, email: user.email },
        { downloadUrl: exportDownloadUrl(built.id), expiresIn: EXPORT_LINK_LIFETIME }
      )
    )
  }
}

/** Only the newest export stays on Drive. */
async function removePreviousExports(userId: number, exportId: string) {
  const disk = drive.use()
  const keep = exportKey(userId, exportId)
  try {
    const listed = await disk.listAll(exportFolder(userId), { recursive: true })
    for (const item of listed.objects) {
      if (item.isFile && item.key !== keep) await disk.delete(item.key)
    }
  } catch (error) {
    logger.warn({ err: error, userId }, 'export: previous exports not removed')
  }
  for (const previous of await dataExports.readyExcept(userId, exportId)) {
    await setStatus(previous.id, 'replaced')
  }
}

async function setStatus(exportId: string, status: DataExportStatus, bytes?: number) {
  const finished = status !== 'queued' && status !== 'running'
  await db
    .from('data_exports')
    .where('id', exportId)
    .update({
      status,
      ...(bytes === undefined ? {} : { bytes }),
      ...(finished ? { in_flight_user_id: null, finished_at: sqlTimestamp(DateTime.now()) } : {}),
    })
}
