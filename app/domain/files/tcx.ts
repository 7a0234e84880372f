/*
 * TCX (Garmin Training Center Database v2) parser: Garmin Connect, Strava and Polar exports.
 *
 * Reads the first Activity: its Sport attribute, laps (StartTime, TotalTimeSeconds,
 * DistanceMeters) and track points, including the ActivityExtension v2 `TPX` values
 * (Speed, RunCadence, Watts) whatever namespace prefix the exporter chose (`ns3:`, `ax:`...).
 */
import type {
  ActivityLap,
  LapIntensity,
  LapTrigger,
  ParseResult,
  ParsedActivity,
  Sport,
} from '#domain/files/activity_file'
import {
  type TrackPoint,
  type XmlScanResult,
  cleanName,
  cumulativeDistance,
  isValidLatLng,
  normalizeFootCadence,
  orderPoints,
  parseNumber,
  parseTime,
  sportFromText,
  streamsFromPoints,
} from '#domain/files/xml_track'
import { readXml } from '#domain/files/xml_fast_scan'
import { isFootSport } from '#domain/sports'

const fail = (error: string): ParseResult => ({ activity: null, errors: [error] })

interface LapText {
  startTime?: string
  totalTimeSeconds?: string
  distanceMeters?: string
  intensity?: string
  triggerMethod?: string
}

/* TCX v2 schema: Intensity_t is Active | Resting; TriggerMethod_t Manual | Distance | Location | Time | HeartRate. */
const TCX_TRIGGER: Record<string, LapTrigger> = {
  Manual: 'manual',
  Distance: 'distance',
  Location: 'position',
  Time: 'time',
  HeartRate: 'other',
}
const TCX_INTENSITY: Record<string, LapIntensity> = { Active: 'active', Resting: 'rest' }

/** The texts of one Trackpoint (the first of each element, as the schema has one). */
interface PointText {
  time?: string
  lat?: string
  lng?: string
  altitude?: string
  distance?: string
  heartRate?: string
  cadence?: string
  runCadence?: string
  watts?: string
  speed?: string
}

/**
 * What one pass over a TCX file collects: the first Activity of the first Activities,
 * its laps and their track points.
 */
class TcxReader {
  root: string | undefined
  hasCoursesOrWorkouts = false
  hasActivity = false
  sportAttribute: string | undefined
  activityId: string | undefined
  notes: string | undefined
  creatorName: string | undefined
  unitId: string | undefined
  readonly laps: LapText[] = []
  pointCount = 0
  readonly timed: TrackPoint[] = []

  #activitiesCount = 0
  #activityCount = 0
  #creatorCount = 0
  #lap: LapText | undefined
  #point: PointText | undefined
  /** Occurrences of Position, HeartRateBpm, Extensions and TPX in the current point. */
  readonly #counts = { Position: 0, HeartRateBpm: 0, Extensions: 0, TPX: 0 }
  #path: string[] = []

  done = () => this.root !== undefined && this.root !== 'TrainingCenterDatabase'

  /** True inside the first Activity of the first Activities. */
  #inActivity = false

