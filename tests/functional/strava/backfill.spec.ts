import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import type ConnectedAccount from '#models/connected_account'
import ImportJob from '#models/import_job'
import queue from '#services/queue'
import { forgetStravaRateLimit } from '#services/strava/strava_client'
import { UserFactory } from '#database/factories/user_factory'
import { countRows } from '../helpers.js'
import { captureDelayedJobs, connectStrava, counts, fakeStrava, stravaGroup } from './helpers.js'

const ATHLETE = 7654321

/** Five runs on consecutive days. */
function fiveRuns() {
  for (let day = 1; day <= 5; day++) {
    fakeStrava.addActivity(ATHLETE, {
      id: 500 + day,
      startDate: `2026-02-0${day}T06:30:00Z`,
      name: `Run ${day}`,
    })
  }
}

async function createBackfillJob(account: ConnectedAccount) {
  const job = await ImportJob.create({
    id: randomUUID(),
    userId: account.userId,
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
  account.backfillJobId = job.id
  await account.save()
  return job
}

async function startBackfill(account: ConnectedAccount) {
  const job = await createBackfillJob(account)
  await queue.dispatch('strava.backfill', { connectedAccountId: account.id, importJobId: job.id })
  return job
}

test.group('Strava | backfill', (group) => {
  stravaGroup(group)

  test('a 429 mid-backfill pauses until the next window and resumes without duplicates', async ({
    assert,
    cleanup,
  }) => {
    const delayed = captureDelayedJobs()
    cleanup(() => delayed.restore())
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE)
    fiveRuns()
    // Calls: count, list, streams 501, streams 502, then 429 on streams 503.
    fakeStrava.answer429Once(4)

    const job = await startBackfill(account)
    await queue.drain()

    await job.refresh()
    assert.equal(job.status, 'running')
    assert.deepEqual(counts(job), {
      total: 5,
      processed: 2,
      imported: 2,
      duplicates: 0,
      rejected: 0,
    })
    assert.lengthOf(delayed.delayed, 1)
    const [paused] = delayed.delayed
    assert.equal(paused.name, 'strava.backfill')
    assert.isAbove(paused.delayMs, 0)
    assert.isAtMost(paused.delayMs, 15 * 60 * 1000 + 1000)
    assert.deepEqual(paused.payload, {
      connectedAccountId: account.id,
      importJobId: job.id,
      after: Date.parse('2026-02-02T06:30:00Z') / 1000,
    })

    await delayed.release()

    await job.refresh()
    assert.equal(job.status, 'done')
    assert.deepEqual(counts(job), {
      total: 5,
      processed: 5,
      imported: 5,
      duplicates: 0,
      rejected: 0,
    })
    assert.deepEqual(
      job.results.map((result) => [result.name, result.status]),
      [1, 2, 3, 4, 5].map((day) => [`Run ${day}`, 'imported'])
    )
    const ids = await Activity.query().where('user_id', user.id).orderBy('start_time')
    assert.deepEqual(
      ids.map((activity) => activity.externalId),
      ['501', '502', '503', '504', '505']
    )
    // Each activity's streams were fetched once, plus the one refused.
    const streamCalls = fakeStrava.apiRequests(/\/streams$/).map((request) => request.path)
    assert.deepEqual(
      streamCalls,
      [501, 502, 503, 503, 504, 505].map((id) => `/api/v3/activities/${id}/streams`)
    )
    await account.refresh()
    assert.isNotNull(account.lastSyncedAt)
  })

  test('near the 15-minute limit it pauses before calling, leaving a reserve', async ({
    assert,
    cleanup,
  }) => {
    const delayed = captureDelayedJobs()
    cleanup(() => delayed.restore())
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE)
    fiveRuns()
    fakeStrava.usage = { fifteenMinute: 94, daily: 94 }

    const job = await startBackfill(account)
    await queue.drain()

    await job.refresh()
    assert.equal(job.status, 'running')
    assert.deepEqual(counts(job), {
      total: 5,
      processed: 0,
      imported: 0,
      duplicates: 0,
      rejected: 0,
    })
    // Only the count was made: the next call would have eaten into the reserve.
    assert.lengthOf(fakeStrava.apiRequests(), 1)
    assert.lengthOf(delayed.delayed, 1)
    assert.isAtMost(delayed.delayed[0].delayMs, 15 * 60 * 1000 + 1000)

    // The window passes: usage starts again from zero.
    fakeStrava.usage = { fifteenMinute: 0, daily: 95 }
    forgetStravaRateLimit()
    await delayed.release()

    await job.refresh()
    assert.equal(job.status, 'done')
    assert.equal(await countRows('activities', { user_id: user.id }), 5)
  })

  test('an access token expiring within 5 minutes is refreshed and stored encrypted', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE, {
      expiresAt: Math.floor(Date.now() / 1000) + 120,
    })
    const oldAccess = account.accessToken
    const oldRefresh = account.refreshToken
    fakeStrava.addActivity(ATHLETE, { id: 601, startDate: '2026-02-10T06:30:00Z' })

    await startBackfill(account)
    await queue.drain()

    const refreshes = fakeStrava.requests.filter(
      (request) =>
        request.path === '/oauth/token' && request.form.get('grant_type') === 'refresh_token'
    )
    assert.lengthOf(refreshes, 1)
    assert.equal(refreshes[0].form.get('refresh_token'), oldRefresh)

    await account.refresh()
    assert.notEqual(account.accessToken, oldAccess)
    assert.notEqual(account.refreshToken, oldRefresh)
    assert.isTrue(fakeStrava.accessTokens.has(account.accessToken))
    assert.isAbove(account.expiresAt.toSeconds(), Date.now() / 1000 + 3600)
    const raw = await db.from('connected_accounts').where('id', account.id).firstOrFail()
    assert.notInclude(raw.access_token, account.accessToken)
    assert.notInclude(raw.refresh_token, account.refreshToken)
    // Every API call used the new token.
    assert.isTrue(
      fakeStrava
        .apiRequests()
        .every((request) => request.authorization === `Bearer ${account.accessToken}`)
    )
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
  })

  test('a backfill of a disconnected account stops and says why', async ({ assert }) => {
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE)
    fiveRuns()
    const job = await createBackfillJob(account)
    await account.delete()
    await queue.dispatch('strava.backfill', { connectedAccountId: account.id, importJobId: job.id })
    await queue.drain()

    await job.refresh()
    assert.equal(job.status, 'failed')
    assert.match(job.error!, /disconnected/)
    assert.lengthOf(fakeStrava.apiRequests(), 0)
  })
})
