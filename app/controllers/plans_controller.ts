import type { HttpContext } from '@adonisjs/core/http'
import TrainingPlan from '#models/training_plan'
import PlanRevision from '#models/plan_revision'
import CreatePlan from '#actions/plans/create_plan'
import LoadPlanPage from '#actions/plans/load_plan_page'
import UpdateWorkout from '#actions/plans/update_workout'
import EndPlan from '#actions/plans/end_plan'
import ResetCalendarLink from '#actions/plans/reset_calendar_link'
import PlanCalendarFeed from '#actions/plans/plan_calendar_feed'
import WorkoutFitFile from '#actions/plans/workout_fit_file'
import ApplyRevision from '#actions/plans/apply_revision'
import DiscardRevision from '#actions/plans/discard_revision'
import ProposeRevision from '#actions/plans/propose_revision'
import UndoRevision from '#actions/plans/undo_revision'
import { backToPlanOrCoach } from '#exceptions/plan_exceptions'
import { flashedRefusal } from '#exceptions/field_refused_exception'
import PlanRevisionPolicy from '#policies/plan_revision_policy'
import TrainingPlanPolicy from '#policies/training_plan_policy'
import { parseWorkoutId } from '#dtos/plan'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import {
  adaptPlanValidator,
  createPlanValidator,
  updateWorkoutValidator,
  versionValidator,
} from '#validators/plan'
import type { AdaptTrigger } from '#domain/plans/adapt_plan'
import type { IsoWeekday } from '#domain/plans/types'

/**
 * The training plan: creation, the calendar, marks and moves, revisions
 * (preview, apply, discard, undo), and the exports (ICS feed, FIT workouts).
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

  async updateWorkout(ctx: HttpContext) {
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

  async adapt(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const input = await request.validateUsing(adaptPlanValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const revision = await new ProposeRevision().handle({
      userId: profile.userId,
      todayIso: athleteToday(profile.timeZone),
      trigger: triggerOf(input),
      source: 'athlete',
      version: input.version,
    })
    session.flash(
      'success',
      revision
        ? 'Here is what would change. Apply it or discard it.'
        : 'Nothing in your plan needs to change for that.'
    )
    return response.redirect().toRoute('plan')
  }

  async applyRevision(ctx: HttpContext) {
    return this.answerRevision(ctx, 'apply')
  }

  async discardRevision(ctx: HttpContext) {
    return this.answerRevision(ctx, 'discard')
  }

  async undoRevision(ctx: HttpContext) {
    return this.answerRevision(ctx, 'undo')
  }

  /** Ends the active plan; it stays in the athlete's history. */
  async destroy({ request, response, session, auth }: HttpContext) {
    const { version } = await request.validateUsing(versionValidator)
    await new EndPlan().handle({ userId: auth.getUserOrFail().id, version })
    session.flash('success', 'The plan has ended. You can make a new one at any time.')
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

  /** The calendar feed: public, found by its secret token only. */
  async ics({ params, response }: HttpContext) {
    const feed = await new PlanCalendarFeed().handle(String(params.token).replace(/\.ics$/, ''))
    if (feed === null) return response.notFound('This calendar link is no longer valid.')
    response.header('Content-Type', 'text/calendar; charset=utf-8')
    response.header('Cache-Control', 'private, max-age=300')
    return feed
  }

  /** A new secret calendar URL; the old one stops working. */
  async resetIcs({ response, session, auth }: HttpContext) {
    await new ResetCalendarLink().handle({ userId: auth.getUserOrFail().id })
    session.flash('success', 'New calendar link made. The old one no longer works.')
    return response.redirect().toRoute('plan')
  }

  private async answerRevision(ctx: HttpContext, answer: 'apply' | 'discard' | 'undo') {
    const { request, response, session, auth, params, bouncer } = ctx
    const { version } = await request.validateUsing(versionValidator)
    const revision = await PlanRevision.query()
      .where('id', Number(params.id))
      .preload('plan')
      .firstOrFail()
    await bouncer.with(PlanRevisionPolicy).authorize('answer', revision)
    const userId = auth.getUserOrFail().id
    const revisionId = revision.id
    const result =
      answer === 'apply'
        ? await new ApplyRevision().handle({ userId, revisionId, version })
        : answer === 'undo'
          ? await new UndoRevision().handle({ userId, revisionId, version })
          : await new DiscardRevision().handle({ userId, revisionId })
    if (!result) return response.notFound('Not found')
    session.flash(
      'success',
      answer === 'apply' ? 'Plan updated.' : answer === 'undo' ? 'Change undone.' : 'Discarded.'
    )
    return backToPlanOrCoach(ctx)
  }
}

function triggerOf(input: {
  trigger: 'illness' | 'injury' | 'travel' | 'short_on_time' | 'missed_workout'
  startDate?: string
  days?: number
  fromDate?: string
  toDate?: string
  travelAvailableDays?: number[]
  maxSessionMinutes?: number
  workoutKey?: string
}): AdaptTrigger {
  switch (input.trigger) {
    case 'illness':
      return { type: 'illness', startIso: input.startDate!, days: input.days! }
    case 'injury':
      return { type: 'injury', startIso: input.startDate!, days: input.days }
    case 'travel':
      return {
        type: 'travel',
        fromIso: input.fromDate!,
        toIso: input.toDate!,
        availableDays: (input.travelAvailableDays ?? []) as IsoWeekday[],
        maxSessionSeconds: input.maxSessionMinutes ? input.maxSessionMinutes * 60 : undefined,
      }
    case 'short_on_time':
      return { type: 'short_on_time', maxSessionSeconds: input.maxSessionMinutes! * 60 }
    case 'missed_workout':
      return { type: 'missed_workout', key: input.workoutKey! }
  }
}
