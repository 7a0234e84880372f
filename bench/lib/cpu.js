/*
 * Where a CPU's time went during a measurement (Linux /proc/stat): busy,
 * idle and stolen by the hypervisor, to tell a slow app from a busy machine.
 */
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ

/** Cumulative seconds of one CPU ('0', '1'), or of all ('') by state; null without /proc. */
export function cpuTimes(cpu) {
  try {
    const line = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`cpu${cpu} `))
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((n) => Number(n) / TICKS_PER_SECOND)
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal }
  } catch {
    return null
  }
}

/**
 * Shares of a CPU's time between two cpuTimes() readings: the server's own
 * CPU seconds (serverSeconds), other processes, idle and steal.
 */
export function cpuShares(before, after, serverSeconds) {
  if (!before || !after) return null
  const busy = after.busy - before.busy
  const idle = after.idle - before.idle
  const steal = after.steal - before.steal
  const total = busy + idle + steal
  if (total <= 0) return null
  const server = serverSeconds ?? 0
  return {
    server: server / total,
    others: Math.max(0, busy - server) / total,
    idle: idle / total,
    steal: steal / total,
  }
}

function allCpusBusy() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    return {
      busy: user + nice + system + irq + softirq + steal,
      total: user + nice + system + idle + iowait + irq + softirq + steal,
    }
  } catch {
    return null
  }
}

/**
 * Waits (up to maxSeconds) until the machine is quiet: less than `threshold`
 * of all CPUs busy over a one-second window, measured while the benchmark's
 * own server and load generator are idle. Returns the last busy share seen
 * and the seconds waited; without /proc, returns at once.
 */
export async function waitForQuiet({ maxSeconds = 60, threshold = 0.05 } = {}) {
  const started = Date.now()
  let share = null
  while (true) {
    const before = allCpusBusy()
    if (!before) return { share: null, waited: 0 }
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const after = allCpusBusy()
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total)
    const waited = (Date.now() - started) / 1000
    if (share < threshold || waited >= maxSeconds)
      return { share, waited, quiet: share < threshold }
  }
}

/** Seconds of CPU (user + system) of one process, its own threads only; null when gone. */
export function ownCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

/**
 * CPU seconds of each process whose command line matches `pattern`, by pid: e.g. the
 * PostgreSQL backends serving one database (`postgres: <user> <database> …`, their process
 * title). Diff two readings with `secondsSince`.
 */
export function matchingProcesses(pattern) {
  const seconds = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let cmdline
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch {
      continue
    }
    if (!pattern.test(cmdline)) continue
    const cpu = ownCpuSeconds(entry)
    if (cpu !== null) seconds.set(entry, cpu)
  }
  return seconds
}

/** CPU seconds used between two matchingProcesses() readings (a new process counts from 0). */
export function secondsSince(before, after) {
  let total = 0
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0)
  return total
}

/** Cumulative seconds of all CPUs together (the `cpu ` line): busy, idle, steal. */
export function machineTimes() {
  return cpuTimes('')
}
