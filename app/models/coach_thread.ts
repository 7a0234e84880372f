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
    consume: (value: string | ThreadState | null): ThreadState => readState(value),
  })
  declare state: ThreadState

  @hasMany(() => CoachMessage, { foreignKey: 'threadId' })
  declare messages: HasMany<typeof CoachMessage>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}

/**
 * The stored state, or a fresh one when it cannot be read (a damaged or foreign value): the
 * conversation loses its memory, never its page.
 */
export function readState(value: string | ThreadState | null): ThreadState {
  if (value === null || value === undefined) return {}
  if (typeof value !== 'string') return typeof value === 'object' ? value : {}
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ThreadState)
      : {}
  } catch {
    return {}
  }
}
