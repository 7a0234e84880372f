import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Activity from '#models/activity'
import Gear from '#models/gear'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { assertRedirect, countRows, functionalGroup, INERTIA_XHR, sameSite } from '../helpers.js'

const SHOW_FIELDS = [
  'id',
  'name',
  'sport',
  'startTime',
  'distanceMeters',
  'durationSeconds',
  'movingSeconds',
  'elevationGainMeters',
  'avgHr',
  'maxHr',
  'source',
]

test.group('Activities | guests and other athletes', (group) => {
  functionalGroup(group)

  test('a guest is sent to the login page from {$self}')
    .with([
      'GET /activities',
      'GET /activities/1',
      'GET /activities/1/streams',
      'GET /activities/1/file',
      'PATCH /activities/1',
      'DELETE /activities/1',
    ])
    .run(async ({ client }, route) => {
      const [method, path] = route.split(' ')
      const request =
        method === 'GET'
          ? client.get(path)
          : method === 'PATCH'
            ? client.patch(path).withCsrfToken().json({ name: 'x', sport: 'run' })
            : client.delete(path).withCsrfToken()
      assertRedirect(await request.redirects(0), '/login')
    })

  test("another athlete's activity is not found on {$self}")
    .with(['show', 'streams', 'file', 'update', 'destroy'])
    .run(async ({ client, assert }, action) => {
      const owner = await UserFactory.create()
      const other = await UserFactory.create()
      const activity = await createActivity({ userId: owner.id, fileName: 'morning.gpx' })
      const path = `/activities/${activity.id}`
      const request =
        action === 'show'
          ? client.get(path)
          : action === 'streams'
            ? client.get(`${path}/streams`)
            : action === 'file'
              ? client.get(`${path}/file`)
              : action === 'update'
                ? client.patch(path).withCsrfToken().json({ name: 'Hijacked', sport: 'ride' })
                : client.delete(path).withCsrfToken()
      const response = await request.loginAs(other).redirects(0)
      response.assertStatus(404)
      const fresh = await Activity.findOrFail(activity.id)
      assert.equal(fresh.name, 'Morning run')
      assert.equal(fresh.sport, 'run')
      assert.isTrue(await drive.use().exists(activity.fileKey!))
    })

  test('an id that is not a number is not a route', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/activities/abc').loginAs(user).redirects(0)
    response.assertStatus(404)
  })
})

test.group('Activities | index', (group) => {
  functionalGroup(group)

  test("pages of 20, newest first, only the athlete's own", async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    for (let day = 1; day <= 25; day++) {
      await createActivity({
        userId: user.id,
        name: `Run ${day}`,
        durationSeconds: 120,
        streams: false,
        startTime: `2026-01-${String(day).padStart(2, '0')}T07:00:00.000Z`,
      })
    }
    await createActivity({ userId: other.id, name: 'Not mine', durationSeconds: 120 })

    const first = await client.get('/activities').loginAs(user).withInertia()
    first.assertStatus(200)
    first.assertInertiaComponent('Activities/Index')
    const props = first.inertiaProps as {
      activities: { data: { name: string; startTime: string }[]; meta: Record<string, number> }
      filters: Record<string, unknown>
    }
    assert.lengthOf(props.activities.data, 20)
    assert.equal(props.activities.data[0].name, 'Run 25')
    assert.equal(props.activities.data[0].startTime, '2026-01-25T07:00:00.000Z')
    assert.deepEqual(props.activities.meta, { page: 1, perPage: 20, total: 25, lastPage: 2 })
    assert.deepEqual(props.filters, { sport: null, from: null, to: null, q: null })

    const second = await client.get('/activities?page=2').loginAs(user).withInertia()
    const page2 = second.inertiaProps.activities
    assert.deepEqual(
      page2.data.map((item: { name: string }) => item.name),
      ['Run 5', 'Run 4', 'Run 3', 'Run 2', 'Run 1']
    )
    assert.equal(page2.meta.page, 2)
  })

  test('filters by sport and date range, and says which filters apply', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const make = (name: string, sport: 'run' | 'ride', date: string) =>
      createActivity({
        userId: user.id,
        name,
        sport,
        durationSeconds: 120,
        streams: false,
        startTime: `${date}T07:00:00.000Z`,
      })
    await make('Early run', 'run', '2026-02-01')
    await make('Ride', 'ride', '2026-02-10')
    await make('Mid run', 'run', '2026-02-10')
    await make('Late run', 'run', '2026-02-28')

    const response = await client
      .get('/activities?sport=run&from=2026-02-05&to=2026-02-28')
      .loginAs(user)
      .withInertia()
    const props = response.inertiaProps
    assert.deepEqual(
      props.activities.data.map((item: { name: string }) => item.name),
      ['Late run', 'Mid run']
    )
    assert.deepEqual(props.filters, { sport: 'run', from: '2026-02-05', to: '2026-02-28', q: null })
    assert.equal(props.activities.meta.total, 2)
  })

  test('an invalid filter goes back to the unfiltered list with the error', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get('/activities?sport=skydiving&from=2026-03-01&to=2026-02-01')
      .loginAs(user)
      .redirects(0)
    assertRedirect(response, '/activities')
    response.assertFlashMessage('errorsBag', {
      sport: 'Choose a sport from the list.',
      to: 'The end date must be on or after the start date.',
    })
  })

  test('an athlete without activities gets an empty first page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client.get('/activities').loginAs(user).withInertia()
    assert.deepEqual(response.inertiaProps.activities, {
      data: [],
      meta: { page: 1, perPage: 20, total: 0, lastPage: 1 },
    })
  })
})

