import { test } from '@japa/runner'
import type { ActivityLap, ParsedActivity } from '#domain/files/activity_file'
import { profileActivity } from '#domain/activities/activity_profile'
import {
  analyseWorkout,
  comparePlan,
  detectIntervals,
  lapFigures,
  lapsAreMeaningful,
  otsuThreshold,
  segmentFigures,
  splitNote,
} from '#domain/activities/workout'
import { rollingMean } from '#domain/activities/smoothing'
import type { WorkoutStep } from '#domain/plans/types'
import { parseFit } from '#domain/files/fit'
import { parseTcx } from '#domain/files/tcx'
import { activityOf, gaussian, seededRandom } from './synthetic.js'
import { fixture } from '../files/helpers.js'

/**
 * A 1 Hz run from stretches of constant speed (m/s, seconds), HR per stretch, flat, with
 * optional Gaussian speed noise (sd, m/s).
 */
function stretches(
  parts: { mps: number; seconds: number; hr?: number }[],
  noiseSd = 0
): ParsedActivity {
  const noise = gaussian(seededRandom(7))
  const time = [0]
  const distance = [0]
  const heartRate = [parts[0].hr ?? 140]
  let t = 0
  let d = 0
  for (const part of parts) {
    for (let s = 0; s < part.seconds; s++) {
      t += 1
      d += Math.max(0, part.mps + noiseSd * noise())
      time.push(t)
      distance.push(d)
      heartRate.push(part.hr ?? 140)
    }
  }
  return activityOf({ time, distance, heartRate })
}

// 10 min warm-up at 3 m/s, 3 × (400 s at 4 m/s = 1600 m, 120 s at 2 m/s), 5 min cool-down.
const SESSION = [
  { mps: 3, seconds: 600, hr: 130 },
  { mps: 4, seconds: 400, hr: 170 },
  { mps: 2, seconds: 120, hr: 140 },
  { mps: 4, seconds: 400, hr: 172 },
  { mps: 2, seconds: 120, hr: 142 },
  { mps: 4, seconds: 400, hr: 174 },
  { mps: 3, seconds: 300, hr: 135 },
]

