/*
 * The worker thread of app/services/export_zip_writer.ts: turns the rows, encoded streams and
 * original files of a data export into ZIP bytes (JSON text, stream decoding, deflate), so that
 * the event loop only reads pages from the database and hands bytes to Drive
 * (docs/decisions/057-bounded-data-exports.md). Entries are written one after another; every
 * output chunk goes back as soon as fflate emits it, then the command is acknowledged.
 */
import { parentPort } from 'node:worker_threads'
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate'
import { decodeStreams } from '#domain/activities/stream_codec'
import type { ZipCommand, ZipReply } from '#services/export_zip_writer'

/** Input slice pushed to the deflater at a time: output chunks stay about this size or less. */
const SLICE_BYTES = 64 * 1024
const DEFLATE_LEVEL = 6

const port = parentPort!
const send = (reply: ZipReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer)

const zip = new Zip((error, data, final) => {
  if (error) {
    send({ op: 'failed', error: error.message })
    return
  }
  if (data.byteLength) send({ op: 'chunk', bytes: data }, [data.buffer as ArrayBuffer])
  if (final) send({ op: 'finished' })
})

let entry: ZipDeflate | ZipPassThrough | null = null
let rowsWritten = 0
let arrayTail = ''

function push(target: ZipDeflate | ZipPassThrough, bytes: Uint8Array, final: boolean) {
  for (let start = 0; start < bytes.byteLength; start += SLICE_BYTES) {
    const end = Math.min(start + SLICE_BYTES, bytes.byteLength)
    target.push(bytes.subarray(start, end), final && end === bytes.byteLength)
  }
  if (final && bytes.byteLength === 0) target.push(new Uint8Array(0), true)
}

function open(kind: 'deflate' | 'store', name: string) {
  if (entry) throw new Error(`entry still open before ${name}`)
  entry =
    kind === 'deflate' ? new ZipDeflate(name, { level: DEFLATE_LEVEL }) : new ZipPassThrough(name)
  zip.add(entry)
  return entry
}

function close(tail: Uint8Array) {
  if (!entry) throw new Error('no entry open')
  push(entry, tail, true)
  entry = null
}

function run(command: ZipCommand): string | undefined {
  switch (command.op) {
    case 'json':
      open('deflate', command.name)
      close(strToU8(JSON.stringify(command.value, null, 2)))
      return
    case 'array-open': {
      open('deflate', command.name)
      rowsWritten = 0
      let head = '['
      arrayTail = '\n]\n'
      if (command.within) {
        // `{ ...fields, key: [rows] }`: the fields' JSON without its closing brace.
        const fields = JSON.stringify(command.within.fields).slice(0, -1)
        head = `${fields}${fields.length > 1 ? ',' : ''}${JSON.stringify(command.within.key)}:[`
        arrayTail = '\n]}\n'
      }
      push(entry!, strToU8(head), false)
      return
    }
    case 'array-rows': {
      if (!entry) throw new Error('no entry open')
      const text = command.rows
        .map((row) => `${rowsWritten++ === 0 ? '' : ','}\n${JSON.stringify(row)}`)
        .join('')
      push(entry, strToU8(text), false)
      return
    }
    case 'array-close':
      close(strToU8(arrayTail))
      return
    case 'streams': {
      let text: string
      try {
        text = JSON.stringify(decodeStreams(command.bytes))
      } catch (error) {
        return String((error as Error)?.message ?? error)
      }
      open('deflate', command.name)
      close(strToU8(text))
      return
    }
    case 'file-open':
      open('store', command.name)
      return
    case 'file-data':
      if (!entry) throw new Error('no entry open')
      push(entry, command.bytes, false)
      return
    case 'file-close':
      close(new Uint8Array(0))
      return
    case 'end':
      zip.end()
      return
  }
}

port.on('message', (command: ZipCommand) => {
  try {
    const skipped = run(command)
    send({ op: 'ack', id: command.id, skipped })
  } catch (error) {
    send({ op: 'failed', error: String((error as Error)?.message ?? error) })
  }
})
