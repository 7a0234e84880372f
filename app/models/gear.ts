import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Sport } from '#domain/files/activity_file'

export default class Gear extends BaseModel {
  static table = 'gear'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare name: string

  @column()
  declare sport: Sport

  @column({ consume: (value: unknown) => Boolean(value) })
  declare isDefault: boolean

  /** Distance the shoes had before they were added here, metres. */
  @column()
  declare startingDistanceMeters: number

  @column()
  declare retireAtMeters: number | null

  @column.dateTime()
  declare retiredAt: DateTime | null

  /** When the athlete dismissed this pair's retirement reminder (null: shown while due). */
  @column.dateTime()
  declare reminderDismissedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
