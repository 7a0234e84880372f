import type { ActivityListRow } from '#queries/activities'
import type { ActivitySource } from '#models/activity'
import type { FileImportResult } from '#models/import_job'
import type { ActivityPageRecord } from '#queries/pages/activity'
import type { ActivityStreams } from '#domain/files/activity_file'
import type { Sport } from '#domain/sports'
import type { Split } from '#domain/activities/analysis_types'
import type { WorkoutAnalysis, PlanComparison } from '#domain/activities/workout'
import type { WorkoutType } from '#domain/plans/types'
import { DISPLAY_POINTS, streamsForDisplay } from '#domain/activities/downsample'
import { mapAttribution, mapTileUrl } from '#config/map'

/*
 * Props of the activity pages and the import endpoint's answer, as the server sends them. SI
 * units; the client converts for display with #domain/units and the athlete's
 * `preferences.units`. The pages import these types (type-only).
 */
export type { ActivitySource, Sport }
export type { FileImportStatus } from '#models/import_job'

/** A km or mile split, as the analysis computed it (app/domain/activities/analysis_types.ts). */
export type SplitDto = Split

export interface ActivityListItemDto {
  id: number
  name: string
  sport: Sport
  source: ActivitySource
  startTime: string
  localDate: string
  distanceMeters: number
  durationSeconds: number
  movingSeconds: number
  elevationGainMeters: number
  avgHr: number | null
  avgSpeedMps: number
  load: number
}

export interface ActivityDto extends ActivityListItemDto {
  elevationLossMeters: number
  maxHr: number | null
  maxSpeedMps: number | null
  avgCadence: number | null
  avgPowerWatts: number | null
  hasGps: boolean
  notes: string | null
  perceivedEffort: number | null
  device: string | null
  /** Original file name, when the activity came from a file that can be downloaded. */
  fileName: string | null
  gearId: number | null
  loadFigures: {
    load: number
    source: 'hrss' | 'pace' | 'trimp' | 'duration' | 'rpe'
    trimp: number | null
    hrss: number | null
    paceLoad: number | null
  }
  vdotEstimate: {
    value: number
    label: 'effort-based estimate'
    fromDistanceMeters: number
    fromDurationSeconds: number
  } | null
  splitsKm: SplitDto[]
  splitsMile: SplitDto[]
  timeInHrZones: { name: string; min: number; max: number | null; seconds: number }[] | null
  bestEfforts: { distanceMeters: number; durationSeconds: number; startSeconds: number }[]
  laps: { startSeconds: number; elapsedSeconds: number; distanceMeters?: number }[]
}

/**
 * The activity page's workout analysis (LoadWorkoutAnalysis): laps with their figures,
 * detected intervals, and the matched plan workout's steps against what was run.
 */
export interface WorkoutAnalysisDto extends WorkoutAnalysis {
  plan: {
    workoutKey: string
    title: string
    type: WorkoutType
    dateIso: string
    comparison: PlanComparison
  } | null
}

/**
 * Streams for charts and the map, index-aligned; missing samples are null. Downsampled to
 * about 1,000 points unless `fullResolution` (GET /activities/:id/streams).
 */
export interface DisplayStreamsDto {
  sampleCount: number
  fullResolution: boolean
  time: number[]
  distance: (number | null)[] | null
  heartRate: (number | null)[] | null
  altitude: (number | null)[] | null
  speed: (number | null)[] | null
  cadence: (number | null)[] | null
  power: (number | null)[] | null
  lat: (number | null)[] | null
  lng: (number | null)[] | null
}

export interface MapConfigDto {
  tileUrl: string
  attribution: string
}

/** POST /activities/import with Accept: application/json (the ImportUploads action's result). */
export interface ImportResponse {
  files: (FileImportResult & { jobId?: string })[]
  jobId?: string
}

/** Points the activity page's charts and map get before "Load full resolution". */
export { DISPLAY_POINTS }

