import { createReadStream, existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import env from '#start/env'
import User from '#models/user'
import ImportJob from '#models/import_job'
import { isPostgres } from '#queries/sql_dialect'
import queue from '#services/queue'
import { queuePendingFileDeletions } from '#jobs/purge_files_job'
import { AccountGoneError, importUploadKey, putUserFile } from '#services/user_files'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { syntheticGpx } from '#tests/support/activity_files'
import { FakeS3 } from '#tests/support/fake_s3'
import { until } from '#tests/support/wait_for'
import { assertRedirect, functionalGroup, route } from './helpers.js'

/*
 * Deleting an account through DELETE /profile removes its rows at once and,
 * through the `files.purge` job, every file of it on the Drive disk: on the
 * local disk under DRIVE_FS_ROOT and on an S3-compatible store alike
 * (docs/decisions/056-account-files-deleted-by-a-job.md).
 */

interface Seeded {
  user: User
  activityIds: number[]
  /** The account's keys on the disk, as the app wrote them. */
  keys: string[]
  /** Keys that must survive: another athlete's file, and neighbours whose folder starts like the user's. */
  survivors: string[]
}

/** The rows of a query on the schema: PostgreSQL answers `{ rows }`, SQLite the rows. */
async function schemaRows<Row>(sql: string, bindings: string[] = []): Promise<Row[]> {
  const result = await db.rawQuery(sql, bindings)
  return isPostgres() ? result.rows : result
}

/** Columns whose foreign keys point at `table`, read from the database's own schema. */
async function referencing(table: string) {
  const rows = await schemaRows<{ tbl: string; col: string }>(
    isPostgres()
      ? `SELECT kcu.table_name AS tbl, kcu.column_name AS col
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu
           ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
         JOIN information_schema.constraint_column_usage ccu
           ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
         WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = ?
           AND tc.table_schema = current_schema()`
      : `SELECT m.name AS tbl, p."from" AS col FROM sqlite_master m
         JOIN pragma_foreign_key_list(m.name) p WHERE m.type = 'table' AND p."table" = ?`,
    [table]
  )
  return rows.map((row) => ({ table: row.tbl, column: row.col }))
}

/** Every `user_id` column, with or without a foreign key. */
async function userIdColumns() {
  const rows = await schemaRows<{ tbl: string }>(
    isPostgres()
      ? `SELECT table_name AS tbl FROM information_schema.columns
         WHERE column_name = 'user_id' AND table_schema = current_schema()`
      : `SELECT m.name AS tbl FROM sqlite_master m JOIN pragma_table_info(m.name) c
         WHERE m.type = 'table' AND c.name = 'user_id'`
  )
  return rows.map((row) => ({ table: row.tbl, column: 'user_id' }))
}

/** Rows anywhere that point at the user or at one of their activities. */
async function rowsOf(userId: number, activityIds: number[]) {
  const found: Record<string, number> = {}
  const count = async (table: string, column: string, ids: number[]) => {
    const [row] = await db.from(table).whereIn(column, ids).count('* as total')
    if (Number(row.total) > 0) found[`${table}.${column}`] = Number(row.total)
  }
  for (const { table, column } of [...(await referencing('users')), ...(await userIdColumns())]) {
    await count(table, column, [userId])
  }
  for (const { table, column } of await referencing('activities')) {
    await count(table, column, activityIds)
  }
  await count('users', 'id', [userId])
  return found
}

/** Every key and folder on the disk, walked one level at a time as a client of the store sees it. */
async function everyKey(disk: Disk, folder = '/'): Promise<string[]> {
  const found: string[] = []
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll(folder, { recursive: false, paginationToken })
    for (const object of page.objects) {
      if (object.isFile) found.push(object.key)
      else found.push(`${object.prefix}/`, ...(await everyKey(disk, object.prefix)))
    }
    paginationToken = page.paginationToken
  } while (paginationToken)
  return found
}

/** A key or folder whose path has the user's id as one of its parts. */
function namesUser(key: string, userId: number) {
  return key.split('/').some((part) => part === String(userId) || part.includes(`-${userId}-`))
}

