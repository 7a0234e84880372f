import db from '@adonisjs/lucid/services/db'

/*
 * The athlete's rows as stored, table by table, for "Download all my data" (BuildDataExport).
 * Deliberately raw (every column, snake_case, as the database keeps it) rather than the
 * per-table homes' shaped reads: this module is the one list of what leaves the system in an
 * export. Columns holding secrets are never selected here (OAuth tokens) or are dropped by
 * the export (password hash, calendar token, storage keys).
 */

/** Rows per page: what one read holds in memory (docs/decisions/057-bounded-data-exports.md). */
export const EXPORT_PAGE_ROWS = 200
/** Activities per page: their encoded streams are read with them. */
export const EXPORT_PAGE_ACTIVITIES = 20

export const exportRows = {
  user: (userId: number) => db.from('users').where('id', userId).first(),
  athleteProfile: (userId: number) => db.from('athlete_profiles').where('user_id', userId).first(),
  activities: (userId: number, page: number) =>
    db
      .from('activities')
      .where('user_id', userId)
      .orderBy('start_time')
      .orderBy('id')
      .limit(EXPORT_PAGE_ACTIVITIES)
      .offset(page * EXPORT_PAGE_ACTIVITIES),
  bestEfforts: (userId: number, page: number) =>
    db
      .from('activity_best_efforts')
      .where('user_id', userId)
      .orderBy('id')
      .limit(EXPORT_PAGE_ROWS)
      .offset(page * EXPORT_PAGE_ROWS),
  activityStreams: async (activityIds: number[]) =>
    activityIds.length
      ? db
          .from('activity_streams')
          .whereIn('activity_id', activityIds)
          .select('activity_id', 'data')
      : [],
  trainingPlans: (userId: number) =>
    db.from('training_plans').where('user_id', userId).orderBy('id'),
  planRevisions: async (planIds: number[]) =>
    planIds.length ? db.from('plan_revisions').whereIn('plan_id', planIds).orderBy('id') : [],
  planWorkoutLogs: async (planIds: number[]) =>
    planIds.length ? db.from('plan_workout_logs').whereIn('plan_id', planIds) : [],
  gear: (userId: number) => db.from('gear').where('user_id', userId).orderBy('id'),
  subscriptions: (userId: number) =>
    db.from('subscriptions').where('user_id', userId).orderBy('id'),
  billingEvents: (userId: number) =>
    db
      .from('billing_events')
      .where('user_id', userId)
      .orderBy('occurred_at')
      .select('id', 'type', 'source', 'amount_cents', 'occurred_at'),
  coachThreads: (userId: number) => db.from('coach_threads').where('user_id', userId).orderBy('id'),
  coachMessages: (userId: number, page: number) =>
    db
      .from('coach_messages')
      .where('user_id', userId)
      .orderBy('id')
      .limit(EXPORT_PAGE_ROWS)
      .offset(page * EXPORT_PAGE_ROWS),
  dailyLoads: (userId: number, page: number) =>
    db
      .from('daily_loads')
      .where('user_id', userId)
      .orderBy('date')
      .limit(EXPORT_PAGE_ROWS)
      .offset(page * EXPORT_PAGE_ROWS),
  connectedAccounts: (userId: number) =>
    db
      .from('connected_accounts')
      .where('user_id', userId)
      .orderBy('id')
      .select(
        'id',
        'provider',
        'provider_user_id',
        'display_name',
        'scopes',
        'status',
        'last_synced_at',
        'created_at',
        'updated_at'
      ),
  importJobs: (userId: number) =>
    db.from('import_jobs').where('user_id', userId).orderBy('created_at'),
}
