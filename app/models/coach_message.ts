import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type CoachMessageRole = 'user' | 'assistant'
export type CoachMessageStatus = 'complete' | 'streaming' | 'failed'

/** A tool the coach used for a reply, in plain language ("looked at your last 4 weeks"). */
export interface CoachToolUse {
  name: string
  summary: string
}

export default class CoachMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare threadId: number

  @column()
  declare userId: number

  @column()
  declare role: CoachMessageRole

  @column()
  declare content: string

  @column()
  declare status: CoachMessageStatus

  /** The provider's model id, `offline`, or null for the athlete's messages. */
  @column()
  declare model: string | null

  /** `offline`, `openai`, `anthropic` or `openai-compatible`; null for the athlete's messages. */
  @column()
  declare provider: string | null

  @column({
    prepare: (value: CoachToolUse[]) => JSON.stringify(value ?? []),
    consume: (value: string | null): CoachToolUse[] => (value ? JSON.parse(value) : []),
  })
  declare toolUses: CoachToolUse[]

  /** A plan revision the coach proposed with this reply. */
  @column()
  declare revisionId: number | null

  @column()
  declare safetyNotice: string | null

  @column()
  declare inputTokens: number | null

  @column()
  declare outputTokens: number | null

  /** Estimated from the price table in app/coach/pricing.ts. */
  @column({ consume: (value: unknown) => (value === null ? null : Number(value)) })
  declare costUsd: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
