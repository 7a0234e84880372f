/*
 * What analysing one activity produces (app/domain/activities/analyse.ts), and what it needs
 * to know about the athlete. Pure data, SI units.
 */
import type { Sex } from '#domain/science/load'
import type { BestEffort } from '#domain/science/efforts'
import type { ActivitySummary } from '#domain/activities/summary'

export interface AthleteContext {
  sex: Sex | null
  restingHr: number | null
  /** Measured max HR, or the estimate used for zones. */
  maxHr: number | null
  lthr: number | null
  /** Threshold pace, seconds per km (for the pace load), when known. */
  thresholdPaceSecPerKm: number | null
  /** HR zones in use (inner boundaries applied): ascending, the last one open-ended (max = Infinity). */
  hrZones: { name: string; min: number; max: number }[] | null
}

export interface Split {
  /** 1-based index; the last split may be partial. */
  index: number
  distanceMeters: number
  elapsedSeconds: number
  movingSeconds: number
  elevationGainMeters: number
  elevationLossMeters: number
  avgHr: number | null
  /** Grade-adjusted pace of the split, seconds per km, when altitude is known. */
  gradeAdjustedSecPerKm: number | null
}

export interface LoadFigures {
  /** Banister TRIMP from the HR stream, when HR and the athlete's rest/max HR are known. */
  trimp: number | null
  /** HRSS (TRIMP relative to an hour at LTHR = 100), when LTHR is known too. */
  hrss: number | null
  /** Pace-based load (rTSS-like) from grade-adjusted pace, when threshold pace is known. */
  paceLoad: number | null
  /** The figure that goes into daily load: HRSS, else pace load, else an estimate from duration. */
  load: number
  /** Which figure `load` is. */
  loadSource: 'hrss' | 'pace' | 'trimp' | 'duration'
}

export interface VdotEstimate {
  value: number
  /** Always 'effort-based estimate': this is not a race result. */
  label: 'effort-based estimate'
  /** The best effort it comes from. */
  fromDistanceMeters: number
  fromDurationSeconds: number
}

export interface ActivityAnalysis {
  distanceMeters: number
  elapsedSeconds: number
  movingSeconds: number
  elevationGainMeters: number
  elevationLossMeters: number
  avgHr: number | null
  maxHr: number | null
  /** Moving average speed, m/s (0 for a stationary recording). */
  avgSpeedMps: number
  maxSpeedMps: number | null
  avgCadence: number | null
  avgPowerWatts: number | null
  hasGps: boolean
  splitsKm: Split[]
  splitsMile: Split[]
  load: LoadFigures
  bestEfforts: BestEffort[]
  /** Seconds in each HR zone, same order as the athlete's zones; null without HR or zones. */
  timeInHrZonesSeconds: number[] | null
  vdotEstimate: VdotEstimate | null
}

/**
 * An activity analysed, summarised and its streams encoded ahead of storing it
 * (app/domain/activities/prepare.ts): what an import worker computes off the event loop
 * (app/services/activity_file_workers.ts) and app/actions/activities/import_activity.ts stores.
 */
export interface PreparedActivity {
  /** The file's elapsed time: its totals, or its last sample's time minus its first. */
  elapsedSeconds: number
  analysis: ActivityAnalysis
  summary: ActivitySummary | null
  encodedStreams: { data: Uint8Array; sampleCount: number }
}
