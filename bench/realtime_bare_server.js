#!/usr/bin/env node
/*
 * The floor for the realtime benchmarks: a bare `ws` server with nothing of
 * the Pusher protocol. `node bench/realtime_bare_server.js [PORT]` (default 0:
 * any free port); prints `listening on PORT` once listening.
 *
 * - Any WebSocket upgrade is accepted; the server sends one connection message
 *   (`{"event":"connected"}`), as ours sends pusher:connection_established.
 * - `POST /broadcast` with `{"messages": ["…", …]}` sends each string to every
 *   connected socket, as ours does for the HTTP events API (parsed JSON in,
 *   one `send` per socket and message); answers `{}`.
 * - `GET /health` answers 200 once listening.
 *
 * No authentication, no channels, no per-socket state beyond `ws`'s own.
 */
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'

const port = Number(process.argv[2] ?? 0)
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false })
const CONNECTED = JSON.stringify({ event: 'connected' })

const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.end('ok')
    return
  }
  if (request.method !== 'POST' || request.url !== '/broadcast') {
    response.statusCode = 404
    response.end()
    return
  }
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    let messages
    try {
      messages = JSON.parse(Buffer.concat(chunks).toString()).messages
    } catch {
      messages = null
    }
    if (!Array.isArray(messages)) {
      response.statusCode = 400
      response.end()
      return
    }
    for (const message of messages) {
      const text = String(message)
      for (const socket of wss.clients) socket.send(text)
    }
    response.setHeader('Content-Type', 'application/json')
    response.end('{}')
  })
})

http.on('upgrade', (request, socket, head) => {
  socket.on('error', () => socket.destroy())
  wss.handleUpgrade(request, socket, head, (ws) => {
    ws.on('error', () => ws.terminate())
    ws.send(CONNECTED)
  })
})

http.listen(port, '127.0.0.1', () => console.log(`listening on ${http.address().port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const socket of wss.clients) socket.terminate()
    http.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
