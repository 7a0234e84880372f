import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { unzipSync } from 'fflate'
import drive from '@adonisjs/drive/services/main'
import ImportJob, { type FileImportResult } from '#models/import_job'
import ImportActivityFile from '#actions/activities/import_activity_file'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
import { athleteToday } from '#services/athlete_today'
import queue from '#services/queue'
import { extractArchive } from '#domain/files/zip'
import { isZip } from '#domain/files/parse_activity_file'
import Activity from '#models/activity'

/** An archive with more activity files than this is imported by a background job. */
export const INLINE_ARCHIVE_MAX_FILES = 50

export interface Upload {
  /** The name the browser sent. */
  clientName: string
  /** Where the body parser streamed it. */
  tmpPath: string
  size: number
}

export interface ImportUploadsResult {
  files: (FileImportResult & { jobId?: string })[]
  jobId?: string
}

const ACTIVITY_ENTRY = /\.(fit|gpx|tcx)(\.gz)?$/i

/**
 * The files of one `POST /activities/import`: each FIT/GPX/TCX file is
 * imported at once; a ZIP is unpacked and imported file by file, or, with more
 * than 50 activity files, stored and handed to a job that reports progress.
 * Fitness and fatigue are refreshed once, from the earliest new activity.
 */
export default class ImportUploads {
  async handle(userId: number, uploads: Upload[]): Promise<ImportUploadsResult> {
    const results: ImportUploadsResult['files'] = []
    let jobId: string | undefined
    const importFile = new ImportActivityFile()

    for (const upload of uploads) {
      const bytes = new Uint8Array(await readFile(upload.tmpPath))
      if (!isZip(bytes)) {
        results.push(
          await importFile.handle({
            userId,
            fileName: upload.clientName,
            bytes,
            refreshDailyLoads: false,
          })
        )
        continue
      }

      const count = countActivityEntries(bytes)
      if (count === null) {
        results.push({
          name: upload.clientName,
          status: 'rejected',
          error: 'The ZIP archive is damaged and cannot be opened.',
        })
        continue
      }
      if (count > INLINE_ARCHIVE_MAX_FILES) {
        const job = await this.queueArchive(userId, upload.clientName, bytes, count)
        jobId = job.id
        results.push({ name: upload.clientName, status: 'queued', jobId: job.id })
        continue
      }

      const archive = extractArchive(bytes)
      if (archive.entries.length === 0 && archive.rejected.length === 0) {
        results.push({
          name: upload.clientName,
          status: 'rejected',
          error: archive.errors[0] ?? 'The ZIP archive holds no FIT, GPX or TCX files.',
        })
        continue
      }
      for (const entry of archive.entries) {
        results.push(
          await importFile.handle({
            userId,
            fileName: entry.name,
            bytes: entry.bytes,
            refreshDailyLoads: false,
          })
        )
      }
      for (const entry of archive.rejected) {
        results.push({ name: entry.name, status: 'rejected', error: entry.error })
      }
      for (const error of archive.errors) {
        results.push({ name: upload.clientName, status: 'rejected', error })
      }
    }

    await refreshFromEarliest(
      userId,
      results.filter((r) => r.status === 'imported').map((r) => r.activityId!)
    )
    return { files: results, jobId }
  }

  private async queueArchive(userId: number, name: string, bytes: Uint8Array, count: number) {
    const id = randomUUID()
    const uploadKey = `imports/${userId}/${id}.zip`
    await drive.use().put(uploadKey, Buffer.from(bytes))
    const job = await ImportJob.create({
      id,
      userId,
      kind: 'archive',
      status: 'queued',
      uploadKey,
      uploadName: name.slice(0, 255),
      total: count,
      processed: 0,
      imported: 0,
      duplicates: 0,
      rejected: 0,
      results: [],
      error: null,
      finishedAt: null,
    })
    await queue.dispatch('import.archive', { importJobId: job.id })
    return job
  }
}

/** Activity files in a ZIP, read from its directory without inflating anything; null if damaged. */
export function countActivityEntries(bytes: Uint8Array): number | null {
  let count = 0
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (ACTIVITY_ENTRY.test(file.name) && !file.name.startsWith('__MACOSX/')) count++
        return false
      },
    })
  } catch {
    return null
  }
  return count
}

/** Recomputes the daily figures once, from the earliest local date among the new activities. */
export async function refreshFromEarliest(userId: number, activityIds: number[]) {
  if (activityIds.length === 0) return
  const earliest = await Activity.query()
    .whereIn('id', activityIds)
    .orderBy('local_date', 'asc')
    .select('local_date')
    .first()
  if (!earliest) return
  const profile = await new FindAthleteProfile().handle(userId)
  await new RefreshDailyLoads().handle({
    userId,
    fromDate: earliest.localDate,
    todayIso: athleteToday(profile.timeZone),
  })
  await queue.dispatchFollowUp('plan.check', { userId })
}
