import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The webhook subscription Strava created for this installation (at most one row). */
export default class StravaSubscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Strava's id, the `subscription_id` of every event it sends. */
  @column()
  declare stravaId: string

  @column()
  declare callbackUrl: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
