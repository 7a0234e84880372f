import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { strToU8, zipSync, type Zippable } from 'fflate'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import { decodeStreams } from '#domain/activities/stream_codec'
import { exportRows } from '#queries/data_export'
import { putUserFile } from '#services/user_files'

/** Where a user's exports live on Drive (under the user's folder, removed with the account). */
export function exportKey(userId: number, exportId: string) {
  return `users/${userId}/exports/${exportId}.zip`
}

export const EXPORT_ID_PATTERN = /^[0-9a-f-]{36}$/

/**
 * "Download all my data": one ZIP with the athlete's account and profile,
 * activities (JSON, streams, best efforts, and the original files as
 * uploaded), the daily figures, plans with their revisions and workout logs,
 * gear, subscriptions and billing events, coach threads and messages,
 * connected accounts and import jobs. Secrets (password hash, OAuth tokens,
 * the calendar feed token) and storage keys are left out. Stored on Drive; the
 * previous export of the user is removed.
 */
export default class BuildDataExport {
  async handle({ userId, now = DateTime.now() }: { userId: number; now?: DateTime }) {
    const user = await exportRows.user(userId)
    if (!user) return null
    const files: Zippable = {}
    const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2))

    const account = { ...user }
    delete account.password
    const profile = await exportRows.athleteProfile(userId)
    files['profile.json'] = json({
      exportedAt: now.toISO(),
      account,
      athleteProfile: profile ?? null,
    })

    const activities = await exportRows.activities(userId)
    files['activities/activities.json'] = json(
      activities.map((activity) => ({ ...activity, file_key: undefined }))
    )
    files['activities/best_efforts.json'] = json(await exportRows.bestEfforts(userId))
    for (const activity of activities) {
      const stream = await exportRows.activityStream(activity.id)
      if (stream?.data) {
        try {
          files[`activities/streams/${activity.id}.json`] = json(
            decodeStreams(new Uint8Array(stream.data))
          )
        } catch (error) {
          logger.warn({ err: error, activityId: activity.id }, 'export: stream not decodable')
        }
      }
      if (activity.file_key) {
        try {
          const bytes = await drive.use().getBytes(activity.file_key)
          files[`activities/files/${activity.id}-${safeName(activity.file_name ?? 'activity')}`] = [
            new Uint8Array(bytes),
            { level: 0 },
          ]
        } catch (error) {
          logger.warn({ err: error, activityId: activity.id }, 'export: original file missing')
        }
      }
    }

    const plans = await exportRows.trainingPlans(userId)
    const planIds = plans.map((plan) => plan.id)
    files['plans/training_plans.json'] = json(
      plans.map((plan) => ({ ...plan, ics_token: undefined, document: parse(plan.document) }))
    )
    files['plans/plan_revisions.json'] = json(await exportRows.planRevisions(planIds))
    files['plans/plan_workout_logs.json'] = json(await exportRows.planWorkoutLogs(planIds))
    files['gear.json'] = json(await exportRows.gear(userId))
    files['billing/subscriptions.json'] = json(await exportRows.subscriptions(userId))
    files['billing/billing_events.json'] = json(await exportRows.billingEvents(userId))
    files['coach/conversations.json'] = json({
      conversations: await exportRows.coachThreads(userId),
      messages: await exportRows.coachMessages(userId),
    })
    files['progress/daily_loads.json'] = json(await exportRows.dailyLoads(userId))
    files['connected_accounts.json'] = json(await exportRows.connectedAccounts(userId))
    const importJobs = await exportRows.importJobs(userId)
    files['imports/import_jobs.json'] = json(
      importJobs.map((job) => ({ ...job, upload_key: undefined, results: parse(job.results) }))
    )

    const zip = zipSync(files, { level: 6 })
    const id = randomUUID()
    const disk = drive.use()
    await disk.deleteAll(`users/${userId}/exports`).catch(() => {})
    const key = exportKey(userId, id)
    await putUserFile(userId, key, (target) => target.put(key, Buffer.from(zip)))
    return { id, bytes: zip.byteLength, entries: Object.keys(files) }
  }
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
