import { randomInt } from 'node:crypto'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient } from '@japa/api-client'
import drive from '@adonisjs/drive/services/main'
import { UserFactory, FACTORY_PASSWORD } from '#database/factories/user_factory'
import { INLINE_ARCHIVE_MAX_FILES } from '#domain/files/import_limits'
import { uploadsConfig } from '#config/uploads'
import { countRows, functionalGroup } from '../helpers.js'
import { syntheticFit, zipOf } from '#tests/support/activity_files'
import { copiesOf, filesIn, markedBlob } from '#tests/support/upload_copies'
import { CookieClient } from '#tests/support/cookie_client'
import { rawUpload } from '#tests/support/raw_upload'
import { until } from '#tests/support/wait_for'

/**
 * Multipart bodies are read only by the routes that take files, after auth and the CSRF
 * check, and every file is gone when its request ends (docs/security.md#uploads). Each
 * test compares the upload folder before and after, and looks for a copy of what it sent
 * there and in the OS temp folder (where the body parser used to leave every file part).
 */

const JSON_ACCEPT = { Accept: 'application/json' }

/** A FIT no other test (here or in another process) sends: its own serial number and day. */
function uniqueFit() {
  const day = String(randomInt(1, 28)).padStart(2, '0')
  return syntheticFit({
    startTime: `2025-06-${day}T0${randomInt(5, 9)}:${randomInt(10, 59)}:00.000Z`,
    serialNumber: randomInt(1, 2 ** 31),
  })
}

async function assertNothingLeft(assert: Assert, sent: Buffer, before: string[], since: number) {
  assert.deepEqual(await filesIn(uploadsConfig.directory), before, 'the upload folder changed')
  assert.deepEqual(await copiesOf(sent, { folders: [uploadsConfig.directory], since }), [])
}

test.group('Uploads: refused multipart leaves nothing', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })
  group.each.setup(() => {
    const { importMaxBytes } = uploadsConfig
    return () => {
      uploadsConfig.importMaxBytes = importMaxBytes
    }
  })

  test('an anonymous 50 MB file part to POST /login: 415 at once, nothing on disk', async ({
    client,
    assert,
  }) => {
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const blob = markedBlob(50 * 1024 ** 2)
    const response = await client
      .post('/login')
      .headers(JSON_ACCEPT)
      .file('files', blob, { filename: 'x.fit' })
    response.assertStatus(415)
    assert.equal(response.body().message, 'This address takes no file uploads.')
    await assertNothingLeft(assert, blob, before, since)

    // With a valid CSRF token as well: still refused, still nothing.
    const withToken = await client
      .post('/login')
      .headers(JSON_ACCEPT)
      .file('files', blob, { filename: 'x.fit' })
      .withCsrfToken()
    withToken.assertStatus(415)
    await assertNothingLeft(assert, blob, before, since)
  }).timeout(120_000)

  test('a route that takes no files (PATCH /profile) refuses a multipart body with 415', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const blob = markedBlob(2 * 1024 ** 2)
    const response = await client
      .patch('/profile')
      .headers(JSON_ACCEPT)
      .field('name', 'Mallory')
      .file('avatar', blob, { filename: 'avatar.png' })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(415)
    await user.refresh()
    assert.notEqual(user.fullName, 'Mallory')
    await assertNothingLeft(assert, blob, before, since)
  })

  for (const refusal of [
    { name: 'signed out', status: 401, signedIn: false, csrf: true },
    { name: 'without a CSRF token', status: 419, signedIn: true, csrf: false },
  ]) {
    test(`an import ${refusal.name}: ${refusal.status}, nothing on disk`, async ({
      client,
      assert,
    }) => {
      const user = await UserFactory.create()
      const since = Date.now()
      const before = await filesIn(uploadsConfig.directory)
      const fit = uniqueFit()
      let request = client
        .post('/activities/import')
        .headers(JSON_ACCEPT)
        .file('files', fit, { filename: 'run.fit' })
      if (refusal.signedIn) request = request.loginAs(user)
      if (refusal.csrf) request = request.withCsrfToken()
      const response = await request
      response.assertStatus(refusal.status)
      assert.equal(await countRows('activities'), 0)
      await assertNothingLeft(assert, fit, before, since)
    })
  }

  test('an import over the size cap: 413 with the cap in the message, nothing on disk', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    uploadsConfig.importMaxBytes = 1_000_000
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const blob = markedBlob(3 * 1024 ** 2)
    const response = await client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', blob, { filename: 'big.zip' })
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(413)
    assert.equal(
      response.body().message,
      'The upload is larger than the 1.0 MB allowed at once. Send fewer files, or a smaller ZIP.'
    )
    await assertNothingLeft(assert, blob, before, since)
  })

  test('a streamed import (no Content-Length) passing the cap: 413, the part written so far removed', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    uploadsConfig.importMaxBytes = 1_000_000
    const browser = new CookieClient()
    await browser.signIn(user.email, FACTORY_PASSWORD)
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const blob = markedBlob(3 * 1024 ** 2)

    const upload = rawUpload(
      `${browser.baseUrl}/activities/import`,
      { 'Cookie': browser.cookieHeader(), 'X-CSRF-TOKEN': browser.csrfToken! },
      'big.zip'
    )
    for (let offset = 0; offset < blob.length && !upload.request.destroyed; offset += 64 * 1024) {
      upload.request.write(blob.subarray(offset, offset + 64 * 1024))
    }
    upload.request.end(upload.tail)
    const { status, body } = await upload.response
    assert.equal(status, 413)
    assert.match(JSON.parse(body).message, /^The upload is larger than the 1\.0 MB allowed/)
    await assertNothingLeft(assert, blob, before, since)
  }).timeout(60_000)

  test('an import whose client goes away mid-file: the part written so far is removed', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const browser = new CookieClient()
    await browser.signIn(user.email, FACTORY_PASSWORD)
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const blob = markedBlob(8 * 1024 ** 2)

    const upload = rawUpload(
      `${browser.baseUrl}/activities/import`,
      { 'Cookie': browser.cookieHeader(), 'X-CSRF-TOKEN': browser.csrfToken! },
      'big.zip'
    )
    upload.request.write(blob.subarray(0, 1024 ** 2))
    const copies = async () => {
      const found = await copiesOf(blob, { folders: [uploadsConfig.directory], since })
      return found.length
    }
    await until('the first megabyte on disk', async () => (await copies()) === 1)
    upload.request.destroy()
    await until('the partial file to be removed', async () => (await copies()) === 0)
    assert.deepEqual(await filesIn(uploadsConfig.directory), before)
  }).timeout(60_000)
})

