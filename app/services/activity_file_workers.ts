import { EventEmitter } from 'node:events'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import type { ParseResult, ParsedActivity } from '#domain/files/activity_file'
import type { AthleteContext, PreparedActivity } from '#domain/activities/analysis_types'
import type {
  ArchiveLimits,
  ArchiveListing,
  EntryFailure,
  EntryLimits,
  ListedEntry,
} from '#domain/files/zip'

/*
 * A small pool of worker threads for everything an uploaded file costs: reading a ZIP's
 * directory, inflating its entries and parsing FIT/GPX/TCX (docs/decisions/017). Each worker
 * has a heap cap (worker_threads resourceLimits); each task a timeout after which its worker
 * is terminated; a worker whose heap grew past a threshold, or that stayed idle, is ended so
 * that the memory goes back to the system. Tasks wait in a FIFO queue in front of the pool.
 */

export type FileTask =
  | { kind: 'list'; archive: Uint8Array; limits: ArchiveLimits }
  | { kind: 'entry'; archive: Uint8Array; entry: ListedEntry; limits: EntryLimits }
  | { kind: 'parse'; bytes: Uint8Array; fileName: string }
  | { kind: 'hash'; bytes: Uint8Array }
  | {
      kind: 'prepare'
      bytes: Uint8Array
      fileName: string
      athlete: AthleteContext
      /** Starts after this are implausible (now + 2 days, passed in: the worker reads no clock). */
      latestStartIso: string
    }

/** A ParseResult whose stream columns travel as transferred Float64Arrays. */
export interface TransferableParseResult {
  activity:
    (Omit<ParsedActivity, 'streams'> & { streams: Partial<Record<string, Float64Array>> }) | null
  errors: string[]
}

export type FileTaskResult =
  | { kind: 'list'; listing: ArchiveListing }
  | { kind: 'entry'; bytes: Uint8Array }
  | { kind: 'entry'; failure: EntryFailure }
  | { kind: 'parse'; result: TransferableParseResult; bytes: Uint8Array }
  | { kind: 'hash'; sha256: string; bytes: Uint8Array }
  | { kind: 'prepare'; bytes: Uint8Array; rejected: string }
  | { kind: 'prepare'; bytes: Uint8Array; activity: ParsedMeta; prepared: PreparedActivity }

/** A parsed activity without its streams (they stay in the worker, encoded). */
export type ParsedMeta = Omit<ParsedActivity, 'streams'>

export type PreparedFile =
  | { bytes: Uint8Array; rejected: string }
  | { bytes: Uint8Array; activity: ParsedMeta; prepared: PreparedActivity }

export type WorkerReply = (
  | { id: number; ok: true; result: FileTaskResult; threadId: number }
  | { id: number; ok: false; error: string }
) & { heapBytes?: number }

export type FileWorkerFailure = 'timeout' | 'memory' | 'crashed'

/** A task that did not finish: its worker ran out of time or memory, or died. */
export class FileWorkerError extends Error {
  constructor(
    readonly reason: FileWorkerFailure,
    message: string
  ) {
    super(message)
  }
}

export interface FileWorkerOptions {
  /** Worker threads at most. */
  size: number
  /** Old-generation heap cap of each worker (resourceLimits.maxOldGenerationSizeMb). */
  memoryMb: number
  /** A task running longer than this has its worker terminated. */
  timeoutMs: number
  /** A worker idle this long is ended. */
  idleMs: number
  /** A worker whose heap is larger than this after a task is ended. */
  recycleHeapBytes: number
}

export interface FileWorkerStats {
  /** Tasks finished by a worker thread (threadId !== 0), successfully or with a result. */
  completed: number
  /** Tasks that ended with a FileWorkerError. */
  failed: number
  running: number
  queued: number
  /** Workers started and ended since the process started. */
  started: number
  ended: number
  /** Thread id of the worker that finished the last task (never 0, the main thread). */
  lastThreadId: number
}

interface Pending {
  id: number
  task: FileTask
  transfer: ArrayBuffer[]
  resolve: (result: FileTaskResult) => void
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  ready: boolean
  current: Pending | null
  timer: NodeJS.Timeout | null
  idleTimer: NodeJS.Timeout | null
  ended: boolean
}

/**
 * The worker entry: compiled JavaScript in production (build/), TypeScript through the same
 * ts-node loader as the parent in development and tests.
 */
function startWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 }
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('../workers/activity_file_worker.js', import.meta.url), {
      resourceLimits,
    })
  }
  const entry = new URL('../workers/activity_file_worker.ts', import.meta.url).href
  const loader = import.meta.resolve('ts-node-maintained/register/esm')
  const bootstrap = `import(${JSON.stringify(loader)}).then(() => import(${JSON.stringify(entry)}))`
  return new Worker(bootstrap, { eval: true, resourceLimits })
}

