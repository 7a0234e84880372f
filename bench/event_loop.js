/*
 * The web process's event loop while each heavy operation runs (see bench/README.md, "Event
 * loop"). The delay is measured inside the server process by bench/lib/loop_probe.js (loaded with
 * NODE_OPTIONS=--import, no app change, so an older build given with --root is measured the same
 * way). Each scenario: reset the histogram, start the operation over HTTP as a browser does, poll
 * until it is complete, read p50 / p99 / max. Target per scenario: p99 ≤ 50 ms, max ≤ 200 ms.
 *
 * One signed-in athlete on SQLite (memory queue: jobs run in the web process) goes through, in
 * order: a 100-file ZIP import (the queued job), 400 more activities (setup, not measured), a
 * 24 MB GPX import, plan creation, every offline coach question (the worst one is the
 * scenario's figure), the data export of its 500 activities (job done, ZIP on disk, mail sent).
 * Then the admin's CSV export of 100,000 users on PostgreSQL (its own server and database,
 * seeded as bench/admin.js does).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { zipSync } from 'fflate'
import pg from 'pg'
import { startServer } from './lib/server.js'
import { csrfToken, postForm, request } from './lib/http.js'
import { onPostgres, pgConfig } from './lib/pg.js'
import { asGpx, oneHourRun } from './lib/xml_files.js'
import { cached, encoder, run, upload } from './activities.js'
import { signIn } from './dashboard.js'
import { channelSocket, QUESTIONS } from './coach.js'
import { seed, signInAdmin } from './admin.js'

export const TARGETS = { p99Ms: 50, maxMs: 200 }
export const SCENARIOS = ['zip', 'gpx', 'plan', 'coach', 'export', 'csv']
const PROBE = fileURLToPath(new URL('./lib/loop_probe.js', import.meta.url))
const DAY = 86_400_000
const GPX_SECONDS = 82_600 // 1 Hz for 23 hours: 24 MB of GPX
const ZIP_FILES = 100
const ATHLETE_ACTIVITIES = 500
const POLL_MS = 250
const DEADLINE_MS = 600_000

/** The probe's side server, one port above the app's. */
function probe(port) {
  const base = `http://127.0.0.1:${port}`
  const call = async (method, path) => {
    const response = await fetch(`${base}${path}`, { method, signal: AbortSignal.timeout(30_000) })
    if (response.status !== 200) throw new Error(`probe ${path} answered ${response.status}`)
    return response.json()
  }
  return { reset: () => call('POST', '/reset'), snapshot: () => call('GET', '/snapshot') }
}

async function startProbed({ port, cpu, root, pgDatabase = null, env = {} }) {
  const server = await startServer({
    port,
    cpu,
    root,
    pgDatabase,
    env: {
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim(),
      LOOP_PROBE_PORT: String(port + 1),
      ...env,
    },
  })
  server.probe = probe(port + 1)
  await server.probe.snapshot() // the probe answers: the build runs with it
  return server
}

