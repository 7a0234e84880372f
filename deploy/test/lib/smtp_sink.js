/*
 * A tiny SMTP server (RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP,
 * QUIT) that keeps every message in memory, for the production boot's
 * MAIL_MAILER=smtp. No TLS, no authentication: loopback only.
 */
import { createServer } from 'node:net'

export async function startSmtpSink() {
  const messages = []
  const server = createServer((socket) => {
    let buffer = ''
    let data = null
    let envelope = { from: null, to: [] }
    socket.setEncoding('latin1')
    socket.write('220 pacewise-sink ESMTP\r\n')
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffer += chunk
      let index
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (data !== null) {
          if (line === '.') {
            messages.push({ ...envelope, raw: data.join('\r\n'), text: decode(data.join('\r\n')) })
            data = null
            envelope = { from: null, to: [] }
            socket.write('250 OK queued\r\n')
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line)
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-pacewise-sink\r\n250 8BITMIME\r\n')
        else if (verb === 'HELO') socket.write('250 pacewise-sink\r\n')
        else if (verb === 'MAIL') {
          envelope.from = line.slice(10).trim()
          socket.write('250 OK\r\n')
        } else if (verb === 'RCPT') {
          envelope.to.push(line.slice(8).trim())
          socket.write('250 OK\r\n')
        } else if (verb === 'DATA') {
          data = []
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (verb === 'RSET') {
          envelope = { from: null, to: [] }
          socket.write('250 OK\r\n')
        } else if (verb === 'NOOP') socket.write('250 OK\r\n')
        else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n')
        } else socket.write('502 Command not implemented\r\n')
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    messages,
    /** The first link after "Verify:" in a message to `email`. */
    verificationLink(email) {
      const message = messages.find((m) => m.to.some((to) => to.includes(email)))
      return message?.text.match(/Verify: (https?:\/\/\S+)/)?.[1] ?? null
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links. */
function decode(raw) {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
}
