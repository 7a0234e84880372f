/**
 * What a tier lets a user do, as plain data: computed by app/services/entitlements.ts (the one
 * place that decides it), shown by the billing DTOs. Its own module so that DTOs read the
 * shape without importing a service (docs/architecture.md#what-may-import-what).
 */

export type Tier = 'free' | 'premium'

export interface Entitlements {
  tier: Tier
  /** Coach answers from a hosted model per day (the offline coach has no limit). */
  coachModelMessagesPerDay: number
  /** The app's own checks propose plan changes (the athlete's own requests work on every tier). */
  adaptivePlans: boolean
  /** New Strava uploads arrive by webhook (history import on connect and files work on every tier). */
  automaticSync: boolean
}
