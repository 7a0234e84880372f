/*
 * Realtime benchmarks: our Pusher-protocol broadcaster in the
 * production server against a bare `ws` server (realtime_bare_server.js),
 * both on the server CPU, measured by the same load client
 * (realtime_client.js) on the load CPU. See bench/README.md.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { ROOT } from './lib/paths.js'
import { withManyFiles } from './lib/server.js'
import { waitForQuiet } from './lib/cpu.js'
import { pusherCredentials } from './lib/secrets.js'

/** Processes this module started, for run.js to stop on failure or Ctrl-C. */
export const runningRealtimeProcesses = new Set()

export const REALTIME_TARGETS = {
  bytesPerConnection: 16 * 1024,
  p99Ms: 50,
  deliveriesPerSecond: 20_000,
}

function startProcess(argv, { name, cpu }) {
  const pinned = cpu ? ['taskset', '-c', cpu] : []
  const [command, ...args] = withManyFiles([...pinned, ...argv])
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  runningRealtimeProcesses.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-64 * 1024)
    if (name === 'client') process.stdout.write(chunk)
  })
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      runningRealtimeProcesses.delete(child)
      resolve({ code, signal })
    })
  })
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

/** SIGTERM, then SIGKILL to the process group after 5 s. */
export async function stopRealtimeProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }, 5000)
  await exited
  clearTimeout(timer)
}

/** The server proper: the child of bin/start_prod.js (the process we started). */
function serverProcessPid(startProdPid) {
  const children = readFileSync(`/proc/${startProdPid}/task/${startProdPid}/children`, 'utf8')
    .trim()
    .split(' ')
    .filter(Boolean)
  if (children.length !== 1) {
    throw new Error(
      `bin/start_prod.js (pid ${startProdPid}) has children [${children}], expected one`
    )
  }
  return Number(children[0])
}

async function startBareServer(cpu) {
  const bare = startProcess([process.execPath, 'bench/realtime_bare_server.js', '0'], {
    name: 'bare',
    cpu,
  })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (bare.child.exitCode !== null) throw new Error(`bare server exited: ${bare.stderr()}`)
    const listening = bare.stdout().match(/listening on (\d+)/)
    if (listening) return { ...bare, port: Number(listening[1]) }
    await sleep(100)
  }
  throw new Error('the bare ws server did not start within 15 s')
}

/** Waits for the other processes on the machine to go idle (as dashboard.js). */
async function quiet(seconds) {
  if (!seconds) return
  const { share, waited, quiet: isQuiet } = await waitForQuiet({ maxSeconds: seconds })
  if (share === null) return
  const percent = Math.round(share * 100)
  if (isQuiet) console.log(`Machine quiet (${percent} % busy) after ${Math.round(waited)} s`)
  else
    console.log(`warning: machine still ${percent} % busy after ${seconds} s: figures may suffer`)
}

async function runClient(config, cpu) {
  const client = startProcess(
    [process.execPath, 'bench/realtime_client.js', JSON.stringify(config)],
    { name: 'client', cpu }
  )
  const { code, signal } = await client.exited
  const line = client
    .stdout()
    .split('\n')
    .find((l) => l.startsWith('RESULT '))
  if (!line)
    throw new Error(`load client exited (${code ?? signal}) without a result:\n${client.stderr()}`)
  return JSON.parse(line.slice('RESULT '.length))
}

const fmt = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits)

export async function runRealtime(server, options) {
  const { serverCpu, loadCpu } = options
  // The credentials the production server was started with (lib/server.js).
  const credentials = pusherCredentials
  const common = {
    idle: options.connections,
    batch: options.batch,
    subscribers: options.subscribers,
    channel: 'bench-fanout',
    events: options.events,
    warmupEvents: 10,
    spacingMs: options.spacing,
    duration: options.duration,
    rates: options.rates,
    maxDrainMs: 1000,
    serverCpu: serverCpu || '0',
    loadCpu: loadCpu || '1',
  }
  const query = 'protocol=7&client=js&version=8.6.0'
  console.log(
    `\nRealtime: ${common.idle} idle sockets, ${common.subscribers} subscribers, ` +
      `${common.events} latency events, throughput ${common.rates.join('/')} events/s for ${common.duration} s`
  )

  const pid = serverProcessPid(server.pid)
  console.log(`Ours: server process pid ${pid} (child of start_prod.js ${server.pid})`)
  await quiet(options.quietWait)
  const ours = await runClient(
    {
      ...common,
      kind: 'pusher',
      port: server.port,
      serverPid: pid,
      app: credentials,
      wsUrl: `ws://127.0.0.1:${server.port}/app/${credentials.key}?${query}`,
    },
    loadCpu
  )

  const bare = await startBareServer(serverCpu)
  const barePort = bare.port
  console.log(`Bare ws server: http://127.0.0.1:${barePort} (pid ${bare.child.pid})`)
  let floor
  try {
    await quiet(options.quietWait)
    floor = await runClient(
      {
        ...common,
        kind: 'bare',
        port: barePort,
        serverPid: bare.child.pid,
        wsUrl: `ws://127.0.0.1:${barePort}/app/${credentials.key}?${query}`,
      },
      loadCpu
    )
  } finally {
    await stopRealtimeProcess(bare.child)
  }
  return report(ours, floor)
}

