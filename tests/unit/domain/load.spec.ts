import { test } from '@japa/runner'
import {
  banisterTrimp,
  gradeAdjustedSpeedMps,
  hrss,
  paceLoad,
  runningCostJPerKgM,
  trimpFromStream,
} from '#domain/science/load'

const athlete = { restHr: 55, maxHr: 190, sex: 'male' as const }

function constantStream(hr: number, durationSeconds: number, stepSeconds = 1) {
  const timeSeconds: number[] = []
  for (let t = 0; t <= durationSeconds; t += stepSeconds) timeSeconds.push(t)
  return { timeSeconds, hrBpm: timeSeconds.map(() => hr) }
}

test.group('Banister TRIMP', () => {
  test('60 min at 155 bpm (rest 55, max 190, male) ≈ 118', ({ assert }) => {
    // dHR = 100 / 135 = 0.7407; 60 × 0.7407 × 0.64 × e^(1.92 × 0.7407) = 60 × 0.7407 × 2.6536 ≈ 117.9
    assert.closeTo(banisterTrimp({ durationSeconds: 3600, avgHr: 155, ...athlete }), 118, 1)
  })

  test('uses the female weighting 0.86 e^(1.67 dHR)', ({ assert }) => {
    const dHr = 100 / 135
    const expected = 60 * dHr * 0.86 * Math.exp(1.67 * dHr)
    const trimp = banisterTrimp({ durationSeconds: 3600, avgHr: 155, ...athlete, sex: 'female' })
    assert.closeTo(trimp, expected, 1e-9)
  })

  test('heart rates below rest score 0, above max count as max', ({ assert }) => {
    assert.equal(banisterTrimp({ durationSeconds: 3600, avgHr: 40, ...athlete }), 0)
    assert.equal(
      banisterTrimp({ durationSeconds: 3600, avgHr: 205, ...athlete }),
      banisterTrimp({ durationSeconds: 3600, avgHr: 190, ...athlete })
    )
  })
})

test.group('TRIMP over a heart-rate stream', () => {
  test('a constant heart rate gives the same as the average formula', ({ assert }) => {
    const stream = constantStream(155, 3600)
    assert.closeTo(
      trimpFromStream({ ...stream, ...athlete }),
      banisterTrimp({ durationSeconds: 3600, avgHr: 155, ...athlete }),
      1e-9
    )
  })

  test('weights hard seconds more than their average would', ({ assert }) => {
    // 30 min at 120 then 30 min at 180: the exponential weighting favours the hard half.
    const timeSeconds = Array.from({ length: 3601 }, (_, t) => t)
    const hrBpm = timeSeconds.map((t) => (t < 1800 ? 120 : 180))
    const streamed = trimpFromStream({ hrBpm, timeSeconds, ...athlete })
    const average = banisterTrimp({ durationSeconds: 3600, avgHr: 150, ...athlete })
    assert.isAbove(streamed, average)
  })

  test('a pause longer than maxGapSeconds adds nothing', ({ assert }) => {
    // Two 10-minute blocks at 155 bpm, 20 minutes apart.
    const first = constantStream(155, 600)
    const second = constantStream(155, 600)
    const stream = {
      timeSeconds: [...first.timeSeconds, ...second.timeSeconds.map((t) => t + 1800)],
      hrBpm: [...first.hrBpm, ...second.hrBpm],
    }
    assert.closeTo(
      trimpFromStream({ ...stream, ...athlete }),
      banisterTrimp({ durationSeconds: 1200, avgHr: 155, ...athlete }),
      1e-9
    )
  })

  test('missing samples hold the neighbouring value; both ends missing adds nothing', ({
    assert,
  }) => {
    const stream = constantStream(155, 10)
    stream.hrBpm[3] = 0
    stream.hrBpm[7] = Number.NaN
    stream.hrBpm[8] = Number.NaN
    // Steps 7→8 is lost (1 s); every other second counts at 155 bpm.
    assert.closeTo(
      trimpFromStream({ ...stream, ...athlete }),
      banisterTrimp({ durationSeconds: 9, avgHr: 155, ...athlete }),
      1e-9
    )
  })

  test('an empty stream scores 0', ({ assert }) => {
    assert.equal(trimpFromStream({ hrBpm: [], timeSeconds: [], ...athlete }), 0)
  })
})

test.group('HRSS and pace load', () => {
  test('one hour at LTHR scores 100 HRSS', ({ assert }) => {
    const trimp = banisterTrimp({ durationSeconds: 3600, avgHr: 168, ...athlete })
    assert.closeTo(hrss({ trimp, lthr: 168, ...athlete }), 100, 1e-9)
    assert.closeTo(hrss({ trimp: trimp / 2, lthr: 168, ...athlete }), 50, 1e-9)
  })

  test('pace load = hours × IF² × 100', ({ assert }) => {
    assert.closeTo(
      paceLoad({ durationSeconds: 3600, normalizedSpeedMps: 4, thresholdSpeedMps: 4 }),
      100,
      1e-9
    )
    // 30 min at IF 0.9: 0.5 × 0.81 × 100 = 40.5
    assert.closeTo(
      paceLoad({ durationSeconds: 1800, normalizedSpeedMps: 3.6, thresholdSpeedMps: 4 }),
      40.5,
      1e-9
    )
  })

  test('Minetti grade adjustment', ({ assert }) => {
    assert.equal(runningCostJPerKgM(0), 3.6)
    assert.equal(gradeAdjustedSpeedMps(3, 0), 3)
    // +10 %: C = 155.4e-5 − 30.4e-4 − 43.3e-3 + 46.3e-2 + 19.5e-1 + 3.6 = 5.968214 J/kg/m.
    assert.closeTo(gradeAdjustedSpeedMps(3, 0.1), (3 * 5.968214) / 3.6, 1e-9)
    // Gentle downhill is cheaper than flat, steep downhill is not.
    assert.isBelow(gradeAdjustedSpeedMps(3, -0.1), 3)
    assert.isAbove(gradeAdjustedSpeedMps(3, -0.45), gradeAdjustedSpeedMps(3, -0.2))
    // Beyond ±45 % the polynomial is clamped.
    assert.equal(runningCostJPerKgM(0.8), runningCostJPerKgM(0.45))
  })
})
