import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type PlanId = 'free' | 'premium_monthly' | 'premium_yearly'
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete'
export type BillingSource = 'stripe' | 'admin'
export type BillingInterval = 'month' | 'year'

/**
 * One subscription, from Stripe or granted by an admin. The user's current
 * one is their latest row with `endedAt` null (see `currentSubscription`).
 */
export default class Subscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare plan: PlanId

  @column()
  declare status: SubscriptionStatus

  @column()
  declare source: BillingSource

  @column()
  declare stripeCustomerId: string | null

  @column()
  declare stripeSubscriptionId: string | null

  @column()
  declare amountCents: number

  @column()
  declare currency: string

  @column()
  declare interval: BillingInterval | null

  @column.dateTime()
  declare trialEndsAt: DateTime | null

  @column.dateTime()
  declare currentPeriodStart: DateTime | null

  @column.dateTime()
  declare currentPeriodEnd: DateTime | null

  @column({ consume: (value: unknown) => Boolean(value) })
  declare cancelAtPeriodEnd: boolean

  @column.dateTime()
  declare canceledAt: DateTime | null

  @column.dateTime()
  declare endedAt: DateTime | null

  /** The Stripe object's own timestamp this row reflects (out-of-order safety). */
  @column.dateTime()
  declare stripeStateAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** Statuses that grant Premium features. */
  get isEntitled() {
    return (
      this.endedAt === null &&
      this.plan !== 'free' &&
      (this.status === 'active' || this.status === 'trialing' || this.status === 'past_due')
    )
  }
}
