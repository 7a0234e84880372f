import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  RevisionConflictError,
  allWorkouts,
  applyChanges,
  applyRevision,
  deepEqual,
  hardBackToBack,
  isNoOpChange,
  moveWorkout,
  proposeRevision,
  revertChanges,
  revertRevision,
  type AdaptTrigger,
} from '#domain/plans/adapt_plan'
import { addDays, dayNumber } from '#domain/calendar'
import { generatePlan } from '#domain/plans/generate_plan'
import type { Plan, PlanInput } from '#domain/plans/types'
import { marathonInput, planInputArbitrary } from './helpers.js'

function planOf(input: PlanInput): Plan {
  const result = generatePlan(input)
  if ('error' in result) throw new Error(result.error.message)
  return result.plan
}

const triggerArbitrary = (plan: Plan): fc.Arbitrary<AdaptTrigger> => {
  const keys = allWorkouts(plan).map((w) => w.key)
  const date = fc.integer({ min: -3, max: 60 }).map((d) => addDays(plan.startDateIso, d))
  return fc.oneof(
    fc.constantFrom(...keys).map((key) => ({ type: 'missed_workout' as const, key })),
    fc.record({
      type: fc.constant('illness' as const),
      startIso: date,
      days: fc.integer({ min: 1, max: 14 }),
    }),
    fc.record({
      type: fc.constant('injury' as const),
      startIso: date,
      days: fc.integer({ min: 1, max: 21 }),
    }),
    fc.record({
      type: fc.constant('travel' as const),
      fromIso: date,
      toIso: date,
      availableDays: fc.subarray([1, 2, 3, 4, 5, 6, 7] as const).map((d) => [...d]),
      maxSessionSeconds: fc.option(fc.integer({ min: 1200, max: 5400 }), { nil: undefined }),
    }),
    fc.record({
      type: fc.constant('fewer_days' as const),
      fromIso: date,
      toIso: date.map((d) => addDays(d, 6)),
      daysPerWeek: fc.integer({ min: 0, max: 6 }),
    }),
    fc.record({
      type: fc.constant('short_on_time' as const),
      maxSessionSeconds: fc.integer({ min: 1200, max: 5400 }),
    }),
    fc.record({
      type: fc.constant('new_fitness' as const),
      vdot: fc.double({ min: 30, max: 70, noNaN: true }),
      source: fc.constantFrom('race_result' as const, 'estimated' as const),
    }),
    fc.record({
      type: fc.constant('acwr' as const),
      ratio: fc.double({ min: 0.5, max: 2.5, noNaN: true }),
    }),
    fc.record({ type: fc.constant('easy_too_fast' as const), runs: fc.integer({ min: 2, max: 6 }) })
  )
}

// Inputs the generator refuses (contradictions, too soon) have no plan to revise.
const scenario = planInputArbitrary
  .filter((input) => 'plan' in generatePlan(input))
  .chain((input) => {
    const plan = planOf(input)
    const keys = allWorkouts(plan).map((w) => w.key)
    return fc.record({
      plan: fc.constant(plan),
      trigger: triggerArbitrary(plan),
      todayIso: fc.integer({ min: 0, max: 50 }).map((d) => addDays(plan.startDateIso, d)),
      completedKeys: fc.subarray(keys, { maxLength: Math.min(10, keys.length) }),
    })
  })

test.group('proposeRevision: properties (fast-check)', () => {
  test('never changes the past or completed/skipped workouts; revert(apply(x)) == x', ({
    assert,
  }) => {
    fc.assert(
      fc.property(scenario, ({ plan, trigger, todayIso, completedKeys }) => {
        const context = { todayIso, completedKeys }
        const revision = proposeRevision(plan, trigger, context)
        assert.isString(revision.reason)
        assert.isAbove(revision.reason.length, 10)
        for (const change of revision.changes) {
          const before = change.before!
          assert.isTrue(
            before.dateIso >= todayIso,
            `${trigger.type} changed ${change.key} in the past`
          )
          assert.notInclude(completedKeys, change.key)
        }
        assert.isTrue(deepEqual(applyRevision(plan, revision), revision.plan))
        assert.isTrue(
          deepEqual(revertRevision(revision.plan, revision), plan),
          `${trigger.type} not reverted`
        )
        // The race is never removed by an adaptation.
        if (plan.raceDateIso) assert.equal(allWorkouts(revision.plan).at(-1)!.type, 'race')
      }),
      { numRuns: 200 }
    )
  }).timeout(20000)
})

