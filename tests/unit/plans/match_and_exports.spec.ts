import { test } from '@japa/runner'
import ICAL from 'ical.js'
import { Decoder, Stream } from '@garmin/fitsdk'
import { generatePlan } from '#domain/plans/generate_plan'
import { planToIcs, foldLine, escapeText } from '#domain/plans/ics'
import { workoutToFit } from '#domain/plans/fit_workout'
import { matchActivities, weekCompliance, workoutCompliance } from '#domain/plans/match_activity'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import { marathonInput } from './helpers.js'

const zones = [
  { name: 'Z1', min: 0, max: 120 },
  { name: 'Z2', min: 120, max: 140 },
  { name: 'Z3', min: 140, max: 160 },
  { name: 'Z4', min: 160, max: 180 },
  { name: 'Z5', min: 180, max: Infinity },
]
const plan = (generatePlan({ ...marathonInput, hrZones: zones }) as { plan: Plan }).plan
const week9 = plan.weeks[8]
const find = (type: PlannedWorkout['type']) => week9.workouts.find((w) => w.type === type)!

test.group('matching and compliance', () => {
  test('an activity matches the same-day workout closest in size', ({ assert }) => {
    const long = find('long')
    const twin: PlannedWorkout = { ...find('easy'), key: 'extra', dateIso: long.dateIso }
    const matches = matchActivities(
      [long, twin],
      [
        {
          id: 1,
          localDate: long.dateIso,
          sport: 'run',
          distanceMeters: 17500,
          movingSeconds: 6000,
        },
        { id: 2, localDate: long.dateIso, sport: 'run', distanceMeters: 8000, movingSeconds: 2800 },
        {
          id: 3,
          localDate: long.dateIso,
          sport: 'ride',
          distanceMeters: 18000,
          movingSeconds: 3600,
        },
        { id: 4, localDate: '2026-08-05', sport: 'run', distanceMeters: 9000, movingSeconds: 3000 },
      ]
    )
    assert.deepEqual(matches, [
      { activityId: 1, workoutKey: long.key },
      { activityId: 2, workoutKey: 'extra' },
      { activityId: 3, workoutKey: null },
      { activityId: 4, workoutKey: null },
    ])
  })

  test('workout status by ratio: completed 80–120 %, partial, over, missed, pending', ({
    assert,
  }) => {
    const easy = find('easy')
    const planned = easy.distanceMeters!
    const done = (m: number) => [
      { id: 1, localDate: easy.dateIso, sport: 'run', distanceMeters: m, movingSeconds: 3000 },
    ]
    assert.equal(workoutCompliance(easy, done(planned), '2026-12-01').status, 'completed')
    assert.equal(workoutCompliance(easy, done(planned * 0.8), '2026-12-01').status, 'completed')
    assert.equal(workoutCompliance(easy, done(planned * 0.79), '2026-12-01').status, 'partial')
    assert.equal(workoutCompliance(easy, done(planned * 1.25), '2026-12-01').status, 'over')
    assert.equal(workoutCompliance(easy, [], '2026-12-01').status, 'missed')
    assert.equal(workoutCompliance(easy, [], '2026-01-01').status, 'pending')
    assert.equal(workoutCompliance(easy, done(planned), '2026-12-01').label, 'Completed (100 %)')
  })

  test('week compliance counts unplanned runs and has a text label', ({ assert }) => {
    const activities = week9.workouts
      .filter((w) => w.type !== 'rest')
      .map((w, i) => ({
        id: i,
        localDate: w.dateIso,
        sport: 'run',
        distanceMeters: w.distanceMeters!,
        movingSeconds: w.durationSeconds!,
      }))
    const rest = week9.workouts.find((w) => w.type === 'rest')!
    activities.push({
      id: 99,
      localDate: rest.dateIso,
      sport: 'run',
      distanceMeters: 5000,
      movingSeconds: 1800,
    })
    const summary = weekCompliance(week9, activities, '2026-12-01')
    assert.equal(summary.doneDistanceMeters, week9.plannedDistanceMeters + 5000)
    assert.deepEqual(summary.unplannedActivityIds, [99])
    assert.equal(summary.level, 'good')
    const planned = week9.plannedDistanceMeters
    const done = planned + 5000
    assert.equal(
      summary.label,
      `${(done / 1000).toFixed(1)} of ${(planned / 1000).toFixed(1)} km (${Math.round((done / planned) * 100)} %)`
    )
    assert.isTrue(
      summary.workouts.filter((w) => w.status !== 'rest').every((w) => w.status === 'completed')
    )
  })
})

