import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TrainingPlan from '#models/training_plan'
import CreatePlan, { newIcsToken } from '#actions/plans/create_plan'
import LoadPlanPage from '#actions/plans/load_plan_page'
import DetectAdaptations from '#actions/plans/detect_adaptations'
import UpdateWorkout from '#actions/plans/update_workout'
import ApplyRevision from '#actions/plans/apply_revision'
import DiscardRevision from '#actions/plans/discard_revision'
import ProposeRevision from '#actions/plans/propose_revision'
import UndoRevision from '#actions/plans/undo_revision'
import { PlanChangeRefused, PlanVersionConflict } from '#actions/plans/plan_errors'
import { parseWorkoutId } from '#dtos/plan'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import { sqlTimestamp } from '#queries/sql_dialect'
import { unitsOf } from '#queries/athlete_profiles'
import { activePlanByIcsToken, planOf } from '#queries/training_plans'
import {
  adaptPlanValidator,
  createPlanValidator,
  updateWorkoutValidator,
  versionValidator,
} from '#validators/plan'
import { findWorkout, type AdaptTrigger } from '#domain/plans/adapt_plan'
import { workoutToFit } from '#domain/plans/fit_workout'
import { planToIcs } from '#domain/plans/ics'
import type { IsoWeekday } from '#domain/plans/types'

/**
 * The training plan: creation, the calendar, marks and moves, revisions
 * (preview, apply, discard, undo), and the exports (ICS feed, FIT workouts).
 * Every change carries the plan's version; a stale one answers with
 * `errors.version` and changes nothing.
 */
export default class PlansController {
  async show(ctx: HttpContext) {
    const profile = await requestAthleteProfile(ctx, ctx.auth.getUserOrFail().id)
    const todayIso = athleteToday(profile.timeZone)
    await new DetectAdaptations().handle(profile.userId, todayIso)
    const page = await new LoadPlanPage().handle(profile, todayIso)
    return ctx.inertia.render('TrainingPlan', page)
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const input = await request.validateUsing(createPlanValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const result = await new CreatePlan().handle({
      userId: profile.userId,
      todayIso: athleteToday(profile.timeZone),
      ...input,
    })
    if ('error' in result) {
      session.flashAll()
      session.flashErrors({ [fieldName(result.error.field)]: result.error.message })
      return response.redirect().back()
    }
    session.flash('success', 'Your plan is ready.')
    return response.redirect().toRoute('plan')
  }

  async updateWorkout(ctx: HttpContext) {
    const { request, response, session, auth, params } = ctx
    const input = await request.validateUsing(updateWorkoutValidator)
    const id = parseWorkoutId(String(params.id))
    if (!id) return response.notFound('Not found')
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    return this.refusals(ctx, async () => {
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
    })
  }

  async adapt(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const input = await request.validateUsing(adaptPlanValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    return this.refusals(ctx, async () => {
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
    })
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
    const updated = await db
      .from('training_plans')
      .where('user_id', auth.getUserOrFail().id)
      .where('status', 'active')
      .where('version', version)
      .update({ status: 'archived', archived_at: sqlTimestamp(DateTime.now()) })
    if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) {
      session.flashErrors({ version: new PlanVersionConflict().message })
      return response.redirect().toRoute('plan')
    }
    session.flash('success', 'The plan has ended. You can make a new one at any time.')
    return response.redirect().toRoute('plan')
  }

  /** The structured workout as a FIT workout file for a watch. */
  async fit({ params, response, auth }: HttpContext) {
    const id = parseWorkoutId(String(params.id))
    const plan = id ? await planOf(auth.getUserOrFail().id, id.planId) : null
    const workout = plan && id ? findWorkout(plan.document, id.key) : undefined
    if (!workout || workout.type === 'rest' || workout.type === 'race') {
      return response.notFound('Not found')
    }
    const bytes = workoutToFit(workout)
    response.header('Content-Type', 'application/vnd.ant.fit')
    response.attachment(`${workout.dateIso}-${workout.type}.fit`)
    return response.send(Buffer.from(bytes))
  }

  /** The calendar feed: public, found by its secret token only. */
  async ics({ params, response }: HttpContext) {
    const token = String(params.token).replace(/\.ics$/, '')
    const plan = await activePlanByIcsToken(token)
    if (!plan) return response.notFound('This calendar link is no longer valid.')
    const units = await unitsOf(plan.userId)
    response.header('Content-Type', 'text/calendar; charset=utf-8')
    response.header('Cache-Control', 'private, max-age=300')
    return planToIcs(plan.document, {
      calendarName: 'Pacewise training plan',
      uidDomain: 'pacewise',
      uidPrefix: `plan-${plan.id}`,
      nowIso: DateTime.utc().toISO()!,
      units,
    })
  }

  /** A new secret calendar URL; the old one stops working. */
  async resetIcs({ response, session, auth }: HttpContext) {
    const updated = await TrainingPlan.query()
      .where('user_id', auth.getUserOrFail().id)
      .where('status', 'active')
      .update({ ics_token: newIcsToken() })
    if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) {
      return response.notFound('Not found')
    }
    session.flash('success', 'New calendar link made. The old one no longer works.')
    return response.redirect().toRoute('plan')
  }

  private async answerRevision(ctx: HttpContext, answer: 'apply' | 'discard' | 'undo') {
    const { request, response, session, auth, params } = ctx
    const { version } = await request.validateUsing(versionValidator)
    const userId = auth.getUserOrFail().id
    const revisionId = Number(params.id)
    return this.refusals(ctx, async () => {
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
      return this.backToPlanOrCoach(ctx)
    })
  }

  /** Revisions answered from the coach's chat go back to the chat (Apply / Discard / Undo there). */
  private backToPlanOrCoach(ctx: HttpContext) {
    const referer = ctx.request.header('referer')
    let url: URL | null = null
    try {
      url = referer ? new URL(referer, 'http://localhost') : null
    } catch {
      url = null
    }
    if (url && (url.pathname === '/coach' || url.pathname.startsWith('/coach/'))) {
      // The path and query only (`/coach?thread=12`), never another host.
      return ctx.response.redirect().toPath(url.pathname + url.search)
    }
    return ctx.response.redirect().toRoute('plan')
  }

  /** A stale version or a refused change: back to the plan with the message on its field. */
  private async refusals(ctx: HttpContext, run: () => Promise<unknown>) {
    try {
      return await run()
    } catch (error) {
      if (error instanceof PlanVersionConflict) {
        ctx.session.flashErrors({ version: error.message })
        return this.backToPlanOrCoach(ctx)
      }
      if (error instanceof PlanChangeRefused) {
        ctx.session.flashErrors({ [error.field]: error.message })
        return this.backToPlanOrCoach(ctx)
      }
      throw error
    }
  }
}

/** The generator's input names → the form's field names. */
function fieldName(field: string) {
  return (
    (
      {
        raceDateIso: 'raceDate',
        startDateIso: 'startDate',
        todayIso: 'raceDate',
      } as Record<string, string>
    )[field] ?? field
  )
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
