import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  LONG_RUN_SHARE_BY_CATEGORY,
  MIN_PEAK_WEEKLY_METERS,
  generatePlan,
  weekTrainingMeters,
  worldRecordSeconds,
} from '#domain/plans/generate_plan'
import type { Plan, PlanInput } from '#domain/plans/types'
import { marathonInput, planInputArbitrary, planViolations } from './helpers.js'
import { hrZonesByLthr } from '#domain/science/zones'
import { predictRaceSeconds } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'

function planOf(input: PlanInput): Plan {
  const result = generatePlan(input)
  if ('error' in result) throw new Error(`${result.error.field}: ${result.error.message}`)
  return result.plan
}

test.group('generatePlan: rules for any valid input (fast-check)', () => {
  test('every norm of docs/plans.md#norms holds, or the input is refused with a reason', ({
    assert,
  }) => {
    fc.assert(
      fc.property(planInputArbitrary, (input) => {
        const result = generatePlan(input)
        if ('error' in result) {
          // Valid inputs are refused only for safety or contradiction, never as malformed.
          assert.notEqual(result.error.code, 'invalid', JSON.stringify(input))
          assert.isAbove(result.error.message.length, 20)
          return
        }
        const violations = planViolations(result.plan, input)
        assert.deepEqual(violations, [], JSON.stringify(input))
      }),
      { numRuns: 300 }
    )
  }).timeout(20000)

  test('deterministic: the same input gives the same plan', () => {
    fc.assert(
      fc.property(planInputArbitrary, (input) => {
        const first = JSON.stringify(generatePlan(input))
        const second = JSON.stringify(generatePlan(input))
        return first === second
      }),
      { numRuns: 30 }
    )
  })
})