test.group('done marks and matching: one "done"', () => {
  const easy = find('easy')
  const long = find('long')
  const run = (id: number, localDate: string, distanceMeters: number, movingSeconds = 3000) => ({
    id,
    localDate,
    sport: 'run',
    distanceMeters,
    movingSeconds,
  })

  test('a done mark with distance and time counts in the workout and the week', ({ assert }) => {
    const marks = new Map([
      [easy.key, { status: 'done' as const, distanceMeters: 8000, durationSeconds: 2880 }],
    ])
    const summary = weekCompliance(week9, [], '2026-12-01', 'metric', marks)
    const workout = summary.workouts.find((w) => w.key === easy.key)!
    assert.isTrue(workout.done)
    assert.equal(workout.source, 'entered')
    assert.equal(workout.doneDistanceMeters, 8000)
    assert.closeTo(workout.ratio!, 8000 / easy.distanceMeters!, 1e-9)
    assert.equal(summary.doneDistanceMeters, 8000)
    const planned = week9.plannedDistanceMeters
    assert.equal(
      summary.label,
      `8.0 of ${(planned / 1000).toFixed(1)} km (${Math.round((8000 / planned) * 100)} %)`
    )
    // Without the mark nothing is done (the "undo" is the mark's absence).
    const undone = weekCompliance(week9, [], '2026-12-01', 'metric')
    assert.equal(undone.doneDistanceMeters, 0)
    assert.isFalse(undone.workouts.find((w) => w.key === easy.key)!.done)
  })

  test('a linked run pairs with the workout before the automatic matching; it is counted once', ({
    assert,
  }) => {
    // Two runs on the long run's day: automatically the 17.5 km one would match the long run.
    const activities = [run(1, long.dateIso, 17500, 6000), run(2, long.dateIso, 8000)]
    assert.deepEqual(
      matchActivities(week9.workouts, activities).map((m) => m.workoutKey),
      [long.key, null]
    )
    const marks = new Map([[long.key, { status: 'done' as const, activityId: 2 }]])
    assert.deepEqual(
      matchActivities(week9.workouts, activities, marks).map((m) => m.workoutKey),
      [null, long.key]
    )
    const summary = weekCompliance(week9, activities, '2026-12-01', 'metric', marks)
    const workout = summary.workouts.find((w) => w.key === long.key)!
    assert.equal(workout.source, 'linked')
    assert.deepEqual(workout.activityIds, [2])
    assert.equal(summary.doneDistanceMeters, 25500)
  })

  test('a matched run wins over figures entered with the mark: never counted twice', ({
    assert,
  }) => {
    const marks = new Map([
      [easy.key, { status: 'done' as const, distanceMeters: 9000, durationSeconds: 3000 }],
    ])
    const activities = [run(1, easy.dateIso, easy.distanceMeters!)]
    const summary = weekCompliance(week9, activities, '2026-12-01', 'metric', marks)
    const workout = summary.workouts.find((w) => w.key === easy.key)!
    assert.equal(workout.source, 'matched')
    assert.equal(workout.doneDistanceMeters, easy.distanceMeters)
    assert.equal(summary.doneDistanceMeters, easy.distanceMeters)
  })

  test('a skipped workout takes no run; the run still counts in the week', ({ assert }) => {
    const marks = new Map([[easy.key, { status: 'skipped' as const }]])
    const activities = [run(1, easy.dateIso, easy.distanceMeters!)]
    const summary = weekCompliance(week9, activities, '2026-12-01', 'metric', marks)
    const workout = summary.workouts.find((w) => w.key === easy.key)!
    assert.equal(workout.label, 'Skipped')
    assert.isFalse(workout.done)
    assert.deepEqual(summary.unplannedActivityIds, [1])
    assert.equal(summary.doneDistanceMeters, easy.distanceMeters)
  })

  test('a done mark never reads "Planned"', ({ assert }) => {
    const future = week9.workouts.find((w) => w.type === 'easy')!
    const result = workoutCompliance(future, [], '2026-01-01', { status: 'done' })
    assert.isTrue(result.done)
    assert.notEqual(result.label, 'Planned')
    assert.notEqual(result.status, 'pending')
  })
})

