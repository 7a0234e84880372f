import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import Activity, { type ActivitySource } from '#models/activity'
import ActivityStream from '#models/activity_stream'
import type { ActivityStreams, Sport } from '#domain/files/activity_file'
import type { AthleteContext } from '#domain/activities/analysis_types'
import { analyseActivity } from '#domain/activities/analyse'
import { summaryOf } from '#domain/activities/summary'
import { analysisColumns } from '#domain/activities/analysis_columns'
import { encodeStreams } from '#domain/activities/stream_codec'
import { hrZonesByMax } from '#domain/science/zones'

/**
 * Activities for tests, stored as an import would store them (summary row
 * from the real analysis, compressed streams, optionally an original file)
 * but without parsing a file. Deterministic: the same options give the same
 * activity.
 */
export interface ActivityFactoryOptions {
  userId: number
  name?: string
  sport?: Sport
  source?: ActivitySource
  /** ISO 8601; default 2026-03-01T07:15:00Z. */
  startTime?: string
  durationSeconds?: number
  gps?: boolean
  heartRate?: boolean
  /** Store no streams at all (a manual entry). */
  streams?: boolean
  /** Store an original file under this name (a small GPX-like text). */
  fileName?: string | null
  device?: string | null
  gearId?: number | null
  /**
   * Summary columns set as given after the analysis (a distance, a load, an effort VDOT a
   * test needs exactly); the stored summary and streams stay those of the synthetic run.
   */
  columns?: Partial<
    Pick<
      Activity,
      | 'distanceMeters'
      | 'elapsedSeconds'
      | 'movingSeconds'
      | 'avgSpeedMps'
      | 'trainingLoad'
      | 'loadSource'
      | 'vdotEstimate'
    >
  >
}

/** The athlete the factory analyses with: rest 50, max 190, LTHR 170, threshold 4:10/km. */
export const FACTORY_ATHLETE: AthleteContext = {
  sex: 'male',
  restingHr: 50,
  maxHr: 190,
  lthr: 170,
  thresholdPaceSecPerKm: 250,
  hrZones: hrZonesByMax(190).map(({ name, min, max }) => ({ name, min, max })),
}

/**
 * A 1 Hz run around a 3 km loop in Paris: steady running with surges every
 * ten minutes, rolling hills, heart rate following effort with a slow drift.
 */
export function syntheticRun(
  durationSeconds: number,
  { gps = true, heartRate = true }: { gps?: boolean; heartRate?: boolean } = {}
): ActivityStreams {
  const n = Math.max(2, Math.round(durationSeconds) + 1)
  const time: number[] = []
  const distance: number[] = []
  const speed: number[] = []
  const altitude: number[] = []
  const hr: number[] = []
  const cadence: number[] = []
  const lat: number[] = []
  const lng: number[] = []
  const loopMeters = 3000
  const radiusMeters = loopMeters / (2 * Math.PI)
  const center = { lat: 48.8566, lng: 2.3522 }
  let covered = 0
  for (let i = 0; i < n; i++) {
    const surge = i % 600 < 60 ? 0.6 : 0
    const v = 3.1 + surge + 0.15 * Math.sin(i / 47)
    if (i > 0) covered += v
    time.push(i)
    speed.push(v)
    distance.push(covered)
    altitude.push(35 + 12 * Math.sin(covered / 700) + 4 * Math.sin(covered / 130))
    hr.push(Math.round(138 + 18 * (surge > 0 ? Math.min(1, (i % 600) / 30) : 0) + i / 600))
    cadence.push(Math.round(172 + surge * 10))
    const angle = (covered / loopMeters) * 2 * Math.PI
    lat.push(center.lat + ((radiusMeters * Math.sin(angle)) / 6371000) * (180 / Math.PI))
    lng.push(
      center.lng +
        ((radiusMeters * (1 - Math.cos(angle))) /
          (6371000 * Math.cos((center.lat * Math.PI) / 180))) *
          (180 / Math.PI)
    )
  }
  return {
    time,
    distance,
    speed,
    altitude,
    cadence,
    ...(heartRate ? { heartRate: hr } : {}),
    ...(gps ? { lat, lng } : {}),
  }
}

let fileCounter = 0

export async function createActivity(options: ActivityFactoryOptions) {
  const sport = options.sport ?? 'run'
  const startTime = options.startTime ?? '2026-03-01T07:15:00.000Z'
  const durationSeconds = options.durationSeconds ?? 45 * 60
  const streams = syntheticRun(durationSeconds, {
    gps: options.gps ?? true,
    heartRate: options.heartRate ?? true,
  })
  const analysis = analyseActivity(
    { format: 'fit', sport, startTime, streams, laps: [], totals: {} },
    FACTORY_ATHLETE
  )
  const fileName = options.fileName === undefined ? null : options.fileName
  fileCounter += 1
  const fileKey = fileName ? `activities/${options.userId}/factory-${fileCounter}.gpx` : null
  if (fileKey) await drive.use().put(fileKey, Buffer.from(`<gpx name="${fileName}"/>\n`))

  const activity = await Activity.create({
    userId: options.userId,
    source: options.source ?? 'file',
    externalId: null,
    name: options.name ?? 'Morning run',
    sport,
    startTime: DateTime.fromISO(startTime, { zone: 'utc' }),
    localDate: startTime.slice(0, 10),
    ...analysisColumns(analysis),
    perceivedEffort: null,
    summary: summaryOf(analysis, [], FACTORY_ATHLETE.hrZones),
    notes: null,
    gearId: options.gearId ?? null,
    fileFormat: fileName ? 'gpx' : null,
    fileName,
    fileKey,
    fileBytes: null,
    fileSha256: null,
    device: options.device === undefined ? 'Garmin Forerunner 265' : options.device,
    ...options.columns,
  })
  if (options.streams !== false) {
    await ActivityStream.create({
      activityId: activity.id,
      sampleCount: streams.time.length,
      data: Buffer.from(encodeStreams(streams)),
    })
  }
  return activity
}
