import db from '@adonisjs/lucid/services/db'

/*
 * Reads of athlete_profiles beyond the model's own lookups (FindAthleteProfile creates the
 * row on first use).
 */

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