test.group('Workout analysis: segment and lap figures', () => {
  test('a stretch read between samples: distance, moving time, pace and time-weighted HR', ({
    assert,
  }) => {
    const profile = profileActivity(stretches(SESSION), null)
    // The first rep: 600–1000 s at 4 m/s = 1600 m in 400 s → 250 s/km (4:10/km).
    const rep = segmentFigures(profile, 600, 1000)
    assert.closeTo(rep.distanceMeters, 1600, 1e-9)
    assert.closeTo(rep.movingSeconds, 400, 1e-9)
    assert.closeTo(rep.paceSecPerKm!, 250, 1e-9)
    // HR is 170 for steps 601..1000 except the step into 601 (mean of 130 and 170 = 150).
    assert.closeTo(rep.avgHr!, (399 * 170 + 150) / 400, 1e-9)
    // Half a second into a step is interpolated: 600.5–1000.5 s.
    const shifted = segmentFigures(profile, 600.5, 1000.5)
    assert.closeTo(shifted.distanceMeters, 0.5 * 4 + 399 * 4 + 0.5 * 2, 1e-9)
    // No altitude: no grade-adjusted pace.
    assert.isNull(rep.gradeAdjustedSecPerKm)
  })

  test('lap figures use the device distance and timer time when the lap has them', ({ assert }) => {
    const profile = profileActivity(stretches(SESSION), null)
    const laps: ActivityLap[] = [
      { startSeconds: 0, elapsedSeconds: 600, intensity: 'warmup', trigger: 'manual' },
      {
        startSeconds: 600,
        elapsedSeconds: 400,
        distanceMeters: 1610,
        timerSeconds: 395,
        intensity: 'active',
        trigger: 'manual',
      },
    ]
    const [warmup, rep] = lapFigures(profile, laps)
    assert.equal(warmup.kind, 'warmup')
    assert.closeTo(warmup.distanceMeters, 1800, 1e-9)
    assert.closeTo(warmup.paceSecPerKm!, 1000 / 3, 1e-9)
    assert.equal(rep.index, 2)
    assert.equal(rep.kind, 'work')
    assert.equal(rep.distanceMeters, 1610)
    assert.equal(rep.movingSeconds, 395)
    assert.equal(rep.elapsedSeconds, 400)
    assert.closeTo(rep.paceSecPerKm!, (395 * 1000) / 1610, 1e-9)
  })

  test('grade-adjusted pace of a lap uphill is faster than its pace (Minetti)', ({ assert }) => {
    // 600 s at 3 m/s up a 5 % grade: altitude rises 0.15 m per second.
    const time: number[] = []
    const distance: number[] = []
    const altitude: number[] = []
    for (let i = 0; i <= 600; i++) {
      time.push(i)
      distance.push(3 * i)
      altitude.push(100 + 0.15 * i)
    }
    const profile = profileActivity(activityOf({ time, distance, altitude }), null)
    const [lap] = lapFigures(profile, [{ startSeconds: 100, elapsedSeconds: 400 }])
    assert.closeTo(lap.paceSecPerKm!, 1000 / 3, 1e-9)
    assert.isBelow(lap.gradeAdjustedSecPerKm!, lap.paceSecPerKm! * 0.9)
  })

  test('auto-laps do not describe the session; manual and rest laps do', ({ assert }) => {
    const km = (i: number, extra: Partial<ActivityLap> = {}): ActivityLap => ({
      startSeconds: i * 300,
      elapsedSeconds: 300,
      distanceMeters: 1000,
      ...extra,
    })
    // By trigger.
    assert.isFalse(lapsAreMeaningful([km(0, { trigger: 'distance' }), km(1, { trigger: 'end' })]))
    assert.isTrue(lapsAreMeaningful([km(0, { trigger: 'manual' }), km(1, { trigger: 'end' })]))
    // Without triggers: 1 km (or 1 mile) laps but the last are auto-laps.
    assert.isFalse(lapsAreMeaningful([km(0), km(1), { ...km(2), distanceMeters: 420 }]))
    assert.isFalse(
      lapsAreMeaningful([
        { startSeconds: 0, elapsedSeconds: 500, distanceMeters: 1609.3 },
        { startSeconds: 500, elapsedSeconds: 100, distanceMeters: 300 },
      ])
    )
    assert.isTrue(lapsAreMeaningful([{ ...km(0), distanceMeters: 800 }, km(1)]))
    assert.isTrue(lapsAreMeaningful([km(0, { trigger: 'distance' }), km(1, { intensity: 'rest' })]))
    // One lap says nothing.
    assert.isFalse(lapsAreMeaningful([km(0, { trigger: 'manual' })]))
  })
})

test.group('Workout analysis: interval detection', () => {
  test("Otsu's threshold splits two speed levels between them, with high separability", ({
    assert,
  }) => {
    // 60 % of the time at 2 m/s, 40 % at 4 m/s: the threshold lies in (2, 4]; σ²_B = σ²_T.
    const speeds = [...Array(60).fill(2), ...Array(40).fill(4)]
    const result = otsuThreshold(speeds, Array(100).fill(1))!
    assert.isAbove(result.thresholdMps, 2.05)
    assert.isAtMost(result.thresholdMps, 4)
    assert.closeTo(result.separability, 1, 1e-9)
    assert.isNull(otsuThreshold([3, 3, 3], [1, 1, 1]))
  })

  test('a warm-up, 3 × 1600 m with recoveries and a cool-down are found at their times', ({
    assert,
  }) => {
    const segments = detectIntervals(profileActivity(stretches(SESSION, 0.15), null))
    assert.deepEqual(
      segments.map((s) => s.kind),
      ['warmup', 'work', 'recovery', 'work', 'recovery', 'work', 'cooldown']
    )
    const work = segments.filter((s) => s.kind === 'work')
    const starts = [600, 1120, 1640]
    work.forEach((segment, i) => {
      // Boundaries within a few seconds of the true ones (the 10 s smoothing blurs them).
      assert.closeTo(segment.startSeconds, starts[i], 5)
      assert.closeTo(segment.elapsedSeconds, 400, 8)
      assert.closeTo(segment.paceSecPerKm!, 250, 6)
    })
    assert.closeTo(segments[0].startSeconds, 0, 1e-9)
    assert.closeTo(segments[6].startSeconds + segments[6].elapsedSeconds, 2340, 1e-9)
  })

  test('a steady run with noisy speed is not intervals', ({ assert }) => {
    const steady = stretches([{ mps: 3, seconds: 3600 }], 0.3)
    assert.deepEqual(detectIntervals(profileActivity(steady, null)), [])
  })

  test('a progression run (two speeds, one change) is not intervals', ({ assert }) => {
    const progression = stretches([
      { mps: 3, seconds: 1800 },
      { mps: 3.6, seconds: 1200 },
    ])
    assert.deepEqual(detectIntervals(profileActivity(progression, null)), [])
  })

  test('short flickers (a 5 s surge, a 5 s stop) are merged into their neighbours', ({
    assert,
  }) => {
    const session = stretches([
      { mps: 3, seconds: 300 },
      { mps: 4.5, seconds: 120 },
      { mps: 1, seconds: 5 },
      { mps: 4.5, seconds: 120 },
      { mps: 2, seconds: 90 },
      { mps: 5, seconds: 5 },
      { mps: 2, seconds: 90 },
      { mps: 4.5, seconds: 240 },
      { mps: 3, seconds: 300 },
    ])
    const kinds = detectIntervals(profileActivity(session, null)).map((s) => s.kind)
    assert.deepEqual(kinds, ['warmup', 'work', 'recovery', 'work', 'cooldown'])
  })

  test('analyseWorkout detects intervals only when the laps are auto-laps', ({ assert }) => {
    const run = stretches(SESSION)
    run.laps = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      startSeconds: i * 300,
      elapsedSeconds: 300,
      distanceMeters: 1000,
      trigger: 'distance' as const,
    }))
    const auto = analyseWorkout(run)
    assert.isFalse(auto.lapsMeaningful)
    assert.equal(auto.laps.length, 8)
    assert.equal(auto.intervals.filter((s) => s.kind === 'work').length, 3)

    run.laps = [{ startSeconds: 0, elapsedSeconds: 600, trigger: 'manual' }, ...run.laps.slice(2)]
    const manual = analyseWorkout(run)
    assert.isTrue(manual.lapsMeaningful)
    assert.deepEqual(manual.intervals, [])
  })
})

