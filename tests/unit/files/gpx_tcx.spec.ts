import { test } from '@japa/runner'
import { parseGpx } from '#domain/files/gpx'
import { parseTcx } from '#domain/files/tcx'
import { haversineMeters } from '#domain/files/xml_track'
import { fixture, utf8 } from '#tests/unit/files/helpers'
import { parseFit } from '#domain/files/fit'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { syntheticRun } from '#tests/support/activity_files'

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
      {
        startSeconds: 0,
        elapsedSeconds: 25,
        timerSeconds: 25,
        distanceMeters: 75,
        trigger: 'manual',
        intensity: 'active',
      },
      {
        startSeconds: 25,
        elapsedSeconds: 25,
        timerSeconds: 25,
        distanceMeters: 75,
        trigger: 'manual',
        intensity: 'active',
      },
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

/** The synthetic run of tests/support as GPX and TCX, every second, with HR and cadence. */
function sameRunAsXml() {
  const run = syntheticRun({ startTime: '2026-03-01T07:00:00.000Z', durationSeconds: 600 })
  const s = run.streams
  const start = Date.parse(run.startTime)
  const iso = (t: number) => new Date(start + t * 1000).toISOString()
  const gpxPoints = s.time.map(
    (t, i) =>
      `<trkpt lat="${s.lat![i].toFixed(7)}" lon="${s.lng![i].toFixed(7)}"><ele>${s.altitude![i].toFixed(2)}</ele><time>${iso(t)}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${s.heartRate![i]}</gpxtpx:hr><gpxtpx:cad>${s.cadence![i] / 2}</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>`
  )
  const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<trk><type>running</type><trkseg>
${gpxPoints.join('\n')}
</trkseg></trk></gpx>`
  const tcxPoints = s.time.map(
    (t, i) =>
      `<Trackpoint><Time>${iso(t)}</Time><Position><LatitudeDegrees>${s.lat![i].toFixed(7)}</LatitudeDegrees><LongitudeDegrees>${s.lng![i].toFixed(7)}</LongitudeDegrees></Position><AltitudeMeters>${s.altitude![i].toFixed(2)}</AltitudeMeters><DistanceMeters>${s.distance![i].toFixed(2)}</DistanceMeters><HeartRateBpm><Value>${s.heartRate![i]}</Value></HeartRateBpm><Extensions><ns3:TPX><ns3:RunCadence>${s.cadence![i] / 2}</ns3:RunCadence></ns3:TPX></Extensions></Trackpoint>`
  )
  const tcx = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="Running"><Id>${iso(0)}</Id>
<Lap StartTime="${iso(0)}"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>1800</DistanceMeters><Track>
${tcxPoints.join('\n')}
</Track></Lap></Activity></Activities></TrainingCenterDatabase>`
  return { run, gpx: utf8(gpx), tcx: utf8(tcx) }
}

test.group('GPX, TCX and FIT', () => {
  test('the same run as GPX, TCX and FIT parses to the same streams', ({ assert }) => {
    const { run, gpx, tcx } = sameRunAsXml()
    const fromFit = parseFit(encodeFitActivity(run, { serialNumber: 7 })).activity!
    const fromGpx = parseGpx(gpx).activity!
    const fromTcx = parseTcx(tcx).activity!
    for (const parsed of [fromGpx, fromTcx]) {
      assert.equal(parsed.startTime, fromFit.startTime)
      assert.equal(parsed.sport, 'run')
      assert.deepEqual(parsed.streams.time, fromFit.streams.time)
      assert.deepEqual(parsed.streams.heartRate, fromFit.streams.heartRate)
      assert.deepEqual(parsed.streams.cadence, fromFit.streams.cadence)
      for (const [channel, tolerance] of [
        ['lat', 1e-6],
        ['lng', 1e-6],
        ['altitude', 0.2],
        // GPX has no distance: it is measured along the track (haversine).
        ['distance', 0.5],
      ] as const) {
        const expected = fromFit.streams[channel]!
        const actual = parsed.streams[channel]!
        assert.lengthOf(actual, expected.length, channel)
        actual.forEach((value, i) => assert.closeTo(value, expected[i], tolerance, channel))
      }
    }
    assert.deepEqual(fromTcx.laps, [
      { startSeconds: 0, elapsedSeconds: 600, timerSeconds: 600, distanceMeters: 1800 },
    ])
  })
})

