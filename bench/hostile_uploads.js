#!/usr/bin/env node
/*
 * Hostile uploads against the production build (see bench/README.md, "Hostile uploads"):
 * while each file is imported, GET / is loaded with autocannon (in this process) and the
 * server's RSS is sampled from /proc. Targets: GET / p99 ≤ 200 ms, RSS growth ≤ 300 MB.
 *
 *   node bench/hostile_uploads.js [--root=DIR] [--port=3450] [--connections=2] [--cases=a,b]
 *
 * --root: the checkout whose build/ is served (default this one), e.g. a second worktree of
 * an older commit for a before/after comparison. The server runs pinned to CPU 0 (taskset);
 * run this script with `taskset -c 1`. Files are generated in memory.
 */
import { readFileSync } from 'node:fs'
import { clearInterval, setInterval } from 'node:timers'
import { crc32, deflateRawSync, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { ROOT } from './lib/paths.js'
import { csrfToken, request } from './lib/http.js'
import { signIn } from './dashboard.js'
import { startServer as startShared } from './lib/server.js'

const TARGET_P99_MS = 200
const TARGET_RSS_GROWTH_MB = 300

const args = process.argv.slice(2)
const flag = (name, fallback) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`))
  return arg ? arg.slice(name.length + 3) : fallback
}
const root = flag('root', ROOT).replace(/\/?$/, '/')
const port = Number(flag('port', '3450'))
const connections = Number(flag('connections', '2'))
const only = flag('cases', '')

/** One ZIP of `count` entries, each the same deflated bytes (small on disk). */
function zipOf(entries) {
  const locals = []
  const centrals = []
  let offset = 0
  for (const { name, raw, data } of entries) {
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc32(raw), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(raw.length >>> 0, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc32(raw), 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(raw.length >>> 0, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A GPX of `points` points, 1 s apart, about 280 bytes each. */
function gpx(points) {
  const start = Date.parse('2026-03-01T07:00:00.000Z')
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><name>Long</name><type>running</type><trkseg>\n',
  ]
  for (let i = 0; i < points; i++) {
    const lat = (45.75 + (i * 3) / 111_195).toFixed(7)
    parts.push(
      `<trkpt lat="${lat}" lon="4.8500000"><ele>${(170 + 10 * Math.sin(i / 500)).toFixed(1)}</ele><time>${new Date(start + i * 1000).toISOString()}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>150</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n`
    )
  }
  parts.push('</trkseg></trk></gpx>\n')
  return Buffer.from(parts.join(''))
}

const CASES = {
  /** No upload: the same load for 10 s, the noise floor of this machine at this moment. */
  'no-upload': () => null,
  /** 45 entries of 47 MiB of zeros: 2.1 GiB inflated from about 2 MB. */
  'zip-bomb': () => {
    const raw = Buffer.alloc(47 * 1024 ** 2)
    const data = deflateRawSync(raw, { level: 9 })
    const entries = Array.from({ length: 45 }, (_, i) => ({ name: `bomb-${i}.fit`, raw, data }))
    return { name: 'bomb.zip', bytes: zipOf(entries) }
  },
  /** 24 MB of GPX: 114,000 points (32 hours at 1 Hz), just under the 25 MB file cap. */
  'gpx-24mb': () => ({ name: 'long.gpx', bytes: gpx(114_000) }),
  /** 20 MB of XML nested 2 million elements deep inside <gpx>. */
  'deep-xml': () => {
    const depth = 2_000_000
    const text = `<?xml version="1.0"?><gpx version="1.1"><trk>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</trk></gpx>`
    return { name: 'deep.gpx', bytes: Buffer.from(text) }
  },
  /** One .gpx.gz entry: 1 GiB of spaces gzipped, in a ZIP (two layers of 1,000:1). */
  'ratio-bomb': () => {
    const gz = gzipSync(Buffer.alloc(1024 ** 3, 0x20), { level: 9 })
    const data = deflateRawSync(gz, { level: 9 })
    return { name: 'nested.zip', bytes: zipOf([{ name: 'nested.gpx.gz', raw: gz, data }]) }
  },
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
  } catch {
    return null
  }
}

function childPid(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    return children ? Number(children.split(' ')[0]) : null
  } catch {
    return null
  }
}

/** The production build of `root` on core 0 (lib/server.js); RSS is read from the server proper. */
async function startServer() {
  const server = await startShared({ port, cpu: '0', root, env: { LOG_LEVEL: 'warn' } })
  return { ...server, pid: () => childPid(server.pid) ?? server.pid }
}

async function runCase(server, jar, name, given) {
  let file = given
  const pid = server.pid()
  const baseline = rssMb(pid)
  let peak = baseline
  const sampler = setInterval(() => {
    const rss = rssMb(pid)
    if (rss !== null && rss > peak) peak = rss
  }, 50)
  const latencies = []
  let non200 = 0
  const load = autocannon({
    url: `${server.baseUrl}/`,
    connections,
    duration: 600,
    headers: { Accept: 'text/html' },
  })
  load.on('response', (_client, status, _bytes, time) => {
    latencies.push(time)
    if (status !== 200) non200++
  })
  await new Promise((resolve) => setTimeout(resolve, 1000))

  if (!file) {
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    file = { name: '-', bytes: Buffer.alloc(0), skip: true }
  }
  const page = await request(server.baseUrl, jar, '/dashboard', {
    headers: { Accept: 'text/html' },
  })
  const form = new FormData()
  form.append('files', new Blob([file.bytes]), file.name)
  const started = performance.now()
  let outcome = 'no upload'
  if (!file.skip)
    try {
      const response = await fetch(`${server.baseUrl}/activities/import`, {
        method: 'POST',
        headers: {
          'Accept': 'application/json',
          'X-CSRF-TOKEN': csrfToken(page.text),
          'Cookie': jar.header(),
        },
        body: form,
        signal: AbortSignal.timeout(300_000),
      })
      const body = await response.json().catch(() => null)
      const files = body?.files ?? []
      const statuses = {}
      for (const entry of files) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1
      outcome = `${response.status} ${JSON.stringify(statuses)} ${files[0]?.error ?? ''}`.trim()
    } catch (error) {
      outcome = `failed: ${error.message}`
    }
  const seconds = (performance.now() - started) / 1000
  load.stop()
  clearInterval(sampler)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = rssMb(pid)

  latencies.sort((a, b) => a - b)
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  const result = {
    case: name,
    fileMb: +(file.bytes.length / 1e6).toFixed(2),
    importSeconds: +seconds.toFixed(1),
    outcome: outcome.slice(0, 160),
    requests: latencies.length,
    non200,
    p50: +p(0.5).toFixed(1),
    p99: +p(0.99).toFixed(1),
    max: +latencies[latencies.length - 1].toFixed(1),
    rssBaselineMb: Math.round(baseline),
    rssPeakMb: Math.round(peak),
    rssGrowthMb: Math.round(peak - baseline),
    rssAfterMb: Math.round(after ?? 0),
  }
  const ok = result.p99 <= TARGET_P99_MS && result.rssGrowthMb <= TARGET_RSS_GROWTH_MB
  console.log(`${ok ? 'ok  ' : 'MISS'} ${JSON.stringify(result)}`)
  return ok
}

const server = await startServer()
let allOk = true
try {
  const { jar } = await signIn(server)
  // Warm-up, not measured: the first renders of / are slower.
  await autocannon({ url: `${server.baseUrl}/`, connections, duration: 5 })
  for (const [name, make] of Object.entries(CASES)) {
    if (only && !only.split(',').includes(name)) continue
    allOk = (await runCase(server, jar, name, make())) && allOk
  }
} finally {
  await server.stop()
}
process.exit(allOk ? 0 : 1)
