import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { BillingSource } from '#models/subscription'

/**
 * One billing event kept for audit: a Stripe webhook (unique by
 * `stripeEventId`, which makes replays no-ops) or an admin change.
 */
export default class BillingEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare stripeEventId: string | null

  @column()
  declare userId: number | null

  @column()
  declare subscriptionId: number | null

  /** The Stripe event type (`invoice.paid`…) or `admin.grant`, `admin.cancel`, `admin.change_plan`. */
  @column()
  declare type: string

  @column()
  declare source: BillingSource

  @column()
  declare amountCents: number | null

  @column({
    prepare: (value: Record<string, unknown>) => JSON.stringify(value),
    consume: (value: string | Record<string, unknown>) =>
      typeof value === 'string' ? JSON.parse(value) : value,
  })
  declare payload: Record<string, unknown>

  @column.dateTime()
  declare occurredAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
