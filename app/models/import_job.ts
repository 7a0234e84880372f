import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** `demo`: the demo athlete's generated history (database/demo/seed_demo_history.ts). */
export type ImportJobKind = 'archive' | 'strava_backfill' | 'demo'
export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed'
export type FileImportStatus = 'imported' | 'duplicate' | 'rejected' | 'queued'

/** The result of one file, as the import endpoint and the job report it. */
export interface FileImportResult {
  name: string
  status: FileImportStatus
  activityId?: number
  error?: string
}

export default class ImportJob extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare kind: ImportJobKind

  @column()
  declare status: ImportJobStatus

  @column()
  declare uploadKey: string | null

  @column()
  declare uploadName: string | null

  @column()
  declare total: number

  @column()
  declare processed: number

  @column()
  declare imported: number

  @column()
  declare duplicates: number

  @column()
  declare rejected: number

  @column({
    prepare: (value: FileImportResult[] | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null): FileImportResult[] => (value ? JSON.parse(value) : []),
  })
  declare results: FileImportResult[]

  @column()
  declare error: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null
}
