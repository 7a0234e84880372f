import { test } from '@japa/runner'
import ICAL from 'ical.js'
import { Decoder, Stream } from '@garmin/fitsdk'
import { generatePlan } from '#domain/plans/generate_plan'
import { planToIcs } from '#domain/plans/ics'
import { workoutToFit } from '#domain/plans/fit_workout'
import { matchActivities, weekCompliance } from '#domain/plans/match_activity'
import {
  allWorkouts,
  applyChanges,
  findWorkout,
  moveWorkout,
  proposeRevision,
  revertChanges,
} from '#domain/plans/adapt_plan'
import { shortenDay } from '#domain/plans/shorten_day'
import { firstKeyOf, moveText, sessionOf, WORKOUT_KEY_PATTERN } from '#domain/plans/sessions'
import { WORKOUT_ID_PATTERN, parseWorkoutId } from '#dtos/plan'
import type { Plan, PlanInput, PlannedWorkout } from '#domain/plans/types'
import { withDouble } from '#tests/support/plan_doubles'

const input: PlanInput = {
  raceDistanceMeters: 42195,
  raceDateIso: '2026-10-11',
  goalSeconds: null,
  currentWeeklyMeters: 60000,
  longestRecentRunMeters: 20000,
  availableDays: [1, 2, 3, 4, 5, 6, 7],
  longRunDay: 7,
  experience: 'advanced',
  startDateIso: '2026-06-08',
  vdot: 48,
  hrZones: null,
}
const generated = generatePlan(input)
if (!('plan' in generated)) throw new Error(generated.error.message)
const base = generated.plan
const week9 = base.weeks[8]
/** The week's first quality session (or easy run) that is not the long run: the double's first run. */
const firstRun =
  week9.workouts.find((w) => w.hard && w.type !== 'long') ??
  week9.workouts.find((w) => w.type === 'easy')!
const plan: Plan = withDouble(base, firstRun.key, 6000)
const secondKey = `${firstRun.key}-2`
const second = findWorkout(plan, secondKey)!
const dayOf = (p: Plan, dateIso: string) =>
  allWorkouts(p)
    .filter((w) => w.dateIso === dateIso)
    .map((w) => w.key)

const run = (id: number, meters: number, startTime?: string, dateIso = firstRun.dateIso) => ({
  id,
  localDate: dateIso,
  sport: 'run',
  distanceMeters: meters,
  movingSeconds: meters * 0.33,
  startTime,
})

test.group('Doubles: keys', () => {
  test('the second run has the first key plus -2, session 2, easy and not hard', ({ assert }) => {
    assert.equal(second.session, 2)
    assert.equal(second.type, 'easy')
    assert.isFalse(second.hard)
    assert.equal(second.dateIso, firstRun.dateIso)
    assert.equal(sessionOf(second), 2)
    assert.equal(sessionOf(firstRun), 1)
    assert.equal(firstKeyOf(secondKey), firstRun.key)
    assert.isTrue(WORKOUT_KEY_PATTERN.test(secondKey))
    assert.isFalse(WORKOUT_KEY_PATTERN.test(`${secondKey}-2`))
    assert.isFalse(WORKOUT_KEY_PATTERN.test('w3-d8'))
    assert.isTrue(WORKOUT_ID_PATTERN.test(`12-${secondKey}`))
    assert.deepEqual(parseWorkoutId(`12-${secondKey}`), { planId: 12, key: secondKey })
    assert.deepEqual(parseWorkoutId(`12-${firstRun.key}`), { planId: 12, key: firstRun.key })
  })

  test("the week's planned volume counts both runs", ({ assert }) => {
    const week = plan.weeks[8]
    assert.equal(week.plannedDistanceMeters, base.weeks[8].plannedDistanceMeters + 6000)
    const keys = dayOf(plan, firstRun.dateIso)
    assert.deepEqual(keys, [firstRun.key, secondKey])
  })
})

