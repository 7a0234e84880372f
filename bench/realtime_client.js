#!/usr/bin/env node
/*
 * The realtime load client (`ws` sockets, not pusher-js: 10,000 pusher-js
 * instances would measure pusher-js). Started by realtime.js, pinned to the
 * load CPU, with one JSON argument (see realtime.js `clientConfig`). It runs
 * the three measurements against one server, ours (`kind: 'pusher'`: Pusher
 * protocol, events published with the `pusher` SDK over the HTTP events API)
 * or the bare one (`kind: 'bare'`: POST /broadcast), and prints the figures
 * as one `RESULT {json}` line on stdout; progress goes to stderr.
 *
 * 1. idle: opens `idle` sockets in batches of `batch`, each waiting for its
 *    connection message; server VmRSS before and after, per connection.
 * 2. latency: `subscribers` sockets (subscribed to `channel`); `events`
 *    events one at a time, `spacingMs` apart, each carrying its send time;
 *    receive time - send time for every delivery (after `warmupEvents`).
 * 3. throughput: the same sockets; for each publish rate (events/s), events
 *    published for `duration` s; every socket must get every event.
 */
import http from 'node:http'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import Pusher from 'pusher'
import WebSocket from 'ws'
import { cpuTimes } from './lib/cpu.js'

const config = JSON.parse(process.argv[2])
const log = (message) => process.stderr.write(`  [${config.kind}] ${message}\n`)
const now = () => performance.now()
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
const C = 0x63 // 'c': broadcasts start with {"channel" (pings with {"event")

const pusher =
  config.kind === 'pusher'
    ? new Pusher({
        appId: config.app.appId,
        key: config.app.key,
        secret: config.app.secret,
        host: '127.0.0.1',
        port: String(config.port),
        useTLS: false,
        agent,
      })
    : null

/** Publishes events (each { channel, event, data }) in batches of 10. */
async function publish(events) {
  const requests = []
  for (let i = 0; i < events.length; i += 10) {
    const chunk = events.slice(i, i + 10)
    if (pusher) {
      const request =
        chunk.length === 1
          ? pusher.trigger(chunk[0].channel, chunk[0].event, chunk[0].data)
          : pusher.triggerBatch(
              chunk.map((e) => ({ channel: e.channel, name: e.event, data: e.data }))
            )
      requests.push(
        request.then((res) => {
          if (res.status !== 200) throw new Error(`events API answered ${res.status}`)
          return res.text()
        })
      )
    } else {
      // The same wire format as ours: {"channel","event","data": "<json>"}.
      const messages = chunk.map((e) =>
        JSON.stringify({ channel: e.channel, event: e.event, data: JSON.stringify(e.data) })
      )
      requests.push(bareBroadcast(JSON.stringify({ messages })))
    }
  }
  await Promise.all(requests)
}

function bareBroadcast(body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: config.port,
        path: '/broadcast',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`/broadcast answered ${response.statusCode}`))
        )
      }
    )
    request.on('error', reject)
    request.end(body)
  })
}

function serverRssKb() {
  const status = readFileSync(`/proc/${config.serverPid}/status`, 'utf8')
  return Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)[1])
}

