/*
 * Shared fixtures for the plan tests: a fast-check arbitrary of valid PlanInputs and a checker
 * that lists every broken rule for a generated plan (empty list = all rules hold): the norms of
 * docs/plans.md#norms through app/domain/plans/norms.ts, plus the plan's structure (days, dates,
 * keys, the race last, reasons, interval repetitions).
 */
import fc from 'fast-check'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'
import { predictRaceSeconds } from '#domain/science/vdot'
import { addDays, isoWeekday } from '#domain/calendar'
import { PLAN_WEEKS, categoryFor, worldRecordSeconds } from '#domain/plans/generate_plan'
import { planNormViolations } from '#domain/plans/norms'
import type { IsoWeekday, Plan, PlanInput, WorkoutStep } from '#domain/plans/types'

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
      fc.constantFrom(5000, 10000, 21097.5, 42195),
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

function repsWithIntensity(steps: WorkoutStep[], intensity: string): WorkoutStep[] {
  return steps.flatMap((step) =>
    step.repeat
      ? repsWithIntensity(step.repeat.steps, intensity)
      : step.target?.intensity === intensity
        ? [step]
        : []
  )
}

/** Every norm (docs/plans.md#norms) and the plan's structure; returns the violations. */
export function planViolations(plan: Plan, input: PlanInput): string[] {
  const errors = planNormViolations(input, plan).map((v) => v.message)
  const paces = plan.fitness.paces
  const all = plan.weeks.flatMap((w) => w.workouts)
  // Interval repetitions last 3–5 minutes (Daniels ch. 4).
  for (const w of all) {
    for (const rep of repsWithIntensity(w.steps, 'interval')) {
      const seconds = rep.durationSeconds ?? (rep.distanceMeters! / 1000) * paces.interval
      if (seconds < 180 - 1e-6 || seconds > 300 + 1e-6) errors.push(`${w.key}: rep of ${seconds} s`)
    }
  }
  // Available days only; dates inside the plan; one run a day, or a double (the second run
  // marked session 2); unique keys.
  const runsOn = new Map<string, number>()
  for (const w of all) {
    if (
      w.type !== 'rest' &&
      w.type !== 'race' &&
      !input.availableDays.includes(isoWeekday(w.dateIso))
    )
      errors.push(`${w.key} on an unavailable day`)
    if (w.dateIso < input.startDateIso || w.dateIso > plan.endDateIso)
      errors.push(`${w.key} outside the plan`)
    if (w.session !== 2) runsOn.set(w.dateIso, (runsOn.get(w.dateIso) ?? 0) + 1)
    else if (w.key.endsWith('-2') && !all.some((x) => x.key === w.key.slice(0, -2)))
      errors.push(`${w.key}: a second run without a first`)
  }
  for (const [date, n] of runsOn) if (n > 1) errors.push(`two workouts on ${date}`)
  if (new Set(all.map((w) => w.key)).size !== all.length) errors.push('duplicate keys')
  // The plan's first day is never a hard session (docs/plans.md#first-day).
  const first = all.find((w) => w.dateIso === input.startDateIso)
  if (first?.hard) errors.push(`first day ${first.key} is ${first.type}`)
  // Every week says why it looks the way it does (docs/plans.md#why-this-week).
  for (const week of plan.weeks) {
    if (!week.reason) errors.push(`week ${week.index}: no reason`)
    else if (week.reason.volume.meters !== week.targetDistanceMeters)
      errors.push(`week ${week.index}: reason's volume differs`)
  }
  const races = all.filter((w) => w.type === 'race')
  if (plan.raceDateIso !== null) {
    const lastWorkout = all[all.length - 1]
    if (
      races.length !== 1 ||
      lastWorkout.type !== 'race' ||
      lastWorkout.dateIso !== plan.raceDateIso
    )
      errors.push('race week does not end with the race')
  } else if (races.length > 0) errors.push('race in a base block')
  return errors
}
