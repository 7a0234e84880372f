import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { until } from './wait_for.js'

/**
 * A throwaway redis-server of the test's own (never the shared one), with
 * persistence off, that the test may stop, pause (SIGSTOP) and start again
 * on the same port.
 */

/** Why the Redis fault tests cannot run here, or null when they can. */
export function redisServerMissing(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' })
  return probe.error || probe.status !== 0
    ? 'redis-server is not installed: the Redis fault tests start their own instance'
    : null
}

/** One raw PING over a fresh TCP connection (RESP inline command). */
export function ping(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/** Sends one command (inline, arguments without spaces) and returns the raw reply. */
export function command(port: number, line: string, timeoutMs = 1000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    let reply = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(reply)
    }, timeoutMs)
    socket.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    socket.once('connect', () => socket.write(`${line}\r\nQUIT\r\n`))
    socket.on('data', (data) => (reply += data.toString()))
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(reply)
    })
  })
}

export class RedisServer {
  #process: ChildProcess | null = null
  #dir = mkdtempSync(join(tmpdir(), 'pacewise-redis-'))
  #output = ''

  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}/0`
  }

  async start() {
    this.#output = ''
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.#dir,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    )
    this.#process = child
    child.stdout!.on('data', (chunk) => (this.#output += chunk))
    child.stderr!.on('data', (chunk) => (this.#output += chunk))
    await until(`redis-server on port ${this.port}`, async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited:\n${this.#output}`)
      return ping(this.port)
    })
  }

  /** SIGSTOP: connections stay open, nothing answers. */
  pause() {
    this.#process?.kill('SIGSTOP')
  }

  resume() {
    this.#process?.kill('SIGCONT')
  }

  /** SIGKILL (a crash, no goodbye to clients), then waits for the exit. */
  async kill() {
    const child = this.#process
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGCONT')
    child.kill('SIGKILL')
    await exited
    this.#process = null
  }

  async destroy() {
    await this.kill()
    rmSync(this.#dir, { recursive: true, force: true })
  }
}

/**
 * Holds a port while Redis is down and closes every connection it accepts,
 * counting them: the number of reconnect attempts clients made.
 */
export class DeadPort {
  attempts = 0
  #server: Server | null = null

  async listen(port: number) {
    const server = createServer((socket) => {
      this.attempts += 1
      socket.destroy()
    })
    this.#server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  }

  async close() {
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve(null)))
    this.#server = null
  }
}
