/*
 * Shared fixtures for the plan tests: a fast-check arbitrary of valid PlanInputs and a checker
 * that lists every broken rule of docs/science.md#training-plans for a generated plan (empty
 * list = all rules hold).
 */
import fc from 'fast-check'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'
import { predictRaceSeconds } from '#domain/science/vdot'
import { addDays, isoWeekday } from '#domain/calendar'
import { PLAN_WEEKS, categoryFor, worldRecordSeconds } from '#domain/plans/generate_plan'
import { planNormViolations } from '#domain/plans/norms'
import type { IsoWeekday, Plan, PlanInput } from '#domain/plans/types'

export const marathonInput: PlanInput = {
  raceDistanceMeters: 42195,
  raceDateIso: '2026-10-11',
  goalSeconds: 4 * 3600,
  currentWeeklyMeters: 40000,
  longestRecentRunMeters: 16000,
  availableDays: [1, 2, 3, 4, 5, 6, 7],
  longRunDay: 7,
  experience: 'intermediate',
  startDateIso: '2026-06-08',
  vdot: 42,
  hrZones: null,
}

const weekdays = fc
  .subarray([1, 2, 3, 4, 5, 6, 7] as IsoWeekday[], { minLength: 1 })
  .chain((days) => fc.record({ days: fc.constant(days), longRunDay: fc.constantFrom(...days) }))

export const planInputArbitrary: fc.Arbitrary<PlanInput> = fc
  .record({
    distance: fc.oneof(
      // The standard distances and both sides of each category boundary (docs/plans.md#norms).
      fc.constantFrom(5000, 10000, 15000, 15001, 21097.5, 30000, 30001, 42195, 42200, 42201),
      fc.integer({ min: 1000, max: 100000 }),
      fc.constant(null)
    ),
    startOffsetDays: fc.integer({ min: 0, max: 700 }),
    extraDays: fc.integer({ min: 0, max: 180 }),
    goalVdot: fc.option(fc.double({ min: 30, max: 70, noNaN: true })),
    currentWeeklyMeters: fc.integer({ min: 0, max: 120000 }),
    longest: fc.option(fc.integer({ min: 0, max: 35000 })),
    days: weekdays,
    experience: fc.constantFrom('beginner', 'intermediate', 'advanced' as const),
    vdot: fc.option(fc.double({ min: 30, max: 70, noNaN: true })),
    zones: fc.oneof(
      fc.constant(null),
      fc.integer({ min: 140, max: 185 }).map((lthr) => hrZonesByLthr(lthr)),
      fc.integer({ min: 160, max: 205 }).map((max) => hrZonesByMax(max))
    ),
    baseWeeks: fc.integer({ min: 1, max: 20 }),
  })
  .map((r) => {
    const startDateIso = addDays('2026-01-01', r.startOffsetDays)
    const minWeeks = r.distance === null ? 0 : PLAN_WEEKS[categoryFor(r.distance)].min
    return {
      raceDistanceMeters: r.distance,
      raceDateIso: r.distance === null ? null : addDays(startDateIso, minWeeks * 7 + r.extraDays),
      goalSeconds:
        r.distance !== null && r.goalVdot !== null
          ? Math.round(
              Math.max(
                predictRaceSeconds(r.goalVdot, r.distance),
                worldRecordSeconds(r.distance) * 1.05
              )
            )
          : null,
      currentWeeklyMeters: r.currentWeeklyMeters,
      longestRecentRunMeters: r.longest,
      availableDays: r.days.days,
      longRunDay: r.days.longRunDay,
      experience: r.experience,
      startDateIso,
      vdot: r.vdot,
      hrZones: r.zones,
      baseWeeks: r.distance === null ? r.baseWeeks : undefined,
    } satisfies PlanInput
  })

/**
 * Every norm of docs/plans.md#norms (planNormViolations) plus the plan's shape: unique keys,
 * workouts inside their week on available days (the race on race day), doubles as the contract
 * gives them. Returns the violations (empty: all hold).
 */
export function planViolations(plan: Plan, input: PlanInput): string[] {
  const errors = planNormViolations(input, plan).map((v) => v.message)
  const keys = new Set<string>()
  const firstRuns = new Set<string>()
  for (const week of plan.weeks) {
    for (const w of week.workouts) {
      if (keys.has(w.key)) errors.push(`${w.key}: duplicate key`)
      keys.add(w.key)
      if (w.dateIso < week.startDateIso || w.dateIso > week.endDateIso)
        errors.push(`${w.key}: outside week ${week.index}`)
      if (w.type === 'race') {
        if (w.dateIso !== plan.raceDateIso) errors.push(`${w.key}: race not on race day`)
      } else if (w.type !== 'rest' && !plan.availableDays.includes(isoWeekday(w.dateIso)))
        errors.push(`${w.key}: run on a day that is not available`)
      if (w.session === 2 && (w.type !== 'easy' || w.hard || !w.key.endsWith('-2')))
        errors.push(`${w.key}: a second run is an easy run keyed -2`)
      if (w.session !== 2 && firstRuns.has(w.dateIso)) errors.push(`two first runs on ${w.dateIso}`)
      if (w.session !== 2) firstRuns.add(w.dateIso)
    }
  }
  const last = plan.weeks.at(-1)?.workouts.at(-1)
  if (plan.raceDateIso !== null && last?.type !== 'race')
    errors.push('the race is not the last workout')
  return errors
}
