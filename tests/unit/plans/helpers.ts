/*
 * Shared fixtures for the plan tests: a fast-check arbitrary of valid PlanInputs and a checker
 * that lists every broken rule of docs/science.md#training-plans for a generated plan (empty
 * list = all rules hold).
 */
import fc from 'fast-check'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'
import { predictRaceSeconds } from '#domain/science/vdot'
import { addDays, isoWeekday } from '#domain/calendar'
import { hardBackToBack } from '#domain/plans/adapt_plan'
import {
  DAY_BEFORE_LONG_MAX_SHARE,
  MAX_QUALITY,
  MIN_PEAK_WEEKLY_METERS,
  PEAK_GROWTH,
  PLAN_WEEKS,
  longRunMaxSeconds,
  longRunShareMax,
  START_FLOOR_METERS,
  categoryFor,
  weekTrainingMeters,
  worldRecordSeconds,
} from '#domain/plans/generate_plan'
import { distanceAtIntensity } from '#domain/plans/targets'
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

/** Every rule of docs/science.md#training-plans the generator promises; returns the violations. */
export function planViolations(plan: Plan, input: PlanInput): string[] {
  const errors: string[] = []
  const weeks = plan.weeks
  const start = Math.min(200000, Math.max(START_FLOOR_METERS, input.currentWeeklyMeters))
  const preTaper = weeks.filter((w) => w.phase !== 'taper' && w.phase !== 'race')
  const taper = weeks.filter((w) => w.phase === 'taper' || w.phase === 'race')
  const target = (i: number) => (i < 0 ? start : weeks[i].targetDistanceMeters)

  // Growth: ≤ 10 % over the best non-cutback week so far; two-week blocks ≤ 30 %.
  let best = start
  weeks.forEach((week, i) => {
    if (!week.isCutback && week.targetDistanceMeters > best * 1.1 + 1)
      errors.push(`week ${week.index}: > 10 % growth`)
    if (target(i) + target(i - 1) > 1.3 * (target(i - 2) + target(i - 3)) + 1)
      errors.push(`week ${week.index}: > 30 % over two weeks`)
    if (!week.isCutback && week.phase !== 'taper' && week.phase !== 'race')
      best = Math.max(best, week.targetDistanceMeters)
    const trained = weekTrainingMeters(week)
    if (trained > week.targetDistanceMeters + 100)
      errors.push(`week ${week.index}: planned ${trained} > target`)
    // A capped easy day (the one before the long run) may leave a full week a little short;
    // when the easy runs are as long as the long run (few days, capped long run) the week is
    // as big as its days allow.
    const longRun = week.workouts.find((w) => w.type === 'long')?.distanceMeters ?? Infinity
    const longestEasy = Math.max(
      0,
      ...week.workouts
        .filter((w) => ['easy', 'recovery', 'strides'].includes(w.type))
        .map((w) => w.distanceMeters ?? 0)
    )
    if (longestEasy > longRun + 100)
      errors.push(`week ${week.index}: a run longer than the long run`)
    if (
      !week.partial &&
      !week.reason?.easedFirstDay &&
      longestEasy < longRun - 100 &&
      week.phase !== 'race' &&
      week.workouts.some((w) => w.type === 'easy') &&
      trained < 0.95 * week.targetDistanceMeters - 100
    ) {
      errors.push(`week ${week.index}: planned ${trained} < 95 % of ${week.targetDistanceMeters}`)
    }
  })

  // Cutback every third or fourth week.
  let run = 0
  preTaper.forEach((week, i) => {
    run = week.isCutback ? 0 : run + 1
    if (run > 3) errors.push(`week ${week.index}: four weeks without a cutback`)
    if (
      week.isCutback &&
      i > 0 &&
      week.targetDistanceMeters >= preTaper[i - 1].targetDistanceMeters
    )
      errors.push(`week ${week.index}: cutback not lower`)
  })

  // Taper.
  if (plan.raceDateIso !== null) {
    const expected = plan.category === 'short' ? [1] : plan.category === 'half' ? [2] : [2, 3]
    if (!expected.includes(taper.length)) errors.push(`taper of ${taper.length} weeks`)
    const peak = Math.max(
      start,
      ...preTaper.filter((w) => !w.isCutback).map((w) => w.targetDistanceMeters)
    )
    const last = taper[taper.length - 1].targetDistanceMeters
    if (last < 0.4 * peak - 100 || last > 0.6 * peak) errors.push(`taper cut to ${last} of ${peak}`)
    taper.forEach((week, i) => {
      const previous = i === 0 ? peak : taper[i - 1].targetDistanceMeters
      if (week.targetDistanceMeters >= previous && !(i === 0 && previous === 0))
        errors.push(`taper week ${week.index} not lower`)
    })
    // The race week's training (race excluded) is 40–60 % of the peak week (docs/plans.md#taper);
    // with fewer than three running days, or fewer than two runs besides the race and the day before it,
    // the capped runs cannot hold that much.
    const raceWeek = weeks[weeks.length - 1]
    const raceWeekShare = weekTrainingMeters(raceWeek) / peak
    const dayBeforeRace = addDays(plan.raceDateIso, -1)
    const runs = raceWeek.workouts.filter(
      (w) => w.type !== 'rest' && w.type !== 'race' && w.dateIso !== dayBeforeRace
    )
    const canHold = runs.length >= 2 && plan.runningDays.length >= 3
    if ((canHold && raceWeekShare < 0.4 - 0.01) || raceWeekShare > 0.6 + 0.01)
      errors.push(`race week at ${raceWeekShare.toFixed(2)} of the peak`)
  } else if (taper.length > 0) errors.push('taper in a base block')

  // The peak grows from the current volume (docs/plans.md#weekly-volume): never below it, at most
  // PEAK_GROWTH over it unless the distance needs more (MIN_PEAK_WEEKLY_METERS).
  const peakTarget = Math.max(...weeks.map((w) => w.targetDistanceMeters))
  const needed = MIN_PEAK_WEEKLY_METERS[plan.category][plan.experience] * 1.15
  if (peakTarget < start - 100) errors.push(`peak ${peakTarget} below the start ${start}`)
  if (peakTarget > Math.max(start * (1 + PEAK_GROWTH[plan.experience]), needed) + 100)
    errors.push(`peak ${peakTarget} grows too much from ${start}`)

  // Long run share and duration (docs/plans.md#long-run); quality caps.
  const share = longRunShareMax(plan.category, plan.runningDays.length)
  const paces = plan.fitness.paces
  const longestRecent = input.longestRecentRunMeters
  for (const week of weeks) {
    const quality = week.workouts.filter((w) => w.hard && w.type !== 'long' && w.type !== 'race')
    if (quality.length > MAX_QUALITY[plan.experience])
      errors.push(`week ${week.index}: ${quality.length} quality sessions`)
    for (const w of week.workouts) {
      if (w.type === 'long' && week.phase !== 'race') {
        // Held at the athlete's current longest run (up to half the week), else ≤ the share.
        const held = Math.min(longestRecent ?? 0, 0.5 * week.targetDistanceMeters)
        if (w.distanceMeters! > Math.max(share * week.targetDistanceMeters, held) + 100)
          errors.push(`${w.key}: long run > ${share} of the week`)
        if (w.durationSeconds! > longRunMaxSeconds(plan.category, plan.experience) + 60)
          errors.push(`${w.key}: long run too long`)
        // Never below the current longest run without the week's reason saying so.
        if (
          longestRecent !== null &&
          w.distanceMeters! < Math.floor(longestRecent / 100) * 100 - 100 &&
          week.reason?.longRun?.belowRecentLongest !== true
        )
          errors.push(`${w.key}: below the longest recent run, no reason given`)
        // The day before the long run: rest, or an easy run of at most half of it (unless it
        // is the week's only easy run: the athlete's days leave no other place for the volume).
        const before = week.workouts.find((x) => x.dateIso === addDays(w.dateIso, -1))
        const easyRuns = week.workouts.filter((x) =>
          ['easy', 'recovery', 'strides'].includes(x.type)
        )
        if (
          before &&
          before.type !== 'rest' &&
          (before.hard || easyRuns.length > 1) &&
          (before.hard ||
            before.distanceMeters! > DAY_BEFORE_LONG_MAX_SHARE * w.distanceMeters! + 100)
        )
          errors.push(
            `${before.key}: ${before.type} of ${before.distanceMeters} before the long run`
          )
      }
      const t = distanceAtIntensity(w.steps, 'threshold')
      if (t > 0.1 * week.targetDistanceMeters + 1) errors.push(`${w.key}: threshold ${t} > 10 %`)
      const i = distanceAtIntensity(w.steps, 'interval')
      if (i > 0.08 * week.targetDistanceMeters + 1) errors.push(`${w.key}: intervals ${i} > 8 %`)
      for (const rep of repsWithIntensity(w.steps, 'interval')) {
        const seconds = rep.durationSeconds ?? (rep.distanceMeters! / 1000) * paces.interval
        if (seconds < 180 - 1e-6 || seconds > 300 + 1e-6)
          errors.push(`${w.key}: rep of ${seconds} s`)
      }
      const m = distanceAtIntensity(w.steps, 'marathon')
      if ((m / 1000) * paces.marathon > 110 * 60 + 1)
        errors.push(`${w.key}: marathon pace > 110 min`)
    }
  }

  // Hard days apart; available days only; dates inside the plan; one workout a day; race last.
  for (const [a, b] of hardBackToBack(plan)) errors.push(`hard back to back: ${a.key} ${b.key}`)
  const all = weeks.flatMap((w) => w.workouts)
  const dates = new Set<string>()
  for (const w of all) {
    if (
      w.type !== 'rest' &&
      w.type !== 'race' &&
      !input.availableDays.includes(isoWeekday(w.dateIso))
    )
      errors.push(`${w.key} on an unavailable day`)
    if (w.dateIso < input.startDateIso || w.dateIso > plan.endDateIso)
      errors.push(`${w.key} outside the plan`)
    if (dates.has(w.dateIso)) errors.push(`two workouts on ${w.dateIso}`)
    dates.add(w.dateIso)
  }
  if (new Set(all.map((w) => w.key)).size !== all.length) errors.push('duplicate keys')
  // The plan's first day is never a hard session (docs/plans.md#first-day).
  const first = all.find((w) => w.dateIso === input.startDateIso)
  if (first?.hard) errors.push(`first day ${first.key} is ${first.type}`)
  // Every week says why it looks the way it does (docs/plans.md#why-this-week).
  for (const week of weeks) {
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
