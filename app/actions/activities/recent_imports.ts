import { DateTime } from 'luxon'
import { recentArchiveImports } from '#queries/import_jobs'

/**
 * Archive imports to show on Connected apps (Strava's backfill has its own
 * card): the ones still running and
 * those that finished in the last day, newest first, so that an athlete who
 * left the page comes back to the progress.
 */
export default class RecentImports {
  async handle(userId: number) {
    return recentArchiveImports(userId, DateTime.now().minus({ days: 1 }))
  }
}
