import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import ConnectedAccount from '#models/connected_account'
import ImportJob, { type FileImportResult } from '#models/import_job'
import ImportActivity from '#actions/activities/import_activity'
import RefreshAfterImports from '#actions/activities/refresh_after_imports'
import { broadcast } from '#realtime/main'
import { userChannel } from '#realtime/events'
import queue, { type JobPayloads } from '#services/queue'
import {
  StravaAuthError,
  StravaClient,
  StravaRateLimitError,
  latestStravaRateLimit,
  rateLimitWait,
  stravaSettings,
  type StravaAthleteApi,
} from '#services/strava/strava_client'
import type { StravaActivity } from '#domain/files/strava'

/** Activities per list call while importing, and while counting them first. */
const PAGE_SIZE = 50
const COUNT_PAGE_SIZE = 200
/** Calls left free in each rate-limit window for webhook events and other athletes. */
export const RESERVED_CALLS = 5
/** Progress is broadcast at most this often. */
const PROGRESS_EVERY_MS = 500

/** What a run has done so far: saved with the job, and the cursor to resume after. */
interface Progress {
  results: FileImportResult[]
  importedIds: number[]
  /** Epoch seconds of the start of the last activity done; undefined until counted. */
  cursor: number | undefined
  lastReport: number
}

/** Thrown inside the job when it should stop for `waitMs` and continue later. */
class Pause extends Error {
  constructor(readonly waitMs: number) {
    super('paused for the Strava rate limit')
  }
}

/**
 * Imports the athlete's Strava history, oldest first: counts the activities
 * (for the progress bar), then lists them with `after` = the start of the
 * last one done and imports each from its summary and streams. When the rate
 * limit is nearly used up, or Strava answers 429, it saves its progress and
 * queues itself again for when the window resets, continuing after the last
 * activity done. Activities already stored are skipped without a call.
 */
export default class StravaBackfillJob {
  constructor(private now: () => number = Date.now) {}

  async handle(payload: JobPayloads['strava.backfill']) {
    const job = await ImportJob.find(payload.importJobId)
    if (!job || job.kind !== 'strava_backfill' || ['done', 'failed'].includes(job.status)) return
    const account = await ConnectedAccount.find(payload.connectedAccountId)
    const settings = stravaSettings()
    if (!account || account.userId !== job.userId || account.status !== 'active' || !settings) {
      await this.finish(
        job,
        'failed',
        'Strava was disconnected before the import finished. Activities imported so far are kept.'
      )
      return
    }

    const api = new StravaClient(settings, this.now).forAccount(account)
    const refresh = new RefreshAfterImports()
    const progress: Progress = {
      results: [...job.results],
      importedIds: [],
      cursor: payload.after,
      lastReport: 0,
    }

    try {
      job.status = 'running'
      await job.save()
      await this.report(job)

      if (progress.cursor === undefined) {
        job.total = await this.count(api)
        await job.save()
        progress.cursor = 0
      }

      await this.importPages(job, api, progress)

      await refresh.handle(job.userId, progress.importedIds)
      account.lastSyncedAt = DateTime.fromMillis(this.now())
      await account.save()
      await this.finish(job, 'done', null)
    } catch (error) {
      await refresh.handle(job.userId, progress.importedIds).catch(() => {})
      job.results = progress.results
      await this.stopped(error, job, account, { ...payload, after: progress.cursor })
    }
  }

  /** Lists the activities after the cursor, page by page, and imports each, saving as it goes. */
  private async importPages(job: ImportJob, api: StravaAthleteApi, progress: Progress) {
    const importer = new ImportActivity()
    for (;;) {
      this.pauseWhenNearLimit(1)
      const page = await api.listActivities({
        after: progress.cursor,
        page: 1,
        perPage: PAGE_SIZE,
      })
      for (const summary of page) {
        this.pauseWhenNearLimit(1)
        const result = await this.importOne(job, api, importer, summary)
        if (result.status === 'imported') progress.importedIds.push(result.activityId!)
        progress.results.push(result)
        this.count1(job, result)
        const cursor = progress.cursor ?? 0
        progress.cursor = Math.max(
          cursor,
          Math.floor(Date.parse(summary.start_date) / 1000) || cursor
        )
        job.results = progress.results
        await job.save()
        if (this.now() - progress.lastReport >= PROGRESS_EVERY_MS) {
          await this.report(job)
          progress.lastReport = this.now()
        }
      }
      if (page.length < PAGE_SIZE) break
    }
  }

