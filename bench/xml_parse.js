#!/usr/bin/env node
/*
 * The same 1-hour, 1 Hz run as FIT, GPX and TCX (see bench/README.md, "GPX and TCX parse
 * time"), from build/: `parse` is parseActivityFile alone; `import` is what an import's
 * worker does with the file (app/workers/activity_file_worker.ts, "prepare": parse,
 * analyse, summarise, encode the streams). Target: GPX and TCX each ≤ 2 × FIT (import, p50).
 *
 *   node bench/xml_parse.js [--root=DIR] [--runs=30] [--json=FILE]
 *
 * --root: the checkout whose build/ is loaded (default this one), e.g. a second worktree
 * of an older commit for a before/after comparison. Run it pinned: `taskset -c 1`.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './lib/paths.js'
import { asGpx, asTcx, oneHourRun } from './lib/xml_files.js'

const TARGET_RATIO = 2

const args = process.argv.slice(2)
const flag = (name, fallback) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`))
  return arg ? arg.slice(name.length + 3) : fallback
}
const root = flag('root', ROOT)
const runs = Number(flag('runs', '30'))

const load = (file) => import(pathToFileURL(join(root, 'build/app/domain', file)).href)
const { parseActivityFile } = await load('files/parse_activity_file.js')
const { encodeFitActivity } = await load('files/fit_encode.js')
const { analyseActivity } = await load('activities/analyse.js')
const { summaryOf } = await load('activities/summary.js')
const { encodeStreams } = await load('activities/stream_codec.js')

const ATHLETE = {
  sex: null,
  restingHr: 50,
  maxHr: 190,
  lthr: 170,
  thresholdPaceSecPerKm: 270,
  hrZones: [
    { name: 'Z1', min: 0, max: 140 },
    { name: 'Z2', min: 140, max: 155 },
    { name: 'Z3', min: 155, max: 170 },
    { name: 'Z4', min: 170, max: 180 },
    { name: 'Z5', min: 180, max: Infinity },
  ],
}

/** What the worker's "prepare" task does with the file, minus the sanity check. */
function importTask(bytes, name) {
  const { activity, errors } = parseActivityFile(bytes, name)
  if (!activity || activity.streams.time.length !== 3601) throw new Error(`${name}: ${errors}`)
  const analysis = analyseActivity(activity, ATHLETE)
  summaryOf(analysis, activity.laps, ATHLETE.hrZones)
  encodeStreams(activity.streams)
}

function parseTask(bytes, name) {
  const { activity, errors } = parseActivityFile(bytes, name)
  if (!activity || activity.streams.time.length !== 3601) throw new Error(`${name}: ${errors}`)
}

const activity = oneHourRun()
const files = {
  fit: { name: 'run.fit', bytes: Buffer.from(encodeFitActivity(activity, { serialNumber: 1 })) },
  gpx: { name: 'run.gpx', bytes: asGpx(activity) },
  tcx: { name: 'run.tcx', bytes: asTcx(activity) },
}

/**
 * Runs the three formats in turn (FIT, GPX, TCX, FIT, ...) so that load from other processes
 * falls on each alike, and times each task both as wall time and as this process's CPU time
 * (process.cpuUsage: what the task cost, not how long it waited for the core).
 */
function measure(task) {
  const samples = Object.fromEntries(
    Object.keys(files).map((format) => [format, { wall: [], cpu: [] }])
  )
  for (let i = 0; i < 5 + runs; i++) {
    for (const [format, { name, bytes }] of Object.entries(files)) {
      const input = new Uint8Array(bytes)
      const cpuBefore = process.cpuUsage()
      const started = process.hrtime.bigint()
      task(input, name)
      const wall = Number(process.hrtime.bigint() - started) / 1e6
      const cpu = process.cpuUsage(cpuBefore)
      if (i < 5) continue
      samples[format].wall.push(wall)
      samples[format].cpu.push((cpu.user + cpu.system) / 1000)
    }
  }
  return samples
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const json = {}
let ok = true
for (const [label, task] of [
  ['parse', parseTask],
  ['import', importTask],
]) {
  const samples = measure(task)
  const p50 = {}
  for (const [format, { wall, cpu }] of Object.entries(samples)) {
    const sorted = [...wall].sort((a, b) => a - b)
    p50[format] = { wall: median(wall), cpu: median(cpu) }
    console.log(
      `${label} ${format.toUpperCase()} ${(files[format].bytes.length / 1e6).toFixed(2)} MB: p50 ${p50[format].wall.toFixed(1)} ms (CPU ${p50[format].cpu.toFixed(1)} ms), min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (${runs} runs)`
    )
  }
  for (const format of ['gpx', 'tcx']) {
    const ratio = p50[format].wall / p50.fit.wall
    const cpuRatio = p50[format].cpu / p50.fit.cpu
    const met = ratio <= TARGET_RATIO
    if (label === 'import') ok &&= met
    console.log(
      `${label} ${format.toUpperCase()} / FIT: ${ratio.toFixed(2)}× (CPU ${cpuRatio.toFixed(2)}×)${label === 'import' ? ` (target ≤ ${TARGET_RATIO}×: ${met ? 'met' : 'MISSED'})` : ''}`
    )
  }
  json[label] = p50
}
if (flag('json', '')) writeFileSync(flag('json', ''), JSON.stringify(json, null, 2))
process.exitCode = ok ? 0 : 1
