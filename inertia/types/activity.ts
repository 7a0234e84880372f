/*
 * Props of the activity pages and the import endpoint's answer, as the server sends them
 * (app/dtos/activity.ts builds them). SI units; the client converts for display with
 * #domain/units and the athlete's `preferences.units`.
 */

import type { Sport } from '#domain/sports'

export type { Sport }

export type ActivitySource = 'file' | 'manual' | 'strava'

export interface SplitDto {
  index: number
  distanceMeters: number
  elapsedSeconds: number
  movingSeconds: number
  elevationGainMeters: number
  elevationLossMeters: number
  avgHr: number | null
  gradeAdjustedSecPerKm: number | null
}

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

export interface GearDto {
  id: number
  name: string
  sport: Sport
  isDefault: boolean
  /** Distance the shoes had before they were added (part of distanceMeters). */
  startingDistanceMeters: number
  distanceMeters: number
  retireAtMeters: number | null
  retired: boolean
  /** True when distanceMeters ≥ retireAtMeters and it is not retired yet. */
  retirementDue: boolean
}

export interface MapConfigDto {
  tileUrl: string
  attribution: string
}

/** Page `Activities/Show`. */
export interface ActivityShowProps {
  activity: ActivityDto
  streams: DisplayStreamsDto | null
  gear: GearDto[]
  map: MapConfigDto
}

/** Page `Activities/Index`. */
export interface ActivityIndexProps {
  activities: {
    data: ActivityListItemDto[]
    meta: { page: number; perPage: number; total: number; lastPage: number }
  }
  filters: { sport: Sport | null; from: string | null; to: string | null }
}

export type FileImportStatus = 'imported' | 'duplicate' | 'rejected' | 'queued'

/** POST /activities/import with Accept: application/json. */
export interface ImportResponse {
  files: { name: string; status: FileImportStatus; activityId?: number; error?: string }[]
  jobId?: string
}

/** GET /activities/imports/:id (and the `import.progress` realtime event). */
export interface ImportJobDto {
  id: string
  kind: 'archive' | 'strava_backfill'
  status: 'queued' | 'running' | 'done' | 'failed'
  uploadName: string | null
  total: number
  processed: number
  imported: number
  duplicates: number
  rejected: number
  files: { name: string; status: FileImportStatus; activityId?: number; error?: string }[]
  error: string | null
  createdAt: string
  finishedAt: string | null
}
