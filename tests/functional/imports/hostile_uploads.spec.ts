import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import activityFileWorkers from '#services/activity_file_workers'
import { ACTIVITY_IMPORTS_PER_MINUTE } from '#start/limiter'
import { countRows, functionalGroup } from '../helpers.js'
import { syntheticFit, syntheticGpx, zipOfZeros } from '#tests/support/activity_files'
import { until } from '#tests/support/wait_for'

const JSON_ACCEPT = { Accept: 'application/json' }
const START = '2026-03-01T07:00:00.000Z'

interface FileResult {
  name: string
  status: string
  error?: string
}

async function storedFiles() {
  try {
    const { objects } = await drive.use().listAll('activities', { recursive: true })
    return [...objects].filter((item) => item.isFile).length
  } catch {
    return 0
  }
}

/** A GPX of about 18 MB: five days of points every 5 s (86,000 points). */
let bigGpx: Buffer | undefined
function largeGpx() {
  bigGpx ??= syntheticGpx({ startTime: START, durationSeconds: 5 * 86_000 })
  return bigGpx
}

test.group('Import: hostile uploads', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })
  group.each.setup(() => {
    const options = { ...activityFileWorkers.options }
    return () => activityFileWorkers.configure(options)
  })

  test('a ZIP bomb: every entry refused with a clear reason, nothing stored, / still answers', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    // 45 entries of 47 MiB of zeros (2.1 GiB inflated) in about 2 MB; the same with headers
    // that claim 1,000 bytes per entry, so that only inflating can find out.
    const honest = zipOfZeros(45, 47 * 1024 ** 2)
    const lying = zipOfZeros(45, 47 * 1024 ** 2, 1000)
    assert.isBelow(honest.length, 2_500_000)
    const before = activityFileWorkers.stats().completed

    const upload = client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', honest, { filename: 'honest.zip' })
      .file('files', lying, { filename: 'lying.zip' })
      .loginAs(user)
      .withCsrfToken()
      .then((response) => response)
    await until(
      'the import to complete',
      () => activityFileWorkers.stats().completed > before,
      60_000,
      5
    )
    const landing = await client.get('/')
    landing.assertStatus(200)

    const response = await upload
    response.assertStatus(200)
    const files = response.body().files as FileResult[]
    assert.lengthOf(files, 90)
    for (const file of files) {
      assert.equal(file.status, 'rejected')
      assert.match(file.error!, /expands more than 100 times when decompressed.*ZIP bomb/)
    }
    assert.equal(await countRows('activities'), 0)
    assert.equal(await countRows('activity_streams'), 0)
    assert.equal(await storedFiles(), 0)
    // The lying archive's entries were inflated, in a worker, one at a time.
    assert.isAtLeast(activityFileWorkers.stats().completed - before, 2 + 45)
  }).timeout(180_000)

  test('a large GPX is parsed in a worker thread while the server answers other requests', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const gpx = largeGpx()
    assert.isAbove(gpx.length, 15_000_000)
    const events: string[] = []
    const stop = activityFileWorkers.onSettled(() => events.push('worker task done'))
    const before = activityFileWorkers.stats().completed

    const upload = client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', gpx, { filename: 'five-days.gpx' })
      .loginAs(user)
      .withCsrfToken()
      .then((response) => response)
    await until('a file worker to start', () => activityFileWorkers.stats().running > 0, 60_000, 5)
    const landing = await client.get('/')
    events.push('GET / answered')
    landing.assertStatus(200)

    const response = await upload
    stop()
    response.assertStatus(200)
    const [result] = response.body().files as FileResult[]
    assert.equal(result.status, 'imported')
    // Two worker tasks: the hash, then the parse; the page answered before the parse ended.
    assert.deepEqual(
      events.filter((event) => event === 'worker task done'),
      ['worker task done', 'worker task done']
    )
    assert.isBelow(events.indexOf('GET / answered'), events.lastIndexOf('worker task done'))
    const stats = activityFileWorkers.stats()
    assert.equal(stats.completed, before + 2)
    assert.notEqual(stats.lastThreadId, 0, 'not the main thread')
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
  }).timeout(180_000)

  test('a parse over the worker heap cap or the time limit: clear reason, nothing stored', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const gpx = largeGpx()

    activityFileWorkers.configure({ memoryMb: 24 })
    const outOfMemory = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', gpx, { filename: 'heavy.gpx' })
      .loginAs(user)
      .withCsrfToken()
    outOfMemory.assertStatus(200)
    assert.deepEqual(outOfMemory.body().files, [
      {
        name: 'heavy.gpx',
        status: 'rejected',
        error: 'Reading the file needed more memory than an import may use, so it was stopped.',
      },
    ])

    // Streaming, this file parses in well under a second: give it a tenth of one.
    activityFileWorkers.configure({ memoryMb: 256, timeoutMs: 100 })
    const tooSlow = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', gpx, { filename: 'slow.gpx' })
      .loginAs(user)
      .withCsrfToken()
    tooSlow.assertStatus(200)
    assert.deepEqual(tooSlow.body().files, [
      {
        name: 'slow.gpx',
        status: 'rejected',
        error: 'Reading the file took longer than 0 s and was stopped.',
      },
    ])
    assert.equal(await countRows('activities'), 0)
    assert.equal(await storedFiles(), 0)

    // The process is alive and the pool starts new workers for the next file.
    const alive = await client.get('/')
    alive.assertStatus(200)
    activityFileWorkers.configure({ timeoutMs: 60_000 })
    const fine = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', syntheticFit({ startTime: START }), { filename: 'fine.fit' })
      .loginAs(user)
      .withCsrfToken()
    assert.equal(fine.body().files[0].status, 'imported')
  }).timeout(180_000)

  test(`more than ${ACTIVITY_IMPORTS_PER_MINUTE} imports a minute: 429 with Retry-After, nothing imported`, async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const send = (who: typeof user, file: Buffer, name: string) =>
      client
        .post('/activities/import')
        .headers(JSON_ACCEPT)
        .file('files', file, { filename: name })
        .loginAs(who)
        .withCsrfToken()
    for (let i = 0; i < ACTIVITY_IMPORTS_PER_MINUTE; i++) {
      const response = await send(user, Buffer.alloc(0), `empty-${i}.fit`)
      response.assertStatus(200)
    }
    const limited = await send(user, syntheticFit({ startTime: START }), 'run.fit')
    limited.assertStatus(429)
    const retryAfter = Number(limited.header('retry-after'))
    assert.isAbove(retryAfter, 0)
    assert.isAtMost(retryAfter, 60)
    assert.match(
      limited.body().errors[0].message,
      new RegExp(
        `^Too many imports: at most ${ACTIVITY_IMPORTS_PER_MINUTE} a minute\\. Try again in \\d+ s\\.$`
      )
    )
    assert.equal(await countRows('activities'), 0)

    // The limit is per athlete.
    const allowed = await send(other, syntheticFit({ startTime: START }), 'run.fit')
    allowed.assertStatus(200)
    assert.equal(allowed.body().files[0].status, 'imported')
  }).timeout(60_000)
})
