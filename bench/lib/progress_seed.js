/*
 * Seeds a heavy athlete straight into the benchmark's PostgreSQL database, fast: bulk
 * INSERTs of activity rows (with a realistic `summary` JSON), best efforts, HR zone seconds
 * and the cached daily figures computed with the domain's fitnessFatigue (from build/). No
 * FIT encoding, no analysis: the rows look like what an import stores.
 */
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { BUILD_DIR } from './paths.js'

const DAY_MS = 86_400_000
const STANDARD = [400, 1000, 1609.344, 5000, 10000, 21097.5, 42195]
const EFFORT_PACE_FACTOR = [1.16, 1.09, 1.07, 1.03, 1.0, 0.97, 0.93]
const RUN_NAMES = ['Morning Run', 'Lunch Run', 'Evening Run', 'Long Run', 'Tempo Run']

function mulberry32(seed) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const iso = (ms) => new Date(ms).toISOString().slice(0, 10)

/**
 * `count` activities spread over `years` years up to today (UTC), deterministic. Returns plain
 * objects; `bench/progress.js` takes the last N of the same list for a lighter athlete.
 */
export function generateActivities({ count = 2500, years = 5, todayIso, seed = 42 }) {
  const random = mulberry32(seed)
  const today = Date.parse(`${todayIso}T00:00:00Z`)
  const days = Math.round(years * 365.25)
  const first = today - (days - 1) * DAY_MS
  const activities = []
  for (let i = 0; i < count; i++) {
    const dayMs = first + Math.floor((i * days) / count) * DAY_MS
    const progress = i / count
    const roll = random()
    const sport = roll < 0.8 ? 'run' : roll < 0.92 ? 'ride' : 'walk'
    const weekday = new Date(dayMs).getUTCDay()
    const long = sport === 'run' && weekday === 0
    const moving =
      sport === 'run'
        ? long
          ? 5400 + random() * 3600
          : 1800 + random() * 2700
        : sport === 'ride'
          ? 3600 + random() * 5400
          : 1800 + random() * 2400
    const speed =
      sport === 'run'
        ? (long ? 2.9 : 3.0) + 0.4 * progress + random() * 0.35
        : sport === 'ride'
          ? 6.5 + random() * 2
          : 1.4 + random() * 0.2
    const distance = moving * speed
    const avgHr = Math.round(130 + random() * 30)
    const intensity = sport === 'run' ? speed / 3.8 : sport === 'ride' ? 0.7 : 0.45
    const load = (moving / 3600) * intensity * intensity * 100
    const startMs = dayMs + (6 * 3600 + Math.floor(random() * 12 * 3600)) * 1000
    const zoneSeconds = [0.15, 0.45, 0.25, 0.1, 0.05].map((share) =>
      Math.round(moving * share * (0.8 + random() * 0.4))
    )
    const vdot =
      sport === 'run' && distance >= 3000 ? 40 + 8 * progress + (random() - 0.5) * 3 : null
    const efforts =
      sport === 'run'
        ? STANDARD.flatMap((meters, k) =>
            meters <= distance
              ? [
                  {
                    distanceMeters: meters,
                    durationSeconds:
                      Math.round((meters / (speed * EFFORT_PACE_FACTOR[k])) * 10) / 10,
                    startSeconds: Math.floor(random() * Math.max(1, moving - meters / speed)),
                  },
                ]
              : []
          )
        : []
    const splits = Array.from({ length: Math.floor(distance / 1000) }, (_, k) => ({
      index: k + 1,
      distanceMeters: 1000,
      elapsedSeconds: Math.round(1000 / speed),
      movingSeconds: Math.round(1000 / speed),
      elevationGainMeters: Math.round(random() * 12),
      elevationLossMeters: Math.round(random() * 12),
      avgHr: avgHr + Math.round((random() - 0.5) * 8),
      gradeAdjustedSecPerKm: Math.round(1000 / speed),
    }))
    const name =
      sport === 'run'
        ? long
          ? 'Long Run'
          : RUN_NAMES[Math.floor(random() * RUN_NAMES.length)]
        : sport === 'ride'
          ? 'Afternoon Ride'
          : 'Walk'
    activities.push({
      name,
      sport,
      startMs,
      localDate: iso(dayMs),
      distance,
      moving,
      elapsed: Math.round(moving * 1.04),
      avgHr,
      speed,
      load,
      vdot,
      zoneSeconds,
      efforts,
      summary: {
        splitsKm: splits,
        splitsMile: [],
        timeInHrZones: zoneSeconds.map((seconds, z) => ({
          name: `Z${z + 1}`,
          min: [0, 114, 133, 152, 171][z],
          max: z === 4 ? null : [114, 133, 152, 171][z],
          seconds,
        })),
        bestEfforts: efforts,
        laps: [],
        vdotEstimate:
          vdot === null
            ? null
            : {
                value: vdot,
                label: 'effort-based estimate',
                fromDistanceMeters: 5000,
                fromDurationSeconds: null,
              },
      },
    })
  }
  return activities
}

