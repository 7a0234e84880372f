#!/usr/bin/env node
/*
 * `npm run bench:science` / `node bench/science.js [--json=FILE]`
 *
 * Times the training-science domain code (app/domain/science) against its targets:
 *   - fitnessFatigue over 10 years of daily loads (3,653 days)         <= 2 ms
 *   - bestEfforts over a 6-hour 1 Hz stream, all standard distances   <= 20 ms
 *   - predictRaceSeconds, per call, for each standard distance        <= 0.1 ms
 *   - generatePlan, an 18-week marathon plan                           <= 20 ms
 *   - proposeRevision on that plan: illness, new fitness, ACWR         <= 20 ms each
 *     and easy runs too fast
 *   - analyseActivity, a 4-hour 1 Hz run with every channel           <= 30 ms
 * Each figure is the median of many timed runs after a warm-up. The TypeScript sources
 * are loaded through ts-node (as ace.js does), so no build is needed.
 * Exit code 0 when every target is met, 1 otherwise.
 */
import 'ts-node-maintained/register/esm'
import { writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

const { fitnessFatigue } = await import('#domain/science/fitness')
const { bestEfforts, STANDARD_EFFORT_DISTANCES_METERS } = await import('#domain/science/efforts')
const { predictRaceSeconds } = await import('#domain/science/vdot')
const { generatePlan } = await import('#domain/plans/generate_plan')
const { proposeRevision } = await import('#domain/plans/adapt_plan')
const { analyseActivity } = await import('#domain/activities/analyse')
const { hrZonesByLthr } = await import('#domain/science/zones')
// The unit tests' synthetic long run (tests/unit/activities/analyse.spec.ts checks its analysis).
const { activityOf, longRun } = await import('#tests/unit/activities/synthetic')

const args = process.argv.slice(2)
const jsonArg = args.find((arg) => arg.startsWith('--json='))

/** A small deterministic generator (mulberry32), so every run times the same inputs. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Median time in ms of `fn` over `runs` timed runs, each repeating it `batch` times. */
function measure(fn, { warmup, runs, batch = 1 }) {
  let sink = 0
  for (let i = 0; i < warmup; i++) sink += keep(fn())
  const samples = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    for (let i = 0; i < batch; i++) sink += keep(fn())
    samples.push((performance.now() - started) / batch)
  }
  samples.sort((a, b) => a - b)
  if (sink === 42.4242) console.log('') // keeps the results alive for the optimiser
  return {
    median: samples[Math.floor(samples.length / 2)],
    p95: samples[Math.floor(samples.length * 0.95)],
  }
}
const keep = (value) => (Array.isArray(value) ? value.length : Number(value) || 0)

// 10 years of daily loads: about one rest day in four, otherwise 20–200.
const next = random(2024)
const dailyLoads = Array.from({ length: 3653 }, () => (next() < 0.25 ? 0 : 20 + next() * 180))

// 6 hours at 1 Hz: speed wandering between 2 and 4.5 m/s, with a few standing stops.
const samples = 6 * 3600 + 1
const timeSeconds = new Array(samples)
const distanceMeters = new Array(samples)
let speedMps = 3
let distance = 0
for (let t = 0; t < samples; t++) {
  speedMps = Math.min(4.5, Math.max(2, speedMps + (next() - 0.5) * 0.2))
  const stopped = t % 3600 > 1800 && t % 3600 < 1860
  if (t > 0 && !stopped) distance += speedMps
  timeSeconds[t] = t
  distanceMeters[t] = distance
}
const stream = { timeSeconds, distanceMeters }

const results = []
const record = (name, timing, targetMs) =>
  results.push({ name, medianMs: timing.median, p95Ms: timing.p95, targetMs })

