import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import { exportsConfig } from '#config/exports'
import { EXPORT_PAGE_ACTIVITIES, exportRows } from '#queries/data_export'
import { ExportZipWriter } from '#services/export_zip_writer'
import { exportKey, putStreamOfUnknownLength, putUserFile } from '#services/user_files'

/** Bytes of ZIP waiting for Drive before the build waits in turn (see ExportZipWriter). */
const OUTPUT_HIGH_WATER_MARK_BYTES = 1024 * 1024

type Row = Record<string, unknown>

/**
 * "Download all my data": one ZIP with the athlete's account and profile,
 * activities (JSON, streams, best efforts, and the original files as
 * uploaded), the daily figures, plans with their revisions and workout logs,
 * gear, subscriptions and billing events, coach threads and messages,
 * connected accounts and import jobs. Secrets (password hash, OAuth tokens,
 * the calendar feed token) and storage keys are left out.
 *
 * Written as a stream to Drive under `exportKey(userId, exportId)`: rows are read a page at a
 * time, a worker thread turns them into ZIP bytes, and what waits in memory stays bounded
 * (docs/decisions/057-bounded-data-exports.md). On a failure the partial file is removed.
 */
export default class BuildDataExport {
  async handle(input: {
    userId: number
    exportId: string
    now?: DateTime
    highWaterMarkBytes?: number
  }) {
    const { userId, exportId, now = DateTime.now() } = input
    const user = await exportRows.user(userId)
    if (!user) return null
    const writer = new ExportZipWriter({
      highWaterMarkBytes: input.highWaterMarkBytes ?? OUTPUT_HIGH_WATER_MARK_BYTES,
      memoryMb: exportsConfig.workerMemoryMb,
    })
    const key = exportKey(userId, exportId)
    const disk = drive.use()
    const entries: string[] = []
    const produced = writeEntries(writer, userId, user, now, entries).then(
      () => writer.end(),
      (error) => {
        writer.abort(error)
        throw error
      }
    )
    // Checked against the account's deletion (docs/decisions/056-account-files-deleted-by-a-job.md).
    const stored = putUserFile(userId, key, (target) =>
      putStreamOfUnknownLength(target, key, writer.output)
    ).catch((error) => {
      writer.abort(error)
      throw error
    })
    const [production, storage] = await Promise.allSettled([produced, stored])
    await writer.close()
    const failure = [production, storage].find((result) => result.status === 'rejected')
    if (failure) {
      await disk.delete(key).catch(() => {})
      throw failure.reason
    }
    return {
      id: exportId,
      bytes: writer.bytes,
      entries,
      peakBufferedBytes: writer.peakBufferedBytes,
    }
  }
}

