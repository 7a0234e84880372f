/*
 * The event loop's long tasks in a .cpuprofile (bench/tools/cpu_profile.js): every stretch of
 * consecutive busy samples (not "(idle)") longer than --min ms, with the functions that took the
 * most of it, time including what they called. What bench/event_loop.js reports as a stall is
 * one of these; this says which code it was.
 *
 *   PROFILE_DIR=/tmp/prof NODE_OPTIONS="--import $PWD/bench/tools/cpu_profile.js" \
 *     node bench/run.js event_loop --only=zip
 *   node bench/tools/long_tasks.js /tmp/prof/server-123.cpuprofile --min=50 --top=12 --from=20
 *
 * --from: seconds since the profile started (skip the server's start-up).
 *
 * Busy samples of worker threads are not in the profile (it is the main thread's).
 */
import { readFileSync } from 'node:fs'

const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: node bench/tools/long_tasks.js FILE.cpuprofile [--min=50] [--top=12]')
  process.exit(2)
}
const option = (name, fallback) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`))
  return arg ? Number(arg.slice(arg.indexOf('=') + 1)) : fallback
}
const minMs = option('min', 50)
const top = option('top', 12)
const fromUs = option('from', 0) * 1e6

const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id)
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame
  const where = url ? `${url.replace(/^.*\/build\//, '')}:${lineNumber + 1}` : ''
  return `${functionName || '(anonymous)'} ${where}`.trim()
}

/** Each sample's node and its time (µs since the profile started). */
let at = 0
const samples = profile.samples.map((id, i) => {
  at += profile.timeDeltas[i] ?? 0
  return { id, at }
})

const tasks = []
let start = null
for (let i = 0; i <= samples.length; i++) {
  const idle = i === samples.length || nodes.get(samples[i].id).callFrame.functionName === '(idle)'
  if (!idle && start === null) start = i
  if (idle && start !== null) {
    const ms = (samples[i - 1].at - samples[start].at) / 1000
    if (ms >= minMs && samples[start].at >= fromUs) tasks.push({ from: start, to: i, ms })
    start = null
  }
}

for (const task of tasks) {
  const inclusive = new Map()
  for (let i = task.from; i < task.to; i++) {
    const weight = (samples[i + 1]?.at ?? samples[i].at) - samples[i].at
    const seen = new Set()
    for (let id = samples[i].id; id !== undefined; id = parent.get(id)) {
      const name = label(nodes.get(id))
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + weight)
    }
  }
  const startS = (samples[task.from].at / 1e6).toFixed(2)
  console.log(`\n${task.ms.toFixed(0)} ms busy from ${startS} s:`)
  const ranked = [...inclusive].filter(([name]) => !/^\(root\)|node:internal/.test(name))
  for (const [name, us] of ranked.sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`)
  }
}
console.log(`\n${tasks.length} task(s) of ${minMs} ms or more`)
