import { test } from '@japa/runner'
import { analyseActivity } from '#domain/activities/analyse'
import { elevationProfile, haversineMeters } from '#domain/activities/stream_math'
import type { AthleteContext } from '#domain/activities/analysis_types'
import { hrZonesByLthr } from '#domain/science/zones'
import { METERS_PER_MILE } from '#domain/units'
import { NO_ATHLETE, activityOf, gaussian, longRun, seededRandom } from './synthetic.js'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** 1 Hz samples at a constant speed along a straight line, distance channel only. */
function constantSpeed(seconds: number, speedMps: number) {
  const time = range(seconds + 1)
  return { time, distance: time.map((t) => t * speedMps) }
}

const HR_ATHLETE: AthleteContext = { ...NO_ATHLETE, restingHr: 55, maxHr: 190, sex: 'male' }

test.group('analyseActivity: distance, time and splits', () => {
  test('constant speed gives exact splits per km and per mile, with a partial last split', ({
    assert,
  }) => {
    // 3 m/s for 3500 s = 10.5 km.
    const analysis = analyseActivity(activityOf(constantSpeed(3500, 3)), NO_ATHLETE)
    assert.closeTo(analysis.distanceMeters, 10500, 1e-9)
    assert.equal(analysis.elapsedSeconds, 3500)
    assert.equal(analysis.movingSeconds, 3500)
    assert.closeTo(analysis.avgSpeedMps, 3, 1e-12)
    assert.closeTo(analysis.maxSpeedMps!, 3, 1e-9)
    assert.isFalse(analysis.hasGps)

    assert.lengthOf(analysis.splitsKm, 11)
    for (const split of analysis.splitsKm.slice(0, 10)) {
      assert.closeTo(split.distanceMeters, 1000, 1e-9)
      assert.closeTo(split.elapsedSeconds, 1000 / 3, 1e-9)
      assert.closeTo(split.movingSeconds, 1000 / 3, 1e-9)
      assert.equal(split.elevationGainMeters, 0)
      assert.isNull(split.avgHr)
      assert.isNull(split.gradeAdjustedSecPerKm) // no altitude
    }
    const last = analysis.splitsKm[10]
    assert.equal(last.index, 11)
    assert.closeTo(last.distanceMeters, 500, 1e-9)
    assert.closeTo(last.elapsedSeconds, 500 / 3, 1e-9)

    // 10.5 km = 6 miles + 843.936 m.
    assert.lengthOf(analysis.splitsMile, 7)
    assert.closeTo(analysis.splitsMile[0].elapsedSeconds, METERS_PER_MILE / 3, 1e-9)
    assert.closeTo(analysis.splitsMile[6].distanceMeters, 10500 - 6 * METERS_PER_MILE, 1e-9)
  })

  test('device totals win over the streams', ({ assert }) => {
    const activity = activityOf(constantSpeed(600, 3))
    activity.totals = { distanceMeters: 1805, elapsedSeconds: 610, movingSeconds: 590 }
    const analysis = analyseActivity(activity, NO_ATHLETE)
    assert.equal(analysis.distanceMeters, 1805)
    assert.equal(analysis.elapsedSeconds, 610)
    assert.equal(analysis.movingSeconds, 590)
    assert.closeTo(analysis.avgSpeedMps, 1805 / 590, 1e-12)
  })

  test('haversine over lat/lng when there is no distance channel', ({ assert }) => {
    // 0.001° of latitude every 60 s along a meridian: 10 steps = 0.01° ≈ 1111.95 m.
    const time = range(11).map((i) => i * 20)
    const lat = time.map((_, i) => 45 + i * 0.001)
    const lng = time.map(() => 6)
    const analysis = analyseActivity(activityOf({ time, lat, lng }), NO_ATHLETE)
    const expected = 6371008.8 * ((0.01 * Math.PI) / 180)
    assert.closeTo(analysis.distanceMeters, expected, 0.01)
    assert.closeTo(haversineMeters(45, 6, 45.01, 6), expected, 1e-6)
    assert.isTrue(analysis.hasGps)
    assert.lengthOf(analysis.splitsKm, 2)
  })

  test('a GPS spike is skipped', ({ assert }) => {
    const time = range(61)
    const lat = time.map((t) => 45 + (t * 3) / 111_195)
    lat[30] += 0.01 // one point 1.1 km off course
    const analysis = analyseActivity(activityOf({ time, lat, lng: time.map(() => 6) }), NO_ATHLETE)
    assert.closeTo(analysis.distanceMeters, 180, 0.01)
    assert.closeTo(analysis.maxSpeedMps!, 3, 0.01) // the skipped point is interpolated
  })

  test('a stop while recording and an auto-pause gap are not moving time', ({ assert }) => {
    // 600 s at 3 m/s, 300 s standing (distance frozen), 900 s running, a 121 s gap, 300 s running.
    const time: number[] = []
    const distance: number[] = []
    let d = 0
    for (let t = 0; t <= 1800; t++) {
      if (t > 0 && !(t > 600 && t <= 900)) d += 3
      time.push(t)
      distance.push(d)
    }
    for (let t = 1921; t <= 2220; t++) {
      d += 3
      time.push(t)
      distance.push(d)
    }
    const analysis = analyseActivity(activityOf({ time, distance }), NO_ATHLETE)
    assert.equal(analysis.elapsedSeconds, 2220)
    // Moving: 1800 running seconds (the speed window blurs the stop's edges by 1 s each).
    assert.closeTo(analysis.movingSeconds, 1800, 2)
    assert.closeTo(analysis.distanceMeters, 1800 * 3, 1e-6)
  })

  test('a speed spike in the distance channel does not become the max speed', ({ assert }) => {
    const { time, distance } = constantSpeed(600, 3)
    for (let i = 300; i <= 600; i++) distance[i] += 6 // one 9 m step
    const analysis = analyseActivity(activityOf({ time, distance }), NO_ATHLETE)
    assert.isAtMost(analysis.maxSpeedMps!, 4.5) // averaged over 4 s, not 9 m/s
  })
})

