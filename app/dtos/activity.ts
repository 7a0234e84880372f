import type Activity from '#models/activity'
import type { ActivityStreams } from '#domain/files/activity_file'
import { DISPLAY_POINTS, streamsForDisplay } from '#domain/activities/downsample'
import { mapAttribution, mapTileUrl } from '#config/map'
/*
 * The wire contract lives with the pages that read it (inertia/types/activity.ts); the
 * server only imports its types.
 */
import type {
  ActivityDto as ActivityDetail,
  ActivityListItemDto,
  ActivitySource,
  DisplayStreamsDto,
  MapConfigDto,
  Sport,
} from '../../inertia/types/activity.js'

export type { ActivityDetail, ActivityListItemDto, DisplayStreamsDto, MapConfigDto }

/** Points the activity page's charts and map get before "Load full resolution". */
export { DISPLAY_POINTS }

export class ActivityDtos {
  static listItem(activity: Activity): ActivityListItemDto {
    return {
      id: activity.id,
      name: activity.name,
      sport: activity.sport as Sport,
      source: activity.source as ActivitySource,
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

  static detail(activity: Activity): ActivityDetail {
    const summary = activity.summary
    const vdot = summary?.vdotEstimate ?? null
    return {
      ...ActivityDtos.listItem(activity),
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
        source: activity.loadSource as ActivityDetail['loadFigures']['source'],
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