test.group('generatePlan: an 18-week marathon', () => {
  test('has the expected shape', ({ assert }) => {
    const plan = planOf(marathonInput)
    assert.lengthOf(plan.weeks, 18)
    assert.isFalse(plan.compressed)
    // Phases in order (Daniels I–IV, Pfitzinger's mesocycles): base, build, peak, taper, race.
    const order = ['base', 'build', 'peak', 'taper', 'race']
    const phases = plan.weeks.map((w) => order.indexOf(w.phase))
    assert.isTrue(phases.every((p, i) => i === 0 || p >= phases[i - 1]))
    assert.deepEqual(
      plan.weeks.slice(-3).map((w) => w.phase),
      ['taper', 'taper', 'race']
    )
    // A cutback after three build weeks.
    assert.deepEqual(
      plan.weeks.filter((w) => w.isCutback).map((w) => w.index),
      [4, 8, 12]
    )
    // Starts at the current 40 km; 40 km + 35 % is below the 60 km an intermediate marathoner
    // aims at (MIN_PEAK_WEEKLY_METERS), so it peaks at 60 km; race week at 50 % of the peak.
    assert.equal(plan.weeks[0].targetDistanceMeters, 40000)
    assert.equal(Math.max(...plan.weeks.map((w) => w.targetDistanceMeters)), 60000)
    assert.equal(MIN_PEAK_WEEKLY_METERS.marathon.intermediate, 60000)
    assert.equal(plan.weeks[17].targetDistanceMeters, 30000)
    // Weeks end on race day (a Sunday): Monday–Sunday weeks here.
    assert.equal(plan.weeks[0].startDateIso, '2026-06-08')
    assert.equal(plan.weeks[17].endDateIso, '2026-10-11')
    const race = plan.weeks[17].workouts.at(-1)!
    assert.equal(race.type, 'race')
    assert.equal(race.dateIso, '2026-10-11')
    // Goal 4:00:00 is slower than the prediction: within reach, race pace 5:41 /km ± 1 %.
    assert.equal(plan.raceTarget?.basis, 'goal')
    assert.isFalse(plan.goalIsStretch)
    const pace = race.steps[0].target!.paceSecPerKm
    assert.closeTo((pace[0] + pace[1]) / 2, 14400 / 42.195, 0.2)
    // Long runs on Sundays, at most 35 % of a marathon week, 45 % in the peak weeks (27 km).
    const longs = plan.weeks.flatMap((w) => w.workouts).filter((w) => w.type === 'long')
    assert.isTrue(longs.every((w) => w.dateIso && new Date(w.dateIso).getUTCDay() === 0))
    assert.equal(LONG_RUN_SHARE_BY_CATEGORY.marathon, 0.35)
    assert.equal(Math.max(...longs.map((w) => w.distanceMeters!)), 27000)
    assert.includeMembers(
      plan.weeks[8].workouts.map((w) => w.type),
      ['threshold', 'intervals', 'long', 'easy']
    )
    assert.includeMembers(
      plan.weeks[12].workouts.map((w) => w.type),
      ['threshold', 'marathon_pace', 'long', 'easy']
    )
    assert.deepEqual(planViolations(plan, marathonInput), [])
    assert.isBelow(JSON.stringify(plan).length, 100_000)
  })

  test('steps carry pace ranges from VDOT and HR ranges from the zones', ({ assert }) => {
    const zones = [
      { name: 'Z1', min: 0, max: 120 },
      { name: 'Z2', min: 120, max: 140 },
      { name: 'Z3', min: 140, max: 160 },
      { name: 'Z4', min: 160, max: 180 },
      { name: 'Z5', min: 180, max: Infinity },
    ]
    const plan = planOf({ ...marathonInput, hrZones: zones })
    const tempo = plan.weeks.flatMap((w) => w.workouts).find((w) => w.type === 'threshold')!
    const repeat = tempo.steps.find((s) => s.kind === 'repeat')!
    const active = repeat.repeat!.steps[0]
    // Daniels: T at 88–92 % of HRmax, E at 65–79 % (zones at 60/70/80/90 % of HRmax 200).
    assert.deepEqual(active.target!.hr, [176, 184])
    assert.closeTo(active.target!.paceSecPerKm[0], plan.fitness.paces.threshold, 0.1)
    assert.deepEqual(tempo.steps[0].target!.hr, [130, 158])
    assert.equal(tempo.steps[0].kind, 'warmup')
    assert.equal(tempo.steps.at(-1)!.kind, 'cooldown')
  })

  test('without a goal the race and the marathon-pace sessions share one predicted pace', ({
    assert,
  }) => {
    const plan = planOf({ ...marathonInput, goalSeconds: null })
    // The prediction is Progress's: predictRace from the plan's VDOT and the current volume
    // (40 km a week slows the VDOT time by 2.5 %).
    const prediction = predictRace({
      targetDistanceMeters: 42195,
      races: [{ distanceMeters: 5000, durationSeconds: predictRaceSeconds(42, 5000) }],
      weeklyDistanceMeters: 40000,
    })!
    assert.closeTo(plan.prediction!.seconds, prediction.seconds, 1)
    assert.equal(plan.raceTarget!.basis, 'prediction')
    const predicted = plan.raceTarget!.paceSecPerKm
    assert.closeTo(predicted, prediction.seconds / 42.195, 0.1)
    const workouts = plan.weeks.flatMap((w) => w.workouts)
    const race = workouts.find((w) => w.type === 'race')!
    const [raceFast, raceSlow] = race.steps.at(-1)!.target!.paceSecPerKm
    assert.closeTo((raceFast + raceSlow) / 2, predicted, 0.1)
    const mpSession = workouts.find((w) => w.type === 'marathon_pace')!
    const mpStep = mpSession.steps.find((step) => step.target?.intensity === 'marathon')!
    const [mpFast, mpSlow] = mpStep.target!.paceSecPerKm
    assert.isAtMost(mpFast, predicted)
    assert.isAtLeast(mpSlow, predicted)
  })

  test('an out-of-reach goal is a stretch: race day and M sessions follow the prediction', ({
    assert,
  }) => {
    const plan = planOf({ ...marathonInput, goalSeconds: 3 * 3600 })
    assert.isTrue(plan.goalIsStretch)
    assert.equal(plan.raceTarget!.basis, 'prediction')
    assert.include(
      plan.warnings.map((w) => w.code),
      'goal_stretch'
    )
    const race = plan.weeks.at(-1)!.workouts.at(-1)!
    const [fast, slow] = race.steps[0].target!.paceSecPerKm
    assert.closeTo((fast + slow) / 2, plan.raceTarget!.paceSecPerKm, 0.2)
  })

  test("with Friel's LTHR zones easy is up to Z2, without Z2's floor", ({ assert }) => {
    // LTHR 170: Z1 below 145 bpm (85 %), Z2 from 145 up to 153 (90 %, half-open); Daniels' easy
    // running is 65–79 % of HRmax, much of it below Friel's Z2.
    const zones = hrZonesByLthr(170)
    assert.deepEqual([zones[1].min, zones[1].max], [145, 153])
    const plan = planOf({ ...marathonInput, hrZones: zones })
    const easy = plan.weeks.flatMap((w) => w.workouts).find((w) => w.type === 'easy')!
    const [low, high] = easy.steps[0].target!.hr!
    assert.equal(high, 153)
    assert.isBelow(low, 145)
    const tempo = plan.weeks.flatMap((w) => w.workouts).find((w) => w.type === 'threshold')!
    const threshold = tempo.steps.find((s) => s.kind === 'repeat')!.repeat!.steps[0]
    assert.deepEqual(threshold.target!.hr, [zones[3].min, zones[4].max])
  })
})