test.group('Activities | show, streams, file', (group) => {
  functionalGroup(group)

  test('the page has the activity, display streams, gear and the map config', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const gear = await Gear.create({
      userId: user.id,
      name: 'Pegasus 41',
      sport: 'run',
      isDefault: true,
      startingDistanceMeters: 100_000,
      retireAtMeters: 100_500,
    })
    const activity = await createActivity({
      userId: user.id,
      name: 'Tempo',
      durationSeconds: 3600,
      gearId: gear.id,
      fileName: 'tempo.fit',
    })

    const response = await client.get(`/activities/${activity.id}`).loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Activities/Show')
    const props = response.inertiaProps
    for (const field of SHOW_FIELDS) assert.property(props.activity, field)
    assert.equal(props.activity.id, activity.id)
    assert.equal(props.activity.name, 'Tempo')
    assert.equal(props.activity.sport, 'run')
    assert.equal(props.activity.source, 'file')
    assert.equal(props.activity.startTime, '2026-03-01T07:15:00.000Z')
    assert.equal(props.activity.durationSeconds, 3600)
    assert.isAbove(props.activity.distanceMeters, 10_000)
    assert.isNumber(props.activity.avgHr)
    assert.isNumber(props.activity.maxHr)
    assert.equal(props.activity.fileName, 'tempo.fit')
    assert.equal(props.activity.device, 'Garmin Forerunner 265')
    assert.isTrue(props.activity.hasGps)
    assert.isAbove(props.activity.splitsKm.length, 10)
    assert.isAbove(props.activity.splitsMile.length, 6)
    assert.lengthOf(props.activity.timeInHrZones, 5)
    assert.equal(props.activity.loadFigures.source, 'hrss')
    assert.isNumber(props.activity.loadFigures.trimp)
    if (props.activity.vdotEstimate) {
      assert.equal(props.activity.vdotEstimate.label, 'effort-based estimate')
    }

    assert.isFalse(props.streams.fullResolution)
    assert.equal(props.streams.sampleCount, 3601)
    assert.isAtMost(props.streams.time.length, 1200)
    for (const channel of ['distance', 'heartRate', 'altitude', 'speed', 'lat', 'lng']) {
      assert.lengthOf(props.streams[channel], props.streams.time.length, channel)
    }
    assert.isNull(props.streams.power)

    assert.deepEqual(props.gear, [
      {
        id: gear.id,
        name: 'Pegasus 41',
        sport: 'run',
        isDefault: true,
        startingDistanceMeters: 100_000,
        distanceMeters: 100_000 + activity.distanceMeters,
        retireAtMeters: 100_500,
        retired: false,
        retirementDue: true,
        reminderDismissed: false,
      },
    ])
    assert.deepEqual(props.map, {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; OpenStreetMap contributors',
    })
  })

  test('the page of a 4-hour run stays under 150 KB', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, durationSeconds: 4 * 3600 })
    const response = await client
      .get(`/activities/${activity.id}`)
      .loginAs(user)
      .withInertia()
      .header('Accept-Encoding', 'identity')
    response.assertStatus(200)
    const bytes = Buffer.byteLength(response.text())
    console.log(`      Activities/Show JSON for a 4-hour run: ${(bytes / 1024).toFixed(1)} KB`)
    assert.isAtMost(bytes, 150 * 1024)
    assert.equal(response.inertiaProps.streams.sampleCount, 4 * 3600 + 1)
  })

  test('an activity without streams or GPS still has a page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({
      userId: user.id,
      source: 'manual',
      streams: false,
      gps: false,
      device: null,
    })
    const response = await client.get(`/activities/${activity.id}`).loginAs(user).withInertia()
    response.assertStatus(200)
    assert.isNull(response.inertiaProps.streams)
    assert.isNull(response.inertiaProps.activity.fileName)

    const streams = await client.get(`/activities/${activity.id}/streams`).loginAs(user)
    streams.assertStatus(404)
  })

  test('streams at full resolution as JSON', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, durationSeconds: 1800, gps: false })
    const response = await client
      .get(`/activities/${activity.id}/streams`)
      .loginAs(user)
      .header('Accept', 'application/json')
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.fullResolution)
    assert.equal(body.sampleCount, 1801)
    assert.lengthOf(body.time, 1801)
    assert.lengthOf(body.heartRate, 1801)
    assert.isNull(body.lat)
    assert.isNull(body.lng)
  })

  test('the original file downloads under its own name', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, fileName: 'Morgenlauf ö.gpx' })
    const response = await client.get(`/activities/${activity.id}/file`).loginAs(user)
    response.assertStatus(200)
    assert.equal(response.text(), '<gpx name="Morgenlauf ö.gpx"/>\n')
    assert.equal(response.header('content-type'), 'application/gpx+xml')
    assert.equal(
      response.header('content-disposition'),
      `attachment; filename="Morgenlauf _.gpx"; filename*=UTF-8''Morgenlauf%20%C3%B6.gpx`
    )
  })

  test('no original file is a 404', async ({ client }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, fileName: null })
    const response = await client.get(`/activities/${activity.id}/file`).loginAs(user)
    response.assertStatus(404)
  })
})

