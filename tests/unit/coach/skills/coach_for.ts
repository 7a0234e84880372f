/*
 * Shared set-up of the offline coach's skill specs: the coach's test athlete
 * (tests/support/coach_athlete.ts) and a way to ask the offline coach as that athlete.
 */
import { DateTime } from 'luxon'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { OfflineCoach } from '#coach/offline/engine'
import type { CoachContext } from '#coach/context'
import { createCoachAthlete, type CoachAthleteOptions } from '#tests/support/coach_athlete'

export async function coachFor(options: CoachAthleteOptions = {}) {
  const athlete = await createCoachAthlete(options)
  const context: CoachContext = {
    userId: athlete.user.id,
    profile: athlete.profile,
    todayIso: athlete.todayIso,
    audience: 'offline',
  }
  /**
   * The skill's answer: the engine's opening label of what was understood is checked in
   * engine.spec.ts, so the skills' specs read the answer after it.
   */
  const ask = async (question: string) => {
    const answer = await new OfflineCoach().answer(context, question)
    const label = answer.understood ? `**${answer.understood}:** ` : ''
    assertOpensWith(answer.content, label)
    return { ...answer, content: answer.content.slice(label.length) }
  }
  return { ...athlete, context, ask }
}

function assertOpensWith(content: string, label: string) {
  if (!content.startsWith(label)) throw new Error(`The answer does not open with "${label}".`)
}

/** The latest Wednesday up to today (UTC), for answers that depend on the weekday. */
export function thisWednesday() {
  const today = DateTime.utc()
  return today.minus({ days: (today.weekday - 3 + 7) % 7 }).toISODate()!
}

/** A fixed Wednesday, for answers checked against the test athlete's weekly runs. */
export const A_WEDNESDAY = '2026-03-18'

export async function proposedRevisions(userId: number) {
  const plan = await TrainingPlan.query().where('user_id', userId).where('status', 'active').first()
  if (!plan) return []
  return PlanRevision.query().where('plan_id', plan.id).where('status', 'proposed')
}