  /** One activity from its summary; an error other than the rate limit or access rejects it. */
  private async importOne(
    job: ImportJob,
    api: StravaAthleteApi,
    importer: ImportActivity,
    summary: StravaActivity
  ): Promise<FileImportResult> {
    try {
      return await importer.handle({
        userId: job.userId,
        activity: { kind: 'strava', api, activity: summary },
        refreshDailyLoads: false,
      })
    } catch (error) {
      if (error instanceof StravaRateLimitError || error instanceof StravaAuthError) throw error
      logger.error(
        { err: error, importJobId: job.id, stravaId: summary.id },
        'Strava import failed'
      )
      return {
        name: summary.name ?? String(summary.id),
        status: 'rejected',
        error: 'This activity could not be imported.',
      }
    }
  }

  /**
   * The end of a run that threw: a pause queues the job again after the cursor, a revoked access
   * marks the account, anything else fails the job.
   */
  private async stopped(
    error: unknown,
    job: ImportJob,
    account: ConnectedAccount,
    resume: JobPayloads['strava.backfill']
  ) {
    if (error instanceof Pause || error instanceof StravaRateLimitError) {
      const delayMs = error instanceof Pause ? error.waitMs : error.retryAfterMs
      await job.save()
      await this.report(job)
      await queue.dispatch('strava.backfill', resume, { delayMs })
      return
    }
    if (error instanceof StravaAuthError) {
      account.status = 'revoked'
      await account.save()
      await this.finish(
        job,
        'failed',
        'Strava no longer allows access to your activities. Connect Strava again to continue.'
      )
      return
    }
    logger.error({ err: error, importJobId: job.id }, 'Strava history import failed')
    await this.finish(
      job,
      'failed',
      'The import stopped because of an unexpected error. Activities imported so far are kept.'
    )
  }

  /** How many activities the athlete has (pages of 200). */
  private async count(api: StravaAthleteApi) {
    let total = 0
    for (let page = 1; ; page++) {
      this.pauseWhenNearLimit(1)
      const list = await api.listActivities({ after: 0, page, perPage: COUNT_PAGE_SIZE })
      total += list.length
      if (list.length < COUNT_PAGE_SIZE) return total
    }
  }

  /** Stops (to resume later) unless `calls` more fit in both windows next to the reserve. */
  private pauseWhenNearLimit(calls: number) {
    const waitMs = rateLimitWait(latestStravaRateLimit(), this.now(), RESERVED_CALLS + calls - 1)
    if (waitMs > 0) throw new Pause(waitMs)
  }

  private count1(job: ImportJob, result: FileImportResult) {
    job.processed += 1
    job.total = Math.max(job.total, job.processed)
    if (result.status === 'imported') job.imported += 1
    else if (result.status === 'duplicate') job.duplicates += 1
    else job.rejected += 1
  }

  private async finish(job: ImportJob, status: 'done' | 'failed', error: string | null) {
    job.status = status
    job.error = error
    job.total = Math.max(job.total, job.processed)
    job.finishedAt = DateTime.fromMillis(this.now())
    await job.save()
    await this.report(job)
  }

  private async report(job: ImportJob) {
    await broadcast(userChannel(job.userId), 'import.progress', {
      importJobId: job.id,
      status: job.status,
      total: job.total,
      processed: job.processed,
      imported: job.imported,
      duplicates: job.duplicates,
      rejected: job.rejected,
    }).catch(() => {})
  }
}
