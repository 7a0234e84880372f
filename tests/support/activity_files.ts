import { zipSync } from 'fflate'
import { crc32, deflateRawSync } from 'node:zlib'
import type { ParsedActivity, Sport } from '#domain/files/activity_file'
import { encodeFitActivity } from '#domain/files/fit_encode'

export interface SyntheticRunOptions {
  /** ISO start, UTC. */
  startTime: string
  durationSeconds?: number
  speedMps?: number
  heartRate?: number
  sport?: Sport
  withGps?: boolean
  /** Makes the bytes (and the FIT file id) unique. */
  serialNumber?: number
}

/** A steady 1 Hz run around a point in Lyon: known distance, time and heart rate. */
export function syntheticRun(options: SyntheticRunOptions): ParsedActivity {
  const duration = options.durationSeconds ?? 1800
  const speed = options.speedMps ?? 3
  const withGps = options.withGps ?? true
  const time: number[] = []
  const distance: number[] = []
  const heartRate: number[] = []
  const lat: number[] = []
  const lng: number[] = []
  const altitude: number[] = []
  const cadence: number[] = []
  for (let t = 0; t <= duration; t++) {
    time.push(t)
    const d = speed * t
    distance.push(d)
    heartRate.push(options.heartRate ?? 150)
    cadence.push(170)
    // North along a meridian: 1 degree of latitude is about 111,195 m.
    lat.push(45.75 + d / 111_195)
    lng.push(4.85)
    altitude.push(170 + 10 * Math.sin(d / 500))
  }
  return {
    format: 'fit',
    sport: options.sport ?? 'run',
    startTime: options.startTime,
    streams: {
      time,
      distance,
      heartRate,
      cadence,
      ...(withGps ? { lat, lng, altitude } : {}),
    },
    laps: [],
    totals: {},
  }
}

export function syntheticFit(options: SyntheticRunOptions): Buffer {
  return Buffer.from(
    encodeFitActivity(syntheticRun(options), { serialNumber: options.serialNumber ?? 1 })
  )
}

/** The same steady run as a GPX file (no device id: only start time and duration match). */
export function syntheticGpx(options: SyntheticRunOptions): Buffer {
  const run = syntheticRun(options)
  const start = Date.parse(options.startTime)
  const points = run.streams.time
    .filter((t) => t % 5 === 0)
    .map(
      (t) =>
        `<trkpt lat="${run.streams.lat![t].toFixed(7)}" lon="${run.streams.lng![t].toFixed(7)}"><ele>${run.streams.altitude![t].toFixed(1)}</ele><time>${new Date(start + t * 1000).toISOString()}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>150</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`
    )
    .join('\n')
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<trk><name>Lunch run</name><type>running</type><trkseg>
${points}
</trkseg></trk></gpx>`)
}

export function zipOf(files: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync(files))
}

/**
 * A ZIP bomb, small on disk: `count` entries (`bomb-1.fit`...) of `entryBytes` zeros each,
 * deflated once and stored `count` times. `claimedSize` makes the headers lie about the
 * uncompressed size, as a hostile archive would.
 */
export function zipOfZeros(count: number, entryBytes: number, claimedSize?: number): Buffer {
  const zeros = Buffer.alloc(entryBytes)
  const data = deflateRawSync(zeros, { level: 9 })
  const crc = crc32(zeros)
  const size = claimedSize ?? entryBytes
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (let i = 1; i <= count; i++) {
    const name = Buffer.from(`bomb-${i}.fit`)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(count, 8)
  end.writeUInt16LE(count, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
