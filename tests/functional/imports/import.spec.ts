import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import Activity from '#models/activity'
import queue from '#services/queue'
import { INLINE_ARCHIVE_MAX_FILES } from '#domain/files/import_limits'
import { MAX_ACTIVITY_FILE_BYTES } from '#domain/files/parse_activity_file'
import { decodeStreams } from '#domain/activities/stream_codec'
import { fitnessFatigue } from '#domain/science/fitness'
import { countRows, functionalGroup } from '../helpers.js'
import { syntheticFit, syntheticGpx, zipOf } from '#tests/support/activity_files'

const JSON_ACCEPT = { Accept: 'application/json' }
const START = '2026-03-01T07:00:00.000Z'

async function storedFiles() {
  const root = drive.use()
  try {
    const { objects } = await root.listAll('activities', { recursive: true })
    return [...objects].filter((item) => item.isFile).length
  } catch {
    return 0
  }
}

/** Each test gets an empty fake disk: files are not rolled back with the database. */
function fakeDrive(group: Parameters<typeof functionalGroup>[0]) {
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })
}

test.group('Import: POST /activities/import', (group) => {
  functionalGroup(group)
  fakeDrive(group)

  test('a FIT file is parsed, analysed, stored with its streams and original bytes', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const fit = syntheticFit({ startTime: START, durationSeconds: 1800, speedMps: 3 })
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', fit, { filename: 'morning.fit' })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(200)
    const [result] = response.body().files
    assert.equal(result.name, 'morning.fit')
    assert.equal(result.status, 'imported')
    assert.isNumber(result.activityId)
    assert.notProperty(response.body(), 'jobId')

    const activity = await Activity.findOrFail(result.activityId)
    assert.equal(activity.userId, user.id)
    assert.equal(activity.source, 'file')
    assert.equal(activity.sport, 'run')
    assert.closeTo(activity.distanceMeters, 5400, 1)
    assert.closeTo(activity.elapsedSeconds, 1800, 1)
    assert.equal(activity.avgHr, 150)
    assert.equal(activity.startTime.toUTC().toISO(), START)
    assert.equal(activity.localDate, '2026-03-01')
    assert.isTrue(activity.hasGps)
    assert.equal(activity.fileName, 'morning.fit')
    assert.equal(activity.fileBytes, fit.byteLength)
    assert.isAbove(activity.trainingLoad, 0)
    assert.lengthOf(activity.summary!.splitsKm, 6)

    const stored = await db.from('activity_streams').where('activity_id', activity.id).first()
    const streams = decodeStreams(new Uint8Array(stored.data))
    assert.lengthOf(streams.time, 1801)
    assert.closeTo(streams.distance![1800], 5400, 0.01)

    const bytes = await drive.use().getBytes(activity.fileKey!)
    assert.deepEqual(Buffer.from(bytes), fit)

    const efforts = await db.from('activity_best_efforts').where('activity_id', activity.id)
    assert.deepEqual(
      efforts.map((row) => Number(row.distance_meters)),
      [400, 1000, 1609.344, 5000]
    )
  })

  test('fitness and fatigue are cached per day from the first activity to today', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', syntheticFit({ startTime: START, serialNumber: 1 }), { filename: 'a.fit' })
      .file('files', syntheticFit({ startTime: '2026-03-03T07:00:00.000Z', serialNumber: 2 }), {
        filename: 'b.fit',
      })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(200)
    assert.deepEqual(
      response.body().files.map((file: { status: string }) => file.status),
      ['imported', 'imported']
    )
    const activities = await Activity.query().where('user_id', user.id).orderBy('start_time')
    const rows = await db.from('daily_loads').where('user_id', user.id).orderBy('date')
    assert.equal(
      String(rows[0].date).slice(0, 10) === '2026-03-01' || rows[0].date instanceof Date,
      true
    )
    const loads = rows.map((row) => Number(row.load))
    assert.closeTo(loads[0], activities[0].trainingLoad, 1e-9)
    assert.equal(loads[1], 0)
    assert.closeTo(loads[2], activities[1].trainingLoad, 1e-9)
    const expected = fitnessFatigue(loads)
    rows.forEach((row, i) => {
      assert.closeTo(Number(row.fitness), expected[i].fitness, 1e-9)
      assert.closeTo(Number(row.fatigue), expected[i].fatigue, 1e-9)
    })
  })

  test('the same file twice, or the same run from another file, is a duplicate', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const fit = syntheticFit({ startTime: START })
    const first = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', fit, { filename: 'run.fit' })
      .loginAs(user)
      .withCsrfToken()
    const activityId = first.body().files[0].activityId

    const again = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', fit, { filename: 'run (1).fit' })
      .file('files', syntheticGpx({ startTime: START }), { filename: 'run.gpx' })
      .loginAs(user)
      .withCsrfToken()
    again.assertStatus(200)
    assert.deepEqual(
      again
        .body()
        .files.map((file: { status: string; activityId: number }) => [
          file.status,
          file.activityId,
        ]),
      [
        ['duplicate', activityId],
        ['duplicate', activityId],
      ]
    )
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    assert.equal(await storedFiles(), 1)
  })

  test('another athlete importing the same file gets their own copy', async ({
    client,
    assert,
  }) => {
    const [alice, bob] = await UserFactory.createMany(2)
    const fit = syntheticFit({ startTime: START })
    for (const user of [alice, bob]) {
      const response = await client
        .post('/activities/import')
        .headers(JSON_ACCEPT)
        .file('files', fit, { filename: 'run.fit' })
        .loginAs(user)
        .withCsrfToken()
      assert.equal(response.body().files[0].status, 'imported')
    }
    assert.equal(await countRows('activities'), 2)
  })

  test('an indoor FIT without GPS imports', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', syntheticFit({ startTime: START, withGps: false, sport: 'treadmill' }), {
        filename: 'treadmill.fit',
      })
      .loginAs(user)
      .withCsrfToken()
    const [result] = response.body().files
    assert.equal(result.status, 'imported')
    const activity = await Activity.findOrFail(result.activityId)
    assert.equal(activity.sport, 'treadmill')
    assert.isFalse(activity.hasGps)
    assert.closeTo(activity.distanceMeters, 5400, 1)
  })

  test('a ride is imported, but its fastest kilometres are not running bests', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', syntheticFit({ startTime: START, sport: 'ride', speedMps: 8 }), {
        filename: 'ride.fit',
      })
      .loginAs(user)
      .withCsrfToken()
    const [result] = response.body().files
    assert.equal(result.status, 'imported')
    const activity = await Activity.findOrFail(result.activityId)
    assert.equal(activity.sport, 'ride')
    assert.equal(await countRows('activity_best_efforts', { activity_id: activity.id }), 0)
  })

  test('bad files are rejected with a clear reason and nothing is stored', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const fit = syntheticFit({ startTime: START })
    const badCrc = Buffer.from(fit)
    badCrc[badCrc.length - 1] ^= 0xff
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', Buffer.alloc(0), { filename: 'empty.fit' })
      .file('files', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), {
        filename: 'invoice.fit',
      })
      .file('files', fit.subarray(0, Math.floor(fit.length / 2)), { filename: 'truncated.fit' })
      .file('files', badCrc, { filename: 'crc.fit' })
      .file('files', Buffer.from('<TrainingCenterDatabase><Activities><Activity>'), {
        filename: 'broken.tcx',
      })
      .file('files', Buffer.from('<gpx version="1.1"><trk><trkseg></trkseg></trk></gpx>'), {
        filename: 'nothing.gpx',
      })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(200)
    const files = response.body().files as { name: string; status: string; error: string }[]
    assert.deepEqual(
      files.map((file) => file.status),
      ['rejected', 'rejected', 'rejected', 'rejected', 'rejected', 'rejected']
    )
    assert.equal(files[0].error, 'The file is empty.')
    assert.match(files[1].error, /PDF/)
    for (const file of files) assert.isAbove(file.error.length, 10)
    assert.equal(await countRows('activities'), 0)
    assert.equal(await countRows('activity_streams'), 0)
    assert.equal(await countRows('daily_loads'), 0)
    assert.equal(await storedFiles(), 0)
  })

  test('a file over the size limit is rejected', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const big = Buffer.alloc(MAX_ACTIVITY_FILE_BYTES + 1, 0x20)
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', big, { filename: 'huge.tcx' })
      .loginAs(user)
      .withCsrfToken()
    const [result] = response.body().files
    assert.equal(result.status, 'rejected')
    assert.match(result.error, /too large/)
    assert.equal(await countRows('activities'), 0)
  })

  test('a small ZIP is imported file by file; unsafe names are rejected', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const archive = zipOf({
      'activities/1.fit': syntheticFit({ startTime: START, serialNumber: 1 }),
      'activities/2.gpx': syntheticGpx({ startTime: '2026-03-02T07:00:00.000Z' }),
      '../escape.fit': syntheticFit({ startTime: '2026-03-04T07:00:00.000Z', serialNumber: 3 }),
      'activities.csv': Buffer.from('id,name\n1,run\n'),
    })
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', archive, { filename: 'export.zip' })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(200)
    const files = response.body().files as { name: string; status: string; error?: string }[]
    const byName = Object.fromEntries(files.map((file) => [file.name, file]))
    assert.equal(byName['1.fit'].status, 'imported')
    assert.equal(byName['2.gpx'].status, 'imported')
    const escaped = files.find((file) => file.name.includes('escape'))!
    assert.equal(escaped.status, 'rejected')
    assert.isString(escaped.error)
    assert.equal(await countRows('activities', { user_id: user.id }), 2)
  })

  test('a ZIP of more than 50 files is queued and reports per file as it goes', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const entries: Record<string, Uint8Array> = {}
    const count = INLINE_ARCHIVE_MAX_FILES + 5
    for (let i = 0; i < count; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0')
      const month = i < 28 ? '01' : '02'
      entries[`run-${i}.fit`] = syntheticFit({
        startTime: `2026-${month}-${day}T07:00:00.000Z`,
        durationSeconds: 600,
        serialNumber: i + 1,
      })
    }
    entries['broken.fit'] = Buffer.from('not a fit file at all')
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', zipOf(entries), { filename: 'bulk.zip' })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(200)
    const { files, jobId } = response.body()
    assert.isString(jobId)
    assert.deepEqual(files, [{ name: 'bulk.zip', status: 'queued', jobId }])

    await queue.drain()
    const progress = await client.get(`/activities/imports/${jobId}`).loginAs(user)
    progress.assertStatus(200)
    const job = progress.body()
    assert.equal(job.status, 'done')
    assert.equal(job.total, count + 1)
    assert.equal(job.processed, count + 1)
    assert.equal(job.imported, count)
    assert.equal(job.rejected, 1)
    assert.lengthOf(job.files, count + 1)
    assert.equal(
      job.files.find((f: { name: string }) => f.name === 'broken.fit').status,
      'rejected'
    )
    assert.equal(await countRows('activities', { user_id: user.id }), count)

    const foreign = await client.get(`/activities/imports/${jobId}`).loginAs(other)
    foreign.assertStatus(404)
  })

  test('no file, a guest, or a missing CSRF token: nothing is imported', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const none = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .loginAs(user)
      .withCsrfToken()
    none.assertStatus(422)
    assert.equal(none.body().message, 'Choose at least one FIT, GPX, TCX or ZIP file.')

    const guest = await client
      .post('/activities/import')
      .file('files', syntheticFit({ startTime: START }), { filename: 'run.fit' })
      .withCsrfToken()
      .redirects(0)
    assert.oneOf(guest.status(), [302, 401])

    const forged = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', syntheticFit({ startTime: START }), { filename: 'run.fit' })
      .loginAs(user)
    forged.assertStatus(419)
    assert.equal(await countRows('activities'), 0)
  })

  test('a form post (no JSON) redirects back with a summary', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/activities/import')
      .file('files', syntheticFit({ startTime: START }), { filename: 'run.fit' })
      .file('files', Buffer.alloc(0), { filename: 'empty.gpx' })
      .header('Referer', `http://${process.env.HOST}:${process.env.PORT}/profile/apps`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Import: 1 imported, 1 rejected.')
  })
})

