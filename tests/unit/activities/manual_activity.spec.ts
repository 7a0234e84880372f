import { test } from '@japa/runner'
import { analyseManualActivity, sessionRpeLoad } from '#domain/activities/manual_activity'
import { NO_ATHLETE } from './synthetic.js'

const HR_ATHLETE = { ...NO_ATHLETE, restingHr: 55, maxHr: 190, sex: 'male' as const }

test.group('analyseManualActivity', () => {
  test('60 min at 155 bpm (rest 55, max 190) gives about 118 TRIMP (Banister)', ({ assert }) => {
    const input = {
      sport: 'run' as const,
      distanceMeters: 10000,
      durationSeconds: 3600,
      avgHr: 155,
    }
    const analysis = analyseManualActivity(input, HR_ATHLETE)
    assert.closeTo(analysis.load.trimp!, 118, 0.5)
    assert.equal(analysis.load.loadSource, 'trimp')
    assert.equal(analysis.avgHr, 155)
    assert.closeTo(analysis.avgSpeedMps, 10000 / 3600, 1e-12)
    assert.equal(analysis.movingSeconds, 3600)
    assert.deepEqual(analysis.splitsKm, [])
    assert.isNull(analysis.vdotEstimate)

    const withLthr = analyseManualActivity({ ...input, avgHr: 165 }, { ...HR_ATHLETE, lthr: 165 })
    assert.closeTo(withLthr.load.hrss!, 100, 1e-9)
    assert.equal(withLthr.load.loadSource, 'hrss')
  })

  test('session RPE (Foster 2001) when there is no heart rate', ({ assert }) => {
    const analysis = analyseManualActivity(
      { sport: 'run', distanceMeters: 12000, durationSeconds: 3600, perceivedEffort: 7 },
      { ...NO_ATHLETE, thresholdPaceSecPerKm: 250 }
    )
    assert.closeTo(analysis.sessionRpeLoad!, 100, 1e-9) // RPE 7 × 60 min = 420 → 100
    assert.equal(analysis.load.load, analysis.sessionRpeLoad)
    assert.equal(analysis.load.loadSource, 'duration')
    assert.closeTo(analysis.load.paceLoad!, 100 * (3.333333333 / 4) ** 2, 1e-6) // shown, not used
    assert.closeTo(sessionRpeLoad(3, 1800), (3 * 30 * 100) / 420, 1e-12)
    assert.throws(() => sessionRpeLoad(11, 60), /between 1 and 10/)
  })

  test('pace load, then the duration estimate, as fallbacks', ({ assert }) => {
    const input = { sport: 'run' as const, distanceMeters: 14400, durationSeconds: 3600 }
    const paced = analyseManualActivity(input, { ...NO_ATHLETE, thresholdPaceSecPerKm: 250 })
    assert.equal(paced.load.loadSource, 'pace')
    assert.closeTo(paced.load.load, 100, 1e-9) // an hour at threshold pace
    const bare = analyseManualActivity(
      { ...input, sport: 'strength', distanceMeters: 0 },
      NO_ATHLETE
    )
    assert.equal(bare.load.loadSource, 'duration')
    assert.closeTo(bare.load.load, 50, 1e-9)
    assert.equal(bare.avgSpeedMps, 0)
  })

  test('rejects impossible input', ({ assert }) => {
    assert.throws(() =>
      analyseManualActivity({ sport: 'run', distanceMeters: 5000, durationSeconds: 0 }, NO_ATHLETE)
    )
    assert.throws(() =>
      analyseManualActivity({ sport: 'run', distanceMeters: -1, durationSeconds: 60 }, NO_ATHLETE)
    )
  })
})
