import { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'

/*
 * The main thread's half of a data export's ZIP (docs/decisions/057-bounded-data-exports.md):
 * commands go to a worker thread (app/workers/export_zip_worker.ts) that writes JSON, decodes
 * streams and deflates; the ZIP bytes come back in chunks into `output`, a Readable that Drive's
 * putStream consumes. Each command waits for the previous one's acknowledgement and for
 * `output` to fall under its high-water mark, so what is buffered here stays under the mark
 * plus one command's output, whatever the size of the ZIP.
 */

export type ZipCommand = { id: number } & (
  | { op: 'json'; name: string; value: unknown }
  | {
      op: 'array-open'
      name: string
      /** The array as `key` of an object with these other fields, rather than on its own. */
      within?: { key: string; fields: Record<string, unknown> }
    }
  | { op: 'array-rows'; rows: unknown[] }
  | { op: 'array-close' }
  | { op: 'streams'; name: string; bytes: Uint8Array }
  | { op: 'file-open'; name: string }
  | { op: 'file-data'; bytes: Uint8Array }
  | { op: 'file-close' }
  | { op: 'end' }
)

export type ZipReply =
  | { op: 'chunk'; bytes: Uint8Array }
  | { op: 'ack'; id: number; skipped?: string }
  | { op: 'finished' }
  | { op: 'failed'; error: string }

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never
export type ZipCommandInput = WithoutId<ZipCommand>

export interface ZipWriterOptions {
  /** Bytes `output` may hold before the next command waits for Drive to read. */
  highWaterMarkBytes: number
  /** Old-generation heap cap of the worker thread (resourceLimits.maxOldGenerationSizeMb). */
  memoryMb: number
}

export class ExportZipWriter {
  readonly output: Readable
  /** ZIP bytes produced so far. */
  bytes = 0
  /** The most bytes ever waiting in `output` for Drive to read them. */
  peakBufferedBytes = 0

  #worker: Worker
  #nextId = 1
  #acks = new Map<number, { resolve: (skipped?: string) => void; reject: (e: Error) => void }>()
  #readable: (() => void) | null = null
  #finished: { resolve: () => void; reject: (e: Error) => void } | null = null
  #failure: Error | null = null
  #done = false

  constructor(options: ZipWriterOptions) {
    this.output = new Readable({
      highWaterMark: options.highWaterMarkBytes,
      read: () => {
        const resume = this.#readable
        this.#readable = null
        resume?.()
      },
    })
    this.#worker = startWorker(options.memoryMb)
    this.#worker.on('message', (reply: ZipReply) => this.#receive(reply))
    this.#worker.on('error', (error) => this.abort(error))
    this.#worker.on('exit', (code) => {
      if (!this.#done) this.abort(new Error(`export worker exited (${code})`))
    })
  }

  /** Sends one command; resolves with the reason an entry was skipped (undecodable streams). */
  async write(command: ZipCommandInput): Promise<string | undefined> {
    await this.#roomInOutput()
    if (this.#failure) throw this.#failure
    const id = this.#nextId++
    const transfer =
      'bytes' in command && !(command.bytes.buffer instanceof SharedArrayBuffer)
        ? [command.bytes.buffer as ArrayBuffer]
        : []
    return new Promise((resolve, reject) => {
      this.#acks.set(id, { resolve, reject })
      this.#worker.postMessage({ ...command, id }, transfer)
    })
  }

  /** Writes the central directory; resolves once the last byte is in `output`. */
  async end() {
    const finished = new Promise<void>((resolve, reject) => {
      this.#finished = { resolve, reject }
    })
    // Awaited below; a failure before then is the write's to report.
    finished.catch(() => {})
    await this.write({ op: 'end' })
    await finished
    this.output.push(null)
  }

  /** Stops the worker and fails whatever waits (the disk gave up, or the build did). */
  abort(error: Error) {
    if (this.#failure) return
    this.#failure = error
    for (const ack of this.#acks.values()) ack.reject(error)
    this.#acks.clear()
    this.#finished?.reject(error)
    const resume = this.#readable
    this.#readable = null
    resume?.()
    // The failure is reported through the promises above; a consumer that already let go of
    // `output` must not turn its 'error' event into an uncaught exception.
    this.output.on('error', () => {})
    this.output.destroy(error)
    void this.#worker.terminate()
  }

  async close() {
    await this.#worker.terminate()
  }

  #receive(reply: ZipReply) {
    switch (reply.op) {
      case 'chunk':
        this.bytes += reply.bytes.byteLength
        this.output.push(
          Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength)
        )
        this.peakBufferedBytes = Math.max(this.peakBufferedBytes, this.output.readableLength)
        return
      case 'ack': {
        const ack = this.#acks.get(reply.id)
        this.#acks.delete(reply.id)
        ack?.resolve(reply.skipped)
        return
      }
      case 'finished':
        this.#done = true
        this.#finished?.resolve()
        return
      case 'failed':
        this.abort(new Error(`export ZIP: ${reply.error}`))
    }
  }

  /** Waits while `output` holds its high-water mark or more (Drive has not read it yet). */
  async #roomInOutput() {
    while (!this.#failure && this.output.readableLength >= this.output.readableHighWaterMark) {
      await new Promise<void>((resolve) => {
        this.#readable = resolve
      })
    }
  }
}

/**
 * The worker entry: compiled JavaScript in production (build/), TypeScript through the same
 * ts-node loader as the parent in development and tests (as app/services/activity_file_workers.ts).
 */
function startWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 }
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('../workers/export_zip_worker.js', import.meta.url), {
      resourceLimits,
    })
  }
  const entry = new URL('../workers/export_zip_worker.ts', import.meta.url).href
  const loader = import.meta.resolve('ts-node-maintained/register/esm')
  const bootstrap = `import(${JSON.stringify(loader)}).then(() => import(${JSON.stringify(entry)}))`
  return new Worker(bootstrap, { eval: true, resourceLimits })
}