test.group('analyseActivity: elevation', () => {
  test('a clean 100 m climb gives 100 m of gain', ({ assert }) => {
    // Flat 300 s, 1000 s climbing 0.1 m/s, flat 300 s.
    const { time, distance } = constantSpeed(1600, 3)
    const altitude = time.map((t) => Math.min(100, Math.max(0, (t - 300) * 0.1)))
    const analysis = analyseActivity(activityOf({ time, distance, altitude }), NO_ATHLETE)
    assert.closeTo(analysis.elevationGainMeters, 100, 0.01)
    assert.closeTo(analysis.elevationLossMeters, 0, 0.01)
    const splitGain = analysis.splitsKm.reduce((sum, split) => sum + split.elevationGainMeters, 0)
    assert.closeTo(splitGain, 100, 1e-6)
    // The second km (333–667 s) climbs all the way: its grade-adjusted pace is faster than 333 s.
    assert.isBelow(analysis.splitsKm[1].gradeAdjustedSecPerKm!, 1000 / 3)
    assert.closeTo(analysis.splitsKm[4].gradeAdjustedSecPerKm!, 1000 / 3, 1) // flat end
  })

  test('a noisy flat course gives about no gain', ({ assert }) => {
    const normal = gaussian(seededRandom(42))
    const { time, distance } = constantSpeed(3600, 3)
    const altitude = time.map(() => 100 + 1.5 * normal()) // GPS-like noise, σ = 1.5 m
    const analysis = analyseActivity(activityOf({ time, distance, altitude }), NO_ATHLETE)
    assert.isBelow(analysis.elevationGainMeters, 3)
    assert.isBelow(analysis.elevationLossMeters, 3)
    // The unsmoothed sum of rises would be hundreds of metres.
    let raw = 0
    for (let i = 1; i < altitude.length; i++) raw += Math.max(0, altitude[i] - altitude[i - 1])
    assert.isAbove(raw, 1000)
  })

  test('hysteresis counts up and down legs from turning points', ({ assert }) => {
    // 0 → 10 → 8 (below threshold) → 20 → 5 → 6: gain 20, loss 15.
    const { cumulativeGain, cumulativeLoss } = elevationProfile([0, 5, 10, 8, 14, 20, 12, 5, 6])
    assert.equal(cumulativeGain[8], 20)
    assert.equal(cumulativeLoss[8], 15)
    assert.deepEqual(Array.from(cumulativeGain), [0, 5, 10, 10, 14, 20, 20, 20, 20])
    assert.deepEqual(Array.from(cumulativeLoss), [0, 0, 0, 0, 0, 0, 8, 15, 15])
    const flat = elevationProfile([1, 2, 1, 2.9, 1])
    assert.equal(flat.cumulativeGain[4], 0)
  })
})