test.group('Uploads: accepted imports leave nothing', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  async function importOne(client: ApiClient, file: Buffer, filename: string) {
    const user = await UserFactory.create()
    return client
      .post('/activities/import')
      .headers(JSON_ACCEPT)
      .file('files', file, { filename })
      .loginAs(user)
      .withCsrfToken()
  }

  test('a FIT file: imported, and its upload removed when the request ended', async ({
    client,
    assert,
  }) => {
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const fit = uniqueFit()
    const response = await importOne(client, fit, 'run.fit')
    response.assertStatus(200)
    assert.equal(response.body().files[0].status, 'imported')
    await assertNothingLeft(assert, fit, before, since)
  })

  test('a ZIP imported inline: imported, and its upload removed', async ({ client, assert }) => {
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const archive = zipOf({ 'a.fit': uniqueFit(), 'b.fit': uniqueFit() })
    const response = await importOne(client, archive, 'two.zip')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().files.map((file: { status: string }) => file.status),
      ['imported', 'imported']
    )
    await assertNothingLeft(assert, archive, before, since)
  })

  test('a ZIP queued for a background job: kept in Drive only, the upload removed', async ({
    client,
    assert,
  }) => {
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const entries: Record<string, Buffer> = {}
    for (let i = 0; i <= INLINE_ARCHIVE_MAX_FILES; i++) entries[`run-${i}.fit`] = uniqueFit()
    const archive = zipOf(entries)
    const response = await importOne(client, archive, 'bulk.zip')
    response.assertStatus(200)
    assert.equal(response.body().files[0].status, 'queued')
    await assertNothingLeft(assert, archive, before, since)
  }).timeout(120_000)

  test('a file that is not an activity: rejected with its reason, its upload removed', async ({
    client,
    assert,
  }) => {
    const since = Date.now()
    const before = await filesIn(uploadsConfig.directory)
    const text = markedBlob(10_000)
    const response = await importOne(client, text, 'notes.txt')
    response.assertStatus(200)
    assert.equal(response.body().files[0].status, 'rejected')
    await assertNothingLeft(assert, text, before, since)
  })
})
