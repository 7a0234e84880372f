import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Activity from '#models/activity'
import ImportJob, { type FileImportResult } from '#models/import_job'
import ImportActivity from '#actions/activities/import_activity'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { sha256Hex } from '#services/hashes'
import { latestDemoImport } from '#queries/import_jobs'
import { ensureDemoFitFiles, type HistoryKind } from '#database/demo/fit_cache'
import { parseFit } from '#domain/files/fit'
import { shiftActivityDays } from '#database/demo/training_history'
import { SeedDemoGear } from '#database/demo/seed_demo_gear'

export interface SeedDemoHistoryInput {
  userId: number
  timeZone: string
  /** Two years (`demo`) for development, a few short weeks (`fixture`) for tests. */
  history: HistoryKind
  /** The athlete's today; the history ends the day before. */
  todayIso: string
  /** Where the generated FIT files are cached (default `tmp/demo-activities`). */
  cacheDir?: string
  onProgress?: (message: string) => void
  /**
   * Stops the run between two files (it then rejects with the signal's AbortError); the job
   * keeps its progress and the next run resumes it.
   */
  signal?: AbortSignal
}

/** How often the progress row is written while files are generated (ms). */
const PREPARING_SAVE_EVERY_MS = 1000

/**
 * Gives the demo athlete a training history made of real FIT files (cached
 * on disk by the generator's version, see database/demo/fit_cache.ts), imported
 * through the same code path as an upload. Files are recorded for a reference
 * history and moved by whole weeks so that the history ends yesterday.
 *
 * Progress is an import job of kind `demo` (the Dashboard shows it): `queued`
 * while the files are generated, `running` while they are imported (processed
 * of total files), `done` at the end. A run that was stopped resumes after the
 * last file it counted; the file it was importing when it stopped is found
 * again by the importer's duplicate check, so nothing is imported twice. A
 * file that is not imported (a duplicate of another session, or unreadable)
 * is listed in the job's results with the reason. At the end the athlete gets
 * the shoes they wore (database/demo/seed_demo_gear.ts).
 */
export class SeedDemoHistory {
  async handle({
    userId,
    timeZone,
    history,
    todayIso,
    cacheDir,
    onProgress,
    signal,
  }: SeedDemoHistoryInput): Promise<{ imported: number; job: ImportJob | null }> {
    let job = await latestDemoImport(userId)
    if (job?.status === 'done') return { imported: 0, job }
    if (!job) {
      // Imported before progress was recorded: nothing to resume.
      if (await Activity.query().where('user_id', userId).first()) return { imported: 0, job: null }
      job = await ImportJob.create({
        id: randomUUID(),
        userId,
        kind: 'demo',
        status: 'queued',
        uploadKey: null,
        uploadName: history === 'demo' ? 'Demo history' : 'Demo history (fixture)',
        total: 0,
        processed: 0,
        imported: 0,
        duplicates: 0,
        rejected: 0,
        results: [],
        error: null,
        finishedAt: null,
      })
    }
    const progressJob = job

    const endDateIso = DateTime.fromISO(todayIso).minus({ days: 1 }).toISODate()!
    let lastSave = 0
    let lastReport = 0
    const files = await ensureDemoFitFiles({
      endDateIso,
      history,
      cacheDir,
      signal,
      onProgress: (done, total) => {
        if (done === total || Date.now() - lastReport > 5000) {
          lastReport = Date.now()
          onProgress?.(`Demo training files: ${done} / ${total}`)
        }
        if (progressJob.status === 'queued' && Date.now() - lastSave > PREPARING_SAVE_EVERY_MS) {
          lastSave = Date.now()
          progressJob.merge({ total, processed: done })
          // Progress only: a lost write is overwritten by the next one.
          progressJob.save().catch(() => {})
        }
      },
    })

    if (job.status !== 'running') {
      job.merge({ status: 'running', total: files.length, processed: 0 })
      await job.save()
    }

    const importer = new ImportActivity()
    let imported = 0
    for (const [index, file] of files.entries()) {
      if (index < job.processed) continue
      signal?.throwIfAborted()
      const bytes = new Uint8Array(await readFile(file.path))
      const { activity, errors } = parseFit(bytes)
      let result: FileImportResult
      if (!activity) {
        logger.warn({ file: file.path, errors }, 'a demo training file could not be read')
        result = { name: basename(file.path), status: 'rejected', error: errors.join('; ') }
      } else {
        const outcome = await importer.handle({
          userId,
          activity: {
            kind: 'parsed',
            parsed: shiftActivityDays(activity, file.shiftDays, timeZone),
            name: file.name,
            externalId: activity.sourceId ?? null,
            file: { name: basename(file.path), bytes, format: 'fit', sha256: sha256Hex(bytes) },
          },
          refreshDailyLoads: false,
        })
        result = { ...outcome, name: basename(file.path) }
      }
      if (result.status === 'imported') imported++
      job.merge({
        processed: index + 1,
        imported: job.imported + (result.status === 'imported' ? 1 : 0),
        duplicates: job.duplicates + (result.status === 'duplicate' ? 1 : 0),
        rejected: job.rejected + (result.status === 'rejected' ? 1 : 0),
        results: result.status === 'imported' ? job.results : [...job.results, result],
      })
      await job.save()
      if (imported % 100 === 0 && imported > 0)
        onProgress?.(`Demo activities imported: ${imported}`)
    }
    if (files.length > 0) {
      // Shoes last: every run goes to the pair worn that day (database/demo/gear_rotation.ts).
      await new SeedDemoGear().handle({
        userId,
        timeZone,
        typeOf: new Map(files.map((file) => [`${file.dateIso}|${file.name}`, file.type])),
      })
      await new RefreshDailyLoads().handle({ userId, fromDate: files[0].dateIso, todayIso })
    }
    job.merge({ status: 'done', finishedAt: DateTime.utc() })
    await job.save()
    return { imported, job }
  }
}
