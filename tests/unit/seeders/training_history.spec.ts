import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  DEMO_ATHLETE,
  DEMO_SEED,
  FIXTURE_ATHLETE,
  addDaysIso,
  generateFixtureHistory,
  generateTrainingHistory,
  isoToDay,
  isoWeekday,
  type PlannedSession,
} from '#database/demo/training_history'

const END = '2026-03-01' // a Sunday
const history = generateTrainingHistory({ endDateIso: END, seed: DEMO_SEED, athlete: DEMO_ATHLETE })

function weeklyRunKm(sessions: PlannedSession[], weeks = 104): number[] {
  const km = Array.from({ length: weeks }, () => 0)
  for (const session of sessions) {
    if (session.sport !== 'ride') km[session.weekIndex] += session.targetDistanceMeters / 1000
  }
  return km
}

function byWeek(sessions: PlannedSession[]): Map<number, PlannedSession[]> {
  const weeks = new Map<number, PlannedSession[]>()
  for (const session of sessions) {
    weeks.set(session.weekIndex, [...(weeks.get(session.weekIndex) ?? []), session])
  }
  return weeks
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length

test.group('Training history: determinism and dates', () => {
  test('the same seed gives the same sessions, byte for byte', ({ assert }) => {
    const again = generateTrainingHistory({
      endDateIso: END,
      seed: DEMO_SEED,
      athlete: DEMO_ATHLETE,
    })
    assert.equal(JSON.stringify(again), JSON.stringify(history))
    const other = generateTrainingHistory({
      endDateIso: END,
      seed: DEMO_SEED + 1,
      athlete: DEMO_ATHLETE,
    })
    assert.notEqual(JSON.stringify(other), JSON.stringify(history))
  })

  test('dates: calendar weeks ending with the end date, offsets and weekdays consistent', ({
    assert,
  }) => {
    const endDay = isoToDay(END)
    for (const session of history) {
      assert.equal(isoToDay(session.dateIso) - endDay, session.dayOffset)
      assert.isAtMost(session.dayOffset, 0)
      assert.equal(isoWeekday(session.dateIso), session.weekday)
      assert.match(session.startLocalTime, /^([01]\d|2[0-3]):[0-5]\d$/)
    }
    assert.isAtLeast(history[0].dayOffset, -104 * 7 + 1)
    assert.isAtMost(history[0].dayOffset, -100 * 7)
  })

  test('another end date is the same history moved by whole weeks, cut at the end date', ({
    assert,
  }) => {
    const strip = (sessions: PlannedSession[]) =>
      sessions.map((session) => ({ ...session, dayOffset: 0 }))
    const shiftDays = 7 * 31
    const endIso = addDaysIso(END, shiftDays - 4) // a Wednesday
    const moved = generateTrainingHistory({
      endDateIso: endIso,
      seed: DEMO_SEED,
      athlete: DEMO_ATHLETE,
    })
    const expected = history
      .map((session) => ({ ...session, dateIso: addDaysIso(session.dateIso, shiftDays) }))
      .filter((session) => session.dateIso <= endIso)
    assert.isBelow(expected.length, history.length)
    assert.deepEqual(strip(moved), strip(expected))
  })
})

test.group('Training history: a realistic amateur', () => {
  test('two years: 450–520 activities, 350–450 planned hours', ({ assert }) => {
    assert.isAtLeast(history.length, 450)
    assert.isAtMost(history.length, 520)
    const hours = history.reduce((sum, session) => sum + session.targetDurationSeconds, 0) / 3600
    assert.isAtLeast(hours, 350)
    assert.isAtMost(hours, 450)
  })

  test('at most 7 sessions a week, one a day, and mostly 4–6 runs', ({ assert }) => {
    const weeks = byWeek(history)
    let typical = 0
    for (const sessions of weeks.values()) {
      assert.isAtMost(sessions.length, 7)
      assert.equal(new Set(sessions.map((s) => s.dateIso)).size, sessions.length)
      const runs = sessions.filter((s) => s.sport !== 'ride').length
      if (runs >= 4 && runs <= 6) typical++
    }
    assert.isAtLeast(typical / 104, 0.8)
  })

  test('weekly volume ramps from ~30 to ~60 km, with cutback weeks', ({ assert }) => {
    const km = weeklyRunKm(history)
    assert.isAtLeast(mean(km.slice(0, 8)), 24)
    assert.isAtMost(mean(km.slice(0, 8)), 36)
    const lateTop = [...km.slice(-26)].sort((a, b) => b - a).slice(0, 8)
    assert.isAtLeast(mean(lateTop), 50)
    assert.isAtMost(mean(lateTop), 68)
    assert.isAtMost(Math.max(...km), 75)
    // Cutbacks: a drop of 15 % or more followed by a rebound.
    let cutbacks = 0
    for (let k = 1; k < km.length - 1; k++) {
      if (km[k] < 0.85 * km[k - 1] && km[k + 1] > km[k] * 1.15) cutbacks++
    }
    assert.isAtLeast(cutbacks, 15)
  })

  test('long runs are on Sunday, capped near 32 km and 3 hours', ({ assert }) => {
    const longs = history.filter((s) => s.type === 'long')
    assert.isAtLeast(longs.length, 80)
    for (const session of longs) {
      assert.equal(session.weekday, 7)
      assert.isAtMost(session.targetDistanceMeters, 32_500)
      assert.isAtMost(session.targetDurationSeconds, 3 * 3600)
    }
  })

  test('a half marathon, a marathon with a taper, and a few 5K/10K races', ({ assert }) => {
    const races = history.filter((s) => s.type === 'race')
    const distances = races.map((s) => s.raceDistanceMeters)
    assert.include(distances, 21_097.5)
    assert.include(distances, 42_195)
    assert.isAtLeast(distances.filter((d) => d === 5000 || d === 10_000).length, 4)
    const marathon = races.find((s) => s.raceDistanceMeters === 42_195)!
    const km = weeklyRunKm(history)
    const peak = Math.max(...km.slice(marathon.weekIndex - 8, marathon.weekIndex - 2))
    assert.isBelow(km[marathon.weekIndex - 1], 0.75 * peak)
    assert.isBelow(km[marathon.weekIndex - 2], 0.9 * peak)
    // The weeks after the marathon are easy.
    assert.isBelow(km[marathon.weekIndex + 1], 0.5 * peak)
  })

  test('sick weeks, treadmill runs without GPS routes, and a few rides', ({ assert }) => {
    const weeks = byWeek(history)
    const emptyOrNearly = [...Array(104).keys()].filter((k) => (weeks.get(k)?.length ?? 0) <= 1)
    assert.isAtLeast(emptyOrNearly.length, 2)
    const treadmill = history.filter((s) => s.sport === 'treadmill')
    assert.isAtLeast(treadmill.length, 8)
    assert.isTrue(treadmill.every((s) => s.type === 'treadmill'))
    const rides = history.filter((s) => s.sport === 'ride')
    assert.isAtLeast(rides.length, 8)
    assert.isAtMost(rides.length, 40)
    for (const ride of rides) {
      const speed = 1000 / ride.targetPaceSecPerKm
      assert.isTrue(speed >= 7 && speed <= 9, `ride speed ${speed}`)
    }
  })

  test('fitness (VDOT) improves slowly', ({ assert }) => {
    const first = mean(history.slice(0, 20).map((s) => s.vdot))
    const last = mean(history.slice(-20).map((s) => s.vdot))
    assert.closeTo(first, DEMO_ATHLETE.vdotStart, 1)
    assert.closeTo(last, DEMO_ATHLETE.vdotEnd, 1)
  })

  test('invariants hold for any seed and end date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 30, max: 110 }),
        (seed, days, weeks) => {
          const endDateIso = addDaysIso('2020-01-01', days)
          const sessions = generateTrainingHistory({
            endDateIso,
            weeks,
            seed,
            athlete: DEMO_ATHLETE,
          })
          const perWeek = byWeek(sessions)
          return (
            sessions.every(
              (s) =>
                s.dateIso <= endDateIso &&
                s.targetDistanceMeters > 0 &&
                s.steps.length > 0 &&
                (s.type !== 'long' || s.weekday === 7)
            ) &&
            [...perWeek.values()].every(
              (list) => list.length <= 7 && new Set(list.map((s) => s.dateIso)).size === list.length
            )
          )
        }
      ),
      { numRuns: 25 }
    )
  })
})

test.group('Fixture history', () => {
  test('three weeks of 5 short sessions (20–60 min), with a treadmill run and a ride', ({
    assert,
  }) => {
    const sessions = generateFixtureHistory({ endDateIso: END, seed: 7 })
    assert.equal(sessions.length, 15)
    for (const session of sessions) {
      assert.isAtLeast(session.targetDurationSeconds, 20 * 60)
      assert.isAtMost(session.targetDurationSeconds, 60 * 60)
    }
    assert.isTrue(sessions.some((s) => s.sport === 'treadmill'))
    assert.isTrue(sessions.some((s) => s.sport === 'ride'))
    assert.isTrue(sessions.some((s) => s.type === 'intervals'))
    assert.equal(sessions.at(-1)!.dateIso, END)
    assert.deepEqual(generateFixtureHistory({ endDateIso: END, seed: 7 }), sessions)
    // Mid-week end date: the rest of that week is dropped.
    assert.isBelow(generateFixtureHistory({ endDateIso: addDaysIso(END, -3), seed: 7 }).length, 15)
    assert.equal(FIXTURE_ATHLETE.timeZone, 'Europe/Paris')
  })
})
