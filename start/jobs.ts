/*
|--------------------------------------------------------------------------
| Background jobs
|--------------------------------------------------------------------------
|
| Every job handler is registered here (app/jobs/*). The web process consumes
| jobs too (in process by default; with QUEUE_DRIVER=redis any number of
| processes, including `node ace queue:work`, share the BullMQ queue).
|
*/
import app from '@adonisjs/core/services/app'
import queue from '#services/queue'
import env from '#start/env'

queue.register('import.archive', async (payload) => {
  const { default: ImportArchiveJob } = await import('#jobs/import_archive_job')
  await new ImportArchiveJob().handle(payload)
})

queue.register('plan.check', async ({ userId }) => {
  const { default: CheckPlanJob } = await import('#jobs/check_plan_job')
  await new CheckPlanJob().handle({ userId })
})

queue.register('auth.password_reset', async ({ email, requestedAt }) => {
  const { default: SendPasswordResetLink } = await import('#actions/auth/send_password_reset_link')
  const { DateTime } = await import('luxon')
  await new SendPasswordResetLink().handle({ email, now: DateTime.fromISO(requestedAt) })
})

queue.register('summaries.weekly', async (payload) => {
  const { default: WeeklySummaryJob } = await import('#jobs/weekly_summary_job')
  await new WeeklySummaryJob().handle(payload)
})

queue.register('coach.reply', async (payload) => {
  const { default: CoachReplyJob } = await import('#jobs/coach_reply_job')
  await new CoachReplyJob().handle(payload)
})

queue.register('strava.backfill', async (payload) => {
  const { default: StravaBackfillJob } = await import('#jobs/strava_backfill_job')
  await new StravaBackfillJob().handle(payload)
})

queue.register('strava.event', async (payload) => {
  const { default: StravaEventJob } = await import('#jobs/strava_event_job')
  await new StravaEventJob().handle(payload)
})

queue.register('export.data', async (payload) => {
  const { default: ExportDataJob } = await import('#jobs/export_data_job')
  await new ExportDataJob().handle(payload)
})

queue.register('files.purge', async (payload) => {
  const { default: PurgeFilesJob } = await import('#jobs/purge_files_job')
  await new PurgeFilesJob().handle(payload)
})

if (app.getEnvironment() === 'web' || app.getEnvironment() === 'test') {
  app.ready(() => queue.startWorker())
}

/*
| The memory queue loses its jobs on a restart: archive imports that were
| queued or running start again (they skip the files already reported).
*/
if (app.getEnvironment() === 'web' && env.get('QUEUE_DRIVER', 'memory') === 'memory') {
  app.ready(async () => {
    const { default: ImportJob } = await import('#models/import_job')
    const unfinished = await ImportJob.query()
      .where('kind', 'archive')
      .whereIn('status', ['queued', 'running'])
    for (const job of unfinished) await queue.dispatch('import.archive', { importJobId: job.id })
    // Data exports that were queued or running hold the athlete's one slot: build them again.
    const { dataExports } = await import('#queries/data_exports')
    for (const row of await dataExports.unfinished()) {
      await queue.dispatch('export.data', { userId: row.user_id, exportId: row.id })
    }
  })
}

/*
| Files of deleted accounts still waiting (a crash, or the queue out of reach when the account
| was deleted): queued again when a web process starts (docs/decisions/056-account-files-deleted-by-a-job.md).
*/
if (app.getEnvironment() === 'web') {
  app.ready(async () => {
    const { queuePendingFileDeletions } = await import('#jobs/purge_files_job')
    await queuePendingFileDeletions()
  })
}
app.terminating(() => queue.close())
