import type { HttpContext } from '@adonisjs/core/http'
import LoadDashboardPage from '#actions/progress/load_dashboard_page'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'

/** The athlete's Dashboard. */
export default class PagesController {
  async dashboard(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const props = await new LoadDashboardPage().handle(profile, athleteToday(profile.timeZone))
    return inertia.render('Dashboard', props)
  }
}
