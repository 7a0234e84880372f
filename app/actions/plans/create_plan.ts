import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { lockAthlete } from '#services/athlete_lock'
import { newIcsToken } from '#services/calendar_token'
import TrainingPlan from '#models/training_plan'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import { athleteContextFor } from '#services/athlete_context'
import CurrentVdot from '#actions/progress/current_vdot'
import { generatePlan } from '#domain/plans/generate_plan'
import type { IsoWeekday, PlanInput } from '#domain/plans/types'
import { sqlTimestamp } from '#queries/sql_dialect'
import FieldRefusedException from '#exceptions/field_refused_exception'

export interface CreatePlanInput {
  userId: number
  todayIso: string
  raceDistanceMeters?: number | null
  raceDate?: string | null
  goalSeconds?: number | null
  availableDays: number[]
  longRunDay: number
  currentWeeklyMeters: number
  longestRecentRunMeters?: number | null
  experience?: 'beginner' | 'intermediate' | 'advanced'
  startDate?: string | null
}

/**
 * Generates a plan from the athlete's answers, their fitness (the current VDOT:
 * the profile's recent race or a hard effort of the last 12 weeks, whichever is
 * higher, as on Progress and in the coach; else estimated from volume and
 * labelled so) and HR
 * zones, and makes it the active plan. The previous active plan is archived,
 * never deleted. Answers the generator refuses (a race too soon, say):
 * FieldRefusedException on the form's field, nothing stored.
 */
export default class CreatePlan {
  async handle(input: CreatePlanInput): Promise<{ plan: TrainingPlan }> {
    const profile = await new FindAthleteProfile().handle(input.userId)
    const context = athleteContextFor(profile, input.todayIso)
    // One VDOT for the athlete everywhere: the one Progress and the coach show
    // (docs/science.md#one-vdot-at-a-time).
    const current = await new CurrentVdot().handle(profile, input.todayIso)
    const planInput: PlanInput = {
      raceDistanceMeters: input.raceDistanceMeters ?? null,
      raceDateIso: input.raceDistanceMeters ? (input.raceDate ?? null) : null,
      goalSeconds: input.raceDistanceMeters ? (input.goalSeconds ?? null) : null,
      currentWeeklyMeters: input.currentWeeklyMeters,
      longestRecentRunMeters: input.longestRecentRunMeters ?? null,
      availableDays: [...new Set(input.availableDays)].sort() as IsoWeekday[],
      longRunDay: input.longRunDay as IsoWeekday,
      experience: input.experience ?? profile.experience ?? 'intermediate',
      startDateIso:
        input.startDate ?? DateTime.fromISO(input.todayIso).plus({ days: 1 }).toISODate()!,
      vdot: current?.vdot.value ?? null,
      ...(current
        ? { vdotBasis: current.vdot.source === 'profile' ? 'race_result' : 'effort' }
        : {}),
      hrZones:
        context.hrZones?.map((zone) => ({
          name: zone.name,
          min: zone.min,
          max: Number.isFinite(zone.max) ? zone.max : null,
        })) ?? null,
      todayIso: input.todayIso,
    }
    const result = generatePlan(planInput)
    if ('error' in result) {
      throw new FieldRefusedException(fieldName(result.error.field), result.error.message, {
        keepInput: true,
      })
    }

    const document = result.plan
    const plan = await db.transaction(async (trx) => {
      // One active plan: a concurrent creation waits, then archives this one.
      await lockAthlete(trx, 'plans', input.userId)
      await TrainingPlan.query({ client: trx })
        .where('user_id', input.userId)
        .where('status', 'active')
        .update({ status: 'archived', archived_at: sqlTimestamp(DateTime.now()) })
      return TrainingPlan.create(
        {
          userId: input.userId,
          status: 'active',
          version: 1,
          input: planInput,
          document,
          icsToken: newIcsToken(),
          raceDistanceMeters: document.raceDistanceMeters,
          raceDate: document.raceDateIso,
          goalSeconds: document.goalSeconds,
          startDate: document.startDateIso,
          endDate: document.endDateIso,
          archivedAt: null,
        },
        { client: trx }
      )
    })
    return { plan }
  }
}

/** The generator's input names → this action's (and the form's) field names. */
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