test.group('Doubles: ICS and FIT', () => {
  const options = {
    calendarName: 'Plan',
    uidDomain: 'pacewise.test',
    uidPrefix: 'plan-7',
    nowIso: '2026-06-01T08:00:00Z',
  }

  test('two events on the day with distinct UIDs, stable across revisions', ({ assert }) => {
    const ics = planToIcs(plan, options)
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e))
    const onDay = events.filter((e) => e.startDate.toString() === firstRun.dateIso)
    assert.lengthOf(onDay, 2)
    assert.deepEqual(
      onDay.map((e) => e.uid),
      [`plan-7-${firstRun.key}@pacewise.test`, `plan-7-${secondKey}@pacewise.test`]
    )
    assert.equal(onDay[0].summary, `${firstRun.title} (run 1 of 2)`)
    assert.equal(onDay[1].summary, `${second.title} (run 2 of 2)`)
    const uids = ics.match(/^UID:.*$/gm)!
    assert.equal(new Set(uids).size, uids.length)
    // A revision (the day moves) keeps both UIDs: the events update in place.
    const toDate = allWorkouts(plan).find(
      (w) => w.dateIso > firstRun.dateIso && w.type === 'easy' && !w.hard
    )!.dateIso
    const moved = moveWorkout(plan, firstRun.key, toDate)
    if ('error' in moved) throw new Error(moved.error.message)
    const after = planToIcs(moved.plan, options).match(/^UID:.*$/gm)!
    assert.sameMembers(after, uids)
  })

  test('each run is its own FIT workout', ({ assert }) => {
    const decode = (bytes: Uint8Array) => new Decoder(Stream.fromByteArray(bytes)).read()
    const one = decode(workoutToFit(firstRun)).messages
    const two = decode(workoutToFit(second)).messages
    assert.equal(one.workoutMesgs![0].wktName, firstRun.title)
    assert.equal(two.workoutMesgs![0].wktName, `${second.title} (run 2)`)
    assert.equal(two.workoutStepMesgs![0].durationDistance, second.steps[0].distanceMeters)
  })
})

test.group('Doubles: matching', () => {
  const workouts = plan.weeks[8].workouts
  const firstMeters = firstRun.distanceMeters!

  test('two runs pair with the two sessions in the order run', ({ assert }) => {
    // Listed late run first: the start times decide.
    const matches = matchActivities(workouts, [
      run(2, 6100, `${firstRun.dateIso}T18:00:00Z`),
      run(1, firstMeters, `${firstRun.dateIso}T06:30:00Z`),
    ])
    assert.deepEqual(matches, [
      { activityId: 2, workoutKey: secondKey },
      { activityId: 1, workoutKey: firstRun.key },
    ])
  })

  test('same-size runs follow the order; sizes far the other way round win', ({ assert }) => {
    const even = { ...firstRun, distanceMeters: 6000 } as PlannedWorkout
    const list = workouts.map((w) => (w.key === firstRun.key ? even : w))
    assert.deepEqual(
      matchActivities(list, [run(1, 6000), run(2, 6000)]).map((m) => m.workoutKey),
      [firstRun.key, secondKey]
    )
    // 6 km then 14 km against a 14 km first session: the sizes say it was run the other way.
    const big = { ...firstRun, distanceMeters: 14000 } as PlannedWorkout
    const swapped = workouts.map((w) => (w.key === firstRun.key ? big : w))
    assert.deepEqual(
      matchActivities(swapped, [run(1, 6000), run(2, 14000)]).map((m) => m.workoutKey),
      [secondKey, firstRun.key]
    )
    // 6 km then 8 km against an 8 km first session: not clear enough, the order wins.
    const close = { ...firstRun, distanceMeters: 8000 } as PlannedWorkout
    const near = workouts.map((w) => (w.key === firstRun.key ? close : w))
    assert.deepEqual(
      matchActivities(near, [run(1, 6000), run(2, 8000)]).map((m) => m.workoutKey),
      [firstRun.key, secondKey]
    )
  })

  test('one run matches the session it fits; the other stays planned', ({ assert }) => {
    assert.deepEqual(matchActivities(workouts, [run(1, 6000)]), [
      { activityId: 1, workoutKey: secondKey },
    ])
    assert.deepEqual(matchActivities(workouts, [run(1, firstMeters)]), [
      { activityId: 1, workoutKey: firstRun.key },
    ])
    const week = weekCompliance(plan.weeks[8], [run(1, 6000)], '2026-12-01')
    const byKey = new Map(week.workouts.map((w) => [w.key, w]))
    assert.equal(byKey.get(secondKey)!.status, 'completed')
    assert.equal(byKey.get(firstRun.key)!.status, 'missed')
  })

  test('marks are per session: a skipped first run leaves the run to the second', ({ assert }) => {
    const marks = new Map([[firstRun.key, { status: 'skipped' as const }]])
    const week = weekCompliance(plan.weeks[8], [run(1, firstMeters)], '2026-12-01', 'metric', marks)
    const byKey = new Map(week.workouts.map((w) => [w.key, w]))
    assert.equal(byKey.get(firstRun.key)!.label, 'Skipped')
    assert.equal(byKey.get(secondKey)!.status, 'over')
  })
})

