import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { strToU8, zipSync, type Zippable } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import { decodeStreams } from '#domain/activities/stream_codec'

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
    const user = await db.from('users').where('id', userId).first()
    if (!user) return null
    const files: Zippable = {}
    const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2))

    const account = { ...user }
    delete account.password
    const profile = await db.from('athlete_profiles').where('user_id', userId).first()
    files['profile.json'] = json({
      exportedAt: now.toISO(),
      account,
      athleteProfile: profile ?? null,
    })

    const activities = await db.from('activities').where('user_id', userId).orderBy('start_time')
    files['activities/activities.json'] = json(
      activities.map((activity) => ({ ...activity, file_key: undefined }))
    )
    files['activities/best_efforts.json'] = json(
      await db.from('activity_best_efforts').where('user_id', userId).orderBy('id')
    )
    for (const activity of activities) {
      const stream = await db.from('activity_streams').where('activity_id', activity.id).first()
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

    const plans = await db.from('training_plans').where('user_id', userId).orderBy('id')
    const planIds = plans.map((plan) => plan.id)
    files['plans/training_plans.json'] = json(
      plans.map((plan) => ({ ...plan, ics_token: undefined, document: parse(plan.document) }))
    )
    files['plans/plan_revisions.json'] = json(
      planIds.length
        ? await db.from('plan_revisions').whereIn('plan_id', planIds).orderBy('id')
        : []
    )
    files['plans/plan_workout_logs.json'] = json(
      planIds.length ? await db.from('plan_workout_logs').whereIn('plan_id', planIds) : []
    )
    files['gear.json'] = json(await db.from('gear').where('user_id', userId).orderBy('id'))
    files['billing/subscriptions.json'] = json(
      await db.from('subscriptions').where('user_id', userId).orderBy('id')
    )
    files['billing/billing_events.json'] = json(
      await db
        .from('billing_events')
        .where('user_id', userId)
        .orderBy('occurred_at')
        .select('id', 'type', 'source', 'amount_cents', 'occurred_at')
    )
    files['coach/conversations.json'] = json({
      conversations: await db.from('coach_threads').where('user_id', userId).orderBy('id'),
      messages: await db.from('coach_messages').where('user_id', userId).orderBy('id'),
    })
    files['progress/daily_loads.json'] = json(
      await db.from('daily_loads').where('user_id', userId).orderBy('date')
    )
    files['connected_accounts.json'] = json(
      await db
        .from('connected_accounts')
        .where('user_id', userId)
        .orderBy('id')
        .select(
          'id',
          'provider',
          'provider_user_id',
          'display_name',
          'scopes',
          'status',
          'last_synced_at',
          'created_at',
          'updated_at'
        )
    )
    const importJobs = await db.from('import_jobs').where('user_id', userId).orderBy('created_at')
    files['imports/import_jobs.json'] = json(
      importJobs.map((job) => ({ ...job, upload_key: undefined, results: parse(job.results) }))
    )

    const zip = zipSync(files, { level: 6 })
    const id = randomUUID()
    const disk = drive.use()
    await disk.deleteAll(`users/${userId}/exports`).catch(() => {})
    await disk.put(exportKey(userId, id), Buffer.from(zip))
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