test.group('generatePlan: lengths, compression, base blocks', () => {
  test('a 10K 4 weeks out is compressed and says so', ({ assert }) => {
    const plan = planOf({
      ...marathonInput,
      raceDistanceMeters: 10000,
      goalSeconds: null,
      raceDateIso: '2026-07-06',
    })
    assert.isTrue(plan.compressed)
    assert.match(plan.note, /compressed/)
    assert.deepEqual(planViolations(plan, { ...marathonInput, raceDistanceMeters: 10000 }), [])
  })

  test('a base block without a race has baseWeeks weeks, all base, no race', ({ assert }) => {
    const input = {
      ...marathonInput,
      raceDistanceMeters: null,
      raceDateIso: null,
      goalSeconds: null,
      baseWeeks: 10,
    }
    const plan = planOf(input)
    assert.lengthOf(plan.weeks, 10)
    assert.isTrue(plan.weeks.every((w) => w.phase === 'base'))
    assert.equal(plan.weeks[1].startDateIso, '2026-06-15')
    assert.deepEqual(planViolations(plan, input), [])
  })

  test('a race on a day that is not available is still planned, with a warning', ({ assert }) => {
    const input = {
      ...marathonInput,
      availableDays: [2, 4, 6] as PlanInput['availableDays'],
      longRunDay: 6 as const,
    }
    const plan = planOf(input)
    assert.equal(plan.weeks.at(-1)!.workouts.at(-1)!.type, 'race')
    assert.include(
      plan.warnings.map((w) => w.code),
      'race_day_not_available'
    )
    // All three offered days are run: no warning about unused days.
    assert.notInclude(
      plan.warnings.map((w) => w.code),
      'running_days_used'
    )
    assert.deepEqual(planViolations(plan, input), [])
  })

  test('a marathon typed as 42.2 km is planned as a marathon; beyond 42.2 km as an ultra', ({
    assert,
  }) => {
    // The generator and the norms share one boundary (docs/plans.md#norms): a marathon rounded
    // up by a metre once got an ultra's 40 km long run, which the marathon norm refuses.
    const long = { ...marathonInput, currentWeeklyMeters: 55000, longestRecentRunMeters: 31910 }
    for (const raceDistanceMeters of [42195, 42196, 42200]) {
      const input = { ...long, raceDistanceMeters, goalSeconds: null }
      const plan = planOf(input)
      assert.isNotNull(plan.prediction, `${raceDistanceMeters} m`)
      const longRuns = plan.weeks.flatMap((w) => w.workouts.filter((x) => x.type === 'long'))
      assert.isAbove(longRuns.length, 0)
      for (const run of longRuns) assert.isAtMost(run.distanceMeters!, 35000, run.key)
      assert.deepEqual(planViolations(plan, input), [], `${raceDistanceMeters} m`)
    }
    const ultra = planOf({ ...long, raceDistanceMeters: 42300, goalSeconds: null })
    assert.isNull(ultra.prediction)
  })

  test('easy runs are at least 3 km: fewer easy days rather than token runs', ({ assert }) => {
    const easyUnder3Km = (plan: Plan) =>
      plan.weeks.flatMap((w) =>
        w.workouts
          .filter((x) => x.type === 'easy' && (x.distanceMeters ?? 0) < 3000)
          .map((x) => `${x.key} ${x.distanceMeters} m`)
      )
    // A plan starting on a Thursday: the partial first week once held a 1.4 km run beside its
    // long run.
    const thursday = {
      ...marathonInput,
      raceDistanceMeters: 10000,
      raceDateIso: '2027-06-12',
      goalSeconds: null,
      startDateIso: '2027-04-01',
      currentWeeklyMeters: 35000,
      longestRecentRunMeters: null,
      availableDays: [1, 4, 6] as PlanInput['availableDays'],
      longRunDay: 6 as const,
      ageYears: 58,
    }
    const plan = planOf(thursday)
    assert.deepEqual(easyUnder3Km(plan), [])
    assert.deepEqual(planViolations(plan, thursday), [])
    // Six days offered for 20 km a week: the easy volume goes to fewer, real runs.
    const sixDays = {
      ...thursday,
      currentWeeklyMeters: 20000,
      availableDays: [1, 2, 3, 4, 5, 6] as PlanInput['availableDays'],
    }
    const six = planOf(sixDays)
    assert.deepEqual(easyUnder3Km(six), [])
    assert.deepEqual(planViolations(six, sixDays), [])
  })

  test('without a VDOT, a conservative one is estimated and labelled', ({ assert }) => {
    const plan = planOf({ ...marathonInput, vdot: null })
    assert.equal(plan.fitness.vdotSource, 'estimated')
    assert.include(
      plan.warnings.map((w) => w.code),
      'vdot_estimated'
    )
  })
})