test.group('Import: fuzzing the endpoint', (group) => {
  functionalGroup(group)
  fakeDrive(group)

  test('1,000 mutated real files: no 500, every stored activity complete', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const originals = [
      syntheticFit({ startTime: START, durationSeconds: 300 }),
      syntheticGpx({ startTime: START, durationSeconds: 300 }),
    ]
    let seed = 42
    const random = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0
      return seed / 2 ** 32
    }
    const mutate = (bytes: Buffer) => {
      const copy = Buffer.from(bytes)
      const kind = random()
      if (kind < 0.5) {
        for (let i = 0; i < 1 + Math.floor(random() * 8); i++) {
          copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256)
        }
        return copy
      }
      if (kind < 0.8) return copy.subarray(0, Math.floor(random() * copy.length))
      const at = Math.floor(random() * copy.length)
      return Buffer.concat([
        copy.subarray(0, at),
        Buffer.from([random() * 256, 0, 255]),
        copy.subarray(at),
      ])
    }
    let statuses: Record<string, number> = {}
    for (let batch = 0; batch < 10; batch++) {
      const request = client
        .post('/activities/import')
        .headers(JSON_ACCEPT)
        .loginAs(user)
        .withCsrfToken()
      for (let i = 0; i < 100; i++) {
        const original = originals[(batch * 100 + i) % 2]
        request.file('files', mutate(original), {
          filename: `mutant-${batch}-${i}.${(batch * 100 + i) % 2 === 0 ? 'fit' : 'gpx'}`,
        })
      }
      const response = await request
      response.assertStatus(200)
      for (const file of response.body().files) {
        statuses[file.status] = (statuses[file.status] ?? 0) + 1
        if (file.status === 'rejected') assert.isAbove(file.error.length, 5)
      }
    }
    assert.equal(
      Object.values(statuses).reduce((a, b) => a + b, 0),
      1000
    )
    assert.isAbove(statuses.rejected ?? 0, 100)
    const incomplete = await db
      .from('activities')
      .leftJoin('activity_streams', 'activity_streams.activity_id', 'activities.id')
      .where('activities.user_id', user.id)
      .whereNull('activity_streams.activity_id')
      .count('* as total')
    assert.equal(Number(incomplete[0].total), 0)
    const storedCount = await storedFiles()
    assert.equal(storedCount, await countRows('activities', { user_id: user.id }))
    statuses = {}
  }).timeout(120_000)
})
