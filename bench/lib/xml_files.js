/*
 * The same 1-hour, 1 Hz run as the app's FIT, as Garmin-style GPX (TrackPointExtension) and as
 * TCX (DistanceMeters, TPX RunCadence): bench/xml_parse.js times their parsing, bench/activities.js
 * their HTTP import.
 */

/** One hour at 3 m/s heading north from Lyon, HR, 170 steps/min, altitude. */
export function oneHourRun(startTime = '2026-03-01T07:00:00.000Z', seconds = 3600) {
  const streams = {
    time: [],
    distance: [],
    heartRate: [],
    cadence: [],
    lat: [],
    lng: [],
    altitude: [],
  }
  for (let t = 0; t <= seconds; t++) {
    streams.time.push(t)
    streams.distance.push(3 * t)
    streams.heartRate.push(140 + (t % 20))
    streams.cadence.push(170)
    streams.lat.push(45.75 + (3 * t) / 111_195)
    streams.lng.push(4.85)
    streams.altitude.push(170 + 10 * Math.sin(t / 200))
  }
  return {
    format: 'fit',
    sport: 'run',
    startTime,
    streams,
    laps: [],
    totals: {},
  }
}

export function asGpx(activity) {
  const s = activity.streams
  const start = Date.parse(activity.startTime)
  const points = s.time.map(
    (t, i) =>
      `   <trkpt lat="${s.lat[i].toFixed(7)}" lon="${s.lng[i].toFixed(7)}">\n    <ele>${s.altitude[i].toFixed(1)}</ele>\n    <time>${new Date(start + t * 1000).toISOString()}</time>\n    <extensions>\n     <gpxtpx:TrackPointExtension>\n      <gpxtpx:hr>${s.heartRate[i]}</gpxtpx:hr>\n      <gpxtpx:cad>${s.cadence[i] / 2}</gpxtpx:cad>\n     </gpxtpx:TrackPointExtension>\n    </extensions>\n   </trkpt>`
  )
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="bench" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
 <metadata><time>${activity.startTime}</time></metadata>
 <trk>
  <name>Morning Run</name>
  <type>running</type>
  <trkseg>
${points.join('\n')}
  </trkseg>
 </trk>
</gpx>
`)
}

export function asTcx(activity) {
  const s = activity.streams
  const start = Date.parse(activity.startTime)
  const points = s.time.map(
    (t, i) =>
      `     <Trackpoint>\n      <Time>${new Date(start + t * 1000).toISOString()}</Time>\n      <Position>\n       <LatitudeDegrees>${s.lat[i].toFixed(7)}</LatitudeDegrees>\n       <LongitudeDegrees>${s.lng[i].toFixed(7)}</LongitudeDegrees>\n      </Position>\n      <AltitudeMeters>${s.altitude[i].toFixed(1)}</AltitudeMeters>\n      <DistanceMeters>${s.distance[i].toFixed(1)}</DistanceMeters>\n      <HeartRateBpm><Value>${s.heartRate[i]}</Value></HeartRateBpm>\n      <Extensions><ns3:TPX><ns3:RunCadence>${s.cadence[i] / 2}</ns3:RunCadence></ns3:TPX></Extensions>\n     </Trackpoint>`
  )
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
 <Activities>
  <Activity Sport="Running">
   <Id>${activity.startTime}</Id>
   <Lap StartTime="${activity.startTime}">
    <TotalTimeSeconds>3600</TotalTimeSeconds>
    <DistanceMeters>10800</DistanceMeters>
    <Track>
${points.join('\n')}
    </Track>
   </Lap>
  </Activity>
 </Activities>
</TrainingCenterDatabase>
`)
}
