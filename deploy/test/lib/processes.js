/*
 * Child processes of the deployment test: started with their output in a log
 * file, remembered, and all stopped at the end (also on failure or Ctrl+C).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'

const running = new Set()

/** Spawns `command` with its output appended to `logFile`; returns the child. */
export function start(name, command, args, { env, cwd, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  child.name = name
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }))
    // A missing program (ENOENT) emits `error` and no `exit`: without this listener the
    // runner would die before its cleanup, leaving PostgreSQL and the others running.
    child.on('error', (error) => {
      log.write(`${name}: ${error.message}\n`)
      resolve({ code: null, signal: null, error: error.message })
    })
  })
  child.exited.then(() => running.delete(child))
  running.add(child)
  return child
}

/** SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(child, graceMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  child.intentional = true
  child.kill('SIGCONT')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await child.exited
  clearTimeout(timer)
}

export async function kill9(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.intentional = true
  child.kill('SIGKILL')
  await child.exited
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stop(child)))
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`
    )
  }
  return result.stdout
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `condition` until it returns a truthy value, or throws after `timeoutMs`. */
export async function waitFor(what, condition, timeoutMs, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    try {
      const value = await condition()
      if (value) return value
    } catch (error) {
      lastError = error
    }
    await sleep(intervalMs)
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${lastError.message})` : ''}`
  )
}