const PLAN: WorkoutStep[] = [
  { kind: 'warmup', distanceMeters: 1800 },
  {
    kind: 'repeat',
    repeat: {
      count: 3,
      steps: [
        {
          kind: 'active',
          distanceMeters: 1600,
          target: { intensity: 'interval', paceSecPerKm: [250, 260] },
        },
        { kind: 'recovery', durationSeconds: 120 },
      ],
    },
  },
  { kind: 'cooldown', distanceMeters: 900 },
]

test.group('Workout analysis: planned against done', () => {
  test('detected work segments pair with the planned reps in order', ({ assert }) => {
    const profile = profileActivity(stretches(SESSION), null)
    const comparison = comparePlan(PLAN, [], false, detectIntervals(profile))
    assert.equal(comparison.source, 'intervals')
    // warm-up, 3 × (rep, recovery), cool-down.
    assert.lengthOf(comparison.steps, 8)
    const [warmup, reps, cooldown] = comparison.groups
    assert.equal(warmup.count, 1)
    assert.equal(reps.count, 3)
    assert.equal(reps.distanceMeters, 1600)
    assert.deepEqual(reps.target?.paceSecPerKm, [250, 260])
    assert.lengthOf(reps.done, 3)
    for (const done of reps.done) assert.closeTo(done!.paceSecPerKm!, 250, 6)
    assert.closeTo(warmup.done[0]!.paceSecPerKm!, 1000 / 3, 8)
    assert.closeTo(cooldown.done[0]!.paceSecPerKm!, 1000 / 3, 8)
  })

  test('laps as many as the planned steps pair one to one ("4:13, 4:16, 4:19")', ({ assert }) => {
    // Three reps at 253, 256 and 259 s/km (4:13, 4:16, 4:19 per km), laps at each step.
    const sections = [
      { mps: 3, seconds: 600 },
      { mps: 1000 / 253, seconds: 404.8 },
      { mps: 2, seconds: 120 },
      { mps: 1000 / 256, seconds: 409.6 },
      { mps: 2, seconds: 120 },
      { mps: 1000 / 259, seconds: 414.4 },
      { mps: 2, seconds: 120 },
      { mps: 3, seconds: 300 },
    ]
    const laps: ActivityLap[] = []
    let start = 0
    for (const section of sections) {
      laps.push({
        startSeconds: start,
        elapsedSeconds: section.seconds,
        distanceMeters: section.mps * section.seconds,
        timerSeconds: section.seconds,
        trigger: 'manual',
      })
      start += section.seconds
    }
    const run = stretches(sections.map((s) => ({ mps: s.mps, seconds: Math.round(s.seconds) })))
    const profile = profileActivity(run, null)
    const comparison = comparePlan(PLAN, lapFigures(profile, laps), true, [])
    assert.equal(comparison.source, 'laps')
    const paces = comparison.groups[1].done.map((done) => done!.paceSecPerKm!)
    paces.forEach((pace, i) => assert.closeTo(pace, [253, 256, 259][i], 1e-9))
  })

  test('nothing to pair: the steps are listed without done figures', ({ assert }) => {
    const comparison = comparePlan(PLAN, [], false, [])
    assert.isNull(comparison.source)
    assert.isTrue(comparison.steps.every((step) => step.done === null))
    assert.deepEqual(comparison.groups[1].done, [null, null, null])
  })
})

