/*
 * The per-activity details stored with the summary row (as JSON) and shown on the activity
 * page: splits, time in zones, best efforts, laps, the VDOT estimate.
 */
import type { ActivityLap } from '#domain/files/activity_file'
import type { BestEffort } from '#domain/science/efforts'
import type { ActivityAnalysis, Split, VdotEstimate } from '#domain/activities/analysis_types'

export interface ActivitySummary {
  splitsKm: Split[]
  splitsMile: Split[]
  /** Seconds per HR zone, with the zones used at import time (names and bpm bounds). */
  timeInHrZones: { name: string; min: number; max: number | null; seconds: number }[] | null
  bestEfforts: BestEffort[]
  laps: ActivityLap[]
  vdotEstimate: VdotEstimate | null
}

export function summaryOf(
  analysis: ActivityAnalysis,
  laps: ActivityLap[],
  hrZones: { name: string; min: number; max: number }[] | null
): ActivitySummary {
  const seconds = analysis.timeInHrZonesSeconds
  return {
    splitsKm: analysis.splitsKm,
    splitsMile: analysis.splitsMile,
    timeInHrZones:
      seconds && hrZones
        ? hrZones.map((zone, i) => ({
            name: zone.name,
            min: zone.min,
            max: Number.isFinite(zone.max) ? zone.max : null,
            seconds: seconds[i] ?? 0,
          }))
        : null,
    bestEfforts: analysis.bestEfforts,
    laps,
    vdotEstimate: analysis.vdotEstimate,
  }
}
