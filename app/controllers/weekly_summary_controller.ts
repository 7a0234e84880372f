import type { HttpContext } from '@adonisjs/core/http'
import UnsubscribeWeeklySummary from '#actions/summaries/unsubscribe_weekly_summary'
import { UNSUBSCRIBE_PURPOSE } from '#services/weekly_summary_links'
import { parseRowId } from '#domain/row_ids'

/**
 * One-click unsubscribe from the weekly summary, authenticated by the link's signature (no
 * session needed): GET from the link in the mail (back to the site with a message), POST from
 * the mail client (RFC 8058, body `List-Unsubscribe=One-Click`, answered 200 with no page).
 */
export default class WeeklySummaryController {
  async unsubscribe({ request, response, session }: HttpContext) {
    const userId = this.signedUserId(request)
    if (userId === null || !(await new UnsubscribeWeeklySummary().handle(userId))) {
      session.flash(
        'error',
        'This unsubscribe link is not valid. Turn the weekly summary off in Preferences.'
      )
      return response.redirect().toRoute('landing')
    }
    session.flash('success', 'You will no longer receive the weekly summary e-mail.')
    return response.redirect().toRoute('landing')
  }

  async oneClickUnsubscribe({ request, response }: HttpContext) {
    const userId = this.signedUserId(request)
    if (userId === null) return response.forbidden({ error: 'Invalid signature' })
    if (!(await new UnsubscribeWeeklySummary().handle(userId))) {
      return response.notFound({ error: 'Unknown subscriber' })
    }
    return response.ok({ unsubscribed: true })
  }

  private signedUserId(request: HttpContext['request']): number | null {
    if (!request.hasValidSignature(UNSUBSCRIBE_PURPOSE)) return null
    return parseRowId(request.qs().user)
  }
}
