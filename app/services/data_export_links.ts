import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'

/** How long an export's download link works (docs/decisions/057-bounded-data-exports.md). */
export const EXPORT_LINK_LIFETIME = '24 hours'

/** Signs export links: its own purpose, so no other signed link can stand in for one. */
export const EXPORT_PURPOSE = 'data-export'

/** The signed download URL of one export, valid for EXPORT_LINK_LIFETIME. */
export function exportDownloadUrl(exportId: string) {
  return router
    .builder()
    .prefixUrl(appUrl)
    .params({ id: exportId })
    .makeSigned('export.download', { expiresIn: EXPORT_LINK_LIFETIME, purpose: EXPORT_PURPOSE })
}
