/*
 * The coach, against the production build (see bench/README.md):
 *
 * 1. Offline coach reply, p95 ≤ 50 ms: measured at the client as the time from sending
 *    POST /coach/messages to receiving the reply's last `coach.reply.chunk` (done: true) on the
 *    athlete's private channel. That includes the HTTP request, the database writes, the engine
 *    and the realtime hop, so it is an upper bound of the time at the server. Athlete: five
 *    years of running (1,300 activities) and a half-marathon plan; 45 questions over the
 *    offline intents (3 athletes × 15: the route allows 20 a minute), the first 5 not counted.
 * 2. First streamed token ≤ 50 ms after the provider emits it: a second server with
 *    COACH_PROVIDER=openai-compatible and COACH_BASE_URL at a fake OpenAI-compatible server in
 *    this process, which streams SSE text pieces 30 ms apart; latency = the chunk's arrival on
 *    this process's WebSocket − the moment the fake server wrote the first piece (one clock).
 * 3. Tools' context for a 5-year athlete ≤ 2,000 tokens: the fake provider calls every read
 *    tool once; the tool results in the last request it receives are counted as characters / 4
 *    (OpenAI's rule of thumb; no tokenizer is installed).
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import Database from 'better-sqlite3'
import WebSocket from 'ws'
import { csrfToken, request } from './lib/http.js'
import { signIn } from './dashboard.js'
import { startServer } from './lib/server.js'
import { pusherCredentials } from './lib/secrets.js'

export const TARGET_OFFLINE_P95_MS = 50
export const TARGET_FIRST_TOKEN_MS = 50
export const TARGET_CONTEXT_TOKENS = 2000

// The credentials lib/server.js starts the production servers with.
const KEY = pusherCredentials.key
const SECRET = pusherCredentials.secret
const DAY = 86_400_000
const iso = (ms) => new Date(ms).toISOString().slice(0, 10)

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Five years of the demo athlete's week (5 runs) and the daily figures, straight into SQLite. */
function seedFiveYears(sqliteFile, email) {
  const db = new Database(sqliteFile)
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email)
    db.prepare(
      `UPDATE athlete_profiles SET sex = 'male', birth_date = '1990-04-12', resting_hr = 48,
       max_hr = 188, lthr = 168, race_distance_meters = 10000, race_duration_seconds = 2550,
       race_date = ?, hr_zone_model = 'lthr', time_zone = 'UTC', coach_tone = 'encouraging'
       WHERE user_id = ?`
    ).run(iso(Date.now() - 30 * DAY), user.id)
    const week = [
      [1, 8, 44, 55],
      [2, 6, 34, 38],
      [3, 10, 47, 95],
      [5, 6, 33, 36],
      [6, 18, 100, 140],
    ]
    const insert = db.prepare(
      `INSERT INTO activities (user_id, source, name, sport, start_time, local_date,
       distance_meters, elapsed_seconds, moving_seconds, avg_speed_mps, avg_hr, has_gps,
       training_load, load_source, vdot_estimate, created_at)
       VALUES (?, 'file', ?, 'run', ?, ?, ?, ?, ?, ?, 145, 1, ?, 'hr', ?, ?)`
    )
    const loads = new Map()
    const now = Date.now()
    const today = Date.parse(iso(now))
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY
    db.transaction(() => {
      for (let w = 260; w >= 1; w--) {
        for (const [offset, km, minutes, load] of week) {
          const day = monday - w * 7 * DAY + offset * DAY
          const date = iso(day)
          insert.run(
            user.id,
            `Run ${date}`,
            `${date} 07:00:00`,
            date,
            km * 1000,
            minutes * 60,
            minutes * 60,
            (km * 1000) / (minutes * 60),
            load,
            offset === 3 ? 47 : null,
            `${date} 08:00:00`
          )
          loads.set(date, { load, distance: km * 1000, moving: minutes * 60 })
        }
      }
      const first = monday - 260 * 7 * DAY + DAY
      const row = db.prepare(
        `INSERT INTO daily_loads (user_id, date, load, fitness, fatigue, form, distance_meters, moving_seconds)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
      )
      let fitness = 0
      let fatigue = 0
      for (let day = first; day <= today; day += DAY) {
        const date = iso(day)
        const entry = loads.get(date) ?? { load: 0, distance: 0, moving: 0 }
        const form = fitness - fatigue
        fitness += (entry.load - fitness) / 42
        fatigue += (entry.load - fatigue) / 7
        row.run(user.id, date, entry.load, fitness, fatigue, form, entry.distance, entry.moving)
      }
    })()
    return user.id
  } finally {
    db.close()
  }
}

/** A signed-in 5-year athlete with a plan, its CSRF token, and a socket on its channel. */
async function athlete(server) {
  const { jar, email } = await signIn(server)
  const page = await request(server.baseUrl, jar, '/coach', { headers: { Accept: 'text/html' } })
  if (page.status !== 200) throw new Error(`GET /coach answered ${page.status}`)
  const userId = seedFiveYears(server.sqliteFile, email)
  const token = csrfToken(page.text)
  const plan = await request(server.baseUrl, jar, '/plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept': 'text/html', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({
      raceDistanceMeters: 21097.5,
      raceDate: iso(Date.now() + 12 * 7 * DAY),
      availableDays: [2, 3, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 48000,
      startDate: iso(Date.now()),
    }),
  })
  if (plan.status !== 302) throw new Error(`POST /plan answered ${plan.status}`)
  const socket = await channelSocket(server.port, `private-App.Models.User.${userId}`)
  const ask = async (content) => {
    const started = performance.now()
    const done = socket.nextDone()
    const sent = await request(server.baseUrl, jar, '/coach/messages', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept': 'text/html',
        'X-CSRF-TOKEN': token,
      },
      body: JSON.stringify({ content }),
    })
    if (sent.status !== 302) throw new Error(`POST /coach/messages answered ${sent.status}`)
    const chunks = await done
    return { ms: performance.now() - started, chunks }
  }
  return { ask, socket }
}

/** A raw Pusher-protocol socket subscribed to a private channel (signed with the app secret). */
export async function channelSocket(port, channel) {
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}/app/${KEY}?protocol=7&client=js&version=8.4.0`
  )
  let chunks = []
  let waiter = null
  const subscribedPromise = new Promise((resolve, reject) => {
    socket.on('error', reject)
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString())
      if (message.event === 'pusher:connection_established') {
        const socketId = JSON.parse(message.data).socket_id
        const signature = createHmac('sha256', SECRET)
          .update(`${socketId}:${channel}`)
          .digest('hex')
        socket.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: { channel, auth: `${KEY}:${signature}` },
          })
        )
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve()
      } else if (message.event === 'coach.reply.chunk') {
        const data = JSON.parse(message.data)
        chunks.push({ ...data, at: performance.now() })
        if (data.done && waiter) {
          const finished = chunks
          chunks = []
          waiter(finished)
          waiter = null
        }
      }
    })
  })
  await subscribedPromise
  return {
    nextDone: () => new Promise((resolve) => (waiter = resolve)),
    close: () => socket.terminate(),
  }
}