function serverCpuSeconds() {
  const stat = readFileSync(`/proc/${config.serverPid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * Opens `count` sockets, `batch` at a time, each resolved once its
 * connection message came. Messages after that go to `onMessage(i, data)`.
 */
async function openSockets(count, batch, onMessage) {
  const sockets = []
  const connectionEvent = config.kind === 'pusher' ? 'pusher:connection_established' : 'connected'
  for (let start = 0; start < count; start += batch) {
    const opening = []
    for (let i = start; i < Math.min(count, start + batch); i++) {
      opening.push(
        new Promise((resolve, reject) => {
          const socket = new WebSocket(config.wsUrl, {
            perMessageDeflate: false,
            // The load client's time counts as latency: skip what it need not do.
            skipUTF8Validation: true,
          })
          sockets.push(socket)
          const timer = setTimeout(
            () => reject(new Error(`socket ${i}: no connection message`)),
            30_000
          )
          socket.once('error', (error) => reject(new Error(`socket ${i}: ${error.message}`)))
          socket.once('close', (code) => reject(new Error(`socket ${i} closed (${code})`)))
          socket.once('message', (data) => {
            clearTimeout(timer)
            const message = JSON.parse(data.toString())
            if (message.event !== connectionEvent) {
              reject(new Error(`socket ${i}: first message ${data}`))
              return
            }
            socket.on('message', (next) => onMessage(i, next))
            resolve()
          })
        })
      )
    }
    await Promise.all(opening)
  }
  return sockets
}

async function closeSockets(sockets) {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve()
          socket.once('close', resolve)
          socket.terminate()
        })
    )
  )
}

function percentile(sorted, p) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measureIdle() {
  // Warm-up: the code paths of the first connections (JIT, buffers) are not
  // per-connection memory.
  await closeSockets(await openSockets(config.batch, config.batch, () => {}))
  await sleep(2000)
  const before = serverRssKb()
  const started = now()
  const sockets = await openSockets(config.idle, config.batch, () => {})
  const openSeconds = (now() - started) / 1000
  await sleep(3000)
  const after = serverRssKb()
  log(`${config.idle} idle sockets in ${openSeconds.toFixed(1)} s, RSS ${before} → ${after} kB`)
  await closeSockets(sockets)
  await sleep(2000)
  return {
    connections: config.idle,
    openSeconds,
    rssBeforeKb: before,
    rssAfterKb: after,
    bytesPerConnection: ((after - before) * 1024) / config.idle,
  }
}

/** Sockets subscribed to the channel; `handler.fn(i, data)` sees the events. */
async function openSubscribers(handler) {
  let subscribed = null
  const sockets = await openSockets(config.subscribers, config.batch, (i, data) => {
    if (subscribed) subscribed(i, data)
    else handler.fn(i, data)
  })
  if (config.kind === 'pusher') {
    for (let start = 0; start < sockets.length; start += config.batch) {
      const pending = new Set()
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('subscriptions timed out')), 30_000)
        subscribed = (i, data) => {
          const message = JSON.parse(data.toString())
          if (message.event !== 'pusher_internal:subscription_succeeded') {
            reject(new Error(`socket ${i}: ${data}`))
          }
          pending.delete(i)
          if (!pending.size) {
            clearTimeout(timer)
            resolve()
          }
        }
      })
      for (let i = start; i < Math.min(sockets.length, start + config.batch); i++) {
        pending.add(i)
        const subscribe = { event: 'pusher:subscribe', data: { channel: config.channel } }
        sockets[i].send(JSON.stringify(subscribe))
      }
      await done
    }
    subscribed = null
  }
  return sockets
}

/** Answers the server's pusher:ping (after 120 s idle) so it never closes us. */
function control(socket, data) {
  if (data.includes('pusher:ping')) socket.send('{"event":"pusher:pong","data":{}}')
}

async function measureLatency(sockets, handler) {
  const latencies = []
  const firsts = []
  const lasts = []
  let waiting = null
  let received = 0
  let sentAt = 0
  // One event in flight at a time: its send time is known here, so the
  // client does not parse 1,000 messages (its own time would count as
  // latency). The payload carries the send time too, as the brief asks.
  handler.fn = (i, data) => {
    if (data[2] !== C) return control(sockets[i], data)
    const latency = now() - sentAt
    if (waiting?.measured) {
      latencies.push(latency)
      if (received === 0) firsts.push(latency)
    }
    received += 1
    if (received === sockets.length) {
      if (waiting?.measured) lasts.push(latency)
      waiting?.resolve()
    }
  }
  for (let n = 0; n < config.warmupEvents + config.events; n++) {
    received = 0
    const delivered = new Promise((resolve, reject) => {
      waiting = { resolve, measured: n >= config.warmupEvents }
      setTimeout(
        () => reject(new Error(`event ${n}: ${received} of ${sockets.length} delivered in 10 s`)),
        10_000
      )
    })
    sentAt = now()
    const data = { t: sentAt, n }
    await publish([{ channel: config.channel, event: 'bench-latency', data }])
    await delivered
    await sleep(config.spacingMs)
  }
  latencies.sort((a, b) => a - b)
  firsts.sort((a, b) => a - b)
  lasts.sort((a, b) => a - b)
  const result = {
    firstDeliveryP50: percentile(firsts, 50),
    lastDeliveryP50: percentile(lasts, 50),
    lastDeliveryMax: lasts.at(-1),
    subscribers: sockets.length,
    events: config.events,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  }
  log(
    `latency p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms ` +
      `(an event's first delivery: p50 ${result.firstDeliveryP50.toFixed(2)} ms, ` +
      `its last: p50 ${result.lastDeliveryP50.toFixed(2)} ms, max ${result.lastDeliveryMax.toFixed(2)} ms)`
  )
  return result
}

async function throughputStep(sockets, handler, rate) {
  const counts = new Uint32Array(sockets.length)
  let received = 0
  let lastReceiveAt = 0
  handler.fn = (i, data) => {
    if (data[2] !== C) return control(sockets[i], data)
    counts[i] += 1
    received += 1
    lastReceiveAt = now()
  }
  const serverCoreBefore = cpuTimes(config.serverCpu)
  const loadCoreBefore = cpuTimes(config.loadCpu)
  const serverSecondsBefore = serverCpuSeconds()
  const data = { t: 0, payload: 'x'.repeat(64) }
  const events = { channel: config.channel, event: 'bench-throughput', data }
  const startedAt = now()
  const durationMs = config.duration * 1000
  let published = 0
  let errors = 0
  const requests = []
  while (now() - startedAt < durationMs) {
    // Event k is due at k / rate s (k = 0, 1, …): rate × duration events.
    const due =
      Math.min(Math.floor((rate * (now() - startedAt)) / 1000) + 1, rate * config.duration) -
      published
    if (due > 0) {
      published += due
      requests.push(publish(Array.from({ length: due }, () => events)).catch(() => (errors += 1)))
    }
    await sleep(20)
  }
  const lastPublishAt = now()
  await Promise.all(requests)
  const expected = published * sockets.length
  const drainDeadline = now() + 5000
  while (received < expected && now() < drainDeadline) await sleep(20)
  const serverSeconds = serverCpuSeconds() - serverSecondsBefore
  const share = (before, after) => {
    if (!before || !after) return null
    const busy = after.busy - before.busy
    return busy / (busy + after.idle - before.idle + after.steal - before.steal)
  }
  // Events were offered over `duration` s; deliveries that came later
  // (a backlog) stretch the time they took.
  const elapsed = Math.max(config.duration, (lastReceiveAt - startedAt) / 1000)
  const lag = Math.max(0, lastReceiveAt - lastPublishAt)
  const lost = expected - received
  const incompleteSockets = counts.filter((c) => c !== published).length
  const step = {
    eventsPerSecond: rate,
    offeredDeliveriesPerSecond: rate * sockets.length,
    published,
    expected,
    received,
    lost,
    incompleteSockets,
    publishErrors: errors,
    deliveriesPerSecond: received / elapsed,
    drainMs: lag,
    serverProcessCpu: serverSeconds / elapsed,
    serverMicrosecondsPerDelivery: (serverSeconds * 1e6) / received,
    serverCoreBusy: share(serverCoreBefore, cpuTimes(config.serverCpu)),
    loadCoreBusy: share(loadCoreBefore, cpuTimes(config.loadCpu)),
  }
  step.kept = lost === 0 && errors === 0 && lag <= config.maxDrainMs
  log(
    `${rate} events/s: ${Math.round(step.deliveriesPerSecond)} deliveries/s, lost ${lost}, ` +
      `drain ${Math.round(lag)} ms, server CPU ${Math.round(step.serverProcessCpu * 100)} %, ` +
      `load core ${Math.round((step.loadCoreBusy ?? 0) * 100)} %${step.kept ? '' : ' (not kept up)'}`
  )
  return step
}

async function measureThroughput(sockets, handler) {
  const steps = []
  for (const rate of config.rates) {
    const step = await throughputStep(sockets, handler, rate)
    steps.push(step)
    if (!step.kept) break
    await sleep(1000)
  }
  const kept = steps.filter((s) => s.kept)
  return {
    subscribers: sockets.length,
    duration: config.duration,
    steps,
    // A rate kept up (every delivery, no backlog) was sustained: its offered
    // deliveries/s. (`deliveriesPerSecond` of a step also counts the time the
    // last event took to reach its 1,000th socket.)
    sustainedDeliveriesPerSecond: kept.length
      ? Math.max(...kept.map((s) => s.offeredDeliveriesPerSecond))
      : 0,
    bestMeasuredDeliveriesPerSecond: Math.max(0, ...steps.map((s) => s.deliveriesPerSecond)),
    lost: steps.reduce((total, s) => total + s.lost, 0),
  }
}

const result = { kind: config.kind }
let sockets = []
try {
  result.idle = await measureIdle()
  const handler = { fn: () => {} }
  sockets = await openSubscribers(handler)
  result.latency = await measureLatency(sockets, handler)
  result.throughput = await measureThroughput(sockets, handler)
} catch (error) {
  result.error = error.stack ?? String(error)
} finally {
  for (const socket of sockets) socket.terminate()
  agent.destroy()
}
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`)
process.exit(result.error ? 1 : 0)
