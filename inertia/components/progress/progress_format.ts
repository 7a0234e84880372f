/*
 * Words, colours and small calculations shared by the Progress page, its lazy chart chunk
 * and the Dashboard. No chart code here: the Dashboard imports this module.
 */
import type { Sport } from '#dtos/activity'
import type { FormBandDto, ProgressRange } from '#dtos/progress'
import { acwrBand, type AcwrBand } from '#domain/science/fitness'
import { formatDistance, formatDuration, type UnitSystem } from '#domain/units'
import { dateTimeFormat } from '~/lib/format_locale'

export const RANGES: { value: ProgressRange; label: string; long: string }[] = [
  { value: '6w', label: '6 weeks', long: 'the last 6 weeks' },
  { value: '3m', label: '3 months', long: 'the last 3 months' },
  { value: '1y', label: '1 year', long: 'the last year' },
  { value: 'all', label: 'All', long: 'all your training' },
]

export const SERIES_COLORS = {
  fitness: '#1d4ed8',
  fatigue: '#d97706',
  form: '#111827',
  load: '#9ca3af',
}

/** Fill colours of the form bands (the label is always written next to them). */
export const BAND_STYLES: Record<FormBandDto['key'], { fill: string; chip: string }> = {
  fresh: { fill: 'rgba(14,165,233,0.14)', chip: 'bg-sky-100 text-sky-900' },
  neutral: { fill: 'rgba(156,163,175,0.14)', chip: 'bg-gray-100 text-gray-800' },
  optimal: { fill: 'rgba(16,185,129,0.16)', chip: 'bg-emerald-100 text-emerald-900' },
  overreaching: { fill: 'rgba(239,68,68,0.14)', chip: 'bg-red-100 text-red-900' },
}

export const SPORT_COLORS: Record<Sport, string> = {
  run: '#1d4ed8',
  trail_run: '#15803d',
  treadmill: '#7c3aed',
  walk: '#a16207',
  hike: '#65a30d',
  ride: '#ea580c',
  swim: '#0891b2',
  strength: '#be185d',
  other: '#6b7280',
}

/** Heart-rate zones from easy to hard (Z1…Z5, more if the athlete has them). */
export const ZONE_COLORS = ['#93c5fd', '#34d399', '#facc15', '#fb923c', '#ef4444', '#991b1b']

/** A band's thresholds as words: "−10 to 5", "25 and above", "below −30". */
export function bandThresholds(band: Pick<FormBandDto, 'min' | 'max'>) {
  if (band.min === null && band.max === null) return 'any form'
  if (band.min === null) return `below ${signed(band.max!)}`
  if (band.max === null) return `${signed(band.min)} and above`
  return `${signed(band.min)} to ${signed(band.max)}`
}

/** A whole number with a real minus sign: "−7", "12". */
export function signed(value: number, plus = false) {
  const rounded = Math.round(value)
  if (rounded < 0) return `−${Math.abs(rounded)}`
  return plus && rounded > 0 ? `+${rounded}` : String(rounded)
}

export function bandOf(bands: FormBandDto[], form: number): FormBandDto | undefined {
  return bands.find(
    (band) => (band.min === null || form >= band.min) && (band.max === null || form < band.max)
  )
}

const ACWR_TEXT: Record<AcwrBand, { label: string; text: string; chip: string }> = {
  low: {
    label: 'Below your usual load',
    text: 'Under 0.8: this week is lighter than the last four; fine for recovery or a taper.',
    chip: 'bg-sky-100 text-sky-900',
  },
  safe: {
    label: 'In the usual safe band',
    text: '0.8 to 1.3: training in line with what you are used to.',
    chip: 'bg-emerald-100 text-emerald-900',
  },
  elevated: {
    label: 'Rising quickly',
    text: '1.3 to 1.5: more than usual; keep the next days easy if you feel it.',
    chip: 'bg-amber-100 text-amber-900',
  },
  high: {
    label: 'Spike: injury risk',
    text: '1.5 and above: a sharp jump over your last four weeks; back off for a few days.',
    chip: 'bg-red-100 text-red-900',
  },
}

export function acwrReading(ratio: number) {
  return ACWR_TEXT[acwrBand(ratio)]
}

/** A local calendar date (YYYY-MM-DD) as a UTC timestamp in seconds (uPlot's x). */
export function dateToSeconds(date: string) {
  return Date.parse(`${date}T00:00:00Z`) / 1000
}

/** "12 Mar 2026" (or "12 Mar" with `short`), from a local calendar date. */
export function dayLabel(date: string, short = false) {
  return dateTimeFormat({
    day: 'numeric',
    month: 'short',
    ...(short ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** A fitness-series point's name: its day, or "Week of …" for weekly points. */
export function pointLabel(date: string, step: 'day' | 'week' | undefined) {
  return step === 'week' ? `Week of ${dayLabel(date)}` : dayLabel(date)
}

/**
 * What the hover says of a point without activities: a rest day or week, or, before the first
 * point whose activities the server lists (the last year), that they are not listed.
 */
export function noActivityText(
  series: {
    step?: 'day' | 'week'
    activitiesByDateFrom?: string
  },
  date: string
) {
  if (series.activitiesByDateFrom && date < series.activitiesByDateFrom) {
    return 'Activities are listed for the last year only.'
  }
  return series.step === 'week' ? 'No activity that week.' : 'No activity: rest day.'
}

/** "Mar 2026" from a month start. */
export function monthLabel(date: string) {
  return dateTimeFormat({
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** A race distance's name: "5 km", "Half marathon", or the distance in the athlete's units. */
export function raceName(distanceMeters: number, units: UnitSystem) {
  const names: Record<number, string> = {
    5000: '5 km',
    10000: '10 km',
    21097.5: 'Half marathon',
    21098: 'Half marathon',
    42195: 'Marathon',
  }
  return names[distanceMeters] ?? formatDistance(distanceMeters, units, 1)
}

/** Whole hours and minutes for volumes: "5 h 20 min", "45 min". */
export function formatHours(seconds: number) {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0 min'
  const minutes = Math.round(seconds / 60)
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`
}

export { formatDuration }
