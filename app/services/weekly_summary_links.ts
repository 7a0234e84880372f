import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'

/** Signs the unsubscribe link: its own purpose, so no other signed link can stand in for it. */
export const UNSUBSCRIBE_PURPOSE = 'weekly-summary-unsubscribe'

/** The signed, non-expiring one-click unsubscribe URL of a user (GET and POST). */
export function unsubscribeUrl(userId: number) {
  return router
    .builder()
    .prefixUrl(appUrl)
    .qs({ user: userId })
    .makeSigned('weekly_summary.unsubscribe', { purpose: UNSUBSCRIBE_PURPOSE })
}
