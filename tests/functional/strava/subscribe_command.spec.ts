import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import env from '#start/env'
import StravaSubscribe from '#commands/strava_subscribe'
import StravaSubscription from '#models/strava_subscription'
import {
  SUBSCRIPTION_ID,
  configureStrava,
  fakeStrava,
  recordStravaSubscription,
  stravaGroup,
  VERIFY_TOKEN,
} from './helpers.js'

/** The recorded subscriptions: Strava's id and the callback URL. */
async function recorded() {
  const rows = await StravaSubscription.query().orderBy('id')
  return rows.map((row) => ({ stravaId: row.stravaId, callbackUrl: row.callbackUrl }))
}

test.group('Strava | strava:subscribe command', (group) => {
  stravaGroup(group)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('creates the push subscription with the app credentials and verify token', async ({
    assert,
  }) => {
    const command = await ace.create(StravaSubscribe, ['https://pacewise.example/webhooks/strava'])
    await command.exec()
    command.assertSucceeded()
    command.assertLog('[ green(success) ] Strava webhook subscription 120475 created.')
    assert.deepEqual(fakeStrava.pushSubscriptions, [
      {
        id: 120475,
        callbackUrl: 'https://pacewise.example/webhooks/strava',
        verifyToken: VERIFY_TOKEN,
      },
    ])
    // Events must name it from now on.
    assert.deepEqual(await recorded(), [
      {
        stravaId: String(SUBSCRIPTION_ID),
        callbackUrl: 'https://pacewise.example/webhooks/strava',
      },
    ])
  })

  test('a new subscription replaces the one recorded before', async ({ assert }) => {
    await recordStravaSubscription(99)
    const command = await ace.create(StravaSubscribe, ['https://new.example/webhooks/strava'])
    await command.exec()
    command.assertSucceeded()
    assert.deepEqual(await recorded(), [
      { stravaId: String(SUBSCRIPTION_ID), callbackUrl: 'https://new.example/webhooks/strava' },
    ])
  })

  test('a refused subscription keeps the one recorded before', async ({ assert }) => {
    await recordStravaSubscription(99)
    // Strava answers 401 to a wrong client secret.
    env.set('STRAVA_CLIENT_SECRET', 'not-the-secret')
    const command = await ace.create(StravaSubscribe, ['https://new.example/webhooks/strava'])
    await command.exec()
    command.assertFailed()
    assert.deepEqual(await recorded(), [
      { stravaId: '99', callbackUrl: 'https://pacewise.example/webhooks/strava' },
    ])
  })

  test('--existing records the subscription Strava already has', async ({ assert }) => {
    fakeStrava.pushSubscriptions.push({
      id: 5150,
      callbackUrl: 'https://old.example/webhooks/strava',
      verifyToken: VERIFY_TOKEN,
    })
    const command = await ace.create(StravaSubscribe, ['--existing'])
    await command.exec()
    command.assertSucceeded()
    command.assertLog('[ green(success) ] Strava webhook subscription 5150 recorded.')
    assert.deepEqual(await recorded(), [
      { stravaId: '5150', callbackUrl: 'https://old.example/webhooks/strava' },
    ])
    // Nothing was created at Strava.
    assert.lengthOf(fakeStrava.pushSubscriptions, 1)
  })

  test('--existing fails and records nothing when Strava has no subscription', async ({
    assert,
  }) => {
    const command = await ace.create(StravaSubscribe, ['--existing'])
    await command.exec()
    command.assertFailed()
    assert.deepEqual(await recorded(), [])
  })

  test('refuses to run without a callback URL or --existing', async ({ assert }) => {
    const command = await ace.create(StravaSubscribe, [])
    await command.exec()
    command.assertFailed()
    assert.lengthOf(fakeStrava.pushSubscriptions, 0)
    assert.deepEqual(await recorded(), [])
  })

  test('refuses to run without the Strava settings', async ({ assert }) => {
    configureStrava(null)
    const command = await ace.create(StravaSubscribe, ['https://pacewise.example/webhooks/strava'])
    await command.exec()
    command.assertFailed()
    assert.lengthOf(fakeStrava.pushSubscriptions, 0)
  })
})
