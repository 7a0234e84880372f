import { DateTime } from 'luxon'
import ImportJob from '#models/import_job'

/**
 * Archive imports to show on Connected apps (Strava's backfill has its own
 * card): the ones still running and
 * those that finished in the last day, newest first, so that an athlete who
 * left the page comes back to the progress.
 */
export default class RecentImports {
  async handle(userId: number) {
    const since = DateTime.now().minus({ days: 1 })
    return ImportJob.query()
      .where('user_id', userId)
      .where('kind', 'archive')
      .where((query) =>
        query.whereIn('status', ['queued', 'running']).orWhere('updated_at', '>=', since.toSQL()!)
      )
      .orderBy('created_at', 'desc')
      .limit(5)
  }
}
