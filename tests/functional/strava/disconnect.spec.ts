import { test } from '@japa/runner'
import Activity from '#models/activity'
import ConnectedAccount from '#models/connected_account'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import { assertRedirect, countRows } from '../helpers.js'
import {
  SUBSCRIPTION_ID,
  configureStrava,
  connectStrava,
  fakeStrava,
  recordStravaSubscription,
  stravaGroup,
} from './helpers.js'

const ATHLETE = 31337
/** A password confirmed a minute ago (disconnecting needs it, like other sensitive actions). */
const CONFIRMED = () => ({ 'auth.password_confirmed_at': Date.now() - 60_000 })

test.group('Strava | disconnect and visibility', (group) => {
  stravaGroup(group)

  test('disconnecting deauthorizes at Strava, deletes the connection and keeps activities', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const account = await connectStrava(user, ATHLETE)
    fakeStrava.addActivity(ATHLETE, { id: 77, startDate: '2026-03-01T07:00:00Z' })
    await recordStravaSubscription()
    await client.post('/webhooks/strava').json({
      object_type: 'activity',
      object_id: 77,
      aspect_type: 'create',
      owner_id: ATHLETE,
      subscription_id: SUBSCRIPTION_ID,
      updates: {},
    })
    await queue.drain()
    assert.equal(await countRows('activities', { user_id: user.id }), 1)
    const accessToken = account.accessToken

    const response = await client
      .delete('/connections/strava')
      .loginAs(user)
      .withSession(CONFIRMED())
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(response, '/profile/apps', 303)
    response.assertFlashMessage(
      'success',
      'Strava is disconnected. Activities imported from it are kept.'
    )

    assert.deepEqual(fakeStrava.deauthorized, [ATHLETE])
    const deauthorize = fakeStrava.requests.find((request) => request.path === '/oauth/deauthorize')
    assert.equal(deauthorize?.form.get('access_token'), accessToken)
    assert.equal(await countRows('connected_accounts', { user_id: user.id }), 0)
    const kept = await Activity.findByOrFail('user_id', user.id)
    assert.equal(kept.source, 'strava')

    const page = await client.get('/profile/apps').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ strava: { configured: true, account: null } })
  })

  test('disconnecting needs the password confirmed', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await connectStrava(user, ATHLETE)
    const response = await client
      .delete('/connections/strava')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(response, '/confirm-password', 303)
    assert.equal(await countRows('connected_accounts', { user_id: user.id }), 1)
    assert.lengthOf(fakeStrava.deauthorized, 0)
  })

  test('another athlete can neither see nor disconnect someone else’s connection', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    await connectStrava(owner, ATHLETE)
    const other = await UserFactory.create()

    const page = await client.get('/profile/apps').loginAs(other).withInertia()
    page.assertInertiaPropsContains({ strava: { configured: true, account: null } })

    const response = await client
      .delete('/connections/strava')
      .loginAs(other)
      .withSession(CONFIRMED())
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(404)
    assert.equal(await countRows('connected_accounts', { user_id: owner.id }), 1)
    assert.lengthOf(fakeStrava.deauthorized, 0)

    const own = await client.get('/profile/apps').loginAs(owner).withInertia()
    own.assertInertiaPropsContains({
      strava: { account: { athleteId: String(ATHLETE), athleteName: 'Faith Kipyegon' } },
    })
    // Tokens never reach the page.
    const account = await ConnectedAccount.findByOrFail('user_id', owner.id)
    assert.notInclude(JSON.stringify(own.body()), account.accessToken)
  })

  test('without Strava settings the tab hides Strava', async ({ client }) => {
    configureStrava(null)
    const user = await UserFactory.create()
    const page = await client.get('/profile/apps').loginAs(user).withInertia()
    page.assertInertiaPropsContains({ strava: { configured: false, account: null } })
  })
})
