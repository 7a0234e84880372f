import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import CoachMessage from '#models/coach_message'
import type { ThreadState } from '#coach/understanding/types'

export default class CoachThread extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare title: string

  /** What the offline coach remembers between messages (app/coach/understanding/thread.ts). */
  @column({
    prepare: (value: ThreadState | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | ThreadState | null): ThreadState =>
      typeof value === 'string' ? JSON.parse(value) : (value ?? {}),
  })
  declare state: ThreadState

  @hasMany(() => CoachMessage, { foreignKey: 'threadId' })
  declare messages: HasMany<typeof CoachMessage>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
