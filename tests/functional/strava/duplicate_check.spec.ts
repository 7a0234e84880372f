import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import ImportJob from '#models/import_job'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import { syntheticFit } from '#tests/support/activity_files'
import { importActivityFile } from '#tests/support/import_file'
import { statementsSent } from '#tests/support/sql_statements'
import { connectStrava, counts, fakeStrava, stravaGroup } from './helpers.js'

const ATHLETE = 7654322
const FILE_START = '2026-02-01T06:30:00Z'

/** An import's duplicate check: a read of the athlete's activities by an identifying key. */
const isDuplicateCheck = (sql: string) =>
  /^select\b/i.test(sql.trim()) &&
  /from [`"]activities[`"]/i.test(sql) &&
  /[`"](file_sha256|external_id)[`"]/.test(sql)

test.group('Strava | one duplicate check per activity', (group) => {
  stravaGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a run already uploaded as a file is a duplicate found before its streams are fetched', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const uploaded = await importActivityFile({
      userId: user.id,
      fileName: 'watch.fit',
      bytes: new Uint8Array(syntheticFit({ startTime: FILE_START, durationSeconds: 600 })),
    })
    assert.equal(uploaded.status, 'imported')

    const account = await connectStrava(user, ATHLETE)
    fakeStrava.addActivity(ATHLETE, { id: 601, startDate: FILE_START, name: 'Same run' })
    fakeStrava.addActivity(ATHLETE, { id: 602, startDate: '2026-02-02T06:30:00Z', name: 'New run' })
    const job = await ImportJob.create({
      id: randomUUID(),
      userId: user.id,
      kind: 'strava_backfill',
      status: 'queued',
      uploadKey: null,
      uploadName: null,
      total: 0,
      processed: 0,
      imported: 0,
      duplicates: 0,
      rejected: 0,
      results: [],
      error: null,
      finishedAt: null,
    })

    const statements = await statementsSent(async () => {
      await queue.dispatch('strava.backfill', {
        connectedAccountId: account.id,
        importJobId: job.id,
      })
      await queue.drain()
    })

    await job.refresh()
    assert.equal(job.status, 'done')
    assert.deepEqual(counts(job), {
      total: 2,
      processed: 2,
      imported: 1,
      duplicates: 1,
      rejected: 0,
    })
    assert.deepEqual(
      job.results.map((result) => [result.name, result.status]),
      [
        ['Same run', 'duplicate'],
        ['New run', 'imported'],
      ]
    )
    assert.equal(job.results[0].activityId, uploaded.activityId)
    assert.deepEqual(
      fakeStrava.apiRequests(/\/streams$/).map((request) => request.path),
      ['/api/v3/activities/602/streams']
    )
    assert.lengthOf(
      statements.filter(({ sql }) => isDuplicateCheck(sql)),
      2
    )
  })
})
