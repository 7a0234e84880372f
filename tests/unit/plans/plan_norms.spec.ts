import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  CUTBACK_FACTOR,
  LONG_RUN_DISTANCE_MAX_METERS,
  RUN_WALK_BELOW_METERS,
  generatePlan,
  longRunMaxSeconds,
  weekTrainingMeters,
} from '#domain/plans/generate_plan'
import type { Experience, Plan, PlanError, PlanInput, PlanWeek } from '#domain/plans/types'
import { planInputArbitrary, planViolations } from './helpers.js'

/*
 * Athletes whose generated plans are checked against published coaching norms BY RULE
 * (docs/plans.md): each row names the norm it asserts; no pace or exact distance is hard-coded,
 * so moving training paces cannot break these tests, only broken rules can.
 */

function planOf(input: PlanInput): Plan {
  const result = generatePlan(input)
  if ('error' in result) throw new Error(`${result.error.field}: ${result.error.message}`)
  return result.plan
}

const START = '2026-06-08' // a Monday
const MAX_WEEKLY = 200000
const raceAfterWeeks = (weeks: number) => {
  const day = new Date(`${START}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + weeks * 7 - 1)
  return day.toISOString().slice(0, 10)
}

interface Norms {
  /** Peak long run in km (docs/plans.md#long-run), unless the duration cap stops it first. */
  peakLongKm: [number, number]
  /** Peak week over the current volume (docs/plans.md#volume). */
  growth: [number, number]
  /** Quality sessions in each full build or peak week that is not a cutback (docs/plans.md#session-menus). */
  qualityPerBuildWeek: number
  /** VO2max intervals somewhere in the plan. */
  intervals?: boolean
  /** Starts with run/walk and warns about what is realistic (docs/plans.md#low-volume-starts). */
  runWalk?: boolean
}

interface Row {
  name: string
  input: PlanInput
  norms: Norms
}

const athlete = (
  patch: Partial<PlanInput> & {
    raceDistanceMeters: number
    experience: Experience
    weeks: number
  }
): PlanInput => {
  const { weeks, ...rest } = patch
  return {
    goalSeconds: null,
    currentWeeklyMeters: 30000,
    longestRecentRunMeters: null,
    availableDays: [2, 4, 6, 7],
    longRunDay: 7,
    startDateIso: START,
    vdot: 40,
    hrZones: null,
    raceDateIso: raceAfterWeeks(weeks),
    ...rest,
  }
}

const ROWS: Row[] = [
  {
    // Higdon's 5K Novice: 3 runs a week; Daniels: at least one quality session once past base.
    name: 'beginner, 12 km a week on 3 days, 5K in 8 weeks',
    input: athlete({
      raceDistanceMeters: 5000,
      experience: 'beginner',
      weeks: 8,
      currentWeeklyMeters: 12000,
      longestRecentRunMeters: 5000,
      availableDays: [2, 4, 7],
      vdot: 32,
    }),
    norms: { peakLongKm: [5, 10], growth: [1.2, 1.7], qualityPerBuildWeek: 1 },
  },
  {
    name: 'intermediate, 30 km a week on 4 days, half marathon in 14 weeks',
    input: athlete({
      raceDistanceMeters: 21097.5,
      experience: 'intermediate',
      weeks: 14,
      currentWeeklyMeters: 30000,
      longestRecentRunMeters: 12000,
      vdot: 40,
    }),
    // Higdon's half plans: 10–12 mi; Pfitzinger's to 15 mi. Four days hold the long run, one
    // quality session and two easy days (the one before the long run short).
    norms: { peakLongKm: [15, 24], growth: [1.2, 1.4], qualityPerBuildWeek: 1 },
  },
  {
    name: 'intermediate, 50 km a week on 5 days, marathon in 18 weeks',
    input: athlete({
      raceDistanceMeters: 42195,
      experience: 'intermediate',
      weeks: 18,
      currentWeeklyMeters: 50000,
      longestRecentRunMeters: 18000,
      availableDays: [2, 3, 4, 6, 7],
      vdot: 45,
    }),
    // Pfitzinger 18/55–18/70: 20–22 mi; Higdon: 20 mi.
    norms: { peakLongKm: [29, 35], growth: [1.2, 1.4], qualityPerBuildWeek: 2, intervals: true },
  },
  {
    name: 'advanced, 90 km a week on 6 days, marathon in 18 weeks',
    input: athlete({
      raceDistanceMeters: 42195,
      experience: 'advanced',
      weeks: 18,
      currentWeeklyMeters: 90000,
      longestRecentRunMeters: 26000,
      availableDays: [1, 2, 3, 4, 5, 7],
      vdot: 55,
    }),
    norms: { peakLongKm: [29, 35], growth: [1.2, 1.4], qualityPerBuildWeek: 2, intervals: true },
  },
  {
    // Runs 16.6 km already: the half's long runs never start below that without a reason.
    name: 'intermediate, 35 km a week with a 16.6 km long run, half marathon in 12 weeks',
    input: athlete({
      raceDistanceMeters: 21097.5,
      experience: 'intermediate',
      weeks: 12,
      currentWeeklyMeters: 35000,
      longestRecentRunMeters: 16600,
      availableDays: [1, 2, 4, 6, 7],
      vdot: 44,
    }),
    norms: { peakLongKm: [16.6, 22], growth: [1.15, 1.4], qualityPerBuildWeek: 2 },
  },
]

const longRuns = (plan: Plan) =>
  plan.weeks.flatMap((w) => w.workouts.filter((x) => x.type === 'long'))
const isQuality = (type: string) =>
  ['tempo', 'threshold', 'intervals', 'marathon_pace'].includes(type)
const peakOf = (plan: Plan) => Math.max(...plan.weeks.map((w) => w.targetDistanceMeters))
const fullTrainingWeeks = (plan: Plan): PlanWeek[] =>
  plan.weeks.filter(
    (w) => !w.partial && !w.isCutback && (w.phase === 'build' || w.phase === 'peak')
  )

test.group('plans against published norms, athlete by athlete', () => {
  for (const row of ROWS) {
    test(row.name, ({ assert }) => {
      const plan = planOf(row.input)
      const { norms } = row
      assert.deepEqual(planViolations(plan, row.input), [])

      // Peak long run in the published range, or stopped by the duration cap (then ≥ 2.5 h).
      const longest = longRuns(plan).reduce((a, b) =>
        (b.distanceMeters ?? 0) > (a.distanceMeters ?? 0) ? b : a
      )
      const km = longest.distanceMeters! / 1000
      const capped =
        longest.durationSeconds! >= longRunMaxSeconds(plan.category, plan.experience) - 600
      assert.isAtMost(km, norms.peakLongKm[1], 'peak long run')
      if (!capped) assert.isAtLeast(km, norms.peakLongKm[0], 'peak long run')
      else assert.isAtLeast(longest.durationSeconds!, 2.5 * 3600)
      assert.isAtMost(longest.distanceMeters!, LONG_RUN_DISTANCE_MAX_METERS[plan.category])

      // Growth from the current volume (at least the 8 km floor).
      const start = Math.max(8000, row.input.currentWeeklyMeters)
      const growth = peakOf(plan) / start
      assert.isAtLeast(growth, norms.growth[0], 'growth')
      assert.isAtMost(growth, norms.growth[1], 'growth')
      assert.equal(plan.weeks[0].targetDistanceMeters, start)

      // Volume keeps growing into the peak: the peak volume is first reached in the race-specific
      // (peak) weeks, not before (docs/plans.md#volume: the ramp).
      const preTaper = plan.weeks.filter((w) => w.phase !== 'taper' && w.phase !== 'race')
      const firstPeak = preTaper.findIndex((w) => w.targetDistanceMeters === peakOf(plan))
      const peakPhase = preTaper.findIndex((w) => w.phase === 'peak')
      assert.isAtLeast(firstPeak, peakPhase, 'peak early')

      // Cutback weeks at 75 % of the best week, at least one in any plan over 4 weeks, except
      // for a beginner whose weeks under 20 km do not count (novice programmes have none): a
      // beginner's cutback comes after two build weeks of 20 km or more.
      const cutbacks = plan.weeks.filter((w) => w.isCutback)
      const counted =
        row.input.experience === 'beginner'
          ? preTaper.filter((w) => w.targetDistanceMeters >= 20000)
          : preTaper
      if (counted.length > 4) assert.isAtLeast(cutbacks.length, 1)
      if (counted.length === 0) assert.lengthOf(cutbacks, 0)
      for (const week of cutbacks) {
        assert.equal(week.reason!.volume.rule, 'cutback')
        assert.closeTo(
          week.targetDistanceMeters,
          CUTBACK_FACTOR * week.reason!.volume.referenceMeters,
          100
        )
      }

      // Quality sessions per week for the level.
      for (const week of fullTrainingWeeks(plan)) {
        const quality = week.workouts.filter((w) => isQuality(w.type)).length
        assert.isAtLeast(quality, norms.qualityPerBuildWeek, `week ${week.index} quality`)
      }
      const types = new Set(plan.weeks.flatMap((w) => w.workouts.map((x) => x.type)))
      if (norms.intervals) assert.isTrue(types.has('intervals'), 'VO2max intervals')

      // Taper: race week 40–60 % of the peak.
      const raceWeek = plan.weeks.at(-1)!
      const share = weekTrainingMeters(raceWeek) / peakOf(plan)
      assert.isAtLeast(share, 0.4)
      assert.isAtMost(share, 0.6)

      // Never below the current longest run without a stated reason.
      const recent = row.input.longestRecentRunMeters
      if (recent !== null) {
        for (const week of plan.weeks) {
          const long = week.workouts.find((w) => w.type === 'long')
          if (long && long.distanceMeters! < recent)
            assert.isTrue(week.reason!.longRun!.belowRecentLongest, `week ${week.index}`)
        }
        const firstFull = plan.weeks.find((w) => !w.partial && !w.isCutback)!
        const firstLong = firstFull.workouts.find((w) => w.type === 'long')!
        // Held when it is at most 40 % of the week (docs/plans.md#long-run).
        if (recent <= 0.4 * firstFull.targetDistanceMeters)
          assert.isAtLeast(firstLong.distanceMeters!, recent - 100)
        else if (firstLong.distanceMeters! < recent)
          assert.isTrue(firstFull.reason!.longRun!.belowRecentLongest)
      }

      // Run/walk and an honest message at low volume.
      const lowVolume = plan.warnings.find((w) => w.code === 'low_volume')
      if (norms.runWalk) {
        assert.isBelow(row.input.currentWeeklyMeters, RUN_WALK_BELOW_METERS)
        assert.isTrue(plan.weeks[0].reason!.runWalk)
        assert.isTrue(plan.weeks[0].workouts.some((w) => /run\/walk/i.test(w.title)))
        assert.exists(lowVolume)
        assert.match(lowVolume!.message, /run\/walk/)
        assert.include(lowVolume!.message, `${Number(km.toFixed(1))} km`)
      } else {
        assert.isFalse(plan.weeks.some((w) => w.reason!.runWalk))
      }
    })
  }
})

test.group('plans against published norms, rules that name their reason', () => {
  test('a cutback week and a taper week say why their long run is shorter', ({ assert }) => {
    const plan = planOf(ROWS[3].input)
    const cutback = plan.weeks.find((w) => w.isCutback && w.index > 5)!
    assert.equal(cutback.reason!.longRun!.rule, 'cutback')
    const taper = plan.weeks.find((w) => w.phase === 'taper')!
    assert.equal(taper.reason!.volume.rule, 'taper')
    assert.include(['taper', 'share'], taper.reason!.longRun!.rule)
    // The advanced marathoner's peak long runs stop at the distance's longest useful run.
    const peak = plan.weeks.find((w) => w.phase === 'peak')!
    assert.equal(peak.reason!.longRun!.rule, 'distance')
  })

  test('nothing run yet, 10K in 5 weeks: refused with the earliest date, which gives a run/walk plan', ({
    assert,
  }) => {
    const input = athlete({
      raceDistanceMeters: 10000,
      experience: 'beginner',
      weeks: 5,
      currentWeeklyMeters: 0,
      availableDays: [2, 4, 6],
      longRunDay: 6,
      vdot: null,
    })
    const result = generatePlan(input)
    assert.property(result, 'error')
    const error = (result as { error: PlanError }).error
    assert.equal(error.code, 'too_soon')
    assert.isString(error.earliestRaceDateIso)
    assert.include(error.alternatives!.join(' '), error.earliestRaceDateIso!)
    const later = { ...input, raceDateIso: error.earliestRaceDateIso! }
    const plan = planOf(later)
    assert.deepEqual(planViolations(plan, later), [])
    assert.isTrue(plan.weeks[0].reason!.runWalk)
    assert.include(
      plan.warnings.map((w) => w.code),
      'low_volume'
    )
  })

  test("the plan's first day is never a hard session, even on the long-run day", ({ assert }) => {
    for (const startDateIso of ['2026-06-09', '2026-06-10', '2026-06-13', '2026-06-14']) {
      const input = { ...ROWS[2].input, startDateIso }
      const plan = planOf(input)
      const first = plan.weeks[0].workouts.find((w) => w.dateIso === startDateIso)!
      assert.isFalse(first.hard, `${startDateIso}: ${first.type}`)
      assert.deepEqual(planViolations(plan, input), [])
    }
  })

  test('on 4-day weeks the day before the long run is rest or at most half of it', ({ assert }) => {
    // The athlete can run Tue, Thu, Sat, Sun: Saturday must stay short.
    const plan = planOf(ROWS[1].input)
    for (const week of plan.weeks) {
      const long = week.workouts.find((w) => w.type === 'long')
      if (!long) continue
      const before = week.workouts[week.workouts.indexOf(long) - 1]
      if (!before || before.type === 'rest') continue
      assert.isFalse(before.hard)
      assert.isAtMost(before.distanceMeters!, 0.5 * long.distanceMeters! + 100)
    }
  })
})

test.group('plans against published norms, random athletes (fast-check)', () => {
  test('long runs, growth and race week hold for any athlete with a race', ({ assert }) => {
    fc.assert(
      fc.property(
        planInputArbitrary.filter((input) => input.raceDistanceMeters !== null),
        (input) => {
          const result = generatePlan(input)
          if ('error' in result) return
          const plan = result.plan
          const peak = peakOf(plan)
          const longest = Math.max(0, ...longRuns(plan).map((w) => w.distanceMeters ?? 0))
          // The long run stays within the distance's cap, and the rule a week names is the one
          // that set its long run.
          assert.isAtMost(peak, MAX_WEEKLY)
          for (const week of plan.weeks) {
            const long = week.workouts.find((w) => w.type === 'long')
            const reason = week.reason!.longRun
            if (!long || !reason) continue
            assert.equal(reason.meters, long.distanceMeters)
            assert.isAtMost(longest, reason.distanceMaxMeters)
            if (reason.rule === 'distance')
              assert.equal(long.distanceMeters, reason.distanceMaxMeters)
            // (Run/walk long runs are whole run-walk bouts, up to a few hundred metres short.)
            if (reason.rule === 'share')
              assert.closeTo(
                long.distanceMeters!,
                reason.maxShare * week.targetDistanceMeters,
                reason.rule === 'share' && week.reason!.runWalk ? 400 : 100
              )
            if (reason.rule === 'current_longest')
              assert.isAtMost(long.distanceMeters!, input.longestRecentRunMeters!)
          }
          // Every week carries a reason whose volume rule matches its shape.
          for (const week of plan.weeks) {
            // A week its days could not hold says so (capacity) whatever it was meant to be.
            if (week.isCutback) assert.oneOf(week.reason!.volume.rule, ['cutback', 'capacity'])
            if (week.phase === 'taper' || week.phase === 'race')
              assert.oneOf(week.reason!.volume.rule, ['taper', 'capacity'])
          }
        }
      ),
      { numRuns: 150 }
    )
  }).timeout(20000)
})