test.group('GPX and TCX: hostile XML', () => {
  const point = '<trkpt lat="1" lon="1"><time>2026-01-01T00:00:00Z</time></trkpt>'

  test('a DOCTYPE with external and parameter entities is not followed or expanded', ({
    assert,
  }) => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote;
<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<gpx><trk><name>&secret; &amp; more</name><trkseg>${point}</trkseg></trk></gpx>`
    const { activity, errors } = parseGpx(utf8(xxe))
    assert.deepEqual(errors, [])
    assert.equal(activity!.name, '&secret; & more')
  })

  test('a truncated file is not valid XML, with the line where it stops', ({ assert }) => {
    const whole = fixture('garmin_run.tcx')
    const lines = new TextDecoder().decode(whole).split('\n')
    const cut = whole.subarray(0, Math.floor(whole.length / 2))
    const lastLine = new TextDecoder().decode(cut).split('\n').length
    assert.isAbove(lines.length, lastLine)
    const result = parseTcx(cut)
    assert.isNull(result.activity)
    assert.equal(result.errors[0], `The TCX file is not valid XML (line ${lastLine}).`)
    const gpx = parseGpx(fixture('strava_run.gpx').subarray(0, 700))
    assert.isNull(gpx.activity)
    assert.match(gpx.errors[0], /^The GPX file is not valid XML \(line \d+\)\.$/)
  })

  test('nesting is capped: 100,000 open elements are refused, not followed', ({ assert }) => {
    const deep = `<gpx><trk><trkseg>${point}${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</trkseg></trk></gpx>`
    const result = parseGpx(utf8(deep))
    assert.isNull(result.activity)
    assert.equal(result.errors[0], 'The GPX file nests elements too deeply (line 1).')
    const tcx = parseTcx(
      utf8(
        `<TrainingCenterDatabase>${'<x>'.repeat(1000)}${'</x>'.repeat(1000)}</TrainingCenterDatabase>`
      )
    )
    assert.match(tcx.errors[0], /^The TCX file nests elements too deeply \(line 1\)\.$/)
  })

  test('control bytes, bad UTF-8 and text after the root: a clear error, never a throw', ({
    assert,
  }) => {
    const gpx = (inner: string) => `<gpx><trk><trkseg>${inner}</trkseg></trk></gpx>`
    const nul = parseGpx(utf8(gpx(`${point}\u0000`)))
    assert.match(nul.errors[0], /^The GPX file is not valid XML \(line 1\)\.$/)
    const badUtf8 = new Uint8Array([
      ...utf8('<gpx><trk><name>'),
      0xc3,
      0x28,
      0xff,
      ...utf8(`</name><trkseg>${point}</trkseg></trk></gpx>`),
    ])
    assert.equal(parseGpx(badUtf8).activity!.name, '\ufffd(\ufffd')
    const after = parseGpx(utf8(`${gpx(point)}<gpx/>`))
    assert.match(after.errors[0], /not valid XML/)
  })

  test('characters split across read chunks, UTF-16 with a byte order mark', ({ assert }) => {
    const head = '<?xml version="1.0"?><gpx><!--'
    const tail = '--><trk><name>'
    // The 4-byte emoji starts one byte before the 64 KiB boundary of the streaming read.
    const padding = 'x'.repeat(64 * 1024 - 1 - head.length - tail.length)
    const xml = `${head}${padding}${tail}${'😀'.repeat(10)}</name><trkseg>${point}</trkseg></trk></gpx>`
    assert.equal(parseGpx(utf8(xml)).activity!.name, '😀'.repeat(10))
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')])
    assert.equal(parseGpx(new Uint8Array(utf16)).activity!.name, '😀'.repeat(10))
  })
})