test.group('analyseActivity: heart rate, load and VDOT', () => {
  test('60 min at 155 bpm (rest 55, max 190) gives about 118 TRIMP (Banister)', ({ assert }) => {
    const time = range(3601)
    const analysis = analyseActivity(
      activityOf({ time, heartRate: time.map(() => 155) }),
      HR_ATHLETE
    )
    assert.closeTo(analysis.load.trimp!, 118, 0.5)
    assert.equal(analysis.load.loadSource, 'trimp')
    assert.equal(analysis.load.load, analysis.load.trimp)
    assert.isNull(analysis.load.hrss)
    assert.equal(analysis.avgHr, 155)
    assert.equal(analysis.maxHr, 155)
    assert.equal(analysis.distanceMeters, 0)
    assert.equal(analysis.movingSeconds, 3600)
    assert.deepEqual(analysis.splitsKm, [])

    // Unknown sex uses the male weighting; LTHR adds HRSS, which becomes the load.
    const unknown = analyseActivity(activityOf({ time, heartRate: time.map(() => 155) }), {
      ...HR_ATHLETE,
      sex: null,
      lthr: 155,
    })
    assert.closeTo(unknown.load.trimp!, analysis.load.trimp!, 1e-9)
    assert.closeTo(unknown.load.hrss!, 100, 1e-9) // an hour at LTHR
    assert.equal(unknown.load.loadSource, 'hrss')
  })

  test('missing and zero HR samples are ignored', ({ assert }) => {
    const time = range(5)
    const analysis = analyseActivity(
      activityOf({ time, heartRate: [0, 150, Number.NaN, 150, 0] }),
      NO_ATHLETE
    )
    assert.equal(analysis.avgHr, 150)
    assert.equal(analysis.maxHr, 150)
  })

  test('pace load from threshold pace; duration estimate without anything', ({ assert }) => {
    // One hour at threshold pace (250 s/km = 4 m/s) on the flat scores 100.
    const streams = constantSpeed(3600, 4)
    const athlete = { ...NO_ATHLETE, thresholdPaceSecPerKm: 250 }
    const paced = analyseActivity(activityOf(streams), athlete)
    assert.closeTo(paced.load.paceLoad!, 100, 0.01)
    assert.equal(paced.load.loadSource, 'pace')
    // Not for a ride.
    assert.isNull(analyseActivity(activityOf(streams, 'ride'), athlete).load.paceLoad)
    const bare = analyseActivity(activityOf(streams), NO_ATHLETE)
    assert.equal(bare.load.loadSource, 'duration')
    assert.closeTo(bare.load.load, 50, 1e-9)
  })

  test('time in HR zones uses half-open zones and skips gaps', ({ assert }) => {
    const zones = hrZonesByLthr(170) // Z1 < 145, Z2 [145, 153), …
    const time = [...range(601), ...range(600).map((i) => 700 + i)] // a 100 s gap at 600 → 700
    const heartRate = time.map((t) => (t < 300 ? 130 : t < 650 ? 145 : 160))
    const analysis = analyseActivity(activityOf({ time, heartRate }), {
      ...NO_ATHLETE,
      hrZones: zones,
    })
    const seconds = analysis.timeInHrZonesSeconds!
    assert.lengthOf(seconds, zones.length)
    assert.equal(seconds[0], 300)
    assert.equal(seconds[1], 300)
    assert.equal(seconds[2], 599) // 160 bpm is in [153, 162)
    assert.equal(
      seconds.reduce((a, b) => a + b, 0),
      1199
    )
    assert.isNull(analyseActivity(activityOf({ time, heartRate }), NO_ATHLETE).timeInHrZonesSeconds)
  })

  test('5 km in 24:34 gives an effort-based VDOT of about 39.1 (Daniels)', ({ assert }) => {
    const time = range(1475)
    const distance = time.map((t) => (t * 5000) / 1474)
    const analysis = analyseActivity(activityOf({ time, distance }), NO_ATHLETE)
    const effort5k = analysis.bestEfforts.find((effort) => effort.distanceMeters === 5000)!
    assert.closeTo(effort5k.durationSeconds, 1474, 1e-6)
    assert.equal(analysis.vdotEstimate!.label, 'effort-based estimate')
    assert.closeTo(analysis.vdotEstimate!.value, 39.1, 0.1)
    assert.equal(analysis.vdotEstimate!.fromDistanceMeters, 5000)
    assert.isNull(analyseActivity(activityOf({ time, distance }, 'ride'), NO_ATHLETE).vdotEstimate)
  })
})