test.group('Workout analysis: fixture files', () => {
  test('a TCX with workout laps (Active and Resting): laps describe the session', ({ assert }) => {
    const { activity } = parseTcx(fixture('intervals_laps.tcx'))
    assert.isNotNull(activity)
    assert.deepEqual(
      activity!.laps.map((lap) => [lap.intensity, lap.trigger]),
      [
        ['active', 'manual'],
        ['active', 'manual'],
        ['rest', 'manual'],
        ['active', 'manual'],
        ['rest', 'manual'],
        ['active', 'manual'],
      ]
    )
    const analysis = analyseWorkout(activity!)
    assert.isTrue(analysis.lapsMeaningful)
    // Lap 2 is 800 m in 180 s (3:45/km), lap 3 a 90 s rest of 180 m.
    assert.closeTo(analysis.laps[1].distanceMeters, 800, 1e-9)
    assert.closeTo(analysis.laps[1].paceSecPerKm!, 225, 1e-9)
    assert.equal(analysis.laps[2].kind, 'recovery')
    assert.closeTo(analysis.laps[2].paceSecPerKm!, 500, 1e-9)
  })

  test('a FIT with 1 km auto-laps: intervals come from the speed', ({ assert }) => {
    const { activity } = parseFit(fixture('intervals_autolap.fit'))
    assert.isNotNull(activity)
    assert.isTrue(activity!.laps.every((lap) => lap.trigger !== 'manual'))
    const analysis = analyseWorkout(activity!)
    assert.isFalse(analysis.lapsMeaningful)
    const work = analysis.intervals.filter((s) => s.kind === 'work')
    assert.lengthOf(work, 3)
    for (const rep of work) assert.closeTo(rep.paceSecPerKm!, 250, 6)
  })
})

test.group('Workout analysis: splits and smoothing', () => {
  test('a partial last split and a split with a pause say so', ({ assert }) => {
    assert.deepEqual(
      splitNote({ distanceMeters: 676, elapsedSeconds: 250, movingSeconds: 250 }, 1609.344),
      { partialMeters: 676, pausedSeconds: null }
    )
    // The mile: time 8:11 (491 s) at 6:54/mi (414 s moving): 77 s paused.
    assert.deepEqual(
      splitNote({ distanceMeters: 1609.344, elapsedSeconds: 491, movingSeconds: 414 }, 1609.344),
      { partialMeters: null, pausedSeconds: 77 }
    )
    assert.deepEqual(
      splitNote({ distanceMeters: 1000, elapsedSeconds: 302, movingSeconds: 300 }, 1000),
      { partialMeters: null, pausedSeconds: null }
    )
  })

  test('rolling mean over a window of seconds, centred, gaps kept', ({ assert }) => {
    const time = [0, 1, 2, 3, 4, 5, 6]
    assert.deepEqual(rollingMean(time, [1, 2, 3, 4, 5, 6, 7], 0), [1, 2, 3, 4, 5, 6, 7])
    // ±1.5 s: samples i−1..i+1.
    assert.deepEqual(rollingMean(time, [0, 3, 0, 3, 0, 3, 0], 3), [1.5, 1, 2, 1, 2, 1, 1.5])
    // A missing sample stays missing and is not counted in its neighbours' means.
    assert.deepEqual(rollingMean(time, [2, null, 4, 4, 4, 4, 4], 3), [2, null, 4, 4, 4, 4, 4])
    // Uneven sampling: the window is in seconds, not samples.
    assert.deepEqual(rollingMean([0, 10, 11, 12], [10, 1, 2, 3], 2), [10, 1.5, 2, 2.5])
  })
})
