import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { threadId } from 'node:worker_threads'
import { ActivityFileWorkers, FileWorkerError } from '#services/activity_file_workers'
import { parseActivityFile } from '#domain/files/parse_activity_file'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { syntheticGpx } from '#tests/support/activity_files'
import { syntheticActivity } from '#tests/unit/files/helpers'

const OPTIONS = {
  size: 1,
  memoryMb: 256,
  timeoutMs: 60_000,
  idleMs: 60_000,
  recycleHeapBytes: 1024 ** 3,
}

/** A pool of its own per test, ended after it. */
function pool(cleanup: (fn: () => Promise<void>) => void, options: Partial<typeof OPTIONS> = {}) {
  const workers = new ActivityFileWorkers({ ...OPTIONS, ...options })
  cleanup(() => workers.shutdown())
  return workers
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof FileWorkerError) return error
    throw error
  }
  return null
}

test.group('Activity file workers', () => {
  test('parse in a worker thread: the same activity, the bytes handed back', async ({
    assert,
    cleanup,
  }) => {
    const workers = pool(cleanup)
    const fit = encodeFitActivity(syntheticActivity(600))
    const expected = parseActivityFile(fit, 'run.fit')
    const sent = fit.slice()
    const { result, bytes } = await workers.parse(sent, 'run.fit')
    assert.equal(sent.byteLength, 0, 'the bytes were moved, not copied')
    assert.deepEqual(bytes, fit)
    assert.deepEqual(result, expected)
    const stats = workers.stats()
    assert.equal(stats.completed, 1)
    assert.notEqual(stats.lastThreadId, threadId)
    assert.notEqual(stats.lastThreadId, 0)
  }).timeout(60_000)

  test('hash in a worker thread: the SHA-256 of the bytes, the bytes moved there and back', async ({
    assert,
    cleanup,
  }) => {
    const workers = pool(cleanup)
    const fit = encodeFitActivity(syntheticActivity(600))
    const sent = fit.slice()
    const { sha256, bytes } = await workers.hash(sent)
    assert.equal(sha256, createHash('sha256').update(fit).digest('hex'))
    assert.equal(sent.byteLength, 0, 'the bytes were moved, not copied')
    assert.deepEqual(bytes, fit)
    assert.notEqual(workers.stats().lastThreadId, threadId)
  }).timeout(60_000)

  test('a task that throws fails with a clear error; the pool keeps working', async ({
    assert,
    cleanup,
  }) => {
    const workers = pool(cleanup)
    const broken = workers.listArchive(undefined as unknown as Uint8Array)
    const failure = await failureOf(broken)
    assert.equal(failure?.reason, 'crashed')
    assert.equal(failure?.message, 'The file could not be read: its reader stopped unexpectedly.')
    const fit = encodeFitActivity(syntheticActivity(60))
    const { result } = await workers.parse(fit, 'a.fit')
    assert.equal(result.activity?.format, 'fit')
  }).timeout(60_000)

  test('a worker over its heap cap is ended; the next task gets a new one', async ({
    assert,
    cleanup,
  }) => {
    const workers = pool(cleanup, { memoryMb: 24 })
    // Five days of points every 5 s (86,400 points): their columns alone outgrow 24 MB.
    const gpx = syntheticGpx({ startTime: '2026-03-01T07:00:00.000Z', durationSeconds: 432_000 })
    const failure = await failureOf(workers.parse(new Uint8Array(gpx), 'big.gpx'))
    assert.equal(failure?.reason, 'memory')
    assert.match(failure!.message, /more memory than an import may use/)
    assert.equal(workers.stats().ended, 1)
    workers.configure({ memoryMb: 256 })
    const fit = encodeFitActivity(syntheticActivity(60))
    const { result } = await workers.parse(fit, 'a.fit')
    assert.equal(result.activity?.format, 'fit')
    assert.equal(workers.stats().started, 2)
  }).timeout(60_000)

  test('a day of GPX points parses in one streaming pass under a 24 MB heap cap', async ({
    assert,
    cleanup,
  }) => {
    const workers = pool(cleanup, { memoryMb: 24 })
    const gpx = syntheticGpx({ startTime: '2026-03-01T07:00:00.000Z', durationSeconds: 86_400 })
    assert.isAbove(gpx.length, 3_000_000)
    const { result } = await workers.parse(new Uint8Array(gpx), 'day.gpx')
    assert.deepEqual(result.errors, [])
    assert.equal(result.activity?.streams.time?.length, 86_400 / 5 + 1)
    assert.equal(workers.stats().ended, 0)
  }).timeout(60_000)

  test('a task over its time is stopped and its worker terminated', async ({ assert, cleanup }) => {
    const workers = pool(cleanup, { timeoutMs: 20 })
    const gpx = syntheticGpx({ startTime: '2026-03-01T07:00:00.000Z', durationSeconds: 86_400 })
    const failure = await failureOf(workers.parse(new Uint8Array(gpx), 'slow.gpx'))
    assert.equal(failure?.reason, 'timeout')
    assert.match(failure!.message, /took longer than 0 s and was stopped/)
    assert.equal(workers.stats().ended, 1)
    assert.equal(workers.stats().running, 0)
  }).timeout(60_000)

  test('tasks wait in line for the pool; each runs once', async ({ assert, cleanup }) => {
    const workers = pool(cleanup, { size: 2 })
    const files = Array.from({ length: 5 }, (_, i) => encodeFitActivity(syntheticActivity(60 + i)))
    const results = await Promise.all(files.map((fit, i) => workers.parse(fit, `${i}.fit`)))
    assert.deepEqual(
      results.map((r) => r.result.activity?.streams.time.length),
      [61, 62, 63, 64, 65]
    )
    assert.equal(workers.stats().completed, 5)
    assert.isAtMost(workers.stats().started, 2)
  }).timeout(60_000)
})
