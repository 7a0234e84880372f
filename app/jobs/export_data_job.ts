import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import User from '#models/user'
import BuildDataExport from '#actions/export/build_data_export'
import { billingMails } from '#mails/billing_mails'
import type { JobPayloads } from '#services/queue'
import { AccountGoneError } from '#services/user_files'

export const EXPORT_LINK_LIFETIME = '24 hours'
/** Signs export links: no other signed link can stand in for one. */
export const EXPORT_PURPOSE = 'data-export'

export function exportDownloadUrl(exportId: string) {
  return router
    .builder()
    .prefixUrl(appUrl)
    .params({ id: exportId })
    .makeSigned('export.download', { expiresIn: EXPORT_LINK_LIFETIME, purpose: EXPORT_PURPOSE })
}

/** Builds the athlete's ZIP and e-mails a signed link that expires in 24 hours. */
export default class ExportDataJob {
  async handle({ userId }: JobPayloads['export.data']) {
    const user = await User.find(userId)
    if (!user) return
    // The account deleted while its export was built: the ZIP is already queued for removal.
    const built = await new BuildDataExport()
      .handle({ userId })
      .catch((error) => (error instanceof AccountGoneError ? null : Promise.reject(error)))
    if (!built) return
    await mail.sendLater(
      billingMails.exportReady(
        { name: user.fullName, email: user.email },
        { downloadUrl: exportDownloadUrl(built.id), expiresIn: EXPORT_LINK_LIFETIME }
      )
    )
  }
}