async function writeEntries(
  writer: ExportZipWriter,
  userId: number,
  user: Row,
  now: DateTime,
  entries: string[]
) {
  const json = async (name: string, value: unknown) => {
    entries.push(name)
    await writer.write({ op: 'json', name, value })
  }
  /** A JSON array entry written a page at a time (`within`: as one field of an object). */
  const pagedArray = async (
    name: string,
    page: (index: number) => Promise<Row[]>,
    within?: { key: string; fields: Record<string, unknown> }
  ) => {
    entries.push(name)
    await writer.write({ op: 'array-open', name, within })
    for (let index = 0; ; index++) {
      const rows = await page(index)
      if (rows.length === 0) break
      await writer.write({ op: 'array-rows', rows })
    }
    await writer.write({ op: 'array-close' })
  }

  const account = { ...user }
  delete account.password
  await json('profile.json', {
    exportedAt: now.toISO(),
    account,
    athleteProfile: (await exportRows.athleteProfile(userId)) ?? null,
  })

  const activityIds: number[] = []
  const activitiesWithFiles: { id: number; fileKey: string; fileName: string }[] = []
  await pagedArray('activities/activities.json', async (index) => {
    const activities: Row[] = await exportRows.activities(userId, index)
    for (const activity of activities) {
      activityIds.push(Number(activity.id))
      if (activity.file_key) {
        activitiesWithFiles.push({
          id: Number(activity.id),
          fileKey: String(activity.file_key),
          fileName: String(activity.file_name ?? 'activity'),
        })
      }
    }
    return activities.map((activity) => ({ ...activity, file_key: undefined }))
  })
  await pagedArray('activities/best_efforts.json', (index) => exportRows.bestEfforts(userId, index))
  for (let start = 0; start < activityIds.length; start += EXPORT_PAGE_ACTIVITIES) {
    await writeStreams(writer, activityIds.slice(start, start + EXPORT_PAGE_ACTIVITIES), entries)
  }
  for (const activity of activitiesWithFiles) {
    await writeOriginalFile(writer, activity, entries)
  }

  const plans = await exportRows.trainingPlans(userId)
  const planIds = plans.map((plan) => plan.id)
  await json(
    'plans/training_plans.json',
    plans.map((plan) => ({ ...plan, ics_token: undefined, document: parse(plan.document) }))
  )
  await json('plans/plan_revisions.json', await exportRows.planRevisions(planIds))
  await json('plans/plan_workout_logs.json', await exportRows.planWorkoutLogs(planIds))
  await json('gear.json', await exportRows.gear(userId))
  await json('billing/subscriptions.json', await exportRows.subscriptions(userId))
  await json('billing/billing_events.json', await exportRows.billingEvents(userId))
  await pagedArray('coach/conversations.json', (index) => exportRows.coachMessages(userId, index), {
    key: 'messages',
    fields: { conversations: await exportRows.coachThreads(userId) },
  })
  await pagedArray('progress/daily_loads.json', (index) => exportRows.dailyLoads(userId, index))
  await json('connected_accounts.json', await exportRows.connectedAccounts(userId))
  const importJobs = await exportRows.importJobs(userId)
  await json(
    'imports/import_jobs.json',
    importJobs.map((job) => ({ ...job, upload_key: undefined, results: parse(job.results) }))
  )
}

/** One page of activities' streams, decoded and written as JSON by the worker. */
async function writeStreams(writer: ExportZipWriter, activityIds: number[], entries: string[]) {
  const streams = await exportRows.activityStreams(activityIds)
  for (const stream of streams) {
    if (!stream.data) continue
    const name = `activities/streams/${stream.activity_id}.json`
    // A copy the worker can own (the driver's Buffer may share a larger pool).
    const skipped = await writer.write({ op: 'streams', name, bytes: new Uint8Array(stream.data) })
    if (skipped) {
      logger.warn(
        { activityId: stream.activity_id, reason: skipped },
        'export: stream not decodable'
      )
    } else {
      entries.push(name)
    }
  }
}

/** The original file as uploaded, stored (not deflated), read from Drive a chunk at a time. */
async function writeOriginalFile(
  writer: ExportZipWriter,
  activity: { id: number; fileKey: string; fileName: string },
  entries: string[]
) {
  const disk = drive.use()
  let source: NodeJS.ReadableStream
  try {
    if (!(await disk.exists(activity.fileKey))) throw new Error('missing')
    source = await disk.getStream(activity.fileKey)
  } catch (error) {
    logger.warn({ err: error, activityId: activity.id }, 'export: original file missing')
    return
  }
  const name = `activities/files/${activity.id}-${safeName(activity.fileName)}`
  entries.push(name)
  await writer.write({ op: 'file-open', name })
  for await (const chunk of source as AsyncIterable<Buffer>) {
    await writer.write({ op: 'file-data', bytes: new Uint8Array(chunk) })
  }
  await writer.write({ op: 'file-close' })
}

function parse(value: unknown) {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

function safeName(name: string) {
  return name.replace(/[^\w.-]+/g, '_').slice(0, 120)
}
