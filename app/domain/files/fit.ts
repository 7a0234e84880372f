/*
 * FIT activity parser: bytes in, ParseResult out, using Garmin's FIT SDK decoder.
 *
 * Checks, in order: FIT header, declared length (truncated files), CRC, file_id.type
 * (activities only), then reads records into column streams in SI units.
 */
import { Decoder, Profile, Stream } from '@garmin/fitsdk'
import type { FileIdMesg, LapMesg, RecordMesg, SessionMesg } from '@garmin/fitsdk'
import type {
  ActivityLap,
  LapIntensity,
  LapTrigger,
  ActivityStreams,
  ParseResult,
  ParsedActivity,
  Sport,
} from '#domain/files/activity_file'
import { isFootSport } from '#domain/sports'

/** Seconds between the Unix epoch and the FIT epoch (1989-12-31T00:00:00Z). */
const FIT_EPOCH_OFFSET_SECONDS = 631065600
const DEGREES_PER_SEMICIRCLE = 180 / 2 ** 31
const FILE_ACTIVITY = 4

const fail = (error: string): ParseResult => ({ activity: null, errors: [error] })

/** FIT seconds since 1989-12-31 (we decode with convertDateTimesToDates off) → Unix seconds. */
function unixSeconds(fitTime: unknown): number | undefined {
  if (typeof fitTime === 'number' && Number.isFinite(fitTime)) {
    return fitTime + FIT_EPOCH_OFFSET_SECONDS
  }
  if (fitTime instanceof Date && !Number.isNaN(fitTime.getTime())) {
    return fitTime.getTime() / 1000
  }
  return undefined
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

const FILE_TYPE_DESCRIPTIONS: Record<string, string> = {
  device: 'a device description',
  settings: 'a settings file',
  sport: 'a sport settings file',
  workout: 'a workout',
  course: 'a course',
  schedules: 'a schedule',
  weight: 'a weight log',
  totals: 'a totals file',
  goals: 'a goals file',
  bloodPressure: 'a blood pressure log',
  monitoringA: 'a daily monitoring file',
  monitoringB: 'a daily monitoring file',
  monitoringDaily: 'a daily monitoring file',
  activitySummary: 'an activity summary',
  segment: 'a segment',
  segmentList: 'a segment list',
}

function describeFileType(type: number): string {
  const name = (Profile.types.file as Record<number, string | undefined>)[type]
  return (name && FILE_TYPE_DESCRIPTIONS[name]) ?? `a file of type ${type}`
}

/** Maps FIT sport/sub_sport numbers (Profile.types.sport / subSport) to our Sport. */
export function sportFromFit(sport: number | undefined, subSport: number | undefined): Sport {
  switch (sport) {
    case 1: // running
      if (subSport === 1 || subSport === 45) return 'treadmill' // treadmill, indoor running
      if (subSport === 3 || subSport === 67) return 'trail_run' // trail, ultra
      return 'run'
    case 11: // walking
      return 'walk'
    case 17: // hiking
    case 16: // mountaineering
    case 35: // snowshoeing
      return 'hike'
    case 2: // cycling
    case 21: // e-biking
      return 'ride'
    case 5: // swimming
      return 'swim'
    case 10: // training
      return subSport === 20 ? 'strength' : 'other' // strength training
    case 4: // fitness equipment
      if (subSport === 1) return 'treadmill'
      if (subSport === 5 || subSport === 6) return 'ride' // spin, indoor cycling
      if (subSport === 20) return 'strength'
      return 'other'
    default:
      return 'other'
  }
}

function deviceName(fileId: FileIdMesg | undefined): string | undefined {
  if (!fileId) return undefined
  const manufacturerNumber = num(fileId.manufacturer)
  const manufacturer =
    manufacturerNumber === undefined
      ? undefined
      : (Profile.types.manufacturer as Record<number, string | undefined>)[manufacturerNumber]
  const productNumber = num(fileId.product)
  let product = typeof fileId.productName === 'string' ? fileId.productName.trim() : undefined
  // file_id.product is a Garmin product id only when the manufacturer is Garmin (1),
  // Dynastream (15, 13) or development (255) (the FIT profile's subfield rule).
  if (!product && productNumber !== undefined && [1, 13, 15, 255].includes(manufacturerNumber!)) {
    product = (Profile.types.garminProduct as Record<number, string | undefined>)[productNumber]
  }
  const parts = [
    manufacturer && manufacturer[0].toUpperCase() + manufacturer.slice(1),
    product,
  ].filter((part): part is string => !!part)
  return parts.length > 0 ? parts.join(' ') : undefined
}

function sourceIdFrom(fileId: FileIdMesg | undefined): string | undefined {
  if (!fileId) return undefined
  const created = unixSeconds(fileId.timeCreated)
  if (created === undefined) return undefined
  const serial = num(fileId.serialNumber)
  const manufacturer = num(fileId.manufacturer)
  return `fit:${manufacturer ?? 'unknown'}:${serial ?? 'unknown'}:${created}`
}

/** Declared size from the header, to tell a truncated file from a damaged one. */
function declaredLength(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return bytes[0] + view.getUint32(4, true) + 2
}

/** A channel that never holds a finite value is "not recorded" and is dropped. */
function keepRecorded(values: number[]): number[] | undefined {
  return values.some(Number.isFinite) ? values : undefined
}

function buildStreams(
  records: RecordMesg[],
  startUnix: number,
  footSport: boolean
): ActivityStreams {
  const time: number[] = []
  const distance: number[] = []
  const heartRate: number[] = []
  const altitude: number[] = []
  const lat: number[] = []
  const lng: number[] = []
  const cadence: number[] = []
  const power: number[] = []
  const speed: number[] = []
  let last = -Infinity
  for (const record of records) {
    const t = unixSeconds(record.timestamp)
    // Records out of order or repeated (device clock hiccups) are dropped: time must ascend.
    if (t === undefined || t <= last) continue
    last = t
    time.push(t - startUnix)
    distance.push(num(record.distance) ?? Number.NaN)
    heartRate.push(num(record.heartRate) ?? Number.NaN)
    const metres = num(record.enhancedAltitude) ?? num(record.altitude)
    // Altitude is stored in 1/5 m steps: round away the float noise of the scale (500.2000001).
    altitude.push(metres === undefined ? Number.NaN : Math.round(metres * 1000) / 1000)
    const latSemicircles = num(record.positionLat)
    const lngSemicircles = num(record.positionLong)
    const hasPosition = latSemicircles !== undefined && lngSemicircles !== undefined
    const latDegrees = hasPosition ? latSemicircles * DEGREES_PER_SEMICIRCLE : Number.NaN
    const lngDegrees = hasPosition ? lngSemicircles * DEGREES_PER_SEMICIRCLE : Number.NaN
    const validPosition = Math.abs(latDegrees) <= 90 && Math.abs(lngDegrees) <= 180
    lat.push(validPosition ? latDegrees : Number.NaN)
    lng.push(validPosition ? lngDegrees : Number.NaN)
    const rpm = num(record.cadence)
    // Running cadence in FIT counts one leg (strides/min) plus a 1/128 fraction: see
    // cadenceToFit in fit_encode.ts. Steps per minute = 2 × (cadence + fractional_cadence).
    cadence.push(
      rpm === undefined
        ? Number.NaN
        : footSport
          ? 2 * (rpm + (num(record.fractionalCadence) ?? 0))
          : rpm
    )
    power.push(num(record.power) ?? Number.NaN)
    speed.push(num(record.enhancedSpeed) ?? num(record.speed) ?? Number.NaN)
  }
  return {
    time,
    distance: keepRecorded(distance),
    heartRate: keepRecorded(heartRate),
    altitude: keepRecorded(altitude),
    lat: keepRecorded(lat),
    lng: keepRecorded(lng),
    cadence: keepRecorded(cadence),
    power: keepRecorded(power),
    speed: keepRecorded(speed),
  }
}

/* FIT Profile types lap_trigger and intensity (decoded as numbers: convertTypesToStrings off). */
const FIT_LAP_TRIGGER: Record<number, LapTrigger> = {
  0: 'manual',
  1: 'time',
  2: 'distance',
  3: 'position',
  4: 'position',
  5: 'position',
  6: 'position',
  7: 'end',
  8: 'other',
}
const FIT_LAP_INTENSITY: Record<number, LapIntensity> = {
  0: 'active',
  1: 'rest',
  2: 'warmup',
  3: 'cooldown',
  4: 'recovery',
  5: 'interval',
}

function buildLaps(laps: LapMesg[], startUnix: number): ActivityLap[] {
  const result: ActivityLap[] = []
  for (const lap of laps) {
    const lapStart = unixSeconds(lap.startTime)
    const elapsed = num(lap.totalElapsedTime)
    if (lapStart === undefined || elapsed === undefined) continue
    const distance = num(lap.totalDistance)
    const timer = num(lap.totalTimerTime)
    const trigger = FIT_LAP_TRIGGER[num(lap.lapTrigger) ?? -1]
    const intensity = FIT_LAP_INTENSITY[num(lap.intensity) ?? -1]
    result.push({
      startSeconds: lapStart - startUnix,
      elapsedSeconds: elapsed,
      ...(distance === undefined ? {} : { distanceMeters: distance }),
      ...(timer === undefined ? {} : { timerSeconds: timer }),
      ...(trigger ? { trigger } : {}),
      ...(intensity ? { intensity } : {}),
    })
  }
  return result.sort((a, b) => a.startSeconds - b.startSeconds)
}

/** Sums a session field over all sessions (multisport files have several); undefined if none. */
function sumSessions(sessions: SessionMesg[], field: keyof SessionMesg): number | undefined {
  const values = sessions.map((s) => num(s[field])).filter((v): v is number => v !== undefined)
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) : undefined
}

