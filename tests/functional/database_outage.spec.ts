import net from 'node:net'
import knex from 'knex'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import Activity from '#models/activity'
import AthleteProfile from '#models/athlete_profile'
import { MAYBE_STORED } from '#exceptions/service_unavailable_exception'
import { syntheticFit } from '#tests/support/activity_files'
import { countRows, functionalGroup } from './helpers.js'

/**
 * A write refused because the database is out of reach answers 503 with
 * `Retry-After`, never 500, to JSON and Inertia clients alike, and says
 * whether the change may have been stored
 * (docs/decisions/059-lost-writes-and-database-outages.md). The failures are
 * the errors knex and node-postgres themselves throw: connecting to a port
 * where nothing listens, and a server that closes the connection under it.
 */

/** The driver's error for a database that refuses connections (stopped, crashed). */
async function refusedError(): Promise<Error> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return driverError(port)
}

/** The driver's error for a connection the server closes under it (a crash mid-statement). */
async function terminatedError(): Promise<Error> {
  const server = net.createServer((socket) => socket.once('data', () => socket.destroy()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await driverError((server.address() as net.AddressInfo).port)
  } finally {
    server.close()
  }
}

async function driverError(port: number): Promise<Error> {
  const client = knex({
    client: 'pg',
    connection: { host: '127.0.0.1', port, user: 'nobody', database: 'none' },
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: 10_000,
    log: { error: () => {}, warn: () => {} },
  })
  try {
    await client.raw('select 1')
  } catch (error) {
    return error as Error
  } finally {
    await client.destroy()
  }
  throw new Error(`connecting to port ${port} unexpectedly worked`)
}

/** Every transaction fails with `error` while `callback` runs, as with the database gone. */
async function withTransactionsFailing<T>(error: Error, callback: () => Promise<T>): Promise<T> {
  const original = db.transaction
  db.transaction = (() => Promise.reject(error)) as unknown as typeof db.transaction
  try {
    return await callback()
  } finally {
    db.transaction = original
  }
}

/** Every transaction commits, then its caller sees `error`, as when the COMMIT's answer was lost. */
async function withCommitAnswerLost<T>(error: Error, callback: () => Promise<T>): Promise<T> {
  const original = db.transaction
  db.transaction = (async (...args: unknown[]) => {
    await (original as (...a: unknown[]) => Promise<unknown>).apply(db, args)
    throw error
  }) as unknown as typeof db.transaction
  try {
    return await callback()
  } finally {
    db.transaction = original
  }
}

const MANUAL_RUN = {
  startDate: '2026-03-10',
  startTime: '18:30',
  sport: 'run',
  name: 'Outage run',
  distanceMeters: 8000,
  durationSeconds: 2700,
}

test.group('Database outage: refused writes answer 503 with Retry-After', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a JSON client gets 503, Retry-After and "nothing was changed"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const error = await refusedError()
    assert.equal((error as { code?: string }).code, 'ECONNREFUSED')
    const response = await withTransactionsFailing(error, () =>
      client
        .post('/activities')
        .json(MANUAL_RUN)
        .header('Accept', 'application/json')
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
    )
    response.assertStatus(503)
    response.assertHeader('retry-after', '5')
    assert.match(response.body().message, /Nothing was changed/)
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
  })

  test('an Inertia visit gets the Error page with 503 and Retry-After', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await withTransactionsFailing(await refusedError(), () =>
      client
        .post('/activities')
        .form(MANUAL_RUN)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .redirects(0)
    )
    response.assertStatus(503)
    response.assertHeader('retry-after', '5')
    assert.equal(response.body().component, 'Error')
    assert.equal(response.body().props.status, 503)
    assert.match(response.body().props.message, /Nothing was changed/)
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
  })

  test('a connection lost under the write says the change may have been stored', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const error = await terminatedError()
    assert.match(error.message, /Connection terminated/)
    const response = await withTransactionsFailing(error, () =>
      client
        .post('/activities')
        .form(MANUAL_RUN)
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .redirects(0)
    )
    response.assertStatus(503)
    response.assertHeader('retry-after', '5')
    assert.equal(response.body().props.message, MAYBE_STORED)
  })

  test('an upload answers 503, not a file "rejected" for its contents', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const fit = syntheticFit({
      startTime: '2026-03-01T07:00:00.000Z',
      durationSeconds: 1800,
      speedMps: 3,
    })
    const response = await withTransactionsFailing(await refusedError(), () =>
      client
        .post('/activities/import')
        .header('Accept', 'application/json')
        .file('files', fit, { filename: 'outage.fit' })
        .loginAs(user)
        .withCsrfToken()
    )
    response.assertStatus(503)
    response.assertHeader('retry-after', '5')
    assert.equal(await countRows('activities', { user_id: user.id }), 0)
  })

  test('an upload whose COMMIT answer was lost keeps its stored file', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const fit = syntheticFit({
      startTime: '2026-03-02T07:00:00.000Z',
      durationSeconds: 1800,
      speedMps: 3,
    })
    const response = await withCommitAnswerLost(await terminatedError(), () =>
      client
        .post('/activities/import')
        .header('Accept', 'application/json')
        .file('files', fit, { filename: 'committed.fit' })
        .loginAs(user)
        .withCsrfToken()
    )
    // The row was committed: the import finds it and reports it, and its original file is there.
    response.assertStatus(200)
    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(response.body().files[0].activityId, activity.id)
    assert.isTrue(await drive.use().exists(activity.fileKey!))
  })

  test('an upload cut under its write still says "may have been stored" when the database stays away', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const fit = syntheticFit({
      startTime: '2026-03-03T07:00:00.000Z',
      durationSeconds: 1800,
      speedMps: 3,
    })
    // The write loses its connection; the look for a conflicting row that follows finds the
    // database refusing connections. The answer is the write's: it may have been stored.
    const refused = await refusedError()
    const query = Activity.query
    let writing = false
    Activity.query = ((...args: Parameters<typeof query>) => {
      if (writing) throw refused
      return query.apply(Activity, args)
    }) as typeof query
    const original = db.transaction
    const terminated = await terminatedError()
    db.transaction = (() => {
      writing = true
      return Promise.reject(terminated)
    }) as unknown as typeof db.transaction
    try {
      const response = await client
        .post('/activities/import')
        .header('Accept', 'application/json')
        .file('files', fit, { filename: 'cut.fit' })
        .loginAs(user)
        .withCsrfToken()
      response.assertStatus(503)
      assert.equal(response.body().message, MAYBE_STORED)
    } finally {
      db.transaction = original
      Activity.query = query
    }
  })

  test("the 503 page needs no database: a first write whose profile can't be read", async ({
    client,
    assert,
  }) => {
    // No profile row yet: the session guard read none with the user, so both the write and the
    // error page's shared preferences ask the database for it, and both find it gone.
    const user = await UserFactory.create()
    assert.isNull(await AthleteProfile.findBy('userId', user.id))
    const error = await terminatedError()
    const findBy = AthleteProfile.findBy
    AthleteProfile.findBy = (() => Promise.reject(error)) as unknown as typeof findBy
    try {
      const response = await withTransactionsFailing(error, () =>
        client
          .post('/activities')
          .form(MANUAL_RUN)
          .loginAs(user)
          .withCsrfToken()
          .withInertia()
          .redirects(0)
      )
      response.assertStatus(503)
      response.assertHeader('retry-after', '5')
      assert.equal(response.body().component, 'Error')
      assert.equal(response.body().props.message, MAYBE_STORED)
      assert.isNull(response.body().props.preferences)
    } finally {
      AthleteProfile.findBy = findBy
    }
  })
})