test.group('analyseActivity: shapes of files', () => {
  test('treadmill with a distance channel only works', ({ assert }) => {
    const analysis = analyseActivity(activityOf(constantSpeed(1800, 3), 'treadmill'), {
      ...NO_ATHLETE,
      thresholdPaceSecPerKm: 250,
    })
    assert.closeTo(analysis.distanceMeters, 5400, 1e-9)
    assert.equal(analysis.elevationGainMeters, 0)
    assert.isFalse(analysis.hasGps)
    assert.lengthOf(analysis.splitsKm, 6)
    assert.isNotNull(analysis.load.paceLoad)
    assert.isNotNull(analysis.vdotEstimate)
  })

  test('a speed channel alone is integrated into distance', ({ assert }) => {
    const time = range(1001)
    const analysis = analyseActivity(activityOf({ time, speed: time.map(() => 2.5) }), NO_ATHLETE)
    assert.closeTo(analysis.distanceMeters, 2500, 1e-9)
    assert.lengthOf(analysis.splitsKm, 3)
  })

  test('empty, single-sample and all-NaN files do not throw', ({ assert }) => {
    const empty = analyseActivity(activityOf({ time: [] }), HR_ATHLETE)
    assert.equal(empty.distanceMeters, 0)
    assert.equal(empty.elapsedSeconds, 0)
    assert.equal(empty.load.loadSource, 'duration')
    const one = analyseActivity(
      activityOf({ time: [0], heartRate: [150], distance: [0] }),
      HR_ATHLETE
    )
    assert.equal(one.avgHr, 150)
    const nan = analyseActivity(
      activityOf({
        time: [0, 1, 2],
        heartRate: [Number.NaN, Number.NaN, Number.NaN],
        distance: [Number.NaN, Number.NaN, Number.NaN],
        altitude: [Number.NaN, Number.NaN, Number.NaN],
      }),
      HR_ATHLETE
    )
    assert.isNull(nan.avgHr)
    assert.equal(nan.distanceMeters, 0)
  })

  // Its time (target 30 ms) is measured by bench/science.js.
  test('a 4-hour 1 Hz activity with every channel is analysed', ({ assert }) => {
    const activity = activityOf(longRun(4 * 3600))
    const athlete: AthleteContext = {
      sex: 'female',
      restingHr: 50,
      maxHr: 190,
      lthr: 170,
      thresholdPaceSecPerKm: 250,
      hrZones: hrZonesByLthr(170),
    }
    const analysis = analyseActivity(activity, athlete)
    assert.closeTo(analysis.distanceMeters, 43_200, 500)
    assert.lengthOf(analysis.splitsKm, 44)
    // Rolling hills of ±20 m with a 12.6 km period: about 3.4 periods × 40 m.
    assert.closeTo(analysis.elevationGainMeters, 138, 10)
    assert.equal(analysis.load.loadSource, 'hrss')
  }).timeout(10_000)
})
