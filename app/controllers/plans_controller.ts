import type { HttpContext } from '@adonisjs/core/http'
import CreatePlan from '#actions/plans/create_plan'
import LoadPlanPage from '#actions/plans/load_plan_page'
import EndPlan from '#actions/plans/end_plan'
import { flashedRefusal } from '#exceptions/field_refused_exception'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import { createPlanValidator, versionValidator } from '#validators/plan'

/**
 * The training plan: the page, a new plan, the end of the active one. Its workouts
 * (PlanWorkoutsController), its revisions (PlanRevisionsController) and its calendar feed
 * (PlanCalendarController) have controllers of their own, each method calling one action.
 * Every change carries the plan's version; a stale one answers with
 * `errors.version` and changes nothing (PlanVersionConflictException, as a
 * refused change is PlanChangeRefusedException: both render themselves).
 * Showing the plan writes nothing: the app's own adaptation checks run in the
 * `plan.check` job (app/jobs/check_plan_job.ts).
 */
export default class PlansController {
  async show(ctx: HttpContext) {
    const profile = await requestAthleteProfile(ctx, ctx.auth.getUserOrFail().id)
    const page = await new LoadPlanPage().handle(profile, athleteToday(profile.timeZone))
    // A refused plan comes back with what would work (the earliest date, alternatives).
    return ctx.inertia.render('TrainingPlan', { ...page, refusal: flashedRefusal(ctx) })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const input = await request.validateUsing(createPlanValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    await new CreatePlan().handle({
      userId: profile.userId,
      todayIso: athleteToday(profile.timeZone),
      ...input,
    })
    session.flash('success', 'Your plan is ready.')
    return response.redirect().toRoute('plan')
  }

  /** Ends the active plan; it stays in the athlete's history. */
  async destroy({ request, response, session, auth }: HttpContext) {
    const { version } = await request.validateUsing(versionValidator)
    await new EndPlan().handle({ userId: auth.getUserOrFail().id, version })
    session.flash('success', 'The plan has ended. You can make a new one at any time.')
    return response.redirect().toRoute('plan')
  }
}
