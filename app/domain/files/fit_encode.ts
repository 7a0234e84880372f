/*
 * Encodes a ParsedActivity as a FIT activity file (the format watches write), using Garmin's
 * FIT SDK encoder. Pure: bytes out, no clock (time_created is the activity's start time).
 *
 * The message layout follows Garmin's "Activity file" cookbook: file_id, device_info, timer
 * start event, one record per sample, timer stop event, laps, one session, activity.
 */
import { Encoder, Profile } from '@garmin/fitsdk'
import type {
  ActivityMesg,
  DeviceInfoMesg,
  EventMesg,
  FileIdMesg,
  LapMesg,
  Mesg,
  RecordMesg,
  SessionMesg,
} from '@garmin/fitsdk'
import type {
  ActivityStreams,
  LapIntensity,
  LapTrigger,
  ParsedActivity,
  Sport,
} from '#domain/files/activity_file'
import { isFootSport } from '#domain/sports'

export interface EncodeFitOptions {
  /** FIT manufacturer id (Profile.types.manufacturer). Default 255, "development". */
  manufacturer?: number
  /** Product id. Default 0. */
  product?: number
  /** Device serial number (uint32z, non-zero). Default 1. */
  serialNumber?: number
  /** Product name written to file_id and device_info, e.g. "Pacewise demo". */
  productName?: string
}

/** FIT sport/sub_sport numbers (Profile.types.sport / subSport) for each of our sports. */
export const FIT_SPORT_BY_SPORT: Record<Sport, { sport: number; subSport: number }> = {
  run: { sport: 1, subSport: 0 },
  trail_run: { sport: 1, subSport: 3 },
  treadmill: { sport: 1, subSport: 1 },
  walk: { sport: 11, subSport: 0 },
  hike: { sport: 17, subSport: 0 },
  ride: { sport: 2, subSport: 0 },
  swim: { sport: 5, subSport: 0 },
  strength: { sport: 10, subSport: 20 },
  other: { sport: 0, subSport: 0 },
}

/* FIT Profile types lap_trigger and intensity, the inverse of the decoder's (fit.ts). */
const FIT_LAP_TRIGGER_NUMBER: Record<LapTrigger, number> = {
  manual: 0,
  time: 1,
  distance: 2,
  position: 3,
  end: 7,
  other: 8,
}
const FIT_INTENSITY_NUMBER: Record<LapIntensity, number> = {
  active: 0,
  rest: 1,
  warmup: 2,
  cooldown: 3,
  recovery: 4,
  interval: 5,
}

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180
const EVENT_TIMER = 0
const EVENT_TYPE_START = 0
const EVENT_TYPE_STOP_ALL = 4
const EVENT_LAP = 9
const EVENT_SESSION = 8
const EVENT_ACTIVITY = 26
const EVENT_TYPE_STOP = 1
const FILE_ACTIVITY = 4
const ACTIVITY_MANUAL = 0

export function degreesToSemicircles(degrees: number): number {
  return Math.round(degrees * SEMICIRCLES_PER_DEGREE)
}

function finite(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) ? value : undefined
}

function sample(channel: number[] | undefined, i: number): number | undefined {
  return channel ? finite(channel[i]) : undefined
}

/**
 * FIT running cadence is strides (one leg) per minute in `cadence` (uint8) plus the fraction
 * of a stride in `fractional_cadence` (1/128 resolution), so steps/min = 2 × (cadence +
 * fractional_cadence). Bikes store whole revolutions per minute in `cadence`.
 */
export function cadenceToFit(
  cadence: number,
  footSport: boolean
): { cadence: number; fractionalCadence?: number } {
  if (!footSport) return { cadence: Math.min(254, Math.max(0, Math.round(cadence))) }
  const strides = Math.min(254.99, Math.max(0, cadence / 2))
  const whole = Math.floor(strides)
  const fraction = Math.round((strides - whole) * 128) / 128
  return fraction >= 1
    ? { cadence: whole + 1, fractionalCadence: 0 }
    : { cadence: whole, fractionalCadence: fraction }
}

function lastFinite(values: number[] | undefined): number | undefined {
  if (!values) return undefined
  for (let i = values.length - 1; i >= 0; i--) {
    if (Number.isFinite(values[i])) return values[i]
  }
  return undefined
}

/** Encoder.onMesg takes the untyped Mesg; this keeps each message checked against its type. */
function write<T extends Mesg>(encoder: Encoder, mesgNum: number, mesg: T): void {
  encoder.onMesg(mesgNum, mesg)
}

function recordMesg(
  streams: ActivityStreams,
  i: number,
  timestamp: Date,
  footSport: boolean
): RecordMesg {
  const lat = sample(streams.lat, i)
  const lng = sample(streams.lng, i)
  const cadence = sample(streams.cadence, i)
  const hasPosition = lat !== undefined && lng !== undefined
  return {
    timestamp,
    positionLat: hasPosition ? degreesToSemicircles(lat) : undefined,
    positionLong: hasPosition ? degreesToSemicircles(lng) : undefined,
    distance: sample(streams.distance, i),
    heartRate: sample(streams.heartRate, i),
    enhancedAltitude: sample(streams.altitude, i),
    enhancedSpeed: sample(streams.speed, i),
    power: sample(streams.power, i),
    ...(cadence === undefined ? {} : cadenceToFit(cadence, footSport)),
  }
}