test.group('Activities | update and delete', (group) => {
  functionalGroup(group)

  test('editing saves the fields and goes back with a message', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const gear = await Gear.create({ userId: user.id, name: 'Trail shoes', sport: 'run' })
    const activity = await createActivity({ userId: user.id })
    const response = await client
      .patch(`/activities/${activity.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(`/activities/${activity.id}`))
      .json({
        name: '  Long run by the river ',
        sport: 'trail_run',
        notes: 'Windy.',
        gearId: gear.id,
        perceivedEffort: 6,
      })
      .redirects(0)
    assertRedirect(response, `/activities/${activity.id}`, 303)
    response.assertFlashMessage('success', 'Activity saved.')
    await activity.refresh()
    assert.equal(activity.name, 'Long run by the river')
    assert.equal(activity.sport, 'trail_run')
    assert.equal(activity.notes, 'Windy.')
    assert.equal(activity.gearId, gear.id)
    assert.equal(activity.perceivedEffort, 6)

    // Clearing the optional fields.
    await client
      .patch(`/activities/${activity.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ name: 'Long run', sport: 'run', notes: '', gearId: null, perceivedEffort: null })
      .redirects(0)
    await activity.refresh()
    assert.isNull(activity.notes)
    assert.isNull(activity.gearId)
    assert.isNull(activity.perceivedEffort)
  })

  test('validation errors name the fields and change nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id })
    const response = await client
      .patch(`/activities/${activity.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(`/activities/${activity.id}`))
      .json({ name: '  ', sport: 'skydiving', perceivedEffort: 11 })
      .redirects(0)
    response.assertStatus(303)
    const errors = response.flashMessages().errors as Record<string, string[]>
    assert.deepEqual(errors.name, ['Give the activity a name.'])
    assert.deepEqual(errors.sport, ['Choose a sport from the list.'])
    assert.deepEqual(errors.perceivedEffort, [
      'Perceived effort is a number from 1 (very easy) to 10 (maximal).',
    ])
    await activity.refresh()
    assert.equal(activity.name, 'Morning run')
  })

  test("someone else's shoes cannot be assigned", async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const theirs = await Gear.create({ userId: other.id, name: 'Not mine', sport: 'run' })
    const activity = await createActivity({ userId: user.id })
    const response = await client
      .patch(`/activities/${activity.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ name: 'Renamed', sport: 'run', gearId: theirs.id })
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('errorsBag', { gearId: 'Choose shoes from the list.' })
    await activity.refresh()
    assert.isNull(activity.gearId)
    assert.equal(activity.name, 'Morning run')
  })

  test('without a CSRF token, {$self} answers 419 and changes nothing')
    .with(['PATCH', 'DELETE'])
    .run(async ({ client, assert }, method) => {
      const user = await UserFactory.create()
      const activity = await createActivity({ userId: user.id, fileName: 'keep.gpx' })
      const path = `/activities/${activity.id}`
      const request =
        method === 'PATCH'
          ? client.patch(path).json({ name: 'Hijacked', sport: 'ride' })
          : client.delete(path)
      const response = await request.loginAs(user).headers(INERTIA_XHR).redirects(0)
      response.assertStatus(419)
      const fresh = await Activity.findOrFail(activity.id)
      assert.equal(fresh.name, 'Morning run')
      assert.isTrue(await drive.use().exists(activity.fileKey!))
    })

  test('deleting removes the activity, its streams and its file', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, fileName: 'gone.gpx' })
    const keep = await createActivity({
      userId: user.id,
      name: 'Keep me',
      startTime: '2026-03-02T07:00:00.000Z',
    })
    const response = await client
      .delete(`/activities/${activity.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(response, '/activities', 303)
    response.assertFlashMessage('success', '“Morning run” was deleted.')
    assert.isNull(await Activity.find(activity.id))
    assert.equal(await countRows('activity_streams', { activity_id: activity.id }), 0)
    assert.isFalse(await drive.use().exists(activity.fileKey!))
    assert.isNotNull(await Activity.find(keep.id))
  })
})
