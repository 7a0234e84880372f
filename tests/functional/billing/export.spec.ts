import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { unzipSync, strFromU8 } from 'fflate'
import router from '@adonisjs/core/services/router'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import { appUrl } from '#config/app'
import { importActivityFile } from '#tests/support/import_file'
import { syntheticGpx } from '#tests/support/activity_files'
import { EXPORT_PURPOSE } from '#services/data_export_links'
import { assertRedirect, linkIn, pathOf, queuedMailsTo, route } from '../helpers.js'
import { noStripeGroup } from './helpers.js'

async function requestExport(client: ApiClient, user: User) {
  const response = await client
    .post(route('profile.export'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
  assertRedirect(response, route('profile.edit'))
  await queue.drain()
  const mail = queuedMailsTo(user.email).find((queued) => queued.subject?.includes('export'))
  if (!mail) throw new Error('no export mail')
  return linkIn(mail)
}

test.group('Billing | download all my data', (group) => {
  noStripeGroup(group)

  test('the job builds a ZIP, mails a signed link, and the link downloads it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await importActivityFile({
      userId: user.id,
      fileName: 'morning.gpx',
      bytes: new Uint8Array(syntheticGpx({ startTime: '2025-03-01T07:00:00Z' })),
    })
    const link = await requestExport(client, user)
    assert.match(link.pathname, /^\/export\/[0-9a-f-]{36}$/)
    assert.isTrue(link.searchParams.has('signature'))

    const request = client.get(pathOf(link)).loginAs(user)
    // Read the body as bytes (superagent's binary response type).
    ;(
      request as unknown as { request: { responseType: (type: string) => void } }
    ).request.responseType('blob')
    const response = await request
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/zip')
    const files = unzipSync(new Uint8Array(response.body() as Buffer))
    const names = Object.keys(files)
    for (const expected of [
      'profile.json',
      'activities/activities.json',
      'plans/training_plans.json',
      'plans/plan_revisions.json',
      'plans/plan_workout_logs.json',
      'gear.json',
      'billing/subscriptions.json',
    ]) {
      assert.include(names, expected)
    }
    const profile = JSON.parse(strFromU8(files['profile.json']))
    assert.equal(profile.account.email, user.email)
    assert.notProperty(profile.account, 'password')
    const activities = JSON.parse(strFromU8(files['activities/activities.json']))
    assert.lengthOf(activities, 1)
    assert.isTrue(
      names.some((name) => name.startsWith('activities/files/') && name.endsWith('.gpx'))
    )
  })

  test('a forged or expired link is refused with a clear message; another user gets 404', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const link = await requestExport(client, user)

    const forged = new URL(link)
    forged.searchParams.set('signature', `${link.searchParams.get('signature')}x`)
    const refused = await client.get(pathOf(forged)).loginAs(user).redirects(0)
    assertRedirect(refused, route('profile.edit'))
    assert.match(String(refused.flashMessages()?.error), /expired or is not valid/)

    const id = link.pathname.split('/').pop()!
    const expired = router
      .builder()
      .prefixUrl(appUrl)
      .params({ id })
      // Expired a second ago.
      .makeSigned('export.download', { expiresIn: '-1s', purpose: EXPORT_PURPOSE })
    const late = await client.get(pathOf(expired)).loginAs(user).redirects(0)
    assertRedirect(late, route('profile.edit'))

    const other = await UserFactory.create()
    const stranger = await client.get(pathOf(link)).loginAs(other).redirects(0)
    stranger.assertStatus(404)

    const guest = await client.get(pathOf(link)).redirects(0)
    guest.assertStatus(302)
    assert.include(String(guest.header('location')), route('login'))
  })
})