export class ActivityDtos {
  static listItem(activity: ActivityListRow): ActivityListItemDto {
    return {
      id: activity.id,
      name: activity.name,
      sport: activity.sport,
      source: activity.source,
      startTime: activity.startTime.toUTC().toISO()!,
      localDate: activity.localDate,
      distanceMeters: activity.distanceMeters,
      durationSeconds: activity.elapsedSeconds,
      movingSeconds: activity.movingSeconds,
      elevationGainMeters: activity.elevationGainMeters,
      avgHr: activity.avgHr,
      avgSpeedMps: activity.avgSpeedMps,
      load: round(activity.trainingLoad, 1),
    }
  }

  /** The activity page's activity, from its plain row (activityPageRows). */
  static detail(activity: ActivityPageRecord): ActivityDto {
    const summary = activity.summary
    const vdot = summary?.vdotEstimate ?? null
    return {
      id: activity.id,
      name: activity.name,
      sport: activity.sport,
      source: activity.source,
      startTime: activity.startTime,
      localDate: activity.localDate,
      distanceMeters: activity.distanceMeters,
      durationSeconds: activity.elapsedSeconds,
      movingSeconds: activity.movingSeconds,
      elevationGainMeters: activity.elevationGainMeters,
      avgHr: activity.avgHr,
      avgSpeedMps: activity.avgSpeedMps,
      load: round(activity.trainingLoad, 1),
      elevationLossMeters: activity.elevationLossMeters,
      maxHr: activity.maxHr,
      maxSpeedMps: activity.maxSpeedMps,
      avgCadence: activity.avgCadence,
      avgPowerWatts: activity.avgPowerWatts,
      hasGps: activity.hasGps,
      notes: activity.notes,
      perceivedEffort: activity.perceivedEffort,
      device: activity.device,
      fileName: activity.fileKey ? activity.fileName : null,
      gearId: activity.gearId,
      loadFigures: {
        load: round(activity.trainingLoad, 1),
        source: activity.loadSource as ActivityDto['loadFigures']['source'],
        trimp: roundOrNull(activity.trimp, 1),
        hrss: roundOrNull(activity.hrss, 1),
        paceLoad: roundOrNull(activity.paceLoad, 1),
      },
      vdotEstimate: vdot
        ? {
            value: round(vdot.value, 1),
            label: 'effort-based estimate',
            fromDistanceMeters: vdot.fromDistanceMeters,
            fromDurationSeconds: vdot.fromDurationSeconds,
          }
        : null,
      splitsKm: summary?.splitsKm ?? [],
      splitsMile: summary?.splitsMile ?? [],
      timeInHrZones: summary?.timeInHrZones ?? null,
      bestEfforts: summary?.bestEfforts ?? [],
      laps: summary?.laps ?? [],
    }
  }

  /**
   * Streams as the charts and the map read them (downsample.ts): index-aligned columns, at
   * most DISPLAY_POINTS samples unless `fullResolution`, a missing sample as null, a channel
   * the recording lacks as null, values rounded per channel.
   */
  static streams(streams: ActivityStreams, fullResolution: boolean): DisplayStreamsDto {
    const sampleCount = streams.time.length
    const display = streamsForDisplay(
      streams,
      fullResolution ? Math.max(2, sampleCount) : DISPLAY_POINTS
    )
    return {
      sampleCount,
      fullResolution,
      time: display.time.map((value) => value ?? 0),
      distance: display.distance ?? null,
      heartRate: display.heartRate ?? null,
      altitude: display.altitude ?? null,
      speed: display.speed ?? null,
      cadence: display.cadence ?? null,
      power: display.power ?? null,
      lat: display.lat ?? null,
      lng: display.lng ?? null,
    }
  }

  static map(): MapConfigDto {
    return { tileUrl: mapTileUrl, attribution: mapAttribution }
  }
}

function round(value: number, digits: number) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

function roundOrNull(value: number | null, digits: number) {
  return value === null ? null : round(value, digits)
}
