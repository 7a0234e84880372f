import type { HttpContext } from '@adonisjs/core/http'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { progressQueryValidator } from '#validators/progress'
import LoadProgressSummary from '#actions/progress/load_progress_summary'
import LoadProgressCharts from '#actions/progress/load_progress_charts'
import { DEFAULT_PROGRESS_RANGE, ProgressDtos } from '#dtos/progress'

/**
 * The Progress page. First paint: small props, each a function so that a partial reload of
 * the charts does not compute them; the chart series are deferred props (group "charts").
 */
export default class ProgressController {
  async show(ctx: HttpContext) {
    const { inertia, auth, request, response, session } = ctx
    const [error, query] = await progressQueryValidator.tryValidate(request.qs())
    if (error) {
      session.flash('error', 'Choose a range: 6 weeks, 3 months, 1 year or all.')
      return response.redirect().toRoute('progress')
    }
    const range = query.range ?? DEFAULT_PROGRESS_RANGE
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const todayIso = athleteToday(profile.timeZone)

    let summary: ReturnType<LoadProgressSummary['handle']> | null = null
    const first = () => (summary ??= new LoadProgressSummary().handle(profile, todayIso))
    const charts = new LoadProgressCharts({ profile, todayIso, range })

    return inertia.render('Progress', {
      range,
      formBands: ProgressDtos.formBands(),
      today: () => first().then((loaded) => loaded.today),
      vdot: () => first().then((loaded) => loaded.vdot),
      predictions: () => first().then((loaded) => loaded.predictions),
      personalBests: () => first().then((loaded) => loaded.personalBests),
      empty: () => first().then((loaded) => loaded.empty),
      fitnessSeries: inertia.defer(() => charts.fitnessSeries(), 'charts'),
      weeklyVolume: inertia.defer(() => charts.weeklyVolume(), 'charts'),
      monthlyVolume: inertia.defer(() => charts.monthlyVolume(), 'charts'),
      vdotTrend: inertia.defer(() => charts.vdotTrend(), 'charts'),
      zonesByWeek: inertia.defer(() => charts.zonesByWeek(), 'charts'),
      bestEffortsCurve: inertia.defer(() => charts.bestEffortsCurve(), 'charts'),
    })
  }
}
