import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { lockAthlete } from '#services/athlete_lock'
import { newIcsToken } from '#services/calendar_token'
import TrainingPlan from '#models/training_plan'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteContextFor } from '#services/athlete_context'
import CurrentVdot from '#actions/progress/current_vdot'
import { generatePlan } from '#domain/plans/generate_plan'
import type { IsoWeekday, PlanError, PlanInput } from '#domain/plans/types'
import { ageInYears } from '#domain/science/heart_rate'
import { vdotFromRace } from '#domain/science/vdot'
import type { RaceResult } from '#domain/science/prediction'
import { sqlTimestamp } from '#queries/sql_dialect'
import FieldRefusedException, { type RefusalDetails } from '#exceptions/field_refused_exception'

/** The generator's input with the athlete's age and time off (docs/plans.md). */
type GeneratorInput = PlanInput & { ageYears?: number | null; timeOffWeeks?: number | null }
/** A refusal as the generator gives it: the code, the earliest date and what would work. */
type GeneratorRefusal = Omit<PlanError, 'field'> & {
  field: keyof GeneratorInput
  code?: string
  alternatives?: string[]
}

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
  /** Whole weeks without running just before the plan; null or 0: none. */
  timeOffWeeks?: number | null
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
    const profile = await athleteProfileOf(input.userId)
    const context = athleteContextFor(profile, input.todayIso)
    // One VDOT for the athlete everywhere: the one Progress and the coach show
    // (docs/science.md#one-vdot-at-a-time).
    const current = await new CurrentVdot().handle(profile, input.todayIso)
    const startDateIso =
      input.startDate ?? DateTime.fromISO(input.todayIso).plus({ days: 1 }).toISODate()!
    const birthDateIso = profile.birthDate?.toISODate() ?? null
    const planInput: GeneratorInput = {
      raceDistanceMeters: input.raceDistanceMeters ?? null,
      raceDateIso: input.raceDistanceMeters ? (input.raceDate ?? null) : null,
      goalSeconds: input.raceDistanceMeters ? (input.goalSeconds ?? null) : null,
      currentWeeklyMeters: input.currentWeeklyMeters,
      longestRecentRunMeters: input.longestRecentRunMeters ?? null,
      availableDays: [...new Set(input.availableDays)].sort() as IsoWeekday[],
      longRunDay: input.longRunDay as IsoWeekday,
      experience: input.experience ?? profile.experience ?? 'intermediate',
      startDateIso,
      // Age on the plan's first day; unknown without a birth date.
      ageYears: birthDateIso ? ageInYears(birthDateIso, startDateIso) : null,
      timeOffWeeks: input.timeOffWeeks ?? null,
      // The VDOT of the performance itself, not the one-decimal figure shown: the plan's
      // prediction then gives the seconds Progress and the coach give from that performance.
      vdot: current ? preciseVdot(current.race) : null,
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
    if ('error' in result) throw refusal(result.error)

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

/** The VDOT of a race, to a millionth (an effort's estimate comes back exactly as stored). */
function preciseVdot(race: RaceResult) {
  return Math.round(vdotFromRace(race.distanceMeters, race.durationSeconds) * 1e6) / 1e6
}

/** The generator's input names → this action's (and the form's) field names. */
function fieldName(field: string) {
  return (
    (
      {
        raceDateIso: 'raceDate',
        startDateIso: 'startDate',
        todayIso: 'raceDate',
        // The form has no age: a distance not advised at this age is answered on the distance.
        ageYears: 'raceDistanceMeters',
      } as Record<string, string>
    )[field] ?? field
  )
}

/**
 * The generator's refusal as the form shows it: the message on the field, the answers kept, and
 * for a race too soon the earliest date and the alternatives (a shorter race, more days). A
 * contradiction's message asks its question on the field.
 */
export function refusal(error: GeneratorRefusal): FieldRefusedException {
  const details: RefusalDetails = {}
  if (error.code) details.code = error.code
  if (error.earliestRaceDateIso) details.earliestDateIso = error.earliestRaceDateIso
  if (error.alternatives?.length) details.alternatives = [...error.alternatives]
  return new FieldRefusedException(fieldName(error.field), error.message, {
    keepInput: true,
    ...(Object.keys(details).length > 0 ? { details } : {}),
  })
}
