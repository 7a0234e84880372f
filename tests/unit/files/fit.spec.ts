import { test } from '@japa/runner'
import { Encoder, Profile } from '@garmin/fitsdk'
import type { Encodable, FileIdMesg, WorkoutMesg, WorkoutStepMesg } from '@garmin/fitsdk'
import { cadenceToFit, encodeFitActivity } from '#domain/files/fit_encode'
import { parseFit, sportFromFit } from '#domain/files/fit'
import { syntheticActivity } from '#tests/unit/files/helpers'

test.group('FIT encode → parse round trip', () => {
  test('keeps samples, distance, HR, position, cadence, power, laps and totals', ({ assert }) => {
    const source = syntheticActivity(1800, 'trail_run')
    const bytes = encodeFitActivity(source, {
      manufacturer: 1,
      product: 3113,
      serialNumber: 3987654321,
    })
    const { activity, errors } = parseFit(bytes)
    assert.deepEqual(errors, [])
    assert.isNotNull(activity)
    const a = activity!
    const s = a.streams
    assert.equal(a.format, 'fit')
    assert.equal(a.sport, 'trail_run')
    assert.equal(a.startTime, '2026-03-01T07:15:00.000Z')
    assert.equal(a.device, 'Garmin fr945')
    assert.equal(a.sourceId, `fit:1:3987654321:${Date.parse(a.startTime) / 1000}`)
    assert.lengthOf(s.time, 1801)
    assert.deepEqual(s.time.slice(0, 3), [0, 1, 2])
    assert.equal(s.time[1800], 1800)
    assert.equal(s.distance![1800], 5400)
    assert.deepEqual(s.heartRate!.slice(0, 21), source.streams.heartRate!.slice(0, 21))
    assert.deepEqual(s.cadence!.slice(0, 4), [172, 173, 172, 173])
    assert.equal(s.power![900], 250)
    assert.closeTo(s.speed![900], 3, 1e-9)
    for (const i of [0, 1, 777, 1800]) {
      assert.closeTo(s.lat![i], source.streams.lat![i], 1e-6)
      assert.closeTo(s.lng![i], source.streams.lng![i], 1e-6)
      assert.closeTo(s.altitude![i], source.streams.altitude![i], 0.2)
    }
    // The encoder writes each lap's timer time (its elapsed time when the lap has none).
    assert.deepEqual(
      a.laps,
      source.laps.map((lap) => ({ ...lap, timerSeconds: lap.elapsedSeconds }))
    )
    assert.deepEqual(a.totals, { distanceMeters: 5400, elapsedSeconds: 1800, movingSeconds: 1770 })
  })

  test('indoor files without GPS, with gaps: missing samples are NaN, absent channels absent', ({
    assert,
  }) => {
    const source = syntheticActivity(120, 'treadmill')
    delete source.streams.lat
    delete source.streams.lng
    delete source.streams.power
    source.streams.heartRate![10] = Number.NaN
    source.streams.heartRate![11] = Number.NaN
    source.laps = []
    source.totals = {}
    const { activity, errors } = parseFit(encodeFitActivity(source))
    assert.deepEqual(errors, [])
    assert.equal(activity!.sport, 'treadmill')
    assert.isUndefined(activity!.streams.lat)
    assert.isUndefined(activity!.streams.lng)
    assert.isUndefined(activity!.streams.power)
    assert.isNaN(activity!.streams.heartRate![10])
    assert.isNaN(activity!.streams.heartRate![11])
    assert.equal(activity!.streams.heartRate![12], 152)
    // Without laps or totals the encoder writes one lap and totals from the streams.
    assert.deepEqual(activity!.laps, [
      { startSeconds: 0, elapsedSeconds: 120, distanceMeters: 360, timerSeconds: 120 },
    ])
    assert.equal(activity!.totals.distanceMeters, 360)
  })

  test('bike cadence stays in rpm; run cadence is steps/min with half strides', ({ assert }) => {
    const ride = parseFit(encodeFitActivity(syntheticActivity(10, 'ride'))).activity!
    assert.equal(ride.sport, 'ride')
    assert.equal(ride.streams.cadence![5], 90)
    assert.deepEqual(cadenceToFit(171, true), { cadence: 85, fractionalCadence: 0.5 })
    assert.deepEqual(cadenceToFit(90, false), { cadence: 90 })
  })

  test('maps FIT sport and sub-sport to our sports', ({ assert }) => {
    assert.equal(sportFromFit(1, 0), 'run')
    assert.equal(sportFromFit(1, 1), 'treadmill')
    assert.equal(sportFromFit(1, 3), 'trail_run')
    assert.equal(sportFromFit(2, 6), 'ride')
    assert.equal(sportFromFit(11, 0), 'walk')
    assert.equal(sportFromFit(17, 0), 'hike')
    assert.equal(sportFromFit(5, 17), 'swim')
    assert.equal(sportFromFit(10, 20), 'strength')
    assert.equal(sportFromFit(4, 1), 'treadmill')
    assert.equal(sportFromFit(undefined, undefined), 'other')
  })
})

test.group('FIT rejects bad input', () => {
  const good = encodeFitActivity(syntheticActivity(60))

  test('truncated file', ({ assert }) => {
    const result = parseFit(good.slice(0, good.length - 100))
    assert.isNull(result.activity)
    assert.match(result.errors[0], /incomplete/)
  })

  test('bad CRC', ({ assert }) => {
    const damaged = good.slice()
    damaged[200] ^= 0xff
    const result = parseFit(damaged)
    assert.isNull(result.activity)
    assert.equal(result.errors[0], 'The FIT file is damaged (CRC check failed).')
  })

  test('a workout file is not an activity', ({ assert }) => {
    const encoder = new Encoder()
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.FILE_ID,
      type: 5,
      manufacturer: 255,
      product: 0,
      serialNumber: 1,
      timeCreated: new Date('2026-03-01T07:00:00Z'),
    } as Encodable<FileIdMesg>)
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.WORKOUT,
      wktName: 'Tempo',
      sport: 1,
      numValidSteps: 1,
    } as Encodable<WorkoutMesg>)
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.WORKOUT_STEP,
      messageIndex: 0,
      durationType: 0,
      durationValue: 1200000,
      targetType: 2,
    } as Encodable<WorkoutStepMesg>)
    const result = parseFit(encoder.close())
    assert.isNull(result.activity)
    assert.equal(result.errors[0], 'This FIT file is a workout, not a recorded activity.')
  })

  test('an activity file without records', ({ assert }) => {
    const encoder = new Encoder()
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.FILE_ID,
      type: 4,
      manufacturer: 255,
      serialNumber: 1,
      timeCreated: new Date('2026-03-01T07:00:00Z'),
    } as Encodable<FileIdMesg>)
    const result = parseFit(encoder.close())
    assert.isNull(result.activity)
    assert.equal(result.errors[0], 'This FIT file has no recorded samples.')
  })

  test('not a FIT file, and an empty one', ({ assert }) => {
    assert.match(parseFit(new TextEncoder().encode('hello world, not fit')).errors[0], /not a FIT/)
    assert.equal(parseFit(new Uint8Array()).errors[0], 'The file is empty.')
  })
})
