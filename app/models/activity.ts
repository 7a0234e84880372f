import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { FileFormat, Sport } from '#domain/files/activity_file'
import type { ActivitySummary } from '#domain/activities/summary'
import Gear from '#models/gear'
import { asDate } from '#queries/sql_dialect'
import { hydrateOriginalsWithout } from '#models/large_json_originals'

/** Where an activity came from. Strava-sourced data never reaches an AI model (docs/decisions). */
export type ActivitySource = 'file' | 'manual' | 'strava'

export default class Activity extends BaseModel {
  /** No deep copy of the summary (splits, zones, efforts, laps) per read; every save writes it. */
  $hydrateOriginals() {
    hydrateOriginalsWithout(this, ['summary'], () => super.$hydrateOriginals())
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare source: ActivitySource

  @column()
  declare externalId: string | null

  @column()
  declare name: string

  @column()
  declare sport: Sport

  @column.dateTime()
  declare startTime: DateTime

  /** The athlete's local calendar date of the start (yyyy-mm-dd). */
  @column({
    prepare: (value: string) => value,
    consume: (value: string | Date) => asDate(value)!,
  })
  declare localDate: string

  @column()
  declare distanceMeters: number

  @column()
  declare elapsedSeconds: number

  @column()
  declare movingSeconds: number

  @column()
  declare elevationGainMeters: number

  @column()
  declare elevationLossMeters: number

  @column()
  declare avgHr: number | null

  @column()
  declare maxHr: number | null

  @column()
  declare avgSpeedMps: number

  @column()
  declare maxSpeedMps: number | null

  @column()
  declare avgCadence: number | null

  @column()
  declare avgPowerWatts: number | null

  @column({ consume: (value: unknown) => Boolean(value) })
  declare hasGps: boolean

  /** The figure that goes into the daily load (HRSS, pace load, TRIMP, RPE or duration). */
  @column()
  declare trainingLoad: number

  @column()
  declare loadSource: string

  @column()
  declare trimp: number | null

  @column()
  declare hrss: number | null

  @column()
  declare paceLoad: number | null

  @column()
  declare vdotEstimate: number | null

  @column()
  declare perceivedEffort: number | null

  /** Splits, time in zones, best efforts, laps: read with the activity, never queried into. */
  @column({
    prepare: (value: ActivitySummary | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null): ActivitySummary | null => (value ? JSON.parse(value) : null),
  })
  declare summary: ActivitySummary | null

  /** Seconds in each HR zone (the athlete's zones at import time); null without HR or zones. */
  @column({
    prepare: (value: number[] | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null): number[] | null => (value ? JSON.parse(value) : null),
  })
  declare hrZoneSeconds: number[] | null

  @column()
  declare notes: string | null

  @column()
  declare gearId: number | null

  @column()
  declare fileFormat: FileFormat | null

  @column()
  declare fileName: string | null

  @column()
  declare fileKey: string | null

  @column()
  declare fileBytes: number | null

  @column({ columnName: 'file_sha256' })
  declare fileSha256: string | null

  @column()
  declare device: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Gear)
  declare gear: BelongsTo<typeof Gear>
}