const FAILURE_MESSAGES: Record<FileWorkerFailure, (options: FileWorkerOptions) => string> = {
  timeout: (options) =>
    `Reading the file took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped.`,
  memory: () => 'Reading the file needed more memory than an import may use, so it was stopped.',
  crashed: () => 'The file could not be read: its reader stopped unexpectedly.',
}

export class ActivityFileWorkers {
  #options: FileWorkerOptions
  #slots: Slot[] = []
  #queue: Pending[] = []
  #nextId = 1
  #events = new EventEmitter()
  #stats: FileWorkerStats = {
    completed: 0,
    failed: 0,
    running: 0,
    queued: 0,
    started: 0,
    ended: 0,
    lastThreadId: 0,
  }

  constructor(options: FileWorkerOptions) {
    this.#options = options
  }

  get options(): Readonly<FileWorkerOptions> {
    return this.#options
  }

  /** New options apply to workers started from now on (tests lower the caps). */
  configure(options: Partial<FileWorkerOptions>) {
    this.#options = { ...this.#options, ...options }
    for (const slot of this.#slots) if (!slot.current) void this.#end(slot)
  }

  stats(): FileWorkerStats {
    return {
      ...this.#stats,
      running: this.#slots.filter((slot) => slot.current).length,
      queued: this.#queue.length,
    }
  }

  /** Called after each task, with its outcome. */
  onSettled(listener: (outcome: 'ok' | FileWorkerFailure) => void) {
    this.#events.on('settled', listener)
    return () => this.#events.off('settled', listener)
  }

  listArchive(archive: Uint8Array, limits: ArchiveLimits = {}): Promise<ArchiveListing> {
    return this.#run({ kind: 'list', archive, limits }, []).then(
      (result) => (result as { listing: ArchiveListing }).listing
    )
  }

  extractEntry(
    archive: Uint8Array,
    entry: ListedEntry,
    limits: EntryLimits
  ): Promise<{ bytes: Uint8Array } | { failure: EntryFailure }> {
    return this.#run({ kind: 'entry', archive, entry, limits }, []) as Promise<
      { bytes: Uint8Array } | { failure: EntryFailure }
    >
  }

  /**
   * The SHA-256 of a file (hex), computed in a worker: on the event loop, WebCrypto's copy of
   * a 25 MB upload alone costs hundreds of milliseconds (docs/decisions/061-event-loop-budget.md).
   * The bytes are moved there and back: use the returned `bytes`.
   */
  async hash(bytes: Uint8Array): Promise<{ sha256: string; bytes: Uint8Array }> {
    const own = ownBuffer(bytes)
    const transfer = own.buffer instanceof SharedArrayBuffer ? [] : [own.buffer as ArrayBuffer]
    const result = (await this.#run({ kind: 'hash', bytes: own }, transfer)) as {
      sha256: string
      bytes: Uint8Array
    }
    return { sha256: result.sha256, bytes: result.bytes }
  }

  /**
   * Parses a file in a worker. The bytes are moved there and back (transferred, not
   * copied): use the returned `bytes`, the ones passed in are detached.
   */
  async parse(
    bytes: Uint8Array,
    fileName: string
  ): Promise<{ result: ParseResult; bytes: Uint8Array }> {
    const own = ownBuffer(bytes)
    const transfer = own.buffer instanceof SharedArrayBuffer ? [] : [own.buffer as ArrayBuffer]
    const result = (await this.#run({ kind: 'parse', bytes: own, fileName }, transfer)) as {
      result: TransferableParseResult
      bytes: Uint8Array
    }
    return { result: fromTransferable(result.result), bytes: result.bytes }
  }

  /**
   * Everything an import computes from a file, in a worker: parse, plausibility, analysis
   * for this athlete, summary and encoded streams. The bytes are moved there and back.
   */
  async prepare(
    bytes: Uint8Array,
    fileName: string,
    athlete: AthleteContext,
    latestStartIso: string
  ): Promise<PreparedFile> {
    const own = ownBuffer(bytes)
    const transfer = own.buffer instanceof SharedArrayBuffer ? [] : [own.buffer as ArrayBuffer]
    const task: FileTask = { kind: 'prepare', bytes: own, fileName, athlete, latestStartIso }
    const result = (await this.#run(task, transfer)) as PreparedFile & { kind?: 'prepare' }
    delete result.kind
    return result
  }

  /** Ends every worker; queued and running tasks fail. */
  async shutdown() {
    for (const pending of this.#queue.splice(0)) {
      pending.reject(new FileWorkerError('crashed', FAILURE_MESSAGES.crashed(this.#options)))
    }
    await Promise.all(this.#slots.map((slot) => this.#end(slot)))
  }

  #run(task: FileTask, transfer: ArrayBuffer[]): Promise<FileTaskResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, task, transfer, resolve, reject })
      this.#pump()
    })
  }

  #pump() {
    while (this.#queue.length > 0) {
      const slot = this.#slots.find((candidate) => candidate.ready && !candidate.current)
      if (!slot) {
        if (this.#slots.length < this.#options.size) this.#spawn()
        return
      }
      this.#assign(slot, this.#queue.shift()!)
    }
  }

  #spawn() {
    const worker = startWorker(this.#options.memoryMb)
    const slot: Slot = {
      worker,
      ready: false,
      current: null,
      timer: null,
      idleTimer: null,
      ended: false,
    }
    this.#slots.push(slot)
    this.#stats.started++
    worker.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true
        this.#idle(slot)
        this.#pump()
        return
      }
      this.#reply(slot, message)
    })
    worker.on('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed'
      if (reason === 'crashed') logger.warn({ err: error }, 'an activity file worker failed')
      this.#fail(slot, reason)
    })
    worker.on('exit', () => this.#fail(slot, 'crashed'))
  }

  #assign(slot: Slot, pending: Pending) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.idleTimer = null
    slot.current = pending
    slot.worker.ref()
    slot.timer = setTimeout(() => this.#fail(slot, 'timeout'), this.#options.timeoutMs)
    try {
      slot.worker.postMessage({ id: pending.id, task: pending.task }, pending.transfer)
    } catch (error) {
      slot.current = null
      clearTimeout(slot.timer)
      pending.reject(error as Error)
      this.#idle(slot)
    }
  }

  #reply(slot: Slot, reply: WorkerReply) {
    const pending = slot.current
    if (!pending || pending.id !== reply.id) return
    clearTimeout(slot.timer!)
    slot.current = null
    if (reply.ok) {
      this.#stats.completed++
      this.#stats.lastThreadId = reply.threadId
      pending.resolve(reply.result)
    } else {
      // The domain code does not throw for bad input; an exception here is a bug.
      logger.warn({ error: reply.error }, 'an activity file task threw')
      this.#stats.failed++
      pending.reject(new FileWorkerError('crashed', FAILURE_MESSAGES.crashed(this.#options)))
    }
    this.#events.emit('settled', reply.ok ? 'ok' : 'crashed')
    if ((reply.heapBytes ?? 0) > this.#options.recycleHeapBytes) void this.#end(slot)
    else this.#idle(slot)
    this.#pump()
  }

  /** The worker ran out of time or memory, or died: its task fails, the worker is ended. */
  #fail(slot: Slot, reason: FileWorkerFailure) {
    if (slot.ended) return
    // A worker that dies before it is ready would be started again forever: the task
    // first in line fails instead.
    const pending = slot.current ?? (slot.ready ? null : (this.#queue.shift() ?? null))
    slot.current = null
    if (slot.timer) clearTimeout(slot.timer)
    void this.#end(slot)
    if (pending) {
      this.#stats.failed++
      pending.reject(new FileWorkerError(reason, FAILURE_MESSAGES[reason](this.#options)))
      this.#events.emit('settled', reason)
    }
    this.#pump()
  }

  #idle(slot: Slot) {
    slot.worker.unref()
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.idleTimer = setTimeout(() => void this.#end(slot), this.#options.idleMs)
    slot.idleTimer.unref()
  }

  async #end(slot: Slot) {
    if (slot.ended) return
    slot.ended = true
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    this.#slots = this.#slots.filter((candidate) => candidate !== slot)
    this.#stats.ended++
    await slot.worker.terminate().catch(() => {})
  }
}

/** The bytes alone in their buffer (a slice of a larger one cannot be transferred). */
function ownBuffer(bytes: Uint8Array) {
  if (bytes.buffer instanceof SharedArrayBuffer) return bytes
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes
  return bytes.slice()
}

function fromTransferable(result: TransferableParseResult): ParseResult {
  if (!result.activity) return { activity: null, errors: result.errors }
  const streams: Record<string, number[]> = {}
  for (const [channel, column] of Object.entries(result.activity.streams)) {
    if (column) streams[channel] = Array.from(column)
  }
  return {
    activity: { ...result.activity, streams: streams as unknown as ParsedActivity['streams'] },
    errors: result.errors,
  }
}

/** Worker threads: by default one fewer than the cores (at least 1), leaving one to the event loop. */
export function defaultWorkerCount() {
  return Math.max(1, Math.min(4, availableParallelism() - 1))
}

const activityFileWorkers = new ActivityFileWorkers({
  size: env.get('IMPORT_WORKERS') ?? defaultWorkerCount(),
  memoryMb: env.get('IMPORT_WORKER_MEMORY_MB') ?? 192,
  timeoutMs: (env.get('IMPORT_FILE_TIMEOUT_SECONDS') ?? 60) * 1000,
  idleMs: 30_000,
  recycleHeapBytes: 64 * 1024 ** 2,
})

export default activityFileWorkers
