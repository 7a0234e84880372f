/*
 * Props of the Progress page and the fitness parts of the Dashboard, as the server sends them
 * (app/dtos/progress.ts). SI units; dates are the athlete's local calendar dates (YYYY-MM-DD).
 * Series are columns (parallel arrays), not arrays of objects, to keep the JSON small.
 */
import type { ActivityListItemDto, Sport } from '~/types/activity'

export type ProgressRange = '6w' | '3m' | '1y' | 'all'

/** Form (TSB) bands, with their thresholds written on the page. */
export interface FormBandDto {
  key: 'fresh' | 'neutral' | 'optimal' | 'overreaching'
  label: string
  /** Inclusive lower bound; null = open. */
  min: number | null
  /** Exclusive upper bound; null = open. */
  max: number | null
  description: string
}

export interface FitnessTodayDto {
  date: string
  fitness: number
  fatigue: number
  form: number
  formBand: FormBandDto['key']
  /** Acute:chronic workload ratio (7 vs 28 days); null with fewer than 28 days of history. */
  acwr: number | null
}

/** Where a VDOT comes from: a race (profile or an activity marked as a race) or an effort estimate. */
export interface VdotDto {
  value: number
  source: 'race' | 'effort' | 'profile'
  /** Always shown next to effort-based values. */
  label: string | null
  date: string | null
  activityId: number | null
  activityName: string | null
}

export interface PredictionDto {
  distanceMeters: number
  label: string
  /** From VDOT (Daniels & Gilbert), adjusted by recent volume when that applies. */
  vdotSeconds: number
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

/** Daily series for the fitness / fatigue / form chart (one entry per day of the range). */
export interface FitnessSeriesDto {
  dates: string[]
  load: number[]
  fitness: number[]
  fatigue: number[]
  form: number[]
  /** The activities behind each day's load, for the hover: only days that have some. */
  activitiesByDate: Record<string, { id: number; name: string; sport: Sport; load: number }[]>
  /** The first date activitiesByDate covers (at most the last year, to keep 'all' small). */
  activitiesByDateFrom?: string
}

export interface VolumeDto {
  /** Week starts (athlete's week start) or month starts (YYYY-MM-01). */
  periods: string[]
  /** Per sport: distance and moving time per period (same order as periods). */
  bySport: Partial<Record<Sport, { distanceMeters: number[]; movingSeconds: number[] }>>
}

export interface ZonesByWeekDto {
  zones: { name: string; min: number; max: number | null }[]
  weeks: string[]
  /** seconds[w][z]: seconds in zone z during week w. */
  seconds: number[][]
}

export interface VdotTrendDto {
  dates: string[]
  values: number[]
  sources: ('race' | 'effort')[]
  activityIds: number[]
}

/** Page `Progress`. First paint: small props; the rest are Inertia deferred props. */
export interface ProgressProps {
  range: ProgressRange
  today: FitnessTodayDto | null
  formBands: FormBandDto[]
  vdot: VdotDto | null
  predictions: PredictionDto[]
  personalBests: {
    allTime: PersonalBestDto[]
    thisYear: PersonalBestDto[]
    last90Days: PersonalBestDto[]
  }
  /** True when the athlete has no activities yet (empty states instead of zeros). */
  empty: boolean
  // Deferred (group "charts"): undefined until loaded.
  fitnessSeries?: FitnessSeriesDto
  weeklyVolume?: VolumeDto
  monthlyVolume?: VolumeDto
  vdotTrend?: VdotTrendDto
  zonesByWeek?: ZonesByWeekDto
}

/** Dashboard additions (besides `plan` from inertia/types/plan.ts and `onboarding`). */
export interface DashboardFitnessDto {
  today: FitnessTodayDto
  /** The last 42 days, for the sparkline. */
  sparkline: { dates: string[]; fitness: number[]; fatigue: number[]; form: number[] }
  /** One line, e.g. "Fitness up 4 over 3 weeks; fatigue high — tomorrow is easy." */
  reading: string
}

export interface NextRaceDto {
  distanceMeters: number
  date: string
  daysToGo: number
  predictedSeconds: number | null
  from: 'plan' | 'profile'
}

export interface DashboardProgressProps {
  fitness: DashboardFitnessDto | null
  nextRace: NextRaceDto | null
  recentActivities: ActivityListItemDto[]
  /** The coach's latest note (issue #8); null until the coach exists. */
  coachNote: { text: string; createdAt: string } | null
  hasActivities: boolean
}