async function until(what, condition) {
  const deadline = Date.now() + DEADLINE_MS
  for (;;) {
    const value = await condition()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`${what}: not complete after ${DEADLINE_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Resets the histogram, runs `operation` to its completion, reads the histogram. */
async function measure(server, name, operation) {
  await server.probe.reset()
  const started = performance.now()
  const detail = await operation()
  const seconds = (performance.now() - started) / 1000
  const delay = await server.probe.snapshot()
  const pass = delay.p99 <= TARGETS.p99Ms && delay.max <= TARGETS.maxMs
  console.log(
    `${name}: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms over ${seconds.toFixed(1)} s (loop CPU ${delay.cpuMs} ms) ${pass ? 'PASS' : 'MISS'}${detail ? ` (${detail})` : ''}`
  )
  return { name, ...delay, seconds, pass, detail: detail ?? null }
}

function fitZip(encodeFitActivity, name, firstDay, count) {
  return cached(name, () => {
    const files = {}
    for (let i = 0; i < count; i++) {
      const date = new Date(firstDay + i * DAY).toISOString().slice(0, 10)
      files[`activities/${i}.fit`] = encodeFitActivity(run(`${date}T06:30:00.000Z`, 3600), {
        serialNumber: 20_000 + Math.round(firstDay / DAY) + i,
      })
    }
    return zipSync(files, { level: 6 })
  })
}

async function importArchive(server, jar, token, name, bytes, expected) {
  const { body } = await upload(server, jar, token, name, bytes)
  if (!body.jobId) throw new Error(`expected a queued job: ${JSON.stringify(body)}`)
  const job = await until(`import job ${body.jobId}`, async () => {
    const progress = await request(server.baseUrl, jar, `/activities/imports/${body.jobId}`, {
      headers: { Accept: 'application/json' },
    })
    const state = JSON.parse(progress.text)
    return ['done', 'failed'].includes(state.status) ? state : null
  })
  if (job.status !== 'done' || job.imported !== expected) {
    throw new Error(`import job ${JSON.stringify({ ...job, results: undefined })}`)
  }
  return `${job.imported} imported, ${(bytes.byteLength / 1e6).toFixed(1)} MB`
}

function userId(server, email) {
  const db = new Database(server.sqliteFile, { readonly: true })
  try {
    return db.prepare('SELECT id FROM users WHERE email = ?').get(email).id
  } finally {
    db.close()
  }
}

const exportsDir = (server, id) => join(server.buildDir, 'storage', 'users', String(id), 'exports')

async function athleteScenarios(server, selected) {
  const results = []
  const encodeFitActivity = await encoder(server.buildDir)
  const { jar, email } = await signIn(server)
  const id = userId(server, email)
  const page = await request(server.baseUrl, jar, '/dashboard', {
    headers: { Accept: 'text/html' },
  })
  const token = csrfToken(page.text)
  const first = Date.UTC(2024, 0, 1)
  try {
    const zip = fitZip(encodeFitActivity, `evloop-${ZIP_FILES}x1h.zip`, first, ZIP_FILES)
    const rest = fitZip(
      encodeFitActivity,
      `evloop-${ATHLETE_ACTIVITIES - ZIP_FILES}x1h.zip`,
      first + ZIP_FILES * DAY,
      ATHLETE_ACTIVITIES - ZIP_FILES
    )
    const zipImport = () => importArchive(server, jar, token, 'bulk.zip', zip, ZIP_FILES)
    if (selected.includes('zip')) {
      results.push(await measure(server, `ZIP import, ${ZIP_FILES} FIT files`, zipImport))
    } else await zipImport()
    const setup = await importArchive(
      server,
      jar,
      token,
      'rest.zip',
      rest,
      ATHLETE_ACTIVITIES - ZIP_FILES
    )
    console.log(`  setup, not measured: ${setup}`)

    if (selected.includes('gpx')) {
      const gpx = cached(`evloop-gpx-${GPX_SECONDS}.gpx`, () =>
        asGpx(oneHourRun('2023-06-01T05:00:00.000Z', GPX_SECONDS))
      )
      results.push(
        await measure(server, `GPX import, ${(gpx.byteLength / 1e6).toFixed(1)} MB`, async () => {
          const { body } = await upload(server, jar, token, 'ultra.gpx', gpx)
          if (body.files[0].status !== 'imported') throw new Error(JSON.stringify(body.files[0]))
          return `${GPX_SECONDS + 1} points`
        })
      )
    }

    if (selected.includes('plan')) {
      // Once unmeasured, then ended, so that the measured creation runs warm code.
      await createPlan(server, jar, token)
      const ended = await request(server.baseUrl, jar, '/plan', {
        method: 'DELETE',
        headers: { 'Accept': 'text/html', 'X-CSRF-TOKEN': token },
      })
      if (ended.status !== 302) throw new Error(`DELETE /plan answered ${ended.status}`)
      results.push(
        await measure(server, 'Plan creation, marathon, 500 activities', () =>
          createPlan(server, jar, token)
        )
      )
    }

    if (selected.includes('coach')) {
      // Every question once by a new athlete, unmeasured (warm code: the limiter allows 20
      // messages a minute per athlete), then each measured for this one.
      const fresh = await signIn(server)
      const freshPage = await request(server.baseUrl, fresh.jar, '/coach', {
        headers: { Accept: 'text/html' },
      })
      const warm = await coach(
        server,
        fresh.jar,
        csrfToken(freshPage.text),
        userId(server, fresh.email)
      )
      try {
        for (const question of QUESTIONS) await warm.ask(question)
      } finally {
        warm.close()
      }
      const replies = []
      const measured = await coach(server, jar, token, id)
      try {
        for (const question of QUESTIONS) {
          replies.push(await measure(server, `  coach: ${question}`, () => measured.ask(question)))
        }
      } finally {
        measured.close()
      }
      const worst = replies.reduce((a, b) => (b.max > a.max ? b : a))
      results.push({
        ...worst,
        name: 'Coach reply (offline), heaviest question',
        detail: worst.name.trim().slice('coach: '.length),
        questions: replies.map(({ name, p99, max, cpuMs }) => ({
          question: name.trim(),
          p99,
          max,
          cpuMs,
        })),
      })
    }

    if (selected.includes('export')) {
      const profile = await request(server.baseUrl, jar, '/profile/edit', {
        headers: { Accept: 'text/html' },
      })
      const mails = server.mailsSent()
      results.push(
        await measure(server, `Data export, ${ATHLETE_ACTIVITIES} activities`, async () => {
          const sent = await postForm(
            server.baseUrl,
            jar,
            '/profile/export',
            csrfToken(profile.text),
            {}
          )
          if (sent.status !== 302) throw new Error(`POST /profile/export answered ${sent.status}`)
          const dir = exportsDir(server, id)
          await until('the export', () => {
            const zips = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.zip')) : []
            return zips.length > 0 && server.mailsSent() > mails
          })
          return null
        })
      )
    }
  } finally {
    for (const dir of ['users', 'imports']) {
      rmSync(join(server.buildDir, 'storage', dir, String(id)), { recursive: true, force: true })
    }
  }
  return results
}

/** Asks the offline coach and waits for the reply's last chunk on the athlete's channel. */
async function coach(server, jar, token, id) {
  const socket = await channelSocket(server.port, `private-App.Models.User.${id}`)
  const ask = async (question) => {
    const done = socket.nextDone()
    const sent = await request(server.baseUrl, jar, '/coach/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'text/html', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ content: question }),
    })
    if (sent.status !== 302) throw new Error(`POST /coach/messages answered ${sent.status}`)
    const chunks = await done
    if (!chunks.at(-1)?.done) throw new Error('a reply did not finish')
    return null
  }
  return { ask, close: () => socket.close() }
}

async function createPlan(server, jar, token) {
  const start = new Date(Date.now() + DAY)
  const race = new Date(start.getTime() + (18 * 7 - 1) * DAY)
  const created = await request(server.baseUrl, jar, '/plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept': 'text/html', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({
      raceDistanceMeters: 42195,
      raceDate: race.toISOString().slice(0, 10),
      goalSeconds: 3.5 * 3600,
      availableDays: [2, 3, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 45000,
      startDate: start.toISOString().slice(0, 10),
    }),
  })
  // The plan is stored when POST /plan answers: the page's rendering is not part of it.
  if (created.status !== 302 || created.headers.get('location') !== '/plan') {
    throw new Error(`POST /plan answered ${created.status} → ${created.headers.get('location')}`)
  }
  return null
}

async function adminCsv(server, client) {
  const seeded = await seed(client)
  const jar = await signInAdmin(server, client)
  return measure(server, `Admin CSV export, ${seeded.users} users (PostgreSQL)`, async () => {
    const response = await fetch(new URL('/admin/subscriptions/users/export', server.baseUrl), {
      headers: { Cookie: jar.header() },
      redirect: 'manual',
      signal: AbortSignal.timeout(DEADLINE_MS),
    })
    if (response.status !== 200) throw new Error(`GET export answered ${response.status}`)
    let lines = 0
    for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines++
    if (lines !== seeded.users + 2) throw new Error(`the CSV has ${lines} lines`)
    return `${lines - 1} rows`
  })
}

function printTable(results) {
  console.log(
    '\n| Scenario | p50 | p99 | max | s | loop CPU | verdict |\n| --- | --- | --- | --- | --- | --- | --- |'
  )
  for (const r of results) {
    console.log(
      `| ${r.name}${r.detail ? ` (${r.detail})` : ''} | ${r.p50} | ${r.p99} | ${r.max} | ${r.seconds.toFixed(1)} | ${r.cpuMs} | ${r.pass ? 'PASS' : 'MISS'} |`
    )
  }
  console.log(
    `(ms, s: the operation's duration; loop CPU: the main thread's time on a core; target p99 ≤ ${TARGETS.p99Ms} ms and max ≤ ${TARGETS.maxMs} ms)`
  )
}

/**
 * @param {object} options
 * @param {number} options.port  the SQLite server; its probe on port + 1; the PostgreSQL server
 *   on port + 2, its probe on port + 3
 * @param {string[]} options.only  scenarios (SCENARIOS)
 */
export async function runEventLoop({
  port = 3380,
  serverCpu = '0',
  root,
  only = SCENARIOS,
  pgDatabase = 'bench_event_loop',
}) {
  console.log('\n== Event loop delay in the web process, per heavy operation ==')
  const results = []
  if (only.some((name) => name !== 'csv')) {
    const server = await startProbed({
      port,
      cpu: serverCpu,
      root,
      env: { COACH_PROVIDER: 'offline', BILLING_FREE_COACH_MESSAGES_PER_DAY: '1000' },
    })
    try {
      results.push(...(await athleteScenarios(server, only)))
    } catch (error) {
      console.error(server.log().split('\n').slice(-20).join('\n'))
      throw error
    } finally {
      await server.stop()
    }
  }
  if (only.includes('csv')) {
    await onPostgres(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`)
    await onPostgres(`CREATE DATABASE ${pgDatabase}`)
    const client = new pg.Client(pgConfig(pgDatabase))
    let server = null
    try {
      server = await startProbed({ port: port + 2, cpu: serverCpu, root, pgDatabase })
      await client.connect()
      results.push(await adminCsv(server, client))
    } finally {
      if (server) await server.stop()
      await client.end().catch(() => {})
      await onPostgres(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`).catch((error) =>
        console.error(`could not drop ${pgDatabase}: ${error.message}`)
      )
    }
  }
  printTable(results)
  return { ok: results.every((r) => r.pass), summary: results }
}