/** The file id, the device and the timer's start: what every activity file opens with. */
function writeHeader(encoder: Encoder, start: Date, options: EncodeFitOptions) {
  const manufacturer = options.manufacturer ?? 255
  const product = options.product ?? 0
  const serialNumber = options.serialNumber ?? 1
  write<FileIdMesg>(encoder, Profile.MesgNum.FILE_ID, {
    type: FILE_ACTIVITY,
    manufacturer,
    product,
    serialNumber,
    timeCreated: start,
    productName: options.productName,
  })
  write<DeviceInfoMesg>(encoder, Profile.MesgNum.DEVICE_INFO, {
    timestamp: start,
    deviceIndex: 0,
    manufacturer,
    product,
    serialNumber,
    productName: options.productName,
  })
  write<EventMesg>(encoder, Profile.MesgNum.EVENT, {
    timestamp: start,
    event: EVENT_TIMER,
    eventType: EVENT_TYPE_START,
  })
}

/** One lap message per lap, with the session's sport. */
function writeLaps(
  encoder: Encoder,
  laps: ParsedActivity['laps'],
  at: (seconds: number) => Date,
  { sport, subSport }: (typeof FIT_SPORT_BY_SPORT)[keyof typeof FIT_SPORT_BY_SPORT]
) {
  laps.forEach((lap, index) => {
    write<LapMesg>(encoder, Profile.MesgNum.LAP, {
      messageIndex: index,
      timestamp: at(lap.startSeconds + lap.elapsedSeconds),
      event: EVENT_LAP,
      eventType: EVENT_TYPE_STOP,
      startTime: at(lap.startSeconds),
      totalElapsedTime: lap.elapsedSeconds,
      totalTimerTime: lap.timerSeconds ?? lap.elapsedSeconds,
      totalDistance: finite(lap.distanceMeters),
      ...(lap.trigger ? { lapTrigger: FIT_LAP_TRIGGER_NUMBER[lap.trigger] } : {}),
      ...(lap.intensity ? { intensity: FIT_INTENSITY_NUMBER[lap.intensity] } : {}),
      sport,
      subSport,
    })
  })
}

/**
 * Encodes `activity` as a FIT activity file. Times are rounded to whole seconds (FIT's
 * timestamp resolution); samples whose value is NaN are written without that field.
 */
export function encodeFitActivity(
  activity: ParsedActivity,
  options: EncodeFitOptions = {}
): Uint8Array {
  const { streams } = activity
  const start = new Date(activity.startTime)
  if (Number.isNaN(start.getTime())) throw new Error(`Invalid startTime: ${activity.startTime}`)
  const startMs = Math.floor(start.getTime() / 1000) * 1000
  const at = (seconds: number) => new Date(startMs + Math.round(seconds) * 1000)

  const { sport, subSport } = FIT_SPORT_BY_SPORT[activity.sport]
  const footSport = isFootSport(activity.sport)

  const samples = streams.time.length
  const elapsedSeconds =
    activity.totals.elapsedSeconds ?? (samples > 0 ? Math.round(streams.time[samples - 1]) : 0)
  const timerSeconds = activity.totals.movingSeconds ?? elapsedSeconds
  const totalDistance = activity.totals.distanceMeters ?? lastFinite(streams.distance)
  const end = at(elapsedSeconds)

  const encoder = new Encoder()
  writeHeader(encoder, at(0), options)

  let lastSecond = -1
  for (let i = 0; i < samples; i++) {
    const t = streams.time[i]
    // FIT timestamps are whole seconds: a sub-second stream keeps one record per second.
    if (!Number.isFinite(t) || Math.round(t) <= lastSecond) continue
    lastSecond = Math.round(t)
    write<RecordMesg>(encoder, Profile.MesgNum.RECORD, recordMesg(streams, i, at(t), footSport))
  }

  write<EventMesg>(encoder, Profile.MesgNum.EVENT, {
    timestamp: end,
    event: EVENT_TIMER,
    eventType: EVENT_TYPE_STOP_ALL,
  })

  const laps =
    activity.laps.length > 0
      ? activity.laps
      : [{ startSeconds: 0, elapsedSeconds, distanceMeters: totalDistance }]
  writeLaps(encoder, laps, at, FIT_SPORT_BY_SPORT[activity.sport])

  write<SessionMesg>(encoder, Profile.MesgNum.SESSION, {
    messageIndex: 0,
    timestamp: end,
    event: EVENT_SESSION,
    eventType: EVENT_TYPE_STOP,
    startTime: at(0),
    sport,
    subSport,
    totalElapsedTime: elapsedSeconds,
    totalTimerTime: timerSeconds,
    totalDistance: finite(totalDistance),
    firstLapIndex: 0,
    numLaps: laps.length,
  })
  write<ActivityMesg>(encoder, Profile.MesgNum.ACTIVITY, {
    timestamp: end,
    totalTimerTime: timerSeconds,
    numSessions: 1,
    type: ACTIVITY_MANUAL,
    event: EVENT_ACTIVITY,
    eventType: EVENT_TYPE_STOP,
  })
  return encoder.close()
}
