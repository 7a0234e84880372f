import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import StravaSubscribe from '#commands/strava_subscribe'
import { configureStrava, fakeStrava, stravaGroup, VERIFY_TOKEN } from './helpers.js'

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
  })

  test('refuses to run without the Strava settings', async ({ assert }) => {
    configureStrava(null)
    const command = await ace.create(StravaSubscribe, ['https://pacewise.example/webhooks/strava'])
    await command.exec()
    command.assertFailed()
    assert.lengthOf(fakeStrava.pushSubscriptions, 0)
  })
})
