import ImportJob from '#models/import_job'

/* Reads of import_jobs (archive imports are listed by app/actions/activities/recent_imports.ts). */

/** The demo athlete's history import (database/demo/seed_demo_history.ts), the latest one. */
export function latestDemoImport(userId: number) {
  return ImportJob.query()
    .where('user_id', userId)
    .where('kind', 'demo')
    .orderBy('created_at', 'desc')
    .first()
}