test.group('proposeRevision: examples', () => {
  const plan = planOf(marathonInput)
  const context = { todayIso: '2026-07-01', completedKeys: [] }

  test('a new race result updates the paces of future workouts only', ({ assert }) => {
    const revision = proposeRevision(
      plan,
      { type: 'new_fitness', vdot: 46, source: 'race_result' },
      context
    )
    assert.equal(revision.plan.fitness.vdot, 46)
    assert.isAbove(revision.changes.length, 50)
    const tempo = revision.changes.find((c) => c.after?.type === 'threshold')!
    const pace = (w: typeof tempo.after) =>
      w!.steps.find((s) => s.kind === 'repeat')!.repeat!.steps[0].target!.paceSecPerKm[0]
    assert.isBelow(pace(tempo.after), pace(tempo.before))
    assert.match(revision.reason, /VDOT at 46\.0 \(was 42\.0\)/)
  })

  test('ACWR ≥ 1.5 reduces the next 7 days; below it nothing changes', ({ assert }) => {
    const high = proposeRevision(plan, { type: 'acwr', ratio: 1.6 }, context)
    assert.isAbove(high.changes.length, 0)
    for (const change of high.changes) {
      assert.isTrue(change.after!.dateIso <= '2026-07-07')
      assert.isFalse(change.after!.hard && change.after!.type !== 'long')
      assert.isBelow(change.after!.distanceMeters!, change.before!.distanceMeters!)
    }
    assert.lengthOf(proposeRevision(plan, { type: 'acwr', ratio: 1.2 }, context).changes, 0)
  })

  test('illness: rest while ill, then easier', ({ assert }) => {
    const revision = proposeRevision(
      plan,
      { type: 'illness', startIso: '2026-07-01', days: 3 },
      context
    )
    const byDate = new Map(revision.changes.map((c) => [c.after!.dateIso, c.after!]))
    assert.equal(byDate.get('2026-07-01')?.type, 'rest')
    // Sunday's long run, two days after the rest: no hard session straight after, so easy.
    const sunday = revision.changes.find((c) => c.key === byDate.get('2026-07-05')?.key)!
    assert.equal(sunday.before!.type, 'long')
    assert.equal(sunday.after!.type, 'easy')
    assert.isFalse(sunday.after!.hard)
    assert.isBelow(sunday.after!.distanceMeters!, sunday.before!.distanceMeters!)
  })

  test('a missed key workout moves to a safe easy day or is dropped, never back to back', ({
    assert,
  }) => {
    const missed = allWorkouts(plan).find(
      (w) => w.type === 'threshold' && w.dateIso >= '2026-07-01'
    )!
    const revision = proposeRevision(
      plan,
      { type: 'missed_workout', key: missed.key },
      { todayIso: missed.dateIso, skippedKeys: [missed.key] }
    )
    // The missed session was not run: only the sessions run count (docs/plans.md#norms-after-a-revision).
    const run = hardBackToBack(revision.plan).filter(
      (pair) => !pair.some((w) => w.key === missed.key)
    )
    assert.deepEqual(run, [])
    assert.match(revision.reason, /missed/)
  })

  test('easy runs too fast: slower easy targets with a note', ({ assert }) => {
    const revision = proposeRevision(
      plan,
      { type: 'easy_too_fast', runs: 3, avgPaceSecPerKm: 330 },
      context
    )
    const change = revision.changes.find((c) => c.after?.type === 'easy')!
    assert.isAbove(
      change.after!.steps[0].target!.paceSecPerKm[0],
      change.before!.steps[0].target!.paceSecPerKm[0]
    )
    assert.match(revision.reason, /5:30 per km/)
  })

  test('illness over rest days lists only real changes: no "Rest → Rest"', ({ assert }) => {
    const rest = allWorkouts(plan).find((w) => w.type === 'rest' && w.dateIso >= '2026-07-02')!
    const revision = proposeRevision(
      plan,
      { type: 'illness', startIso: addDays(rest.dateIso, -1), days: 3 },
      { todayIso: addDays(rest.dateIso, -1) }
    )
    assert.notInclude(
      revision.changes.map((c) => c.key),
      rest.key
    )
    assert.isAbove(revision.changes.length, 0)
    for (const change of revision.changes) assert.isFalse(isNoOpChange(change))
    // An illness that covers only rest days and nothing after changes nothing at all.
    const restOnly = proposeRevision(
      {
        ...plan,
        weeks: plan.weeks.map((w) => ({
          ...w,
          workouts: w.workouts.filter((x) => x.type === 'rest'),
        })),
      },
      { type: 'illness', startIso: rest.dateIso, days: 1 },
      { todayIso: rest.dateIso }
    )
    assert.lengthOf(restOnly.changes, 0)
  })

  test('a change that only rewords a workout is a no-op; a new date or size is not', ({
    assert,
  }) => {
    const easy = allWorkouts(plan).find((w) => w.type === 'easy')!
    assert.isTrue(
      isNoOpChange({ key: easy.key, before: easy, after: { ...easy, purpose: 'Other words' } })
    )
    assert.isFalse(
      isNoOpChange({
        key: easy.key,
        before: easy,
        after: { ...easy, dateIso: addDays(easy.dateIso, 1) },
      })
    )
    assert.isFalse(
      isNoOpChange({
        key: easy.key,
        before: easy,
        after: { ...easy, distanceMeters: easy.distanceMeters! + 1000 },
      })
    )
    assert.isFalse(isNoOpChange({ key: easy.key, before: easy, after: null }))
  })

  test('applying a stale revision is refused', ({ assert }) => {
    const revision = proposeRevision(plan, { type: 'acwr', ratio: 1.8 }, context)
    assert.throws(() => applyChanges(revision.plan, revision.changes), RevisionConflictError)
    assert.isTrue(deepEqual(revertChanges(revision.plan, revision.changes), plan))
  })
})

