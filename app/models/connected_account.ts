import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import encryption from '@adonisjs/core/services/encryption'

export type Provider = 'strava'

/** Tokens are encrypted with APP_KEY at rest; the model reads and writes them in clear. */
const encrypted = {
  prepare: (value: string) => encryption.encrypt(value),
  consume: (value: string | null) => (value ? (encryption.decrypt<string>(value) ?? '') : ''),
}

export default class ConnectedAccount extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare provider: Provider

  @column()
  declare providerUserId: string

  @column()
  declare displayName: string | null

  @column({ ...encrypted, serializeAs: null })
  declare accessToken: string

  @column({ ...encrypted, serializeAs: null })
  declare refreshToken: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare scopes: string

  @column()
  declare status: 'active' | 'revoked'

  @column.dateTime()
  declare lastSyncedAt: DateTime | null

  @column()
  declare backfillJobId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
