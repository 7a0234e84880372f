import type { DateTime } from 'luxon'
import ImportJob from '#models/import_job'

/* Reads of import_jobs. */

/** The demo athlete's history import (database/demo/seed_demo_history.ts), the latest one. */
export function latestDemoImport(userId: number) {
  return ImportJob.query()
    .where('user_id', userId)
    .where('kind', 'demo')
    .orderBy('created_at', 'desc')
    .first()
}

/**
 * The athlete's archive imports still running or finished since `since`, newest first (five at
 * most), for the Connected apps tab.
 */
export function recentArchiveImports(userId: number, since: DateTime) {
  return ImportJob.query()
    .where('user_id', userId)
    .where('kind', 'archive')
    .where((query) =>
      query.whereIn('status', ['queued', 'running']).orWhere('updated_at', '>=', since.toSQL()!)
    )
    .orderBy('created_at', 'desc')
    .limit(5)
}

/** One of the athlete's import jobs, or null. */
export function ownImportJob(userId: number, importJobId: string) {
  return ImportJob.query().where('id', importJobId).where('user_id', userId).first()
}