/** An athlete with an uploaded activity file, a factory one, one under an old key, a queued import archive and an export. */
async function seedAthlete(client: ApiClient, assert: Assert): Promise<Seeded> {
  const disk = drive.use()
  const user = await UserFactory.create()
  const uploaded = await client
    .post(route('activities.import'))
    .header('Accept', 'application/json')
    .file('files', syntheticGpx({ startTime: '2026-03-01T07:00:00.000Z', durationSeconds: 1200 }), {
      filename: 'morning.gpx',
    })
    .loginAs(user)
    .withCsrfToken()
  uploaded.assertStatus(200)
  const importedId: number = uploaded.body().files[0].activityId
  const factory = await createActivity({ userId: user.id, fileName: 'long.gpx' })
  const legacy = await createActivity({
    userId: user.id,
    fileName: 'old.gpx',
    startTime: '2026-02-01T07:00:00.000Z',
  })
  const legacyKey = `legacy/athlete-${user.id}-old.gpx`
  await disk.put(legacyKey, Buffer.from('<gpx/>'))
  await db.from('activities').where('id', legacy.id).update({ file_key: legacyKey })

  const importId = randomUUID()
  const uploadKey = importUploadKey(user.id, importId)
  // Stored as the import stores an upload: streamed from the body parser's temporary file.
  const tmpPath = app.tmpPath(`${importId}.zip`)
  await mkdir(app.tmpPath(), { recursive: true })
  await writeFile(tmpPath, 'PK fake archive')
  await putUserFile(user.id, uploadKey, (target) =>
    target.putStream(uploadKey, createReadStream(tmpPath))
  )
  await rm(tmpPath)
  await ImportJob.create({
    id: importId,
    userId: user.id,
    kind: 'archive',
    status: 'queued',
    uploadKey,
    uploadName: 'all.zip',
    total: 60,
    processed: 0,
    imported: 0,
    duplicates: 0,
    rejected: 0,
    results: [],
    error: null,
    finishedAt: null,
  })

  const exported = await client
    .post(route('profile.export'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
  assertRedirect(exported, route('profile.edit'))
  await queue.drain()

  const activities = await db.from('activities').where('user_id', user.id).select('id', 'file_key')
  const keys = [...activities.map((row) => row.file_key as string), uploadKey]
  const exports = await everyKey(disk, `users/${user.id}`)
  const zips = exports.filter((key) => key.endsWith('.zip'))
  assert.lengthOf(zips, 1, 'the export is stored')
  keys.push(...zips)
  assert.lengthOf(activities, 3)
  assert.includeMembers(
    activities.map((row) => Number(row.id)),
    [importedId, factory.id, legacy.id]
  )
  for (const key of keys) assert.isTrue(await disk.exists(key), `${key} is stored`)

  const other = await UserFactory.create()
  const otherActivity = await createActivity({ userId: other.id, fileName: 'theirs.gpx' })
  const survivors = [otherActivity.fileKey!]
  for (const folder of [`activities/${user.id}0`, `imports/${user.id}0`, `users/${user.id}0`]) {
    survivors.push(`${folder}/neighbour.bin`)
    await disk.put(`${folder}/neighbour.bin`, Buffer.from('not theirs'))
  }
  return { user, activityIds: activities.map((row) => Number(row.id)), keys, survivors }
}

async function deleteAccount(client: ApiClient, user: User) {
  const response = await client
    .delete(route('profile.destroy'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .json({ password: FACTORY_PASSWORD })
    .redirects(0)
  response.assertStatus(409)
  response.assertHeader('x-inertia-location', '/')
}

async function pendingDeletions() {
  return db.from('pending_file_deletions').select('file_key', 'attempts')
}

async function assertNothingLeft(assert: Assert, seeded: Seeded) {
  const disk = drive.use()
  await until('every file of the account is removed', async () => {
    const pending = await pendingDeletions()
    if (pending.length > 0) return false
    for (const key of seeded.keys) if (await disk.exists(key)) return false
    return true
  })
  const all = await everyKey(disk)
  const named = all.filter((key) => namesUser(key, seeded.user.id))
  assert.deepEqual(named, [], 'no key or folder names the user')
  for (const key of seeded.survivors) assert.isTrue(await disk.exists(key), `${key} is kept`)
  assert.deepEqual(await rowsOf(seeded.user.id, seeded.activityIds), {})
}

async function removeSurvivors(seeded: Seeded) {
  for (const key of seeded.survivors) await drive.use().delete(key)
}

test.group('Account deletion | files on the local disk', (group) => {
  functionalGroup(group)

  test('every file goes, under DRIVE_FS_ROOT, and no row points at the user', async ({
    client,
    assert,
  }) => {
    const seeded = await seedAthlete(client, assert)
    const root = app.makePath(env.get('DRIVE_FS_ROOT') || 'storage')
    for (const key of seeded.keys) assert.isTrue(existsSync(join(root, key)), `${key} on disk`)
    assert.isNotEmpty(await rowsOf(seeded.user.id, seeded.activityIds))

    await deleteAccount(client, seeded.user)

    assert.deepEqual(await rowsOf(seeded.user.id, seeded.activityIds), {})
    await assertNothingLeft(assert, seeded)
    for (const key of seeded.keys) assert.isFalse(existsSync(join(root, key)), `${key} on disk`)
    for (const folder of ['activities', 'imports', 'users']) {
      assert.isFalse(existsSync(join(root, folder, String(seeded.user.id))), `${folder}/<id>/`)
    }
    await removeSurvivors(seeded)
  })
})

test.group('Account deletion | the queue out of reach', (group) => {
  functionalGroup(group)

  /** Makes every dispatch fail as BullMQ does with Redis down, for one callback. */
  async function withQueueDown<T>(callback: () => Promise<T>): Promise<T> {
    const internals = queue as unknown as { driver(): { dispatch(): Promise<void> } }
    const driver = internals.driver
    internals.driver = () => ({
      dispatch: () => Promise.reject(new Error('Connection is closed.')),
    })
    try {
      return await callback()
    } finally {
      internals.driver = driver
    }
  }

  test('the account is deleted, its files wait, and the next start removes them', async ({
    client,
    assert,
  }) => {
    const seeded = await seedAthlete(client, assert)

    await withQueueDown(() => deleteAccount(client, seeded.user))

    assert.deepEqual(await rowsOf(seeded.user.id, seeded.activityIds), {})
    assert.lengthOf(await pendingDeletions(), seeded.keys.length - 1 + 3, 'keys and folders')
    for (const key of seeded.keys) assert.isTrue(await drive.use().exists(key), `${key} waits`)

    await queuePendingFileDeletions()
    await assertNothingLeft(assert, seeded)
    await removeSurvivors(seeded)
  })
})

test.group('Account deletion | a job writing while the account is deleted', (group) => {
  functionalGroup(group)

  test('a file written after the deletion committed is removed too, and the writer stops', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const key = `users/${user.id}/exports/${randomUUID()}.zip`
    const writing = putUserFile(user.id, key, async (disk) => {
      // The athlete deletes the account while the export job is writing its ZIP.
      await deleteAccount(client, user)
      await queue.drain()
      await disk.put(key, Buffer.from('a late export'))
    })

    await assert.rejects(() => writing, AccountGoneError)
    await until('the late file is removed', async () => !(await drive.use().exists(key)))
    await until('nothing is pending', async () =>
      pendingDeletions().then((rows) => rows.length === 0)
    )
    await assert.rejects(
      () => putUserFile(user.id, key, (disk) => disk.put(key, Buffer.from('later still'))),
      AccountGoneError
    )
    assert.isFalse(await drive.use().exists(key), 'nothing is written for a deleted account')
  })
})

test.group('Account deletion | files on an S3-compatible store', (group) => {
  functionalGroup(group)
  let s3: FakeS3
  group.each.setup(async () => {
    s3 = await new FakeS3().start()
    const restore = s3.useAsDefaultDisk()
    return async () => {
      restore()
      await s3.close()
    }
  })

  test('every object goes, and no row points at the user', async ({ client, assert }) => {
    const seeded = await seedAthlete(client, assert)
    for (const key of seeded.keys) assert.isTrue(s3.objects.has(key), `${key} in the bucket`)

    await deleteAccount(client, seeded.user)

    assert.deepEqual(await rowsOf(seeded.user.id, seeded.activityIds), {})
    await assertNothingLeft(assert, seeded)
    assert.deepEqual(
      [...s3.objects.keys()].filter((key) => namesUser(key, seeded.user.id)),
      []
    )
    assert.sameMembers([...s3.objects.keys()], seeded.survivors)
  })

  test('while the store is out of reach the rows are gone at once, and the job retries until every object is removed', async ({
    client,
    assert,
  }) => {
    const seeded = await seedAthlete(client, assert)
    s3.outage = true

    await deleteAccount(client, seeded.user)

    assert.deepEqual(await rowsOf(seeded.user.id, seeded.activityIds), {})
    assert.isNull(await User.find(seeded.user.id))
    await until('the job has tried twice', async () =>
      pendingDeletions().then((rows) => rows.some((row) => Number(row.attempts) >= 2))
    )
    for (const key of seeded.keys) assert.isTrue(s3.objects.has(key), `${key} still stored`)

    s3.outage = false
    await assertNothingLeft(assert, seeded)
    assert.sameMembers([...s3.objects.keys()], seeded.survivors)
  })
})
