import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AthleteProfile from '#models/athlete_profile'
import { sqlTimestamp } from '#queries/sql_dialect'

/*
 * Reads of athlete_profiles. Every athlete has a profile: `athleteProfileOf` creates the row on
 * first use (docs/architecture.md#layers: a read-or-create is a read, the row holds only the
 * database defaults until the athlete changes it).
 */

/**
 * The athlete's profile row, created on first use. A new row is re-read so that the database
 * defaults (units, zone model, training days...) are set on the instance; two first requests
 * at once both end up with the same row.
 */
export async function athleteProfileOf(userId: number): Promise<AthleteProfile> {
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

/** The athlete's unit system; metric when they have no profile yet. */
export async function unitsOf(userId: number): Promise<'metric' | 'imperial'> {
  const row = await db.from('athlete_profiles').where('user_id', userId).select('units').first()
  return row?.units === 'imperial' ? 'imperial' : 'metric'
}

/**
 * The next `limit` athletes after profile id `afterId` who get the weekly summary (opted in,
 * e-mail verified), by profile id: keyset pages, so that any number is read a page at a time.
 */
export function weeklySummaryRecipients(afterId: number, limit: number) {
  return db
    .from('athlete_profiles')
    .join('users', 'users.id', 'athlete_profiles.user_id')
    .where('athlete_profiles.weekly_summary', true)
    .whereNotNull('users.email_verified_at')
    .where('athlete_profiles.id', '>', afterId)
    .orderBy('athlete_profiles.id', 'asc')
    .limit(limit)
    .select(
      'athlete_profiles.id',
      'athlete_profiles.user_id',
      'athlete_profiles.time_zone',
      'athlete_profiles.weekly_summary_sent_for'
    )
}
