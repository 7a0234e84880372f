/*
 * What sockets cost the realtime server's process, and what a hostile client
 * can make it hold (docs/decisions/055-realtime-capacity-and-session-end.md).
 *
 *   node --import=ts-node-maintained/register/esm bench/realtime_socket_memory.ts [sockets] [floodMb] [--no-limits]
 *
 * A child process runs only our PusherServer on a plain HTTP server (with the
 * default limits, or none with --no-limits); this process opens `sockets`
 * idle sockets (default 2000) and reports the server's RSS per socket, then
 * one socket that stops reading and sends `floodMb` MB (default 20) of
 * pusher:ping frames, and reports the server's peak RSS (VmHWM) growth.
 */
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import WebSocket from 'ws'
import { PusherServer } from '#realtime/pusher_server'

const credentials = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' }

function memory() {
  const status = readFileSync('/proc/self/status', 'utf8')
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rssBytes: kb('VmRSS') * 1024, peakBytes: kb('VmHWM') * 1024 }
}

async function serve(noLimits: boolean) {
  const unlimited = {
    maxConnections: Infinity,
    maxConnectionsPerAddress: Infinity,
    maxBufferedBytes: Infinity,
    framesPerSecond: Infinity,
    frameBurst: Infinity,
  }
  const pusher = new PusherServer({
    ...credentials,
    maxConnectionsPerAddress: 100_000,
    maxConnections: 100_000,
    ...(noLimits ? unlimited : {}),
  })
  const http = createServer((_request, response) => response.end('ok'))
  pusher.attach(http)
  http.listen(0, '127.0.0.1', () => {
    const address = http.address() as { port: number }
    process.send!({ port: address.port })
  })
  process.on('message', () => {
    globalThis.gc?.()
    process.send!({ ...memory(), connections: pusher.connectionCount })
  })
}

function ask(child: ReturnType<typeof fork>) {
  return new Promise<{ rssBytes: number; peakBytes: number; connections: number }>((resolve) => {
    child.once('message', (message) => resolve(message as any))
    child.send('memory')
  })
}

function open(port: number) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${credentials.key}?protocol=7`)
    socket.once('message', () => resolve(socket))
    socket.once('error', reject)
  })
}

async function measure(sockets: number, floodMb: number, noLimits: boolean) {
  const child = fork(
    new URL(import.meta.url).pathname,
    ['--serve', ...(noLimits ? ['--no-limits'] : [])],
    {
      execArgv: [...process.execArgv, '--expose-gc'],
    }
  )
  const { port } = await new Promise<{ port: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { port: number }))
  )
  const MB = 1024 * 1024
  const before = await ask(child)
  const idle: WebSocket[] = []
  for (let i = 0; i < sockets; i++) idle.push(await open(port))
  const after = await ask(child)
  console.log(
    `${sockets} idle sockets: server RSS ${(before.rssBytes / MB).toFixed(0)} -> ${(after.rssBytes / MB).toFixed(0)} MB, ` +
      `${((after.rssBytes - before.rssBytes) / sockets / 1024).toFixed(1)} KB per socket`
  )
  for (const socket of idle) socket.terminate()

  const flood = await open(port)
  ;(flood as unknown as { _socket: { pause(): void } })._socket.pause()
  const ping = JSON.stringify({ event: 'pusher:ping', data: {} })
  const frames = Math.floor((floodMb * MB) / (ping.length + 6))
  const start = await ask(child)
  for (let i = 0; i < frames; i++) {
    if (flood.readyState !== WebSocket.OPEN) break
    flood.send(ping)
    if (i % 10_000 === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  await new Promise<void>((resolve) => {
    const check = () =>
      flood.bufferedAmount === 0 || flood.readyState !== WebSocket.OPEN
        ? resolve()
        : setTimeout(check, 50)
    check()
  })
  // The server may still be reading the flood: wait until its peak stops moving.
  let end = await ask(child)
  for (let previous = 0; end.peakBytes - previous > MB;) {
    previous = end.peakBytes
    await new Promise((resolve) => setTimeout(resolve, 1000))
    end = await ask(child)
  }
  console.log(
    `${floodMb} MB of pusher:ping from a socket that does not read: server peak RSS ` +
      `${(start.peakBytes / MB).toFixed(0)} -> ${(end.peakBytes / MB).toFixed(0)} MB; ` +
      `sockets the server still serves: ${end.connections}`
  )
  flood.terminate()
  child.kill()
}

if (process.argv.includes('--serve')) {
  await serve(process.argv.includes('--no-limits'))
} else {
  const [sockets = '2000', floodMb = '20'] = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'))
  await measure(Number(sockets), Number(floodMb), process.argv.includes('--no-limits'))
}
