import type { HttpContext } from '@adonisjs/core/http'
import TrainingPlan from '#models/training_plan'
import UpdateWorkout from '#actions/plans/update_workout'
import WorkoutFitFile from '#actions/plans/workout_fit_file'
import TrainingPlanPolicy from '#policies/training_plan_policy'
import { parseWorkoutId } from '#dtos/plan'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import { updateWorkoutValidator } from '#validators/plan'

/** One workout of a plan: marked done or skipped, moved, edited, or exported as a FIT file. */
export default class PlanWorkoutsController {
  async update(ctx: HttpContext) {
    const { request, response, session, auth, params, bouncer } = ctx
    const input = await request.validateUsing(updateWorkoutValidator)
    const id = parseWorkoutId(String(params.id))
    if (!id) return response.notFound('Not found')
    const target = await TrainingPlan.findOrFail(id.planId)
    await bouncer.with(TrainingPlanPolicy).authorize('edit', target)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const plan = await new UpdateWorkout().handle({
      userId: profile.userId,
      planId: id.planId,
      key: id.key,
      todayIso: athleteToday(profile.timeZone),
      ...input,
    })
    if (!plan) return response.notFound('Not found')
    session.flash('success', input.date ? 'Workout moved.' : 'Saved.')
    return response.redirect().toRoute('plan')
  }

  /** The structured workout as a FIT workout file for a watch. */
  async fit({ params, response, bouncer }: HttpContext) {
    const id = parseWorkoutId(String(params.id))
    if (!id) return response.notFound('Not found')
    const plan = await TrainingPlan.findOrFail(id.planId)
    await bouncer.with(TrainingPlanPolicy).authorize('view', plan)
    const file = new WorkoutFitFile().handle(plan, id.key)
    if (!file) return response.notFound('Not found')
    response.header('Content-Type', 'application/vnd.ant.fit')
    response.attachment(file.fileName)
    return response.send(file.bytes)
  }
}
