import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ParsedActivity } from '#domain/files/activity_file'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { parseFit } from '#domain/files/fit'
import {
  DEMO_ATHLETE,
  DEMO_SEED,
  FIXTURE_ATHLETE,
  generateFixtureHistory,
  generateTrainingHistory,
  shiftActivityDays,
  simulateActivity,
  type PlannedSession,
  type SimulatedAthlete,
} from '#database/demo/training_history'

const END = '2026-03-01'
const SEED = 11
const fixture = generateFixtureHistory({ endDateIso: END, seed: SEED })
const simulated = fixture.map((session) => ({
  session,
  activity: simulateActivity(session, FIXTURE_ATHLETE, SEED),
}))

/** Metres between two points (equirectangular, fine at city scale). */
function metersBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = ((lng2 - lng1) * Math.PI * 6_371_000 * Math.cos((lat1 * Math.PI) / 180)) / 180
  const y = ((lat2 - lat1) * Math.PI * 6_371_000) / 180
  return Math.hypot(x, y)
}

function assertValidStreams(
  assert: Assert,
  activity: ParsedActivity,
  athlete: SimulatedAthlete,
  maxRadiusMeters: number
) {
  const { streams } = activity
  const n = streams.time.length
  assert.equal(streams.time[0], 0)
  for (const channel of ['distance', 'heartRate', 'cadence', 'speed'] as const) {
    assert.lengthOf(streams[channel]!, n, channel)
  }
  for (let i = 1; i < n; i++) {
    if (!(streams.time[i] > streams.time[i - 1])) assert.fail(`time not ascending at ${i}`)
    if (streams.distance![i] < streams.distance![i - 1]) assert.fail(`distance decreases at ${i}`)
  }
  const hr = streams.heartRate!
  assert.isAtLeast(Math.min(...hr), athlete.restingHr)
  assert.isAtMost(Math.max(...hr), athlete.maxHr)
  assert.isTrue(hr.every(Number.isInteger))
  if (streams.lat) {
    assert.lengthOf(streams.lat, n)
    assert.lengthOf(streams.lng!, n)
    assert.lengthOf(streams.altitude!, n)
    for (let i = 0; i < n; i += 10) {
      const d = metersBetween(athlete.homeLat, athlete.homeLng, streams.lat[i], streams.lng![i])
      if (d > maxRadiusMeters) assert.fail(`sample ${i} is ${Math.round(d)} m from home`)
    }
  }
  // Totals match the streams; laps cover the activity without gaps.
  assert.equal(activity.totals.elapsedSeconds, streams.time[n - 1])
  assert.closeTo(activity.totals.distanceMeters!, streams.distance![n - 1], 0.01)
  assert.isAtMost(activity.totals.movingSeconds!, activity.totals.elapsedSeconds!)
  assert.equal(activity.laps[0].startSeconds, 0)
  for (let i = 1; i < activity.laps.length; i++) {
    const previous = activity.laps[i - 1]
    assert.equal(activity.laps[i].startSeconds, previous.startSeconds + previous.elapsedSeconds)
  }
  const last = activity.laps.at(-1)!
  assert.equal(last.startSeconds + last.elapsedSeconds, streams.time[n - 1])
  const lapMeters = activity.laps.reduce((sum, lap) => sum + (lap.distanceMeters ?? 0), 0)
  assert.closeTo(lapMeters, activity.totals.distanceMeters!, 0.5)
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length

test.group('Simulated activities: the fixture athlete', () => {
  test('the same seed records identical streams; another seed does not', ({ assert }) => {
    for (const { session, activity } of simulated.slice(0, 3)) {
      assert.deepEqual(simulateActivity(session, FIXTURE_ATHLETE, SEED), activity)
      assert.notDeepEqual(
        simulateActivity(session, FIXTURE_ATHLETE, SEED + 1).streams,
        activity.streams
      )
    }
  })

  test('streams are valid: time ascending, distance non-decreasing, HR in range, near home', ({
    assert,
  }) => {
    for (const { activity } of simulated)
      assertValidStreams(assert, activity, FIXTURE_ATHLETE, 15_000)
  })

  test('distance and duration follow the plan', ({ assert }) => {
    for (const { session, activity } of simulated) {
      const distance = activity.totals.distanceMeters!
      assert.closeTo(distance, session.targetDistanceMeters, session.targetDistanceMeters * 0.03)
      assert.closeTo(
        activity.totals.movingSeconds!,
        session.targetDurationSeconds,
        session.targetDurationSeconds * 0.12
      )
      assert.equal(activity.sport, session.sport)
      assert.equal(activity.format, 'fit')
    }
  })

  test('runs: cadence 160–185 spm while moving; auto-laps every km', ({ assert }) => {
    for (const { session, activity } of simulated) {
      if (session.sport === 'ride') continue
      const cadence = activity.streams.cadence!.filter((value) => value > 0)
      assert.isAtLeast(Math.min(...cadence), 160)
      assert.isAtMost(Math.max(...cadence), 185)
      if (session.type === 'easy' || session.type === 'long') {
        const full = activity.laps.slice(0, -1)
        assert.isTrue(full.every((lap) => Math.abs(lap.distanceMeters! - 1000) < 10))
      }
    }
  })

  test('treadmill: distance, HR and cadence but no position or altitude', ({ assert }) => {
    const treadmill = simulated.filter(({ session }) => session.sport === 'treadmill')
    assert.isNotEmpty(treadmill)
    for (const { activity } of treadmill) {
      assert.equal(activity.sport, 'treadmill')
      assert.isUndefined(activity.streams.lat)
      assert.isUndefined(activity.streams.lng)
      assert.isUndefined(activity.streams.altitude)
      assert.isDefined(activity.streams.distance)
      assert.isDefined(activity.streams.heartRate)
    }
  })

  test('rides: cycling at 7–9 m/s on average with GPS', ({ assert }) => {
    const rides = simulated.filter(({ session }) => session.sport === 'ride')
    assert.isNotEmpty(rides)
    for (const { activity } of rides) {
      assert.equal(activity.sport, 'ride')
      const speed = activity.totals.distanceMeters! / activity.totals.movingSeconds!
      assert.isTrue(speed > 6.5 && speed < 9.5, `ride speed ${speed}`)
      assert.isDefined(activity.streams.lat)
    }
  })

  test('intervals: one lap per step, HR higher in the reps than in the recoveries', ({
    assert,
  }) => {
    const { session, activity } = simulated.find(({ session: s }) => s.type === 'intervals')!
    assert.lengthOf(activity.laps, session.steps.length)
    const hr = activity.streams.heartRate!
    const time = activity.streams.time
    const lapHr = (lapIndex: number) => {
      const lap = activity.laps[lapIndex]
      // The second half of the lap, when HR has caught up with the effort.
      const from = lap.startSeconds + lap.elapsedSeconds / 2
      const to = lap.startSeconds + lap.elapsedSeconds
      return average(hr.filter((_, i) => time[i] >= from && time[i] <= to))
    }
    const work = session.steps.flatMap((step, i) => (step.kind === 'work' ? [lapHr(i)] : []))
    const rest = session.steps.flatMap((step, i) => (step.kind === 'recovery' ? [lapHr(i)] : []))
    assert.isAbove(average(work), average(rest) + 5)
    assert.isAbove(Math.max(...work), FIXTURE_ATHLETE.lthr)
  })

  test('easy runs sit below LTHR zone 3 on average', ({ assert }) => {
    for (const { session, activity } of simulated) {
      if (session.type !== 'easy') continue
      assert.isBelow(average(activity.streams.heartRate!), FIXTURE_ATHLETE.lthr * 0.9)
    }
  })

  test('start time: the local start time in the athlete time zone, as UTC', ({ assert }) => {
    const winter = simulated[0]
    const [hh, mm] = winter.session.startLocalTime.split(':').map(Number)
    // February in Paris is UTC+1.
    const utc = new Date(winter.activity.startTime)
    assert.equal(utc.getUTCHours(), hh - 1)
    assert.equal(utc.getUTCMinutes(), mm)
    assert.match(winter.activity.startTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/)
  })
})

test.group('Simulated activities: the demo history', () => {
  const demo = generateTrainingHistory({ endDateIso: END, seed: DEMO_SEED, athlete: DEMO_ATHLETE })
  const pick = (predicate: (s: PlannedSession) => boolean) => demo.find(predicate)!

  test('a 10K race: hard effort, no pauses, valid streams', ({ assert }) => {
    const session = pick((s) => s.raceDistanceMeters === 10_000)
    const activity = simulateActivity(session, DEMO_ATHLETE, DEMO_SEED)
    assertValidStreams(assert, activity, DEMO_ATHLETE, 15_000)
    assert.equal(activity.totals.movingSeconds, activity.totals.elapsedSeconds)
    assert.isAbove(average(activity.streams.heartRate!), DEMO_ATHLETE.lthr * 0.97)
  })

  test('some runs pause: auto-pause gaps in time, or standing still', ({ assert }) => {
    const activities = demo
      .filter((s) => s.sport === 'run' && s.type === 'easy')
      .slice(0, 30)
      .map((s) => simulateActivity(s, DEMO_ATHLETE, DEMO_SEED))
    const withGap = activities.filter((a) => a.totals.movingSeconds! < a.totals.elapsedSeconds!)
    const standing = activities.filter((a) => a.streams.speed!.slice(1).some((v) => v === 0))
    assert.isNotEmpty(withGap)
    assert.isNotEmpty(standing)
    assert.isBelow(withGap.length + standing.length, activities.length)
    for (const activity of withGap) assertValidStreams(assert, activity, DEMO_ATHLETE, 20_000)
  })

  test('different sessions run different routes', ({ assert }) => {
    const outdoor = demo.filter((s) => s.sport === 'run').slice(0, 12)
    const firstPoints = outdoor.map((s) => {
      const { streams } = simulateActivity(s, DEMO_ATHLETE, DEMO_SEED)
      const i = Math.floor(streams.time.length / 2)
      return `${streams.lat![i].toFixed(3)},${streams.lng![i].toFixed(3)}`
    })
    assert.isAtLeast(new Set(firstPoints).size, 6)
  })
})

test.group('Simulated activities: dates and FIT', () => {
  test('shiftActivityDays keeps the local start time across a DST change', ({ assert }) => {
    const activity = { ...simulated[0].activity, startTime: '2025-03-23T06:00:00.000Z' } // 07:00 CET
    const moved = shiftActivityDays(activity, 7, 'Europe/Paris')
    assert.equal(moved.startTime, '2025-03-30T05:00:00.000Z') // 07:00 CEST
    assert.strictEqual(moved.streams, activity.streams)
    assert.strictEqual(shiftActivityDays(activity, 0, 'Europe/Paris'), activity)
  })

  test('a simulated activity encodes as FIT and decodes back to the same streams', ({ assert }) => {
    for (const { activity } of simulated
      .filter(({ session }) => ['intervals', 'treadmill', 'ride'].includes(session.type))
      .slice(0, 3)) {
      const { activity: decoded, errors } = parseFit(encodeFitActivity(activity))
      assert.deepEqual(errors, [])
      assert.isNotNull(decoded)
      assert.equal(decoded!.sport, activity.sport)
      assert.equal(decoded!.startTime, activity.startTime)
      assert.deepEqual(decoded!.streams.time, activity.streams.time)
      assert.deepEqual(decoded!.streams.heartRate, activity.streams.heartRate)
      assert.deepEqual(decoded!.streams.cadence, activity.streams.cadence)
      const distance = decoded!.streams.distance!
      activity.streams.distance!.forEach((value, i) => {
        if (Math.abs(distance[i] - value) > 0.011) assert.fail(`distance differs at ${i}`)
      })
      if (activity.streams.lat) {
        const lat = decoded!.streams.lat!
        activity.streams.lat.forEach((value, i) => {
          if (Math.abs(lat[i] - value) > 1e-6) assert.fail(`lat differs at ${i}`)
        })
      } else {
        assert.isUndefined(decoded!.streams.lat)
      }
      assert.lengthOf(decoded!.laps, activity.laps.length)
      assert.closeTo(decoded!.totals.distanceMeters!, activity.totals.distanceMeters!, 0.01)
      assert.equal(decoded!.totals.elapsedSeconds, activity.totals.elapsedSeconds)
      assert.equal(decoded!.totals.movingSeconds, activity.totals.movingSeconds)
    }
  }).timeout(10_000)
})