test.group('generatePlan: bad input', () => {
  const errorOf = (patch: Partial<PlanInput>) => {
    const result = generatePlan({ ...marathonInput, ...patch })
    if (!('error' in result)) throw new Error('expected an error')
    return result.error
  }

  test('race date in the past', ({ assert }) => {
    const error = errorOf({ todayIso: '2026-10-12' })
    assert.equal(error.field, 'raceDateIso')
    assert.match(error.message, /in the past/)
  })

  test('race date before the start date', ({ assert }) => {
    assert.match(errorOf({ raceDateIso: '2026-06-01' }).message, /before the start date/)
  })

  // Volumes under each distance's minimum peak for an intermediate runner (5K 25 km, 10K 30 km,
  // half 40 km, marathon 55 km): the plan's minimum length applies (PLAN_WEEKS.min).
  for (const [distance, weeks, weeklyKm] of [
    [5000, 3, 24],
    [10000, 3, 28],
    [21097.5, 6, 38],
    [42195, 8, 40],
  ] as const) {
    test(`a ${distance} m race under ${weeks} weeks away gives the earliest sensible date`, ({
      assert,
    }) => {
      const error = errorOf({
        raceDistanceMeters: distance,
        goalSeconds: null,
        raceDateIso: '2026-06-20',
        currentWeeklyMeters: weeklyKm * 1000,
      })
      assert.equal(error.field, 'raceDateIso')
      assert.equal(error.code, 'too_soon')
      // Weeks end on race day: `weeks` whole weeks from Monday 2026-06-08 end on a Sunday.
      const earliest = error.earliestRaceDateIso!
      const minimum = new Date(Date.parse('2026-06-08') + (weeks * 7 - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10)
      assert.isTrue(earliest >= minimum, `${earliest} >= ${minimum}`)
      assert.include(error.message, earliest)
      // 40 km a week is enough volume: the reason given is the plan's length, not the volume.
      assert.include(error.message, `at least ${weeks} weeks`)
      assert.notInclude(error.message, 'need to reach')
      // That earliest date itself is accepted, the day before is not.
      const at = (raceDateIso: string) =>
        generatePlan({
          ...marathonInput,
          raceDistanceMeters: distance,
          goalSeconds: null,
          raceDateIso,
          currentWeeklyMeters: weeklyKm * 1000,
        })
      assert.property(at(earliest), 'plan')
      const dayBefore = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10)
      assert.property(at(dayBefore), 'error')
    })
  }

  test('an athlete who already runs the volume and the long run gets a short plan: a sharpening block and the taper', ({
    assert,
  }) => {
    // Half marathon minimum peak for an intermediate: 40 km; 60 % of the distance: 12.7 km.
    const half = (patch: Partial<PlanInput>) =>
      generatePlan({
        ...marathonInput,
        raceDistanceMeters: 21097.5,
        goalSeconds: null,
        currentWeeklyMeters: 46000,
        longestRecentRunMeters: 16000,
        raceDateIso: '2026-07-05', // 4 whole weeks from Monday 2026-06-08
        ...patch,
      })
    const ready = half({})
    if (!('plan' in ready)) throw new Error(ready.error.message)
    assert.lengthOf(ready.plan.weeks, 4)
    assert.deepEqual(
      ready.plan.weeks.map((w) => w.phase),
      ['build', 'build', 'taper', 'race']
    )
    assert.include(ready.plan.note, 'sharpening block and the taper')
    // The taper plus one week is the floor: 2 whole weeks is refused, and 3 is planned.
    assert.property(half({ raceDateIso: '2026-06-28' }), 'plan')
    const twoWeeks = half({ raceDateIso: '2026-06-21' })
    if (!('error' in twoWeeks)) throw new Error('expected a refusal at 2 weeks')
    assert.equal(twoWeeks.error.code, 'too_soon')
    assert.equal(twoWeeks.error.earliestRaceDateIso, '2026-06-28')
    // Not prepared: too little volume, a long run too short for the distance, or back from a break.
    for (const patch of [
      { currentWeeklyMeters: 38000 },
      { longestRecentRunMeters: 12000 },
      { timeOffWeeks: 4 },
    ]) {
      const result = half(patch)
      if (!('error' in result)) throw new Error(`expected a refusal for ${JSON.stringify(patch)}`)
      assert.equal(result.error.code, 'too_soon', JSON.stringify(patch))
      assert.include(result.error.message, 'at least 6 weeks', JSON.stringify(patch))
    }
  })

  test('a first 5K from 8 km a week on 3 days is planned in 9 weeks (Couch to 5K), not refused', ({
    assert,
  }) => {
    const result = generatePlan({
      ...marathonInput,
      raceDistanceMeters: 5000,
      goalSeconds: null,
      vdot: null,
      experience: 'beginner',
      currentWeeklyMeters: 8000,
      longestRecentRunMeters: 3000,
      availableDays: [2, 4, 6],
      longRunDay: 6,
      raceDateIso: '2026-08-09', // 9 whole weeks from Monday 2026-06-08
    })
    if (!('plan' in result)) throw new Error(result.error.message)
    const weeks = result.plan.weeks
    const peak = Math.max(...weeks.map((w) => w.targetDistanceMeters))
    assert.isAtLeast(peak, 12000)
    // Like Couch to 5K: growth of at most 10 % a week and no recovery week under 20 km.
    for (let i = 1; i < weeks.length - 1; i++)
      assert.isAtMost(weeks[i].targetDistanceMeters, 1.1 * weeks[i - 1].targetDistanceMeters + 100)
    assert.isFalse(weeks.some((w) => w.isCutback))
  })

  test('races exactly 3 (10K) and 8 (marathon from 60 km a week) weeks away are planned', ({
    assert,
  }) => {
    const tenK = generatePlan({
      ...marathonInput,
      raceDistanceMeters: 10000,
      goalSeconds: null,
      raceDateIso: '2026-06-28',
    })
    assert.property(tenK, 'plan')
    const marathon = generatePlan({
      ...marathonInput,
      currentWeeklyMeters: 60000,
      raceDateIso: '2026-08-02',
    })
    assert.property(marathon, 'plan')
  })

  test('a 16-week Monday-to-Sunday marathon plan is not compressed', ({ assert }) => {
    const plan = planOf({ ...marathonInput, raceDateIso: '2026-09-27' })
    assert.lengthOf(plan.weeks, 16)
    assert.isFalse(plan.compressed)
  })

  test('goal faster than the world record', ({ assert }) => {
    const error = errorOf({ goalSeconds: 2 * 3600 })
    assert.equal(error.field, 'goalSeconds')
    assert.match(error.message, /world record/)
    assert.equal(worldRecordSeconds(42195), 7235)
  })

  test('goal slower than walking (5 km/h; 3 km/h for ultras)', ({ assert }) => {
    assert.match(errorOf({ goalSeconds: 9 * 3600 }).message, /slower than walking/)
    const ultra = generatePlan({
      ...marathonInput,
      raceDistanceMeters: 100000,
      goalSeconds: 30 * 3600,
    })
    assert.property(ultra, 'plan')
    const tooSlow = generatePlan({
      ...marathonInput,
      raceDistanceMeters: 100000,
      goalSeconds: 34 * 3600,
    })
    assert.property(tooSlow, 'error')
  })

  test('zero available days', ({ assert }) => {
    const error = errorOf({ availableDays: [] })
    assert.equal(error.field, 'availableDays')
    assert.match(error.message, /at least one day/)
  })

  test('long-run day not among the available days', ({ assert }) => {
    const error = errorOf({ availableDays: [1, 3, 5], longRunDay: 7 })
    assert.equal(error.field, 'longRunDay')
  })

  test('custom distance out of range, missing race date', ({ assert }) => {
    assert.equal(errorOf({ raceDistanceMeters: 150000 }).field, 'raceDistanceMeters')
    assert.equal(errorOf({ raceDateIso: null }).field, 'raceDateIso')
  })

  test('week training volume helper excludes the race', ({ assert }) => {
    const plan = planOf(marathonInput)
    const last = plan.weeks.at(-1)!
    assert.equal(last.plannedDistanceMeters - weekTrainingMeters(last), 42200)
  })
})