/** The fake provider: scripted steps, request bodies kept, emit times on this process's clock. */
function fakeProvider() {
  const requests = []
  const emitted = []
  let steps = []
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const part of req) body += part
    const parsed = JSON.parse(body || '{}')
    requests.push(parsed)
    const step = steps.shift() ?? { text: ['Keep it easy today.'] }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    const send = (delta, finish = null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: parsed.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      )
    if (step.tool) {
      send({
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: `call_${requests.length}`,
            type: 'function',
            function: { name: step.tool, arguments: JSON.stringify(step.args ?? {}) },
          },
        ],
      })
      send({}, 'tool_calls')
    } else {
      send({ role: 'assistant', content: '' })
      for (const [i, piece] of step.text.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 30))
        send({ content: piece })
        if (i === 0) emitted.push(performance.now())
      }
      send({}, 'stop')
    }
    res.end('data: [DONE]\n\n')
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/v1`,
        requests,
        emitted,
        script: (next) => (steps = [...next]),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(done)
          }),
      })
    )
  )
}

export const QUESTIONS = [
  "What's my workout today, and why?",
  'How am I doing?',
  'What could I run a 10K in?',
  'What pace for an easy run?',
  'What are my zones?',
  'What does form mean?',
  'Am I overdoing it?',
  "I'm sick for 3 days",
  'Move my long run to Saturday',
  'I missed a workout',
  "I'm short on time this week: 40 minutes max",
  'What is VDOT?',
  'Tell me a joke',
  "I'm travelling for 5 days",
  'I hurt my knee',
]

export async function runCoach(server, { port = server.port + 1, cpu = '' } = {}) {
  // 1. The offline coach on the shared server.
  const times = []
  for (let a = 0; a < 3; a++) {
    const { ask, socket } = await athlete(server)
    for (const question of QUESTIONS) {
      const { ms, chunks } = await ask(question)
      if (!chunks.at(-1)?.done) throw new Error('a reply did not finish')
      times.push(ms)
    }
    socket.close()
  }
  const measured = times.slice(5)
  const offline = {
    p50: percentile(measured, 50),
    p95: percentile(measured, 95),
    replies: measured.length,
  }

  // 2 and 3. A server whose coach is a (fake) OpenAI-compatible provider.
  const fake = await fakeProvider()
  const modelServer = await startServer({
    port,
    cpu,
    env: {
      COACH_PROVIDER: 'openai-compatible',
      COACH_MODEL: 'bench-model',
      COACH_BASE_URL: fake.url,
      COACH_API_KEY: randomBytes(8).toString('hex'),
      BILLING_FREE_COACH_MESSAGES_PER_DAY: '1000',
    },
  })
  let firstToken
  let contextTokens
  try {
    const { ask, socket } = await athlete(modelServer)
    const latencies = []
    for (let i = 0; i < 15; i++) {
      fake.emitted.length = 0
      fake.script([{ text: ['Easy ', 'running ', 'today.'] }])
      const { chunks } = await ask(`Question ${i}`)
      latencies.push(chunks[0].at - fake.emitted[0])
    }
    const measuredLatencies = latencies.slice(3)
    firstToken = { p50: percentile(measuredLatencies, 50), max: Math.max(...measuredLatencies) }

    fake.requests.length = 0
    fake.script([
      { tool: 'athlete_profile' },
      { tool: 'recent_training', args: { weeks: 4 } },
      { tool: 'plan_window', args: { direction: 'next', days: 7 } },
      { tool: 'today_workout' },
      { tool: 'race_predictions' },
      { tool: 'explain_metric', args: { metric: 'form' } },
      { text: ['Done.'] },
    ])
    await ask('Tell me everything')
    const last = fake.requests.at(-1)
    const toolChars = last.messages
      .filter((m) => m.role === 'tool')
      .reduce((total, m) => total + String(m.content).length, 0)
    contextTokens = Math.round(toolChars / 4)
    socket.close()
  } finally {
    await modelServer.stop()
    await fake.close()
  }

  const ok =
    offline.p95 <= TARGET_OFFLINE_P95_MS &&
    firstToken.max <= TARGET_FIRST_TOKEN_MS &&
    contextTokens <= TARGET_CONTEXT_TOKENS
  const summary = { offlineReplyMs: offline, firstTokenMs: firstToken, contextTokens }
  console.log(
    `Coach: offline reply (POST → last chunk) p50 ${offline.p50.toFixed(1)} ms, p95 ${offline.p95.toFixed(1)} ms over ${offline.replies} (target ≤ ${TARGET_OFFLINE_P95_MS}: ${offline.p95 <= TARGET_OFFLINE_P95_MS ? 'met' : 'MISSED'}); first token provider → socket p50 ${firstToken.p50.toFixed(1)} ms, max ${firstToken.max.toFixed(1)} ms (target ≤ ${TARGET_FIRST_TOKEN_MS}: ${firstToken.max <= TARGET_FIRST_TOKEN_MS ? 'met' : 'MISSED'}); tools' context, 5-year athlete: ${contextTokens} tokens (target ≤ ${TARGET_CONTEXT_TOKENS}: ${contextTokens <= TARGET_CONTEXT_TOKENS ? 'met' : 'MISSED'})`
  )
  return { ok, summary }
}