export function parseFit(bytes: Uint8Array): ParseResult {
  if (bytes.length === 0) return fail('The file is empty.')
  const stream = Stream.fromByteArray(bytes)
  if (!Decoder.isFIT(stream)) return fail('This file is not a FIT file.')
  if (bytes.length < declaredLength(bytes)) {
    return fail('The FIT file is incomplete (it is shorter than its header says).')
  }
  const decoder = new Decoder(stream)
  if (!decoder.checkIntegrity()) return fail('The FIT file is damaged (CRC check failed).')

  let decoded: ReturnType<Decoder['read']>
  try {
    // Expansion, HR merging and string/date conversion are off: we read a few numeric
    // fields only, and these options double decoding time on long files.
    decoded = decoder.read({
      expandComponents: false,
      expandSubFields: false,
      mergeHeartRates: false,
      convertTypesToStrings: false,
      convertDateTimesToDates: false,
    })
  } catch {
    return fail('The FIT file could not be read.')
  }
  const { messages } = decoded
  const records = messages.recordMesgs ?? []
  const fileId = messages.fileIdMesgs?.[0]
  const fileType = num(fileId?.type)
  if (fileType !== undefined && fileType !== FILE_ACTIVITY) {
    return fail(`This FIT file is ${describeFileType(fileType)}, not a recorded activity.`)
  }
  if (records.length === 0) {
    return fail(
      decoded.errors.length > 0
        ? 'The FIT file could not be read.'
        : 'This FIT file has no recorded samples.'
    )
  }

  const sessions = messages.sessionMesgs ?? []
  const firstSession = sessions[0]
  const sportMesg = messages.sportMesgs?.[0]
  const lapSport = messages.lapMesgs?.[0]
  const sport = sportFromFit(
    num(firstSession?.sport) ?? num(sportMesg?.sport) ?? num(lapSport?.sport),
    num(firstSession?.subSport) ?? num(sportMesg?.subSport) ?? num(lapSport?.subSport)
  )

  const firstRecordTime = records.map((r) => unixSeconds(r.timestamp)).find((t) => t !== undefined)
  if (firstRecordTime === undefined) return fail('This FIT file has no timestamps.')
  const sessionStart = unixSeconds(firstSession?.startTime)
  // The session start is the true start (the first record can come a second or two later),
  // unless it is missing or after the first record.
  const startUnix =
    sessionStart !== undefined && sessionStart <= firstRecordTime ? sessionStart : firstRecordTime
  const startDate = new Date(startUnix * 1000)
  if (Number.isNaN(startDate.getTime())) return fail('This FIT file has no valid start time.')

  const streams = buildStreams(records, startUnix, isFootSport(sport))
  const name = messages.workoutMesgs?.[0]?.wktName
  const device = deviceName(fileId)
  const sourceId = sourceIdFrom(fileId)
  const distanceMeters = sumSessions(sessions, 'totalDistance')
  const elapsedSeconds = sumSessions(sessions, 'totalElapsedTime')
  const movingSeconds = sumSessions(sessions, 'totalTimerTime')

  const activity: ParsedActivity = {
    format: 'fit',
    sport,
    startTime: startDate.toISOString(),
    ...(typeof name === 'string' && name.trim() ? { name: name.trim() } : {}),
    ...(device ? { device } : {}),
    ...(sourceId ? { sourceId } : {}),
    streams,
    laps: buildLaps(messages.lapMesgs ?? [], startUnix),
    totals: {
      ...(distanceMeters === undefined ? {} : { distanceMeters }),
      ...(elapsedSeconds === undefined ? {} : { elapsedSeconds }),
      ...(movingSeconds === undefined ? {} : { movingSeconds }),
    },
  }
  // Decoder errors after a good CRC (e.g. an unsupported record kind) keep what was read.
  const warnings = decoded.errors.map(
    (error) => `Part of the FIT file could not be read (${(error as Error).message}).`
  )
  return { activity, errors: warnings }
}
