/*
 * Props of the Progress page and the fitness parts of the Dashboard, as the server sends them
 * (the pages import these types). SI units; dates are the athlete's local calendar dates
 * (YYYY-MM-DD); series are columns (parallel arrays) to keep the JSON small.
 */
import type { ActivityListItemDto, Sport } from '#dtos/activity'
import {
  FORM_BANDS,
  formBandOf,
  type FormBand,
  type FormBandKey,
} from '#domain/progress/form_bands'
import type { DailyRow } from '#domain/progress/daily_series'
import type { BestEffortRow } from '#queries/activity_best_efforts'

export const PROGRESS_RANGES = ['6w', '3m', '1y', 'all'] as const
export type ProgressRange = (typeof PROGRESS_RANGES)[number]
export const DEFAULT_PROGRESS_RANGE: ProgressRange = '3m'

/** Form (TSB) bands with their thresholds (Coggan / TrainingPeaks), see form_bands.ts. */
export type FormBandDto = FormBand

export interface FitnessTodayDto {
  date: string
  fitness: number
  fatigue: number
  form: number
  formBand: FormBandKey
  /** Acute:chronic workload ratio (7 vs 28 days); null with fewer than 28 days of history. */
  acwr: number | null
}

export interface VdotDto {
  value: number
  source: 'race' | 'effort' | 'profile'
  /** "effort-based estimate" for effort values, "race result" for races. */
  label: string | null
  date: string | null
  activityId: number | null
  activityName: string | null
}

export interface PredictionDto {
  distanceMeters: number
  label: string
  /**
   * The prediction shown everywhere (predictRace): VDOT (Daniels & Gilbert), slowed for low
   * weekly volume on 30 km and more.
   */
  vdotSeconds: number
  /** The method in words: "VDOT 45 (Daniels & Gilbert), adjusted for 40 km a week". */
  method: string
  /** The VDOT table's time before the volume adjustment: a second opinion. */
  tableSeconds: number
  /** Riegel's formula from the same result, a second opinion. */
  riegelSeconds: number | null
  basedOn: VdotDto
}

export interface PersonalBestDto {
  distanceMeters: number
  label: string
  durationSeconds: number
  activityId: number
  activityName: string
  date: string
}

export interface PersonalBestsDto {
  allTime: PersonalBestDto[]
  thisYear: PersonalBestDto[]
  last90Days: PersonalBestDto[]
}

/** The pace–duration (best efforts) curve of a range: its fastest effort per distance. */
export interface BestEffortsCurveDto {
  points: PersonalBestDto[]
}

export interface FitnessSeriesDto {
  /**
   * 'day': one point a day. 'week' (ranges of more than a year of days): one point a week,
   * dated by the week's first day, with the week's total load and fitness, fatigue and form on
   * its last day (today for the current week); activitiesByDate is then keyed by week.
   */
  step: 'day' | 'week'
  dates: string[]
  load: number[]
  fitness: number[]
  fatigue: number[]
  form: number[]
  activitiesByDate: Record<string, { id: number; name: string; sport: Sport; load: number }[]>
  /** The first point activitiesByDate covers (at most the last year, to keep 'all' small). */
  activitiesByDateFrom?: string
}

export interface VolumeDto {
  periods: string[]
  bySport: Partial<Record<Sport, { distanceMeters: number[]; movingSeconds: number[] }>>
}

export interface ZonesByWeekDto {
  zones: { name: string; min: number; max: number | null }[]
  weeks: string[]
  /** seconds[w][z]: seconds in zone z during week w. */
  seconds: number[][]
}

/**
 * The best effort-based VDOT of each week of the range (one point per week that has one, not
 * one per activity: the trend, at a size that stays small over years).
 */
export interface VdotTrendDto {
  dates: string[]
  values: number[]
  sources: ('race' | 'effort')[]
  activityIds: number[]
}

export interface ProgressFirstPaint {
  today: FitnessTodayDto | null
  vdot: VdotDto | null
  predictions: PredictionDto[]
  personalBests: PersonalBestsDto
  empty: boolean
}

export interface DashboardFitnessDto {
  today: FitnessTodayDto
  sparkline: { dates: string[]; fitness: number[]; fatigue: number[]; form: number[] }
  reading: string
}

export interface NextRaceDto {
  distanceMeters: number
  date: string
  daysToGo: number
  /** The one prediction (predictRace), as on Progress, in the coach and in the plan. */
  predictedSeconds: number | null
  /** Its method: "VDOT 45 (Daniels & Gilbert), adjusted for 40 km a week". */
  predictionMethod: string | null
  from: 'plan' | 'profile'
}

export interface DashboardProgressProps {
  fitness: DashboardFitnessDto | null
  nextRace: NextRaceDto | null
  recentActivities: ActivityListItemDto[]
  coachNote: { text: string; createdAt: string } | null
  hasActivities: boolean
}

/** Labels of the standard distances (best efforts and predictions). */
export function distanceLabel(distanceMeters: number): string {
  if (Math.abs(distanceMeters - 1609.344) < 1) return '1 mile'
  if (distanceMeters === 21097.5) return 'Half marathon'
  if (distanceMeters === 42195) return 'Marathon'
  if (distanceMeters < 1000) return `${Math.round(distanceMeters)} m`
  return `${distanceMeters / 1000} km`
}

export function round(value: number, digits = 1) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export const ProgressDtos = {
  formBands(): FormBandDto[] {
    return FORM_BANDS.map((band) => ({ ...band }))
  },

  today(row: DailyRow, acwr: number | null): FitnessTodayDto {
    return {
      date: row.date,
      fitness: round(row.fitness),
      fatigue: round(row.fatigue),
      form: round(row.form),
      formBand: formBandOf(row.form),
      acwr: acwr === null ? null : round(acwr, 2),
    }
  },
}

/** A best effort with the name and local date of its activity. */
export interface NamedBestEffortRow extends BestEffortRow {
  activityName: string
  date: string
}

/** Personal-best DTOs, shortest distance first. */
export function personalBestDtos(rows: NamedBestEffortRow[]): PersonalBestDto[] {
  return [...rows]
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
    .map((row) => ({
      distanceMeters: row.distanceMeters,
      label: distanceLabel(row.distanceMeters),
      durationSeconds: row.durationSeconds,
      activityId: row.activityId,
      activityName: row.activityName,
      date: row.date,
    }))
}