async function insertChunks(client, table, columns, rows, { returning = null, chunk = 500 } = {}) {
  const returned = []
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk)
    const values = []
    const placeholders = part.map((row, r) => {
      values.push(...row)
      return `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`
    })
    const sql =
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders.join(', ')}` +
      (returning ? ` RETURNING ${returning}` : '')
    const result = await client.query(sql, values)
    if (returning) returned.push(...result.rows)
  }
  return returned
}

/**
 * Inserts the activities, best efforts and daily figures of one user (the domain code from
 * `buildDir`: the build of the server being measured).
 */
export async function seedAthlete(client, { userId, activities, todayIso, buildDir = BUILD_DIR }) {
  const { fitnessFatigue } = await import(
    pathToFileURL(join(buildDir, 'app/domain/science/fitness.js')).href
  )
  const { predictRaceSeconds } = await import(
    pathToFileURL(join(buildDir, 'app/domain/science/vdot.js')).href
  )
  const now = new Date()
  const columns = [
    'user_id',
    'source',
    'name',
    'sport',
    'start_time',
    'local_date',
    'distance_meters',
    'elapsed_seconds',
    'moving_seconds',
    'elevation_gain_meters',
    'elevation_loss_meters',
    'avg_hr',
    'max_hr',
    'avg_speed_mps',
    'max_speed_mps',
    'avg_cadence',
    'has_gps',
    'training_load',
    'load_source',
    'hrss',
    'vdot_estimate',
    'summary',
    'hr_zone_seconds',
    'device',
    'created_at',
    'updated_at',
  ]
  const rows = activities.map((a) => {
    if (a.summary.vdotEstimate) {
      a.summary.vdotEstimate.fromDurationSeconds = predictRaceSeconds(a.vdot, 5000)
    }
    return [
      userId,
      'file',
      a.name,
      a.sport,
      new Date(a.startMs),
      a.localDate,
      a.distance,
      a.elapsed,
      a.moving,
      40,
      40,
      a.avgHr,
      a.avgHr + 15,
      a.speed,
      a.speed * 1.3,
      a.sport === 'run' ? 172 : null,
      true,
      a.load,
      'hrss',
      a.load,
      a.vdot,
      JSON.stringify(a.summary),
      JSON.stringify(a.zoneSeconds),
      'Garmin Forerunner 265',
      now,
      now,
    ]
  })
  const ids = await insertChunks(client, 'activities', columns, rows, {
    returning: 'id',
    chunk: 300,
  })

  const efforts = activities.flatMap((a, i) =>
    a.efforts.map((effort) => [
      ids[i].id,
      userId,
      effort.distanceMeters,
      effort.durationSeconds,
      effort.startSeconds,
      new Date(a.startMs + effort.startSeconds * 1000),
    ])
  )
  await insertChunks(
    client,
    'activity_best_efforts',
    [
      'activity_id',
      'user_id',
      'distance_meters',
      'duration_seconds',
      'start_offset_seconds',
      'start_time',
    ],
    efforts,
    { chunk: 1000 }
  )

  const byDate = new Map()
  for (const a of activities) {
    const day = byDate.get(a.localDate) ?? { load: 0, distance: 0, moving: 0 }
    day.load += a.load
    day.distance += a.distance
    day.moving += a.moving
    byDate.set(a.localDate, day)
  }
  const firstMs = Date.parse(`${activities[0].localDate}T00:00:00Z`)
  const todayMs = Date.parse(`${todayIso}T00:00:00Z`)
  const dates = []
  for (let ms = firstMs; ms <= todayMs; ms += DAY_MS) dates.push(iso(ms))
  const figures = fitnessFatigue(dates.map((date) => byDate.get(date)?.load ?? 0))
  await insertChunks(
    client,
    'daily_loads',
    ['user_id', 'date', 'load', 'fitness', 'fatigue', 'form', 'distance_meters', 'moving_seconds'],
    dates.map((date, i) => [
      userId,
      date,
      byDate.get(date)?.load ?? 0,
      figures[i].fitness,
      figures[i].fatigue,
      figures[i].form,
      byDate.get(date)?.distance ?? 0,
      byDate.get(date)?.moving ?? 0,
    ]),
    { chunk: 1000 }
  )
  return { activities: activities.length, bestEfforts: efforts.length, days: dates.length }
}
