/*
 * Fewer samples for charts and maps. Points are chosen with Largest-Triangle-Three-Buckets on
 * one main series (Steinarsson 2013, "Downsampling Time Series for Visual Representation",
 * MSc thesis, University of Iceland), which keeps peaks and dips that a plain stride would
 * drop; every channel is then read at the chosen indices, so channels stay index-aligned and
 * every output value is a real sample.
 */
import type { ActivityStreams, StreamChannel } from '#domain/files/activity_file'
import { STREAM_CHANNELS } from '#domain/files/activity_file'
import { SPEED_SMOOTHING_SECONDS } from '#domain/activities/activity_profile'
import { windowedRate } from '#domain/activities/stream_math'

/** Points in a display payload: enough for a 1,500-pixel-wide chart. */
export const DISPLAY_POINTS = 1200

/** Main series for LTTB, first one recorded wins: what the activity page charts first. */
export const MAIN_CHANNEL_PRIORITY: readonly StreamChannel[] = [
  'heartRate',
  'speed',
  'altitude',
  'power',
  'distance',
]

export interface DownsampleOptions {
  /** Series whose shape LTTB keeps; default: the first recorded of MAIN_CHANNEL_PRIORITY. */
  mainChannel?: StreamChannel
}

/** Missing samples carry the last finite value (leading ones take the first), for LTTB only. */
function filled(values: number[]): Float64Array {
  const out = new Float64Array(values.length)
  let first = 0
  for (const value of values) {
    if (Number.isFinite(value)) {
      first = value
      break
    }
  }
  let last = first
  for (const [i, value] of values.entries()) {
    if (Number.isFinite(value)) last = value
    out[i] = last
  }
  return out
}

/*
 * Largest-Triangle-Three-Buckets (Steinarsson 2013, ch. 4.2): indices of at most maxPoints
 * samples, always the first and the last. Each of the maxPoints − 2 middle buckets keeps the
 * point forming the largest triangle with the previous kept point and the next bucket's mean.
 */
export function lttbIndices(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  maxPoints: number
): number[] {
  const n = Math.min(x.length, y.length)
  if (!Number.isInteger(maxPoints) || maxPoints < 2) {
    throw new RangeError('maxPoints must be an integer of at least 2')
  }
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => i)
  const indices = [0]
  const every = (n - 2) / (maxPoints - 2)
  let a = 0
  for (let bucket = 0; bucket < maxPoints - 2; bucket++) {
    const nextStart = Math.floor((bucket + 1) * every) + 1
    const nextEnd = Math.min(n, Math.floor((bucket + 2) * every) + 1)
    let meanX = 0
    let meanY = 0
    for (let j = nextStart; j < nextEnd; j++) {
      meanX += x[j]
      meanY += y[j]
    }
    const count = nextEnd - nextStart
    if (count > 0) {
      meanX /= count
      meanY /= count
    } else {
      meanX = x[n - 1]
      meanY = y[n - 1]
    }
    const start = Math.floor(bucket * every) + 1
    const end = Math.floor((bucket + 1) * every) + 1
    let bestArea = -1
    let best = start
    for (let j = start; j < end; j++) {
      const area = Math.abs((x[a] - meanX) * (y[j] - y[a]) - (x[a] - x[j]) * (meanY - y[a]))
      if (area > bestArea) {
        bestArea = area
        best = j
      }
    }
    indices.push(best)
    a = best
  }
  indices.push(n - 1)
  return indices
}

/** Streams of at most maxPoints samples (the same object's channels, read at LTTB indices). */
export function downsampleStreams(
  streams: ActivityStreams,
  maxPoints: number,
  options: DownsampleOptions = {}
): ActivityStreams {
  const n = streams.time.length
  const main =
    options.mainChannel ??
    MAIN_CHANNEL_PRIORITY.find((channel) => streams[channel]?.some(Number.isFinite)) ??
    'time'
  const y = streams[main] ?? streams.time
  const indices = lttbIndices(
    filled(streams.time),
    filled(y.length === n ? y : streams.time),
    maxPoints
  )
  const out: ActivityStreams = { time: indices.map((i) => streams.time[i]) }
  for (const channel of STREAM_CHANNELS) {
    const values = streams[channel]
    if (channel !== 'time' && values) out[channel] = indices.map((i) => values[i] ?? Number.NaN)
  }
  return out
}

/** A stream channel as JSON can carry it: NaN becomes null. */
export type DisplayStreams = { time: (number | null)[] } & {
  [K in Exclude<StreamChannel, 'time'>]?: (number | null)[]
}

/** Decimal places per channel in the display payload (well under what a chart can show). */
export const DISPLAY_DECIMALS: Record<StreamChannel, number> = {
  time: 1, // 0.1 s
  distance: 1, // 10 cm
  heartRate: 0, // whole bpm
  altitude: 1, // 10 cm
  lat: 6, // about 11 cm
  lng: 6,
  cadence: 0,
  power: 0,
  speed: 2, // 1 cm/s
}

/*
 * The payload for the activity page's charts and map: at most maxPoints samples, values
 * rounded to DISPLAY_DECIMALS, NaN as null. Without a speed channel, speed is derived from
 * distance over SPEED_SMOOTHING_SECONDS (before downsampling) so the pace chart always has one.
 */
export function streamsForDisplay(
  streams: ActivityStreams,
  maxPoints: number = DISPLAY_POINTS
): DisplayStreams {
  let source = streams
  if (!streams.speed && streams.distance && streams.distance.length === streams.time.length) {
    const speed = windowedRate(
      streams.time,
      filled(streams.distance),
      streams.time.length,
      SPEED_SMOOTHING_SECONDS / 2
    )
    source = { ...streams, speed: Array.from(speed) }
  }
  const sampled = downsampleStreams(source, maxPoints)
  const out: DisplayStreams = { time: [] }
  for (const channel of STREAM_CHANNELS) {
    const values = sampled[channel]
    if (!values) continue
    const factor = 10 ** DISPLAY_DECIMALS[channel]
    out[channel] = values.map((value) =>
      Number.isFinite(value) ? Math.round(value * factor) / factor : null
    )
  }
  return out
}