record(
  'fitnessFatigue, 3,653 days',
  measure(() => fitnessFatigue(dailyLoads), { warmup: 200, runs: 500 }),
  2
)
const efforts = bestEfforts(stream)
record(
  `bestEfforts, 6 h at 1 Hz, ${efforts.length} distances`,
  measure(() => bestEfforts(stream), { warmup: 20, runs: 60 }),
  20
)
const names = new Map([
  [1609.344, 'mile'],
  [21097.5, 'half marathon'],
  [42195, 'marathon'],
])
for (const distanceMeters of STANDARD_EFFORT_DISTANCES_METERS) {
  const label = names.get(distanceMeters) ?? `${distanceMeters} m`
  // Vary the VDOT so that no call can be folded into the previous one.
  let vdot = 30
  record(
    `predictRaceSeconds, ${label}`,
    measure(
      () => {
        vdot = vdot >= 80 ? 30 : vdot + 0.37
        return predictRaceSeconds(vdot, distanceMeters)
      },
      { warmup: 2000, runs: 200, batch: 100 }
    ),
    0.1
  )
}

// Plans: an 18-week marathon plan, and revisions of it in its sixth week.
const planInput = {
  raceDistanceMeters: 42195,
  raceDateIso: '2027-04-11',
  goalSeconds: 3.5 * 3600,
  currentWeeklyMeters: 45000,
  longestRecentRunMeters: 18000,
  availableDays: [2, 3, 4, 6, 7],
  longRunDay: 7,
  experience: 'intermediate',
  startDateIso: '2026-12-07',
  vdot: 45,
  hrZones: [
    { name: 'Z1', min: 0, max: 120 },
    { name: 'Z2', min: 120, max: 140 },
    { name: 'Z3', min: 140, max: 155 },
    { name: 'Z4', min: 155, max: 170 },
    { name: 'Z5', min: 170, max: null },
  ],
}
const generated = generatePlan(planInput)
if (!('plan' in generated)) throw new Error(JSON.stringify(generated.error))
record(
  `generatePlan, marathon, ${generated.plan.weeks.length} weeks`,
  measure(() => generatePlan(planInput).plan.weeks, { warmup: 20, runs: 100 }),
  20
)
const context = { todayIso: '2027-01-12' }
for (const trigger of [
  { type: 'illness', startIso: '2027-01-12', days: 4 },
  { type: 'new_fitness', vdot: 47, source: 'race_result' },
  { type: 'acwr', ratio: 1.6 },
  { type: 'easy_too_fast', runs: 3 },
]) {
  record(
    `proposeRevision, ${trigger.type}`,
    measure(() => proposeRevision(generated.plan, trigger, context).changes, {
      warmup: 20,
      runs: 100,
    }),
    20
  )
}

// A 4-hour run at 1 Hz with every channel (tests/unit/activities/synthetic.ts).
const longActivity = activityOf(longRun(4 * 3600))
const athlete = {
  sex: 'female',
  restingHr: 50,
  maxHr: 190,
  lthr: 170,
  thresholdPaceSecPerKm: 250,
  hrZones: hrZonesByLthr(170),
}
record(
  'analyseActivity, 4 h at 1 Hz, every channel',
  measure(() => analyseActivity(longActivity, athlete).splitsKm, { warmup: 5, runs: 21 }),
  30
)

const fmt = (ms) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`)
const nameWidth = Math.max(...results.map((r) => r.name.length))
console.log(
  `${'benchmark'.padEnd(nameWidth)}  ${'median'.padStart(10)}  ${'p95'.padStart(10)}  ${'target'.padStart(10)}  result`
)
let failed = 0
for (const r of results) {
  const ok = r.medianMs <= r.targetMs
  if (!ok) failed++
  console.log(
    `${r.name.padEnd(nameWidth)}  ${fmt(r.medianMs).padStart(10)}  ${fmt(r.p95Ms).padStart(10)}  ${`<= ${fmt(r.targetMs)}`.padStart(10)}  ${ok ? 'ok' : 'MISSED'}`
  )
}
console.log(`node ${process.version}; medians of timed runs after warm-up`)

if (jsonArg) {
  const file = jsonArg.slice('--json='.length)
  writeFileSync(file, JSON.stringify({ node: process.version, results }, null, 2))
}
if (failed > 0) {
  console.error(`${failed} target(s) missed`)
  process.exit(1)
}
