/*
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps
 * none (RFC 5321 commands EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT).
 * The production build refuses the log mailer, so the benchmark's servers
 * send their sign-up e-mails here over SMTP, as a deployment would.
 */
import { createServer } from 'node:net'

/** @returns {Promise<{ port: number, messages: () => number, close: () => Promise<void> }>} */
export async function startSmtpSink() {
  let messages = 0
  const sockets = new Set()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    const reply = (line) => socket.write(`${line}\r\n`)
    reply('220 bench-smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) {
            // Keep only what could still hold the end marker.
            buffer = buffer.slice(-4)
            return
          }
          buffer = buffer.slice(end + 5)
          inData = false
          messages++
          reply('250 2.0.0 accepted')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') reply('250-bench-smtp\r\n250 8BITMIME')
        else if (verb === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
          return
        } else reply('250 OK')
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    messages: () => messages,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