test.group('Doubles: moves, short on time, undo', () => {
  const today = '2026-06-08'
  const target = allWorkouts(plan).find(
    (w) => w.dateIso > firstRun.dateIso && w.type === 'easy' && w.dateIso < plan.weeks[9].endDateIso
  )!

  test('moving either run moves the whole day; the target day swaps back; undo', ({ assert }) => {
    for (const key of [firstRun.key, secondKey]) {
      const moved = moveWorkout(plan, key, target.dateIso, { todayIso: today })
      if ('error' in moved) throw new Error(moved.error.message)
      assert.deepEqual(dayOf(moved.plan, target.dateIso), [firstRun.key, secondKey])
      assert.deepEqual(dayOf(moved.plan, firstRun.dateIso), [target.key])
      assert.equal(findWorkout(moved.plan, secondKey)!.session, 2)
      assert.equal(
        moveText(moved.changes, key, firstRun.dateIso, 'Wednesday'),
        key === firstRun.key
          ? ` with ${second.title} (the day's other run), and ${target.title} moves to Wednesday in its place`
          : ` with ${firstRun.title} (the day's other run), and ${target.title} moves to Wednesday in its place`
      )
      const undone = revertChanges(moved.plan, moved.changes)
      assert.deepEqual(undone.weeks, plan.weeks)
    }
  })

  test('a single run moved onto a double day swaps with both runs', ({ assert }) => {
    const moved = moveWorkout(plan, target.key, firstRun.dateIso, { todayIso: today })
    if ('error' in moved) throw new Error(moved.error.message)
    assert.deepEqual(dayOf(moved.plan, firstRun.dateIso), [target.key])
    assert.deepEqual(dayOf(moved.plan, target.dateIso), [firstRun.key, secondKey])
  })

  test('a run of the double already done stays; the other moves', ({ assert }) => {
    const moved = moveWorkout(plan, secondKey, target.dateIso, {
      todayIso: today,
      completedKeys: [firstRun.key],
    })
    if ('error' in moved) throw new Error(moved.error.message)
    assert.deepEqual(dayOf(moved.plan, target.dateIso), [secondKey])
    assert.sameMembers(dayOf(moved.plan, firstRun.dateIso), [firstRun.key, target.key])
  })

  test('short on time: both fit, nothing; else the second run goes first; undo', ({ assert }) => {
    const total = firstRun.durationSeconds! + second.durationSeconds!
    const roomy = shortenDay(plan, firstRun.dateIso, total + 60, { todayIso: today })
    assert.deepEqual('changes' in roomy && roomy.changes, [])
    const tight = shortenDay(plan, firstRun.dateIso, firstRun.durationSeconds! + 60, {
      todayIso: today,
    })
    if ('error' in tight) throw new Error(tight.error)
    assert.deepEqual(
      tight.changes.map((c) => [c.key, c.after === null]),
      [[secondKey, true]]
    )
    assert.include(tight.reason, "the day's second run is dropped")
    const applied = applyChanges(plan, tight.changes)
    assert.deepEqual(dayOf(applied, firstRun.dateIso), [firstRun.key])
    assert.equal(applied.weeks[8].plannedDistanceMeters, plan.weeks[8].plannedDistanceMeters - 6000)
    assert.deepEqual(revertChanges(applied, tight.changes).weeks, plan.weeks)
    // Less time than the first run: dropped second, first cut to the time.
    const short = shortenDay(plan, firstRun.dateIso, 30 * 60, { todayIso: today })
    if ('error' in short) throw new Error(short.error)
    assert.sameMembers(
      short.changes.map((c) => c.key),
      [firstRun.key, secondKey]
    )
    const cut = short.changes.find((c) => c.key === firstRun.key)!.after!
    assert.approximately(cut.durationSeconds!, 30 * 60, 60)
  })

  test('short on time with the first run done cuts the second and keeps its session', ({
    assert,
  }) => {
    const result = shortenDay(plan, firstRun.dateIso, 20 * 60, {
      todayIso: today,
      completedKeys: [firstRun.key],
    })
    if ('error' in result) throw new Error(result.error)
    assert.lengthOf(result.changes, 1)
    assert.equal(result.changes[0].after!.session, 2)
    assert.equal(result.changes[0].after!.key, secondKey)
  })
})

test.group('Doubles: adaptation keeps the second run second', () => {
  test('illness and short on time rebuild the second run with session 2; undo', ({ assert }) => {
    const context = { todayIso: '2026-06-08' }
    for (const trigger of [
      { type: 'illness' as const, startIso: firstRun.dateIso, days: 2 },
      {
        type: 'short_on_time' as const,
        maxSessionSeconds: 20 * 60,
        weekIndex: plan.weeks[8].index,
      },
    ]) {
      const revision = proposeRevision(plan, trigger, context)
      const change = revision.changes.find((c) => c.key === secondKey)
      assert.exists(change, trigger.type)
      const applied = applyChanges(plan, revision.changes, revision.fitness)
      if (change!.after === null) {
        // Cut under 4 km, a second run is dropped rather than kept as a token run.
        assert.notExists(findWorkout(applied, secondKey), trigger.type)
      } else {
        assert.equal(change!.after.session, 2, trigger.type)
        assert.equal(findWorkout(applied, secondKey)!.session, 2)
      }
      assert.deepEqual(revertChanges(applied, revision.changes, revision.fitness).weeks, plan.weeks)
    }
  })
})
