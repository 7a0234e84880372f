/*
 * The training log and the activity table with two years of training, against the production
 * server (see bench/README.md, "Log"; docs/decisions/030-training-log.md):
 *  1. signs up an athlete, seeds two years straight into SQLite (5 runs and a ride a week,
 *     ~620 activities) and creates a half-marathon plan over HTTP;
 *  2. times 30 sequential Inertia visits (the first 5 not counted) of: the log around today
 *     (plan beside it), the log two years back, the list sorted by date (weekly subtotals) and
 *     the list searched by name and sorted by distance; targets p95 ≤ 50 ms and ≤ 100 KB each.
 */
import Database from 'better-sqlite3'
import { csrfToken, request } from './lib/http.js'
import { signIn } from './dashboard.js'

export const TARGET_P95_MS = 50
export const TARGET_BYTES = 100 * 1024
const DAY = 86_400_000
const iso = (ms) => new Date(ms).toISOString().slice(0, 10)

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Two years of a week of five runs and a ride, up to yesterday. */
function seedTwoYears(sqliteFile, email) {
  const db = new Database(sqliteFile)
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email)
    db.prepare(
      `UPDATE athlete_profiles SET sex = 'female', resting_hr = 50, max_hr = 190, lthr = 170,
       time_zone = 'UTC' WHERE user_id = ?`
    ).run(user.id)
    const week = [
      [0, 'run', 8, 44, 55],
      [1, 'run', 6, 34, 38],
      [2, 'ride', 30, 60, 45],
      [3, 'run', 10, 47, 95],
      [5, 'run', 6, 33, 36],
      [6, 'run', 18, 100, 140],
    ]
    const insert = db.prepare(
      `INSERT INTO activities (user_id, source, name, sport, start_time, local_date,
       distance_meters, elapsed_seconds, moving_seconds, avg_speed_mps, avg_hr, has_gps,
       training_load, load_source, created_at)
       VALUES (?, 'file', ?, ?, ?, ?, ?, ?, ?, ?, 145, 1, ?, 'hr', ?)`
    )
    const today = Date.parse(iso(Date.now()))
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY
    let count = 0
    db.transaction(() => {
      for (let w = 104; w >= 0; w--) {
        for (const [offset, sport, km, minutes, load] of week) {
          const day = monday - w * 7 * DAY + offset * DAY
          if (day >= today) continue
          const date = iso(day)
          insert.run(
            user.id,
            `${sport === 'ride' ? 'Ride' : 'Run'} ${date}`,
            sport,
            `${date} 07:00:00`,
            date,
            km * 1000,
            minutes * 60,
            minutes * 60,
            (km * 1000) / (minutes * 60),
            load,
            `${date} 08:00:00`
          )
          count++
        }
      }
    })()
    return count
  } finally {
    db.close()
  }
}

export async function runLog(server) {
  const { jar, email } = await signIn(server)
  const page = await request(server.baseUrl, jar, '/log', { headers: { Accept: 'text/html' } })
  if (page.status !== 200) throw new Error(`GET /log answered ${page.status}`)
  const activities = seedTwoYears(server.sqliteFile, email)
  const version = JSON.parse(
    page.text.match(/data-page="([^"]*)"/)?.[1].replaceAll('&quot;', '"') ?? '{"version":""}'
  ).version
  const race = new Date(Date.now() + 12 * 7 * DAY)
  const created = await request(server.baseUrl, jar, '/plan', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept': 'text/html',
      'X-CSRF-TOKEN': csrfToken(page.text),
    },
    body: JSON.stringify({
      raceDistanceMeters: 21097.5,
      raceDate: iso(race.getTime()),
      availableDays: [1, 2, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 48000,
    }),
  })
  if (created.status !== 302) throw new Error(`POST /plan answered ${created.status}`)

  const headers = {
    'X-Inertia': 'true',
    'X-Inertia-Version': version ?? '',
    'X-Requested-With': 'XMLHttpRequest',
  }
  const twoYearsAgo = iso(Date.now() - 730 * DAY)
  const paths = {
    logToday: '/log',
    logTwoYearsBack: `/log?from=${twoYearsAgo}`,
    listByDate: '/activities',
    listSearch: '/activities?q=run%202025&sort=distance',
  }
  const summary = { activities }
  let ok = true
  for (const [name, path] of Object.entries(paths)) {
    const times = []
    let bytes = 0
    for (let i = 0; i < 30; i++) {
      const started = performance.now()
      const visit = await request(server.baseUrl, jar, path, { headers })
      times.push(performance.now() - started)
      if (visit.status !== 200) throw new Error(`GET ${path} answered ${visit.status}`)
      bytes = Buffer.byteLength(visit.text)
    }
    const measured = times.slice(5)
    const result = {
      jsonBytes: bytes,
      latencyMs: { p50: percentile(measured, 50), p95: percentile(measured, 95) },
    }
    const met = result.latencyMs.p95 <= TARGET_P95_MS && bytes <= TARGET_BYTES
    ok &&= met
    summary[name] = result
    console.log(
      `${path}: ${(bytes / 1024).toFixed(1)} KB, p50 ${result.latencyMs.p50.toFixed(1)} ms, p95 ${result.latencyMs.p95.toFixed(1)} ms (targets ≤ ${TARGET_BYTES / 1024} KB, p95 ≤ ${TARGET_P95_MS} ms: ${met ? 'met' : 'MISSED'})`
    )
  }
  return { ok, summary }
}
