import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import queue from '#services/queue'
import ExportDataJob from '#jobs/export_data_job'
import { exportsConfig } from '#config/exports'
import { sqlTimestamp } from '#queries/sql_dialect'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import { holdJobs } from '#tests/support/job_gate'
import { until } from '#tests/support/wait_for'
import { countRows, functionalGroup, queuedMailsTo, sameSite } from '../helpers.js'

const realExportJob = (payload: { userId: number; exportId: string }) =>
  new ExportDataJob().handle(payload)

function askForExport(client: ApiClient, user: User) {
  return client.post('/profile/export').loginAs(user).withCsrfToken().withInertia().redirects(0)
}

function exportMailsTo(user: User) {
  return queuedMailsTo(user.email).filter((mail) => mail.subject?.includes('export'))
}

async function exportFilesOf(user: User) {
  const listed = await drive.use().listAll(`users/${user.id}/exports`, { recursive: true })
  return [...listed.objects].filter((item) => item.isFile).length
}

test.group('Data export | one at a time, a few a day', (group) => {
  functionalGroup(group)

  test('30 quick requests queue one export: one ZIP, one mail, the others are told to wait', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    // User ids come back after each test's rollback: start from an empty folder.
    await drive.use().deleteAll(`users/${user.id}/exports`)
    const held = holdJobs('export.data', realExportJob)
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => askForExport(client, user))
      )
      const flashes = responses.map((response) => response.flashMessages() ?? {})
      assert.lengthOf(
        flashes.filter((flash) => flash.success),
        1,
        'one request is accepted'
      )
      const refused = flashes.filter((flash) => String(flash.error ?? '').includes('already'))
      assert.lengthOf(refused, 29, 'the others hear that an export is being prepared')
      for (const response of responses) response.assertStatus(302)

      // A JSON client asking now gets 429 with Retry-After.
      const json = await client
        .post('/profile/export')
        .loginAs(user)
        .withCsrfToken()
        .header('Accept', 'application/json')
        .header('Referer', sameSite('/profile/edit'))
      json.assertStatus(429)
      assert.isAbove(Number(json.header('retry-after')), 0)
      assert.include(json.body().message, 'already being prepared')

      await until('the export job to start', () => held.started.length === 1)
      held.release()
      await queue.drain()
      assert.lengthOf(held.started, 1, 'one job ran')
      assert.lengthOf(exportMailsTo(user), 1, 'one mail')
      assert.equal(await exportFilesOf(user), 1, 'one ZIP')
      assert.equal(await countRows('data_exports', { user_id: user.id }), 1)
    } finally {
      held.restore()
    }
  }).timeout(60_000)

  test('after the daily number of exports, the next is refused with when to retry', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const now = DateTime.now()
    // One request 25 hours ago no longer counts; the others, within the day, do.
    const ages = [25, ...Array.from({ length: exportsConfig.perDay }, (_, i) => 20 - i)]
    for (const hours of ages) {
      await db.table('data_exports').insert({
        id: randomUUID(),
        user_id: user.id,
        in_flight_user_id: null,
        status: 'ready',
        created_at: sqlTimestamp(now.minus({ hours })),
      })
    }

    const refused = await askForExport(client, user)
    refused.assertStatus(302)
    assert.match(String(refused.flashMessages()?.error), /exports a day\. Try again in \d+ minutes/)
    const json = await client
      .post('/profile/export')
      .loginAs(user)
      .withCsrfToken()
      .header('Accept', 'application/json')
      .header('Referer', sameSite('/profile/edit'))
    json.assertStatus(429)
    // The oldest counted request (20 hours ago) leaves the window in about 4 hours.
    const retryAfter = Number(json.header('retry-after'))
    assert.isAbove(retryAfter, 4 * 3600 - 120)
    assert.isAtMost(retryAfter, 4 * 3600)
    await queue.drain()
    assert.equal(await countRows('data_exports', { user_id: user.id }), ages.length)
    assert.lengthOf(exportMailsTo(user), 0)

    // A day later it is accepted again.
    await db
      .from('data_exports')
      .where('user_id', user.id)
      .update({ created_at: sqlTimestamp(now.minus({ hours: 30 })) })
    const accepted = await askForExport(client, user)
    assert.exists(accepted.flashMessages()?.success)
    await queue.drain()
    assert.lengthOf(exportMailsTo(user), 1)
  }).timeout(60_000)
})

test.group('Data export | the queue', (group) => {
  functionalGroup(group)

  test('a password-reset mail goes out while long exports hold the bulk lane', async ({
    client,
    assert,
  }) => {
    const [first, second] = await UserFactory.createMany(2)
    const held = holdJobs('export.data', realExportJob)
    try {
      // Two long exports: with BullMQ that is every slot of a shared queue of concurrency 2.
      for (const user of [first, second]) {
        const response = await askForExport(client, user)
        assert.exists(response.flashMessages()?.success)
      }
      await until('an export to be running', () => held.started.length >= 1)

      const someone = await UserFactory.create()
      await client
        .post('/forgot-password')
        .withCsrfToken()
        .header('Referer', sameSite('/forgot-password'))
        .form({ email: someone.email })
        .redirects(0)
      await until('the reset mail', () => queuedMailsTo(someone.email).length === 1)
      assert.lengthOf(exportMailsTo(first), 0, 'the exports are still held')
      assert.lengthOf(exportMailsTo(second), 0)

      held.release()
      await queue.drain()
      assert.lengthOf(exportMailsTo(first), 1)
      assert.lengthOf(exportMailsTo(second), 1)
    } finally {
      held.restore()
    }
  }).timeout(60_000)
})