test.group('moveWorkout', () => {
  const plan = planOf(marathonInput)

  test('moving a hard session next to another warns; a rest day swaps places', ({ assert }) => {
    const tempo = plan.weeks[8].workouts.find((w) => w.type === 'threshold')!
    const restDay = plan.weeks[8].workouts.find(
      (w) => w.type === 'rest' && w.dateIso > tempo.dateIso
    )!
    const result = moveWorkout(plan, tempo.key, restDay.dateIso)
    if ('error' in result) throw new Error(result.error.message)
    assert.equal(
      allWorkouts(result.plan).find((w) => w.key === restDay.key)!.dateIso,
      tempo.dateIso
    )
    assert.lengthOf(result.changes, 2)
    const next = moveWorkout(
      plan,
      tempo.key,
      addDays(plan.weeks[8].workouts.find((w) => w.type === 'long')!.dateIso, -1)
    )
    if ('error' in next) throw new Error(next.error.message)
    assert.include(
      next.warnings.map((w) => w.code),
      'hard_back_to_back'
    )
    assert.isTrue(deepEqual(revertChanges(next.plan, next.changes), plan))
  })

  test('moving the long run onto a day with a session swaps them: one run a day, none lost', ({
    assert,
  }) => {
    // The coach's "move my long run to Saturday" when Saturday had an easy run.
    const week = plan.weeks[8]
    const long = week.workouts.find((w) => w.type === 'long')!
    const easy = week.workouts.find((w) => w.type === 'easy')!
    const saturday = easy.dateIso
    const result = moveWorkout(plan, long.key, saturday, { todayIso: '2026-07-01' })
    if ('error' in result) throw new Error(result.error.message)
    const byKey = new Map(allWorkouts(result.plan).map((w) => [w.key, w]))
    assert.equal(byKey.get(long.key)!.dateIso, saturday)
    assert.equal(byKey.get(easy.key)!.dateIso, long.dateIso)
    assert.deepEqual(
      result.changes.map((c) => [c.key, c.before!.dateIso, c.after!.dateIso]),
      [
        [long.key, long.dateIso, saturday],
        [easy.key, saturday, long.dateIso],
      ]
    )
    // Each day holds exactly what it held before, swapped: Saturday = the long run alone.
    const onSaturday = allWorkouts(result.plan).filter((w) => w.dateIso === saturday)
    assert.deepEqual(
      onSaturday.map((w) => w.distanceMeters),
      [long.distanceMeters]
    )
    assert.lengthOf(
      allWorkouts(result.plan).filter((w) => w.dateIso === long.dateIso),
      1
    )
    assert.equal(result.plan.weeks[8].plannedDistanceMeters, week.plannedDistanceMeters)
    assert.notInclude(
      result.warnings.map((w) => w.code),
      'same_day'
    )
    assert.isTrue(deepEqual(revertChanges(result.plan, result.changes), plan))
  })

  test('a swap is refused when the session on the target day is done or skipped', ({ assert }) => {
    const week = plan.weeks[8]
    const long = week.workouts.find((w) => w.type === 'long')!
    const saturday = week.workouts.find((w) => w.type === 'easy')!
    const result = moveWorkout(plan, long.key, saturday.dateIso, {
      todayIso: '2026-07-01',
      completedKeys: [saturday.key],
    })
    assert.property(result, 'error')
  })

  test('a swap that puts two hard days together warns about the session that moved away', ({
    assert,
  }) => {
    // An easy day next to a hard one swaps with a quality session elsewhere in the week: the
    // quality session lands next to that hard day.
    const adjacent = (a: string, b: string) => Math.abs(dayNumber(a) - dayNumber(b)) === 1
    const week = plan.weeks[8]
    const hard = week.workouts.filter((w) => w.hard && w.type !== 'race')
    const nextToLong = week.workouts.find(
      (w) => !w.hard && w.type !== 'rest' && hard.some((h) => adjacent(h.dateIso, w.dateIso))
    )!
    const quality = hard.find(
      (q) =>
        q.type !== 'long' &&
        !adjacent(q.dateIso, nextToLong.dateIso) &&
        hard.some((h) => h.key !== q.key && adjacent(h.dateIso, nextToLong.dateIso))
    )!
    const result = moveWorkout(plan, nextToLong.key, quality.dateIso)
    if ('error' in result) throw new Error(result.error.message)
    assert.include(
      result.warnings.map((w) => w.code),
      'hard_back_to_back'
    )
  })

  test('refuses the race, dates outside the plan and the past', ({ assert }) => {
    const race = allWorkouts(plan).at(-1)!
    assert.property(moveWorkout(plan, race.key, '2026-10-10'), 'error')
    assert.property(moveWorkout(plan, 'w2-d1', '2027-01-01'), 'error')
    assert.property(moveWorkout(plan, 'w2-d1', '2026-06-20', { todayIso: '2026-07-01' }), 'error')
    assert.property(moveWorkout(plan, 'nope', '2026-07-01'), 'error')
  })
})