  open = (name: string, attributes: Readonly<Record<string, string>>, depth: number) => {
    this.#path[depth] = name
    if (depth === 0) {
      this.root = name
      return
    }
    if (this.root !== 'TrainingCenterDatabase') return
    if (depth === 1) {
      if (name === 'Activities') this.#activitiesCount++
      else if (name === 'Courses' || name === 'Workouts') this.hasCoursesOrWorkouts = true
      return
    }
    if (depth === 2) {
      if (name === 'Activity' && this.#path[1] === 'Activities' && this.#activitiesCount === 1) {
        this.#activityCount++
        if (this.#activityCount === 1) {
          this.hasActivity = true
          this.#inActivity = true
          this.sportAttribute = attributes.Sport
        }
      }
      return
    }
    if (!this.#inActivity) return
    const path = this.#path
    if (depth === 3) {
      if (name === 'Lap') {
        this.#lap = { startTime: attributes.StartTime }
        this.laps.push(this.#lap)
      } else if (name === 'Creator') {
        this.#creatorCount++
      }
    } else if (depth === 5 && name === 'Trackpoint' && path[3] === 'Lap' && path[4] === 'Track') {
      this.pointCount++
      this.#point = {}
      const counts = this.#counts
      counts.Position = counts.HeartRateBpm = counts.Extensions = counts.TPX = 0
    } else if (this.#point && depth === 6) {
      if (name === 'Position' || name === 'HeartRateBpm' || name === 'Extensions') {
        this.#counts[name]++
      }
    } else if (this.#point && depth === 7 && name === 'TPX' && path[6] === 'Extensions') {
      this.#counts.TPX++
    }
  }

  close = (name: string, text: string, depth: number) => {
    if (!this.#inActivity) return
    if (depth < 3) {
      if (depth === 2) this.#inActivity = false
      return
    }
    const path = this.#path
    if (depth === 3) {
      if (name === 'Id') this.activityId ??= text
      else if (name === 'Notes') this.notes ??= text
      else if (name === 'Lap') this.#lap = undefined
      return
    }
    if (depth === 4) {
      const lap = this.#lap
      if (lap && path[3] === 'Lap') {
        if (name === 'TotalTimeSeconds') lap.totalTimeSeconds ??= text
        else if (name === 'DistanceMeters') lap.distanceMeters ??= text
        else if (name === 'Intensity') lap.intensity ??= text.trim()
        else if (name === 'TriggerMethod') lap.triggerMethod ??= text.trim()
      } else if (path[3] === 'Creator' && this.#creatorCount === 1) {
        if (name === 'Name') this.creatorName ??= text
        else if (name === 'UnitId') this.unitId ??= text
      }
      return
    }
    const point = this.#point
    if (!point) return
    const counts = this.#counts
    if (depth === 5) {
      this.#point = undefined
      this.#finishPoint(point)
    } else if (depth === 6) {
      if (name === 'Time') point.time ??= text
      else if (name === 'AltitudeMeters') point.altitude ??= text
      else if (name === 'DistanceMeters') point.distance ??= text
      else if (name === 'Cadence') point.cadence ??= text
    } else if (depth === 7) {
      const parent = path[6]
      if (parent === 'Position' && counts.Position === 1) {
        if (name === 'LatitudeDegrees') point.lat ??= text
        else if (name === 'LongitudeDegrees') point.lng ??= text
      } else if (parent === 'HeartRateBpm' && counts.HeartRateBpm === 1 && name === 'Value') {
        point.heartRate ??= text
      }
    } else if (
      depth === 8 &&
      path[6] === 'Extensions' &&
      path[7] === 'TPX' &&
      counts.Extensions === 1 &&
      counts.TPX === 1
    ) {
      if (name === 'RunCadence') point.runCadence ??= text
      else if (name === 'Watts') point.watts ??= text
      else if (name === 'Speed') point.speed ??= text
    }
  }

  #finishPoint(point: PointText) {
    const timeMs = parseTime(point.time)
    if (timeMs === undefined) return
    const lat = parseNumber(point.lat)
    const lng = parseNumber(point.lng)
    const validFix = isValidLatLng(lat, lng)
    this.timed.push({
      timeMs,
      lat: validFix ? lat : undefined,
      lng: validFix ? lng : undefined,
      altitude: parseNumber(point.altitude),
      distance: parseNumber(point.distance),
      heartRate: parseNumber(point.heartRate),
      // `Cadence` is the bike (or foot pod) value in the core schema; `RunCadence` the
      // extension's running one. Both count one leg for runs (see normalizeFootCadence).
      cadence: parseNumber(point.runCadence) ?? parseNumber(point.cadence),
      power: parseNumber(point.watts),
      speed: parseNumber(point.speed),
    })
  }
}

function scanError(result: Exclude<XmlScanResult, { ok: true }>): ParseResult {
  return fail(
    result.reason === 'depth'
      ? `The TCX file nests elements too deeply (line ${result.line}).`
      : `The TCX file is not valid XML (line ${result.line}).`
  )
}

function sportFromTcx(attribute: string | undefined): Sport {
  if (attribute === 'Biking') return 'ride'
  if (attribute === 'Running') return 'run'
  // "Other" is what Garmin writes for everything but running and biking: the activity's
  // notes or creator sometimes say more, but guessing from free text is not worth it.
  return sportFromText(attribute) ?? 'other'
}

function sum(values: (number | undefined)[]): number | undefined {
  const present = values.filter((v): v is number => v !== undefined)
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) : undefined
}

export function parseTcx(bytes: Uint8Array): ParseResult {
  if (bytes.length === 0) return fail('The file is empty.')
  const { result: scanned, visitor: reader } = readXml(bytes, () => new TcxReader())
  if (!scanned.ok) return scanError(scanned)
  if (reader.root !== 'TrainingCenterDatabase') return fail('This file is not a TCX file.')
  if (!reader.hasActivity) {
    return fail(
      reader.hasCoursesOrWorkouts
        ? 'This TCX file is a course or workout, not a recorded activity.'
        : 'This TCX file has no activity.'
    )
  }

  if (reader.pointCount === 0) return fail('This TCX file has no track points.')
  const timed = reader.timed
  if (timed.length === 0) return fail('This TCX file has no timestamps, so it cannot be imported.')
  const points = orderPoints(timed)

  const sport = sportFromTcx(reader.sportAttribute)
  if (isFootSport(sport)) normalizeFootCadence(points)

  const lapStarts = reader.laps.map((lap) => parseTime(lap.startTime))
  // The first lap's StartTime is when the timer started; the first point can come later.
  const firstLapStart = lapStarts[0]
  const startMs =
    firstLapStart !== undefined && firstLapStart <= points[0].timeMs
      ? firstLapStart
      : points[0].timeMs

  const streams = streamsFromPoints(points, startMs)
  if (!streams.distance && streams.lat) streams.distance = cumulativeDistance(points)

  const laps: ActivityLap[] = []
  reader.laps.forEach((lap, i) => {
    const lapStart = lapStarts[i]
    const seconds = parseNumber(lap.totalTimeSeconds)
    if (lapStart === undefined || seconds === undefined) return
    const distanceMeters = parseNumber(lap.distanceMeters)
    const trigger = lap.triggerMethod ? TCX_TRIGGER[lap.triggerMethod] : undefined
    const intensity = lap.intensity ? TCX_INTENSITY[lap.intensity] : undefined
    // TotalTimeSeconds is the lap's timer time; its elapsed time runs to the next lap's start.
    const next = lapStarts[i + 1]
    const elapsedSeconds =
      next !== undefined && next > lapStart && (next - lapStart) / 1000 >= seconds
        ? (next - lapStart) / 1000
        : seconds
    laps.push({
      startSeconds: (lapStart - startMs) / 1000,
      elapsedSeconds,
      timerSeconds: seconds,
      ...(distanceMeters === undefined ? {} : { distanceMeters }),
      ...(trigger ? { trigger } : {}),
      ...(intensity ? { intensity } : {}),
    })
  })

  const device = cleanName(reader.creatorName)
  const unitId = reader.unitId?.trim()
  const activityId = reader.activityId?.trim()
  const name = cleanName(reader.notes)
  const distanceMeters = sum(reader.laps.map((lap) => parseNumber(lap.distanceMeters)))
  // TCX TotalTimeSeconds is the timer time (pauses excluded), like FIT's total_timer_time.
  const movingSeconds = sum(reader.laps.map((lap) => parseNumber(lap.totalTimeSeconds)))

  const activity: ParsedActivity = {
    format: 'tcx',
    sport,
    startTime: new Date(startMs).toISOString(),
    ...(name ? { name } : {}),
    ...(device ? { device } : {}),
    // Only a device serial makes the Id (a start time) unique enough to detect duplicates.
    ...(unitId && activityId ? { sourceId: `tcx:${unitId}:${activityId}` } : {}),
    streams,
    laps: laps.sort((a, b) => a.startSeconds - b.startSeconds),
    totals: {
      ...(distanceMeters === undefined ? {} : { distanceMeters }),
      ...(movingSeconds === undefined ? {} : { movingSeconds }),
    },
  }
  const dropped = reader.pointCount - timed.length
  const warnings =
    dropped > 0 ? [`${dropped} track point(s) without a timestamp were skipped.`] : []
  return { activity, errors: warnings }
}
