/*
 * The admin dashboard's activity figures on a large SQLite instance: the statement of
 * app/queries/activities.ts `activityFiguresSince` against the two it replaced (a scan with a
 * conditional sum, and COUNT(DISTINCT) over an OR), on a scratch file migrated with the app's own
 * migrations and filled with N activities (default 100,000, 250 athletes over two years, ~1 % of
 * them added in the last week). See docs/decisions/047-admin-counts-by-index.md.
 *
 *   node bench/tools/admin_counts.js [--activities=100000] [--runs=50]
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'

const flag = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`))
  return arg ? Number(arg.split('=')[1]) : fallback
}
const activityCount = flag('activities', 100_000)
const runs = flag('runs', 50)

const dir = mkdtempSync(join(tmpdir(), 'admin-counts-'))
const file = join(dir, 'admin.sqlite3')
try {
  execFileSync('node', ['ace', 'migration:run', '--force'], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'test', SQLITE_PATH: file, DB_CONNECTION: 'sqlite' },
  })
  const db = new Database(file)
  db.pragma('foreign_keys = OFF')
  const insert = db.prepare(
    "INSERT INTO activities (user_id, source, name, sport, start_time, local_date, created_at, updated_at) VALUES (?, 'file', 'Morning run', 'run', ?, ?, ?, ?)"
  )
  const now = Date.parse('2026-11-27T00:00:00Z')
  const sql = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)
  db.transaction(() => {
    for (let i = 0; i < activityCount; i++) {
      const start = sql(now - (i % 730) * 86_400_000 - (i % 7) * 3_600_000)
      const added = sql(now - Math.floor(i / 137) * 86_400_000)
      insert.run(1 + (i % 250), start, start.slice(0, 10), added, added)
    }
  })()

  const since = sql(now - 7 * 86_400_000)
  const before = [
    db.prepare(
      'select count(distinct `user_id`) as `total` from `activities` where (`start_time` >= ? or `created_at` >= ?) limit 1'
    ),
    db.prepare(
      'select COUNT(*) as total, SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) as recent from `activities` limit 1'
    ),
  ]
  const after = db.prepare(
    'SELECT (SELECT COUNT(DISTINCT user_id) FROM (SELECT user_id FROM activities WHERE start_time >= ? ' +
      'UNION ALL SELECT user_id FROM activities WHERE created_at >= ?) AS week) AS athletes, ' +
      '(SELECT COUNT(*) FROM activities) AS total, ' +
      '(SELECT COUNT(*) FROM activities WHERE created_at >= ?) AS added'
  )
  const readBefore = () => {
    const { total: athletes } = before[0].get(since, since)
    const { total, recent: added } = before[1].get(since)
    return { athletes, total, added }
  }
  const readAfter = () => after.get(since, since, since)
  const time = (read) => {
    read()
    const start = process.hrtime.bigint()
    for (let i = 0; i < runs; i++) read()
    return Number(process.hrtime.bigint() - start) / runs / 1e6
  }
  const old = readBefore()
  const latest = readAfter()
  if (JSON.stringify(old) !== JSON.stringify(latest)) {
    throw new Error(`figures differ: ${JSON.stringify(old)} vs ${JSON.stringify(latest)}`)
  }
  console.log(`${activityCount} activities; figures ${JSON.stringify(latest)}`)
  console.log(`before (two scans): ${time(readBefore).toFixed(2)} ms per visit`)
  console.log(`after (index ranges): ${time(readAfter).toFixed(2)} ms per visit`)
  db.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
