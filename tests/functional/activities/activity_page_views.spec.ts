import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { ACTIVITY_VIEW_VERSION } from '#actions/activities/load_activity_view'
import { assertRedirect, countRows, functionalGroup, sameSite } from '../helpers.js'

/*
 * The activity page stores what it derives from the streams (display streams and workout
 * analysis) on the first view and reads it back on later ones
 * (docs/decisions/043-activity-page-derived-data.md).
 */

async function showProps(client: ApiClient, user: User, id: number) {
  const response = await client.get(`/activities/${id}`).loginAs(user).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('Activities/Show')
  const { activity, streams, workout, gear, map } = response.inertiaProps
  return { activity, streams, workout, gear, map }
}

function edit(client: ApiClient, user: User, id: number, fields: { name: string; sport: string }) {
  return client
    .patch(`/activities/${id}`)
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(`/activities/${id}`))
    .json(fields)
    .redirects(0)
}

function storedView(activityId: number) {
  return db.from('activity_page_views').where('activity_id', activityId).first()
}

/** Stored data no computation would give: a page showing it read the stored row. */
const MARKED_STREAMS = {
  sampleCount: 3,
  fullResolution: false,
  time: [0, 1, 2],
  distance: null,
  heartRate: [120, 121, 122],
  altitude: null,
  speed: null,
  cadence: null,
  power: null,
  lat: null,
  lng: null,
}
const MARKED_ANALYSIS = { laps: [], lapsMeaningful: true, intervals: [] }

function markStoredView(activityId: number, changes: Record<string, unknown> = {}) {
  return db
    .from('activity_page_views')
    .where('activity_id', activityId)
    .update({
      streams: JSON.stringify(MARKED_STREAMS),
      analysis: JSON.stringify(MARKED_ANALYSIS),
      ...changes,
    })
}

/** The page object of a full-page load, from Inertia's data-page attribute. */
function dataPage(html: string) {
  const match = html.match(/data-page="([^"]*)"/)
  if (!match) throw new Error('no data-page attribute')
  const json = match[1]
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return JSON.parse(json)
}

test.group('Activities | stored page view', (group) => {
  functionalGroup(group)

  test('the first view stores the derived data, later views show what was stored', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, durationSeconds: 1800 })
    assert.isNull(await storedView(activity.id))

    const first = await showProps(client, user, activity.id)
    assert.equal(first.streams.sampleCount, 1801)
    const stored = await storedView(activity.id)
    assert.equal(stored.view_version, ACTIVITY_VIEW_VERSION)
    assert.equal(stored.sport, 'run')
    assert.deepEqual(JSON.parse(stored.streams), first.streams)
    assert.deepEqual(JSON.parse(stored.analysis), {
      laps: first.workout.laps,
      lapsMeaningful: first.workout.lapsMeaningful,
      intervals: first.workout.intervals,
    })

    // A repeat view answers the same page.
    const again = await showProps(client, user, activity.id)
    assert.deepEqual(again, first)

    // It reads the stored row, not the streams.
    await markStoredView(activity.id)
    const marked = await showProps(client, user, activity.id)
    assert.deepEqual(marked.streams, MARKED_STREAMS)
    assert.isTrue(marked.workout.lapsMeaningful)
    assert.equal(marked.activity.id, activity.id)
  })

  test('a view stored by another version of the analysis is computed again', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, durationSeconds: 1800 })
    const first = await showProps(client, user, activity.id)
    await markStoredView(activity.id, { view_version: ACTIVITY_VIEW_VERSION - 1 })

    const props = await showProps(client, user, activity.id)
    assert.deepEqual(props.streams, first.streams)
    assert.isFalse(props.workout.lapsMeaningful)
    const stored = await storedView(activity.id)
    assert.equal(stored.view_version, ACTIVITY_VIEW_VERSION)
    assert.deepEqual(JSON.parse(stored.streams), first.streams)
  })

  test('editing the sport computes the view again; editing the name does not', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, durationSeconds: 1800 })
    const first = await showProps(client, user, activity.id)

    await markStoredView(activity.id)
    const renamed = await edit(client, user, activity.id, { name: 'Renamed', sport: 'run' })
    assertRedirect(renamed, `/activities/${activity.id}`, 303)
    const afterRename = await showProps(client, user, activity.id)
    assert.equal(afterRename.activity.name, 'Renamed')
    assert.deepEqual(afterRename.streams, MARKED_STREAMS)

    const resported = await edit(client, user, activity.id, { name: 'Renamed', sport: 'trail_run' })
    assertRedirect(resported, `/activities/${activity.id}`, 303)
    const afterSport = await showProps(client, user, activity.id)
    assert.equal(afterSport.activity.sport, 'trail_run')
    assert.deepEqual(afterSport.streams, first.streams)
    assert.isFalse(afterSport.workout.lapsMeaningful)
    const stored = await storedView(activity.id)
    assert.equal(stored.sport, 'trail_run')
  })

  test('an activity without streams stores an empty analysis', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, source: 'manual', streams: false })
    const props = await showProps(client, user, activity.id)
    assert.isNull(props.streams)
    assert.deepEqual(props.workout, { laps: [], lapsMeaningful: false, intervals: [], plan: null })
    const stored = await storedView(activity.id)
    assert.isNull(stored.streams)
    assert.deepEqual(await showProps(client, user, activity.id), props)
  })

  test("someone else's activity is not found, and nothing is stored for it", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const activity = await createActivity({ userId: owner.id, durationSeconds: 600 })

    const response = await client.get(`/activities/${activity.id}`).loginAs(other).withInertia()
    response.assertStatus(404)
    assert.equal(await countRows('activity_page_views', { activity_id: activity.id }), 0)

    await showProps(client, owner, activity.id)
    const again = await client.get(`/activities/${activity.id}`).loginAs(other).withInertia()
    again.assertStatus(404)
    const missing = await client.get(`/activities/${activity.id + 1000}`).loginAs(owner)
    missing.assertStatus(404)
  })

  test('a full-page load carries the stored streams in its page object', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, name: 'A "quoted" <run>' })
    const inertia = await showProps(client, user, activity.id)

    const response = await client.get(`/activities/${activity.id}`).loginAs(user)
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/html')
    const page = dataPage(response.text())
    assert.equal(page.component, 'Activities/Show')
    assert.deepEqual(page.props.streams, inertia.streams)
    assert.deepEqual(page.props.workout, inertia.workout)
    assert.equal(page.props.activity.name, 'A "quoted" <run>')
  })
})
