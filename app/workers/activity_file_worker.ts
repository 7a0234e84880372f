/*
 * The worker thread of app/services/activity_file_workers.ts: reads ZIP directories, inflates
 * entries and parses activity files, so that a hostile file costs a worker's time and heap,
 * never the event loop's. Messages in, messages out; the domain code it calls stays pure.
 */
import { createHash } from 'node:crypto'
import { parentPort, threadId } from 'node:worker_threads'
import { getHeapStatistics } from 'node:v8'
import type { ParseResult, ParsedActivity } from '#domain/files/activity_file'
import { STREAM_CHANNELS } from '#domain/files/activity_file'
import { parseActivityFile } from '#domain/files/parse_activity_file'
import { extractEntry, listArchive } from '#domain/files/zip'
import { implausibility } from '#domain/files/sanity'
import { prepareActivity, withoutStreams } from '#domain/activities/prepare'
import type {
  FileTask,
  FileTaskResult,
  TransferableParseResult,
  WorkerReply,
} from '#services/activity_file_workers'

function toTransferable(result: ParseResult, transfer: ArrayBuffer[]): TransferableParseResult {
  if (!result.activity) return { activity: null, errors: result.errors }
  const { streams, ...rest } = result.activity
  const columns: Partial<Record<string, Float64Array>> = {}
  for (const channel of STREAM_CHANNELS) {
    const values = streams[channel]
    if (!values) continue
    const column = Float64Array.from(values)
    columns[channel] = column
    transfer.push(column.buffer)
  }
  return {
    activity: { ...(rest as Omit<ParsedActivity, 'streams'>), streams: columns },
    errors: result.errors,
  }
}

function run(task: FileTask, transfer: ArrayBuffer[]): FileTaskResult {
  switch (task.kind) {
    case 'list':
      return { kind: 'list', listing: listArchive(task.archive, task.limits) }
    case 'entry': {
      const extracted = extractEntry(task.archive, task.entry, task.limits)
      if ('failure' in extracted) return { kind: 'entry', failure: extracted.failure }
      transfer.push(extracted.bytes.buffer as ArrayBuffer)
      return { kind: 'entry', bytes: extracted.bytes }
    }
    case 'hash': {
      if (!(task.bytes.buffer instanceof SharedArrayBuffer)) {
        transfer.push(task.bytes.buffer as ArrayBuffer)
      }
      const sha256 = createHash('sha256').update(task.bytes).digest('hex')
      return { kind: 'hash', sha256, bytes: task.bytes }
    }
    case 'parse': {
      const result = toTransferable(parseActivityFile(task.bytes, task.fileName), transfer)
      if (!(task.bytes.buffer instanceof SharedArrayBuffer)) {
        transfer.push(task.bytes.buffer as ArrayBuffer)
      }
      return { kind: 'parse', result, bytes: task.bytes }
    }
    case 'prepare': {
      if (!(task.bytes.buffer instanceof SharedArrayBuffer)) {
        transfer.push(task.bytes.buffer as ArrayBuffer)
      }
      const { activity, errors } = parseActivityFile(task.bytes, task.fileName)
      if (!activity) {
        return {
          kind: 'prepare',
          bytes: task.bytes,
          rejected: errors[0] ?? 'The file could not be read.',
        }
      }
      const problem = implausibility(activity, task.latestStartIso)
      if (problem) return { kind: 'prepare', bytes: task.bytes, rejected: problem }
      const prepared = prepareActivity(activity, task.athlete)
      transfer.push(prepared.encodedStreams.data.buffer as ArrayBuffer)
      return { kind: 'prepare', bytes: task.bytes, activity: withoutStreams(activity), prepared }
    }
  }
}

const port = parentPort!
port.on('message', (message: { id: number; task: FileTask }) => {
  const transfer: ArrayBuffer[] = []
  let reply: WorkerReply
  try {
    reply = { id: message.id, ok: true, result: run(message.task, transfer), threadId }
  } catch (error) {
    reply = { id: message.id, ok: false, error: String((error as Error)?.message ?? error) }
  }
  reply.heapBytes = getHeapStatistics().total_heap_size
  port.postMessage(reply, transfer)
})
port.postMessage({ ready: true })
