import type { HttpContext } from '@adonisjs/core/http'
import ResetCalendarLink from '#actions/plans/reset_calendar_link'
import PlanCalendarFeed from '#actions/plans/plan_calendar_feed'

/** The plan's calendar feed (ICS) and its secret link. */
export default class PlanCalendarController {
  /** The calendar feed: public, found by its secret token only. */
  async ics({ params, response }: HttpContext) {
    const feed = await new PlanCalendarFeed().handle(String(params.token).replace(/\.ics$/, ''))
    if (feed === null) return response.notFound('This calendar link is no longer valid.')
    response.header('Content-Type', 'text/calendar; charset=utf-8')
    response.header('Cache-Control', 'private, max-age=300')
    return feed
  }

  /** A new secret calendar URL; the old one stops working. */
  async reset({ response, session, auth }: HttpContext) {
    await new ResetCalendarLink().handle({ userId: auth.getUserOrFail().id })
    session.flash('success', 'New calendar link made. The old one no longer works.')
    return response.redirect().toRoute('plan')
  }
}