test.group('ICS export (RFC 5545)', () => {
  const ics = planToIcs(plan, {
    calendarName: 'Pacewise; marathon, 2026',
    uidDomain: 'pacewise.test',
    uidPrefix: 'plan-7',
    nowIso: '2026-06-01T08:00:00Z',
  })

  test('CRLF, folded at 75 octets, escaped, parseable by ical.js', ({ assert }) => {
    assert.isTrue(ics.endsWith('\r\n'))
    assert.notMatch(ics.replace(/\r\n/g, ''), /\n/)
    for (const line of ics.split('\r\n')) assert.isAtMost(new TextEncoder().encode(line).length, 75)
    assert.include(ics, 'X-WR-CALNAME:Pacewise\\; marathon\\, 2026')
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const events = calendar.getAllSubcomponents('vevent')
    const workouts = plan.weeks.flatMap((w) => w.workouts).filter((w) => w.type !== 'rest')
    assert.lengthOf(events, workouts.length)
    const race = new ICAL.Event(events.at(-1)!)
    assert.equal(race.uid, `plan-7-${workouts.at(-1)!.key}@pacewise.test`)
    assert.equal(race.summary, 'Race day')
    assert.isTrue(race.startDate.isDate)
    assert.equal(race.startDate.toString(), '2026-10-11')
    assert.equal(race.endDate.toString(), '2026-10-12')
    const threshold = events
      .map((e) => new ICAL.Event(e))
      .find((e) => e.summary.startsWith('Cruise'))!
    assert.include(threshold.description, '× (Run 1.6 km @')
    // Five zones read as % HRmax (max 200): Daniels' T is 88–92 % of it.
    assert.include(threshold.description, 'HR 176–184 bpm')
    assert.equal(events[0].getFirstPropertyValue('dtstamp')!.toString(), '2026-06-01T08:00:00Z')
  })

  test('UIDs are stable across revisions and unique', ({ assert }) => {
    const uids = ics.match(/^UID:.*$/gm)!
    assert.equal(new Set(uids).size, uids.length)
    const again = planToIcs(plan, {
      calendarName: 'x',
      uidDomain: 'pacewise.test',
      uidPrefix: 'plan-7',
      nowIso: '2026-07-01T00:00:00Z',
    })
    assert.deepEqual(again.match(/^UID:.*$/gm), uids)
  })

  test('folding never splits a multi-byte character; escaping', ({ assert }) => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`)
    assert.notInclude(folded, '\uFFFD')
    assert.equal(folded.replace(/\r\n /g, ''), `SUMMARY:${'é'.repeat(60)}`)
    assert.equal(escapeText('a,b;c\\d\ne'), 'a\\,b\\;c\\\\d\\ne')
  })
})

test.group('FIT workout export', () => {
  const decode = (bytes: Uint8Array) => {
    const decoder = new Decoder(Stream.fromByteArray(bytes))
    assert_(decoder.checkIntegrity())
    return decoder.read()
  }
  function assert_(ok: boolean) {
    if (!ok) throw new Error('FIT integrity check failed')
  }

  test('intervals round-trip: steps, repeat and speed targets', ({ assert }) => {
    const workout = plan.weeks.flatMap((w) => w.workouts).find((w) => w.type === 'threshold')!
    const { messages, errors } = decode(workoutToFit(workout))
    assert.lengthOf(errors, 0)
    assert.equal(messages.fileIdMesgs![0].type, 'workout')
    const wkt = messages.workoutMesgs![0]
    assert.equal(wkt.sport, 'running')
    assert.equal(wkt.wktName, workout.title)
    const steps = messages.workoutStepMesgs!
    assert.equal(wkt.numValidSteps, steps.length)
    const repeat = workout.steps[1].repeat!
    // warm-up, rep, recovery, repeat marker, cool-down
    assert.lengthOf(steps, 5)
    assert.equal(steps[0].durationType, 'distance')
    assert.equal(steps[0].durationDistance, workout.steps[0].distanceMeters)
    assert.equal(steps[0].intensity, 'warmup')
    assert.equal(steps[1].durationDistance, repeat.steps[0].distanceMeters)
    assert.equal(steps[1].targetType, 'speed')
    const [fast, slow] = repeat.steps[0].target!.paceSecPerKm
    assert.closeTo(steps[1].customTargetSpeedLow as number, 1000 / slow, 0.001)
    assert.closeTo(steps[1].customTargetSpeedHigh as number, 1000 / fast, 0.001)
    assert.equal(steps[2].durationType, 'time')
    assert.equal(steps[2].durationTime, 60)
    assert.equal(steps[3].durationType, 'repeatUntilStepsCmplt')
    assert.equal(steps[3].durationStep, 1)
    assert.equal(steps[3].repeatSteps, repeat.count)
    assert.equal(steps[4].intensity, 'cooldown')
  })

  test('heart-rate targets use FIT custom bpm (+100)', ({ assert }) => {
    const workout = find('easy')
    const { messages } = decode(workoutToFit(workout, { target: 'hr' }))
    const step = messages.workoutStepMesgs![0]
    assert.equal(step.targetType, 'heartRate')
    // Daniels' E, 65–79 % of the 200 bpm max these zones imply.
    assert.equal(step.customTargetHeartRateLow, 130 + 100)
    assert.equal(step.customTargetHeartRateHigh, 158 + 100)
  })
})
