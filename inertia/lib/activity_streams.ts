import type { DisplayStreamsDto, Sport } from '#dtos/activity'
import {
  formatDuration,
  metersToFeet,
  metersToKilometers,
  metersToMiles,
  speedMpsToKmh,
  speedMpsToMph,
  type UnitSystem,
} from '#domain/units'
import { isPaceSport } from '~/lib/sports'
import { rollingMean } from '#domain/activities/smoothing'

/*
 * The activity page's chart series, in the athlete's units, built from the display streams.
 * Shared by the lazy chart chunk and the page's text alternative (no chart code here).
 */

export type XAxis = 'distance' | 'time'

export interface ChartSeries {
  key: 'pace' | 'speed' | 'heartRate' | 'altitude'
  label: string
  unit: string
  values: (number | null)[]
  /** Pace charts read upside down: faster (fewer seconds) is higher. */
  inverted: boolean
  format: (value: number) => string
  color: string
}

export interface ChartData {
  xAxis: XAxis
  xLabel: string
  x: number[]
  formatX: (value: number) => string
  /** For each chart point, its index in the streams (points without an x are dropped). */
  sourceIndex: number[]
  series: ChartSeries[]
}

/** Below this speed the athlete is stopped: no pace is drawn (a pace would be huge). */
const STOPPED_MPS = 0.5

/**
 * `smoothingSeconds`: speed and heart rate are averaged over a centred window of that many
 * seconds of the recording's clock (docs/science.md#workout-analysis); 0 draws the samples.
 */
export function chartData(
  streams: DisplayStreamsDto,
  units: UnitSystem,
  sport: Sport,
  requested: XAxis,
  smoothingSeconds = 0
): ChartData {
  const xAxis: XAxis = requested === 'distance' && streams.distance ? 'distance' : 'time'
  const { x, sourceIndex } = xPoints(streams, units, xAxis)
  const pick = (values: (number | null)[] | null) =>
    values ? sourceIndex.map((i) => values[i] ?? null) : null
  const smooth = (values: (number | null)[] | null) =>
    values && smoothingSeconds > 0 ? rollingMean(streams.time, values, smoothingSeconds) : values

  const series: ChartSeries[] = []
  // Speed is smoothed before it becomes a pace (a mean of paces is not a pace).
  const speed = pick(smooth(streams.speed))
  if (speed && speed.some((value) => value !== null)) series.push(speedSeries(speed, sport, units))
  const heartRate = pick(smooth(streams.heartRate))
  if (heartRate && heartRate.some((value) => value !== null)) {
    series.push({
      key: 'heartRate',
      label: 'Heart rate',
      unit: 'bpm',
      values: heartRate,
      inverted: false,
      format: (value) => String(Math.round(value)),
      color: '#dc2626',
    })
  }
  const altitude = pick(streams.altitude)
  if (altitude && altitude.some((value) => value !== null)) {
    series.push({
      key: 'altitude',
      label: 'Elevation',
      unit: units === 'metric' ? 'm' : 'ft',
      values:
        units === 'metric' ? altitude : altitude.map((v) => (v === null ? null : metersToFeet(v))),
      inverted: false,
      format: (value) => String(Math.round(value)),
      color: '#6b7280',
    })
  }

  return {
    xAxis,
    xLabel:
      xAxis === 'distance' ? (units === 'metric' ? 'Distance (km)' : 'Distance (mi)') : 'Time',
    x,
    formatX: xAxis === 'distance' ? (value) => value.toFixed(1) : (value) => formatDuration(value),
    sourceIndex,
    series,
  }
}

/**
 * The chart's x values in the athlete's units and, for each, its index in the streams; samples
 * without an x are dropped.
 */
function xPoints(streams: DisplayStreamsDto, units: UnitSystem, xAxis: XAxis) {
  const x: number[] = []
  const sourceIndex: number[] = []
  let last = Number.NEGATIVE_INFINITY
  for (let i = 0; i < streams.time.length; i++) {
    const raw = xAxis === 'distance' ? streams.distance![i] : streams.time[i]
    if (raw === null || raw === undefined) continue
    const value =
      xAxis === 'distance'
        ? units === 'metric'
          ? metersToKilometers(raw)
          : metersToMiles(raw)
        : raw
    // uPlot needs an ascending x: a GPS step backwards keeps the previous distance.
    last = Math.max(last, value)
    x.push(last)
    sourceIndex.push(i)
  }
  return { x, sourceIndex }
}

/** Pace for the sports timed by pace (none while stopped), speed for the others. */
function speedSeries(speed: (number | null)[], sport: Sport, units: UnitSystem): ChartSeries {
  if (isPaceSport(sport)) {
    const perUnit = units === 'metric' ? 1000 : 1609.344
    return {
      key: 'pace',
      label: 'Pace',
      unit: units === 'metric' ? '/km' : '/mi',
      values: speed.map((v) => (v !== null && v >= STOPPED_MPS ? perUnit / v : null)),
      inverted: true,
      format: (value) => formatDuration(value),
      color: '#047857',
    }
  }
  return {
    key: 'speed',
    label: 'Speed',
    unit: units === 'metric' ? 'km/h' : 'mph',
    values: speed.map((v) =>
      v === null ? null : units === 'metric' ? speedMpsToKmh(v) : speedMpsToMph(v)
    ),
    inverted: false,
    format: (value) => value.toFixed(1),
    color: '#047857',
  }
}

export interface SeriesStats {
  min: number
  max: number
  mean: number
}

/** Minimum, maximum and mean of a series' recorded values (null when it has none). */
export function seriesStats(values: (number | null)[]): SeriesStats | null {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  let sum = 0
  let count = 0
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue
    min = Math.min(min, value)
    max = Math.max(max, value)
    sum += value
    count++
  }
  return count ? { min, max, mean: sum / count } : null
}

/**
 * A y range that ignores the outer 1 % of values, so one GPS spike does not flatten a chart.
 */
export function robustRange(values: (number | null)[]): [number, number] | null {
  const sorted = values
    .filter((value): value is number => value !== null && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (!sorted.length) return null
  const low = sorted[Math.floor((sorted.length - 1) * 0.01)]
  const high = sorted[Math.ceil((sorted.length - 1) * 0.99)]
  const pad = Math.max((high - low) * 0.08, 1)
  return [low - pad, high + pad]
}
