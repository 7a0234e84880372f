import type { HttpContext } from '@adonisjs/core/http'
import PlanRevision from '#models/plan_revision'
import ApplyRevision from '#actions/plans/apply_revision'
import DiscardRevision from '#actions/plans/discard_revision'
import ProposeRevision from '#actions/plans/propose_revision'
import UndoRevision from '#actions/plans/undo_revision'
import { backToPlanOrCoach } from '#exceptions/plan_exceptions'
import PlanRevisionPolicy from '#policies/plan_revision_policy'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import { adaptPlanValidator, versionValidator } from '#validators/plan'
import type { AdaptTrigger } from '#domain/plans/adapt_plan'
import type { IsoWeekday } from '#domain/plans/types'

/**
 * Revisions of the active plan: the athlete asks for one (adapt), then applies, discards or
 * undoes it; the coach's proposals are answered here too. Each carries the plan's version.
 */
export default class PlanRevisionsController {
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

  async apply(ctx: HttpContext) {
    return this.answerRevision(ctx, 'apply')
  }

  async discard(ctx: HttpContext) {
    return this.answerRevision(ctx, 'discard')
  }

  async undo(ctx: HttpContext) {
    return this.answerRevision(ctx, 'undo')
  }

  private async answerRevision(ctx: HttpContext, answer: 'apply' | 'discard' | 'undo') {
    const { request, response, session, auth, params, bouncer } = ctx
    const { version } = await request.validateUsing(versionValidator)
    const revision = await PlanRevision.findOrFail(Number(params.id))
    await revision.load('plan')
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
