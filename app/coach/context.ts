import type AthleteProfile from '#models/athlete_profile'
import type { UnitSystem } from '#domain/units'

/**
 * Who the coach works for and where its answer goes. Every tool takes this
 * and nothing else identifies the athlete: a model can never name a user.
 *
 * - `audience: 'model'`: tool results are sent to a model provider, so
 *   activity data comes only from activitiesForModelProviders (no Strava
 *   rows, decision 007) and figures derived from activities are recomputed
 *   from those rows.
 * - `audience: 'offline'`: nothing leaves the server; every activity counts.
 */
export interface CoachContext {
  userId: number
  profile: AthleteProfile
  /** The athlete's today (yyyy-mm-dd, their time zone). */
  todayIso: string
  audience: 'model' | 'offline'
}

export type CoachTone = 'encouraging' | 'direct' | 'detailed'

export function unitsOf(context: CoachContext): UnitSystem {
  return context.profile.units
}
