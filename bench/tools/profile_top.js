/*
 * The functions that took the most CPU in a .cpuprofile (bench/tools/cpu_profile.js), by self
 * time or, with --total, by time including what they called. --from and --to (seconds since the
 * profile started) keep one stretch of it, e.g. one page of `pages`; --timeline prints how busy
 * each second was, to find those stretches.
 *
 *   node bench/tools/profile_top.js /tmp/prof/server-123.cpuprofile --timeline
 *   node bench/tools/profile_top.js /tmp/prof/server-123.cpuprofile --from=22 --to=31 --top=40
 *
 * Percentages are of the busy samples (idle left out). Native work called from JavaScript (SQLite
 * inside better-sqlite3, JSON.stringify) counts as self time of the JavaScript function calling it.
 */
import { readFileSync } from 'node:fs'

const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error(
    'usage: node bench/tools/profile_top.js FILE.cpuprofile [--from=S] [--to=S] [--top=N] [--total] [--timeline]'
  )
  process.exit(2)
}
const option = (name, fallback) => {
  const arg = args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (!arg) return fallback
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true
}
const from = Number(option('from', 0)) * 1e6
const to = Number(option('to', Infinity)) * 1e6
const top = Number(option('top', 40))

const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id)
const isIdle = (id) => nodes.get(id).callFrame.functionName === '(idle)'
const label = ({ callFrame: { functionName, url, lineNumber } }) =>
  `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/build\//, 'build/')}:${lineNumber + 1}`

if (option('timeline', false)) {
  let time = 0
  const seconds = []
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i]
    const second = Math.floor(time / 1e6)
    seconds[second] ??= { busy: 0, all: 0 }
    seconds[second].all++
    if (!isIdle(id)) seconds[second].busy++
  })
  console.log(
    seconds.map((s, i) => `${i}s ${s ? Math.round((100 * s.busy) / s.all) : 0}%`).join('  ')
  )
  process.exit(0)
}

const self = new Map()
const total = new Map()
let busy = 0
let time = 0
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i]
  if (time < from || time > to || isIdle(id)) return
  busy++
  const own = label(nodes.get(id))
  self.set(own, (self.get(own) ?? 0) + 1)
  const seen = new Set()
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const name = label(nodes.get(current))
    if (seen.has(name)) continue
    seen.add(name)
    total.set(name, (total.get(name) ?? 0) + 1)
  }
})
const ranked = [...(option('total', false) ? total : self)].sort((a, b) => b[1] - a[1])
console.log(`${busy} busy samples`)
for (const [name, count] of ranked.slice(0, top)) {
  console.log(`${((100 * count) / busy).toFixed(1).padStart(6)} %  ${name}`)
}