function report(ours, floor) {
  const t = REALTIME_TARGETS
  const rows = []
  let ok = true
  const add = (measure, ourValue, floorValue, target, better, digits, unit) => {
    const met = ourValue === null || ourValue === undefined ? null : better(ourValue, target)
    if (met !== true) ok = false
    const ratio = ourValue && floorValue ? ourValue / floorValue : null
    rows.push({
      measure,
      ours:
        ourValue === undefined || ourValue === null ? 'FAIL' : `${fmt(ourValue, digits)} ${unit}`,
      bare:
        floorValue === undefined || floorValue === null
          ? 'FAIL'
          : `${fmt(floorValue, digits)} ${unit}`,
      ratio: ratio === null ? '—' : `${fmt(ratio, 2)}×`,
      target: target.label,
      result: met === null ? 'FAIL' : met ? 'ok' : 'MISS',
    })
  }
  const le = (a, b) => a <= b.value
  const ge = (a, b) => a >= b.value
  add(
    'memory per idle connection (server RSS)',
    ours.idle && ours.idle.bytesPerConnection / 1024,
    floor.idle && floor.idle.bytesPerConnection / 1024,
    { value: t.bytesPerConnection / 1024, label: '≤ 16 KiB' },
    le,
    2,
    'KiB'
  )
  add(
    'broadcast latency p50',
    ours.latency?.p50,
    floor.latency?.p50,
    { value: Infinity, label: '(info)' },
    le,
    2,
    'ms'
  )
  add(
    'broadcast latency p99',
    ours.latency?.p99,
    floor.latency?.p99,
    { value: t.p99Ms, label: '≤ 50 ms' },
    le,
    2,
    'ms'
  )
  add(
    'sustained deliveries/s (best rate kept up)',
    ours.throughput?.sustainedDeliveriesPerSecond,
    floor.throughput?.sustainedDeliveriesPerSecond,
    { value: t.deliveriesPerSecond, label: '≥ 20000/s' },
    ge,
    0,
    '/s'
  )
  // The load client may saturate first (one core for 1,000 sockets): server
  // CPU per delivery at the highest rate both kept up with compares the
  // servers whoever the bottleneck is.
  const cost = (result, rate) =>
    result.throughput?.steps.find((s) => s.eventsPerSecond === rate && s.kept)
      ?.serverMicrosecondsPerDelivery
  const commonRates = (ours.throughput?.steps ?? [])
    .filter((s) => s.kept && cost(floor, s.eventsPerSecond) !== undefined)
    .map((s) => s.eventsPerSecond)
  if (commonRates.length) {
    const rate = Math.max(...commonRates)
    add(
      `server CPU per delivery at ${rate} events/s`,
      cost(ours, rate),
      cost(floor, rate),
      { value: Infinity, label: '(info)' },
      le,
      1,
      'µs'
    )
  }
  add(
    'first delivery of an event p50',
    ours.latency?.firstDeliveryP50,
    floor.latency?.firstDeliveryP50,
    { value: Infinity, label: '(info)' },
    le,
    2,
    'ms'
  )
  if (ours.throughput?.lost || floor.throughput?.lost) {
    console.log(
      `Deliveries lost (in the step that did not keep up): ours ${ours.throughput?.lost ?? '—'}, ` +
        `bare ${floor.throughput?.lost ?? '—'}`
    )
  }
  console.log('\nRealtime results (ratio = ours ÷ bare ws)')
  console.table(rows)
  for (const [name, result] of [
    ['ours', ours],
    ['bare', floor],
  ]) {
    if (result.error) console.log(`${name}: FAIL ${result.error}`)
    if (!result.throughput) continue
    console.log(`Throughput steps, ${name}:`)
    console.table(
      result.throughput.steps.map((s) => ({
        'events/s': s.eventsPerSecond,
        'offered/s': s.offeredDeliveriesPerSecond,
        'delivered/s': Math.round(s.deliveriesPerSecond),
        'lost': s.lost,
        'drain ms': Math.round(s.drainMs),
        'server CPU': `${Math.round(s.serverProcessCpu * 100)} %`,
        'server µs/delivery': fmt(s.serverMicrosecondsPerDelivery, 1),
        'load core': s.loadCoreBusy === null ? '—' : `${Math.round(s.loadCoreBusy * 100)} %`,
        'kept up': s.kept ? 'yes' : 'no',
      }))
    )
  }
  return { ok, summary: { targets: t, ours, bare: floor, table: rows } }
}
