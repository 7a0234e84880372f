/*
 * The event loop's delay while one data export runs in this process, as it runs in the web
 * process with the memory queue (docs/decisions/057-bounded-data-exports.md). Boots the app in
 * the console environment, builds the export of the athlete with the most activities (or
 * EXPORT_USER_ID), and prints p50, p99 and max of perf_hooks.monitorEventLoopDelay (1 ms
 * resolution) over the whole job. A development tool, run from the worktree's sources:
 *
 *   SQLITE_PATH=tmp/export-bench.sqlite3 DRIVE_FS_ROOT=tmp/export-bench-storage \
 *     node ace migration:fresh --seed                 # the demo athlete, about 490 activities
 *   SQLITE_PATH=tmp/export-bench.sqlite3 DRIVE_FS_ROOT=tmp/export-bench-storage \
 *     node --import=ts-node-maintained/register/esm bench/tools/export_event_loop.js
 */
import 'reflect-metadata'
import { randomUUID } from 'node:crypto'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { Ignitor } from '@adonisjs/core'

const APP_ROOT = new URL('../../', import.meta.url)
const importer = (filePath) =>
  filePath.startsWith('./') || filePath.startsWith('../')
    ? import(new URL(filePath, APP_ROOT).href)
    : import(filePath)

const app = new Ignitor(APP_ROOT, { importer }).createApp('console')
await app.init()
await app.boot()
await app.start(async () => {})
// The job signs the download link with a named route.
const { default: router } = await import('@adonisjs/core/services/router')
await import('#start/routes')
router.commit()
const { default: db } = await import('@adonisjs/lucid/services/db')
const { default: ExportDataJob } = await import('#jobs/export_data_job')

const [athlete] = process.env.EXPORT_USER_ID
  ? [{ user_id: Number(process.env.EXPORT_USER_ID) }]
  : await db
      .from('activities')
      .select('user_id')
      .count('* as total')
      .groupBy('user_id')
      .orderBy('total', 'desc')
      .limit(1)
const { default: drive } = await import('@adonisjs/drive/services/main')
const [{ total }] = await db
  .from('activities')
  .where('user_id', athlete.user_id)
  .count('* as total')
const exportId = randomUUID()
await db
  .table('data_exports')
  .insert({
    id: exportId,
    user_id: athlete.user_id,
    in_flight_user_id: null,
    status: 'queued',
    created_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
  })
  .catch(() => {}) // absent before the data_exports table existed

const histogram = monitorEventLoopDelay({ resolution: 1 })
const started = performance.now()
histogram.enable()
await new ExportDataJob().handle({ userId: athlete.user_id, exportId })
histogram.disable()
const listed = await drive.use().listAll(`users/${athlete.user_id}/exports`, { recursive: true })
let zipBytes = 0
for (const item of listed.objects) {
  if (!item.isFile) continue
  const meta = await item.getMetaData()
  zipBytes += meta.contentLength
}
const ms = (ns) => (ns / 1e6).toFixed(1)
console.log(
  `athlete ${athlete.user_id} (${total} activities): export ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `event-loop delay p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, ` +
    `max ${ms(histogram.max)} ms; ZIP ${(zipBytes / 2 ** 20).toFixed(1)} MB, ` +
    `process RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`
)
await app.terminate()
process.exit(0)
