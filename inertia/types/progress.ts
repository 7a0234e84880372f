/*
 * Props of the Progress page and the fitness parts of the Dashboard, as the server sends them
 * (app/dtos/progress.ts, whose types are re-exported here). SI units; dates are the athlete's
 * local calendar dates (YYYY-MM-DD). Series are columns (parallel arrays), not arrays of
 * objects, to keep the JSON small.
 */

export type {
  DashboardFitnessDto,
  DashboardProgressProps,
  FitnessSeriesDto,
  FitnessTodayDto,
  FormBandDto,
  NextRaceDto,
  PersonalBestDto,
  PredictionDto,
  ProgressRange,
  VdotDto,
  VdotTrendDto,
  VolumeDto,
  ZonesByWeekDto,
} from '#dtos/progress'
import type {
  FitnessSeriesDto,
  FitnessTodayDto,
  FormBandDto,
  PersonalBestDto,
  PredictionDto,
  ProgressRange,
  VdotDto,
  VdotTrendDto,
  VolumeDto,
  ZonesByWeekDto,
} from '#dtos/progress'

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
