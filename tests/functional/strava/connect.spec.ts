import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import ConnectedAccount from '#models/connected_account'
import ImportJob from '#models/import_job'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import { assertRedirect, continueSession, countRows } from '../helpers.js'
import { configureStrava, connectStrava, counts, fakeStrava, stravaGroup } from './helpers.js'

const ATHLETE = 1234567

/** GET /connections/strava, and the state it put in the authorize URL. */
async function startConnect(client: any, user: any) {
  const response = await client.get('/connections/strava').loginAs(user).redirects(0)
  const location = new URL(response.header('location'))
  return { response, location, state: location.searchParams.get('state')! }
}

test.group('Strava | connect', (group) => {
  stravaGroup(group)

  test('connect sends the athlete to Strava with the scopes and a session-bound state', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { response, location, state } = await startConnect(client, user)

    response.assertStatus(302)
    assert.equal(location.origin + location.pathname, `${fakeStrava.url}/oauth/authorize`)
    assert.equal(location.searchParams.get('client_id'), fakeStrava.clientId)
    assert.equal(location.searchParams.get('response_type'), 'code')
    assert.equal(location.searchParams.get('approval_prompt'), 'auto')
    assert.equal(location.searchParams.get('scope'), 'read,activity:read_all')
    assert.equal(
      location.searchParams.get('redirect_uri'),
      `${process.env.APP_URL}/connections/strava/callback`
    )
    assert.isAtLeast(state.length, 32)
    assert.equal(response.session('strava.oauth_state'), state)

    const again = await startConnect(client, user)
    assert.notEqual(again.state, state)
  })

  test('connect is not found when Strava is not configured', async ({ client }) => {
    configureStrava(null)
    const user = await UserFactory.create()
    const response = await client.get('/connections/strava').loginAs(user).redirects(0)
    response.assertStatus(404)
  })

  test('connect needs a signed-in athlete', async ({ client }) => {
    const response = await client.get('/connections/strava').redirects(0)
    assertRedirect(response, '/login')
  })

  test('a callback with a wrong or missing state is rejected and stores nothing', async ({
    client,
    assert,
  }) => {
    fakeStrava.addAthlete(ATHLETE)
    const user = await UserFactory.create()
    const { response: started } = await startConnect(client, user)

    for (const state of ['forged-state', '']) {
      const code = fakeStrava.authorizationCode(ATHLETE)
      const response = await continueSession(
        client.get('/connections/strava/callback').loginAs(user),
        started
      )
        .qs({ state, code, scope: 'read,activity:read_all' })
        .redirects(0)
      assertRedirect(response, '/profile/apps')
      response.assertFlashMessage(
        'error',
        'The Strava connection could not be verified. Please try again.'
      )
    }
    // Without any connect first (no state in the session), a guessed state fails too.
    const code = fakeStrava.authorizationCode(ATHLETE)
    const noSession = await client
      .get('/connections/strava/callback')
      .loginAs(user)
      .qs({ state: 'anything', code, scope: 'read,activity:read_all' })
      .redirects(0)
    noSession.assertFlashMessage(
      'error',
      'The Strava connection could not be verified. Please try again.'
    )

    assert.equal(await countRows('connected_accounts'), 0)
    assert.equal(await countRows('import_jobs'), 0)
    assert.lengthOf(
      fakeStrava.requests.filter((request) => request.path === '/oauth/token'),
      0
    )
  })

  test('declining on Strava (access_denied) says so and stores nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { response: started, state } = await startConnect(client, user)
    const response = await continueSession(
      client.get('/connections/strava/callback').loginAs(user),
      started
    )
      .qs({ state, error: 'access_denied' })
      .redirects(0)
    assertRedirect(response, '/profile/apps')
    response.assertFlashMessage('error', 'You did not authorize Strava, so nothing was connected.')
    assert.equal(await countRows('connected_accounts'), 0)
  })

  test('without permission to read activities nothing is connected', async ({ client, assert }) => {
    fakeStrava.addAthlete(ATHLETE)
    const user = await UserFactory.create()
    const { response: started, state } = await startConnect(client, user)
    const response = await continueSession(
      client.get('/connections/strava/callback').loginAs(user),
      started
    )
      .qs({ state, code: fakeStrava.authorizationCode(ATHLETE, 'read'), scope: 'read' })
      .redirects(0)
    assertRedirect(response, '/profile/apps')
    const flash = response.flashMessages() as Record<string, string>
    assert.match(flash.error, /allow access to your activities/)
    assert.equal(await countRows('connected_accounts'), 0)
  })

  test('the callback stores encrypted tokens and the backfill imports the history', async ({
    client,
    assert,
  }) => {
    fakeStrava.addAthlete(ATHLETE, 'Eliud', 'Kipchoge')
    fakeStrava.addActivity(ATHLETE, {
      id: 901,
      startDate: '2026-03-01T07:00:00Z',
      name: 'Easy run',
    })
    fakeStrava.addActivity(ATHLETE, {
      id: 902,
      startDate: '2026-03-03T07:00:00Z',
      name: 'Trail',
      sportType: 'TrailRun',
    })
    fakeStrava.addActivity(ATHLETE, {
      id: 903,
      startDate: '2026-03-05T18:00:00Z',
      name: 'Gym',
      sportType: 'WeightTraining',
      manual: true,
      seconds: 2700,
      metersPerSecond: 0,
    })
    const user = await UserFactory.create()
    const { response: started, state } = await startConnect(client, user)

    const response = await continueSession(
      client.get('/connections/strava/callback').loginAs(user),
      started
    )
      .qs({ state, code: fakeStrava.authorizationCode(ATHLETE), scope: 'read,activity:read_all' })
      .redirects(0)
    assertRedirect(response, '/profile/apps')
    response.assertFlashMessage(
      'success',
      'Strava is connected. Your activities are being imported.'
    )

    const account = await ConnectedAccount.findByOrFail('user_id', user.id)
    assert.equal(account.providerUserId, String(ATHLETE))
    assert.equal(account.displayName, 'Eliud Kipchoge')
    assert.equal(account.status, 'active')
    assert.isTrue(fakeStrava.accessTokens.has(account.accessToken))
    const raw = await db.from('connected_accounts').where('id', account.id).firstOrFail()
    assert.notEqual(raw.access_token, account.accessToken)
    assert.notInclude(raw.access_token, account.accessToken)
    assert.notInclude(raw.refresh_token, account.refreshToken)

    await queue.drain()

    const activities = await Activity.query().where('user_id', user.id).orderBy('start_time')
    assert.deepEqual(
      activities.map((activity) => [
        activity.source,
        activity.externalId,
        activity.name,
        activity.sport,
      ]),
      [
        ['strava', '901', 'Easy run', 'run'],
        ['strava', '902', 'Trail', 'trail_run'],
        ['strava', '903', 'Gym', 'strength'],
      ]
    )
    assert.approximately(activities[0].distanceMeters, 1800, 1)
    assert.isTrue(activities[0].hasGps)
    assert.equal(activities[2].elapsedSeconds, 2700)

    const job = await ImportJob.findOrFail(account.backfillJobId)
    assert.equal(job.kind, 'strava_backfill')
    assert.equal(job.status, 'done')
    assert.deepEqual(counts(job), {
      total: 3,
      processed: 3,
      imported: 3,
      duplicates: 0,
      rejected: 0,
    })
    await account.refresh()
    assert.isNotNull(account.lastSyncedAt)

    const page = await continueSession(
      client.get('/profile/apps').loginAs(user),
      response
    ).withInertia()
    page.assertInertiaPropsContains({
      strava: {
        configured: true,
        account: {
          athleteId: String(ATHLETE),
          athleteName: 'Eliud Kipchoge',
          status: 'active',
          backfill: { status: 'done', total: 3, processed: 3, imported: 3 },
        },
      },
    })
  })

  test('a Strava athlete connected to another account cannot be connected again', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    await connectStrava(owner, ATHLETE)
    const other = await UserFactory.create()
    const { response: started, state } = await startConnect(client, other)
    const response = await continueSession(
      client.get('/connections/strava/callback').loginAs(other),
      started
    )
      .qs({ state, code: fakeStrava.authorizationCode(ATHLETE), scope: 'read,activity:read_all' })
      .redirects(0)
    assertRedirect(response, '/profile/apps')
    response.assertFlashMessage(
      'error',
      'This Strava account is already connected to another Pacewise account.'
    )
    assert.equal(await countRows('connected_accounts'), 1)
    assert.equal(await countRows('connected_accounts', { user_id: other.id }), 0)
    assert.equal(await countRows('import_jobs'), 0)
  })
})
