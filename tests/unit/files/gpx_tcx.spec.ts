import { test } from '@japa/runner'
import { parseGpx } from '#domain/files/gpx'
import { parseTcx } from '#domain/files/tcx'
import { haversineMeters } from '#domain/files/xml_track'
import { fixture, utf8 } from '#tests/unit/files/helpers'

const STEP_METERS = 15

test.group('GPX', () => {
  test('Garmin Connect export: ns3 TrackPointExtension hr and cad, measured distance', ({
    assert,
  }) => {
    const { activity, errors } = parseGpx(fixture('garmin_connect_run.gpx'))
    assert.deepEqual(errors, [])
    const a = activity!
    assert.equal(a.format, 'gpx')
    assert.equal(a.sport, 'run')
    assert.equal(a.name, 'Munich Running')
    assert.equal(a.startTime, '2026-03-01T07:15:00.000Z')
    assert.deepEqual(a.streams.time, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45])
    assert.deepEqual(a.streams.heartRate, [130, 131, 132, 133, 134, 135, 136, 137, 138, 139])
    // GPX cad counts one leg: 85 strides/min is 170 steps/min.
    assert.isTrue(a.streams.cadence!.every((c) => c === 170))
    assert.closeTo(a.streams.altitude![9], 521.4, 1e-9)
    assert.closeTo(a.streams.lat![9], 48.1383141, 1e-9)
    assert.closeTo(a.streams.distance![9], 9 * STEP_METERS, 0.05)
    assert.isUndefined(a.streams.power)
    assert.deepEqual(a.laps, [])
    assert.deepEqual(a.totals, {})
  })

  test('Strava export: gpxtpx prefix, bare power, numeric type, two segments, entities', ({
    assert,
  }) => {
    const { activity, errors } = parseGpx(fixture('strava_run.gpx'))
    assert.deepEqual(errors, [])
    const a = activity!
    assert.equal(a.sport, 'run')
    assert.equal(a.name, 'Morning Run & coffee')
    assert.lengthOf(a.streams.time, 8)
    assert.equal(a.streams.time[4], 50)
    assert.deepEqual(a.streams.power, [240, 241, 242, 243, 244, 245, 246, 247])
    assert.equal(a.streams.heartRate![7], 147)
    assert.equal(a.streams.cadence![0], 172)
    assert.closeTo(a.streams.distance![7], 7 * STEP_METERS, 0.05)
  })

  test('Apple Health route: speed extension, no heart rate, no type (defaults to run)', ({
    assert,
  }) => {
    const a = parseGpx(fixture('apple_health_route.gpx')).activity!
    assert.equal(a.sport, 'run')
    assert.deepEqual(a.streams.speed, [3, 3, 3, 3, 3, 3])
    assert.isUndefined(a.streams.heartRate)
    assert.isUndefined(a.streams.cadence)
    assert.equal(a.device, 'Apple Health Export')
  })

  test('sorts out-of-order points and drops repeated times and points without time', ({
    assert,
  }) => {
    const gpx = `<?xml version="1.0"?><gpx version="1.1"><trk><trkseg>
      <trkpt lat="48.0" lon="11.0"><time>2026-03-01T07:00:10Z</time></trkpt>
      <trkpt lat="48.0001" lon="11.0"><time>2026-03-01T07:00:00Z</time></trkpt>
      <trkpt lat="48.0002" lon="11.0"><time>2026-03-01T07:00:05Z</time></trkpt>
      <trkpt lat="48.0003" lon="11.0"><time>2026-03-01T07:00:05Z</time></trkpt>
      <trkpt lat="48.0004" lon="11.0"></trkpt>
    </trkseg></trk></gpx>`
    const { activity, errors } = parseGpx(utf8(gpx))
    assert.deepEqual(activity!.streams.time, [0, 5, 10])
    assert.deepEqual(activity!.streams.lat, [48.0001, 48.0002, 48.0])
    assert.deepEqual(errors, ['1 track point(s) without a timestamp were skipped.'])
  })

  test('rejects files without track points or timestamps, and broken XML', ({ assert }) => {
    const noPoints = parseGpx(utf8('<gpx version="1.1"><metadata><name>x</name></metadata></gpx>'))
    assert.isNull(noPoints.activity)
    assert.equal(noPoints.errors[0], 'This GPX file has no track points.')
    const route = parseGpx(
      utf8('<gpx><rte><rtept lat="1" lon="1"/><rtept lat="1.1" lon="1"/></rte></gpx>')
    )
    assert.match(route.errors[0], /planned route/)
    const noTimes = parseGpx(
      utf8('<gpx><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx>')
    )
    assert.match(noTimes.errors[0], /no timestamps/)
    const broken = parseGpx(utf8('<?xml version="1.0"?>\n<gpx>\n<trk>\n<trkseg>\n</trk></gpx>'))
    assert.isNull(broken.activity)
    assert.match(broken.errors[0], /^The GPX file is not valid XML \(line \d+\)\.$/)
  })

  test('does not expand DOCTYPE entities (billion laughs)', ({ assert }) => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<gpx><trk><name>&lol3;</name><trkseg><trkpt lat="1" lon="1"><time>2026-01-01T00:00:00Z</time></trkpt></trkseg></trk></gpx>`
    const result = parseGpx(utf8(lol))
    assert.equal(result.activity?.name ?? '', '&lol3;')
  })

  test('haversine: one degree of latitude is about 111.2 km', ({ assert }) => {
    assert.closeTo(haversineMeters(0, 0, 1, 0), 111195, 1)
  })
})

test.group('TCX', () => {
  test('Garmin export: laps, per-point distance, ns3:TPX speed and run cadence, creator', ({
    assert,
  }) => {
    const { activity, errors } = parseTcx(fixture('garmin_run.tcx'))
    assert.deepEqual(errors, [])
    const a = activity!
    assert.equal(a.format, 'tcx')
    assert.equal(a.sport, 'run')
    assert.equal(a.device, 'Forerunner 945')
    assert.equal(a.sourceId, 'tcx:3987654321:2026-03-04T17:30:00.000Z')
    assert.lengthOf(a.streams.time, 10)
    assert.deepEqual(a.streams.distance, [0, 15, 30, 45, 60, 75, 90, 105, 120, 135])
    assert.equal(a.streams.heartRate![9], 159)
    assert.isTrue(a.streams.cadence!.every((c) => c === 176))
    assert.isTrue(a.streams.speed!.every((v) => v === 3))
    assert.deepEqual(a.laps, [
      { startSeconds: 0, elapsedSeconds: 25, distanceMeters: 75 },
      { startSeconds: 25, elapsedSeconds: 25, distanceMeters: 75 },
    ])
    assert.deepEqual(a.totals, { distanceMeters: 150, movingSeconds: 50 })
  })

  test('Strava ride: unprefixed TPX with its own xmlns, watts, bike cadence in rpm', ({
    assert,
  }) => {
    const a = parseTcx(fixture('strava_ride.tcx')).activity!
    assert.equal(a.sport, 'ride')
    assert.deepEqual(a.streams.power, [200, 205, 210, 215, 220, 225])
    assert.isTrue(a.streams.cadence!.every((c) => c === 90))
    assert.equal(a.streams.distance![5], 300)
  })

  test('treadmill run without GPS: a time-only point gives NaN samples', ({ assert }) => {
    const a = parseTcx(fixture('treadmill_run.tcx')).activity!
    assert.isUndefined(a.streams.lat)
    assert.equal(a.name, 'Treadmill intervals')
    assert.lengthOf(a.streams.time, 6)
    assert.isNaN(a.streams.heartRate![5])
    assert.equal(a.streams.distance![4], 112)
    assert.equal(a.totals.distanceMeters, 112)
  })

  test('rejects broken XML with its line, and files without activities or points', ({ assert }) => {
    const broken = parseTcx(
      utf8(
        '<?xml version="1.0"?>\n<TrainingCenterDatabase>\n<Activities>\n<Activity Sport="Running">\n</Activities>\n</TrainingCenterDatabase>'
      )
    )
    assert.isNull(broken.activity)
    assert.match(broken.errors[0], /^The TCX file is not valid XML \(line \d+\)\.$/)
    assert.match(
      parseTcx(
        utf8('<TrainingCenterDatabase><Courses><Course/></Courses></TrainingCenterDatabase>')
      ).errors[0],
      /course or workout/
    )
    assert.equal(
      parseTcx(
        utf8(
          '<TrainingCenterDatabase><Activities><Activity Sport="Running"><Id>x</Id><Lap StartTime="2026-01-01T00:00:00Z"><TotalTimeSeconds>1</TotalTimeSeconds></Lap></Activity></Activities></TrainingCenterDatabase>'
        )
      ).errors[0],
      'This TCX file has no track points.'
    )
  })
})
