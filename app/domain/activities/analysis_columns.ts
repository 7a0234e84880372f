/*
 * The figures an activity's row stores from its analysis, under the Activity model's
 * attribute names. One mapping for every writer: an import (PersistActivity) and the test
 * factory, so that a factory activity is stored exactly as an imported one.
 */
import type { ActivityAnalysis } from '#domain/activities/analysis_types'

export function analysisColumns(analysis: ActivityAnalysis) {
  return {
    distanceMeters: analysis.distanceMeters,
    elapsedSeconds: analysis.elapsedSeconds,
    movingSeconds: analysis.movingSeconds,
    elevationGainMeters: analysis.elevationGainMeters,
    elevationLossMeters: analysis.elevationLossMeters,
    avgHr: analysis.avgHr,
    maxHr: analysis.maxHr,
    avgSpeedMps: analysis.avgSpeedMps,
    maxSpeedMps: analysis.maxSpeedMps,
    avgCadence: analysis.avgCadence,
    avgPowerWatts: analysis.avgPowerWatts,
    hasGps: analysis.hasGps,
    trainingLoad: analysis.load.load,
    loadSource: analysis.load.loadSource,
    trimp: analysis.load.trimp,
    hrss: analysis.load.hrss,
    paceLoad: analysis.load.paceLoad,
    vdotEstimate: analysis.vdotEstimate?.value ?? null,
    /** Whole seconds per HR zone. */
    hrZoneSeconds: analysis.timeInHrZonesSeconds?.map((seconds) => Math.round(seconds)) ?? null,
  }
}
