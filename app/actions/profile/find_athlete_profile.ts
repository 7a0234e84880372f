import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AthleteProfile from '#models/athlete_profile'
import { sqlTimestamp } from '#queries/sql_dialect'

/**
 * The athlete's profile row, created on first use. A new row is re-read so
 * that the database defaults (units, zone model, training days...) are set on
 * the instance; two first requests at once both end up with the same row.
 */
export default class FindAthleteProfile {
  async handle(userId: number) {
    const existing = await AthleteProfile.findBy('userId', userId)
    if (existing) return existing
    // INSERT … ON CONFLICT DO NOTHING: a concurrent first request (or a background job) that
    // created the row first is not an error, and no failed statement aborts a transaction.
    await db.rawQuery(
      'INSERT INTO athlete_profiles (user_id, created_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING',
      [userId, sqlTimestamp(DateTime.now())]
    )
    return AthleteProfile.findByOrFail('userId', userId)
  }
}
