import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for a mail server (node:net on a random port) speaking the
 * part of SMTP (RFC 5321) that a client needs to deliver: EHLO/HELO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT, without STARTTLS or AUTH. It records each
 * delivered message's envelope and data.
 */

export interface ReceivedMail {
  from: string
  to: string[]
  data: string
}

export class FakeSmtp {
  readonly received: ReceivedMail[] = []
  #server: Server | null = null
  #sockets = new Set<Socket>()

  get port(): number {
    return (this.#server!.address() as AddressInfo).port
  }

  async start(): Promise<void> {
    this.#server = createServer((socket) => this.#session(socket))
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
    this.#server = null
  }

  #session(socket: Socket) {
    this.#sockets.add(socket)
    socket.on('close', () => this.#sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let envelope: { from: string; to: string[] } = { from: '', to: [] }
    let dataStart: number | null = null

    reply('220 fake-smtp ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      while (true) {
        if (dataStart !== null) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          // Dot-unstuffing (RFC 5321 section 4.5.2).
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          dataStart = null
          this.received.push({ ...envelope, data })
          envelope = { from: '', to: [] }
          reply('250 2.0.0 queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') {
          reply('250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8')
        } else if (verb === 'MAIL') {
          envelope.from = pathOf(line)
          reply('250 2.1.0 OK')
        } else if (verb === 'RCPT') {
          envelope.to.push(pathOf(line))
          reply('250 2.1.5 OK')
        } else if (verb === 'DATA') {
          dataStart = 0
          reply('354 end data with <CR><LF>.<CR><LF>')
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye')
          socket.end()
          return
        } else {
          reply('250 OK')
        }
      }
    })
  }
}

/** The address between the angle brackets of `MAIL FROM:<…>` / `RCPT TO:<…>`. */
function pathOf(line: string): string {
  const start = line.indexOf('<')
  const end = line.lastIndexOf('>')
  return start === -1 || end < start ? '' : line.slice(start + 1, end)
}
