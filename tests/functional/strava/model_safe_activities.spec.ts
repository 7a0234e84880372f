import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Activity, { type ActivitySource } from '#models/activity'
import { activitiesForModelProviders } from '#queries/activities'
import { UserFactory } from '#database/factories/user_factory'
import { functionalGroup } from '../helpers.js'

async function activity(userId: number, source: ActivitySource, name: string) {
  return Activity.create({
    userId,
    source,
    externalId: source === 'strava' ? name : null,
    name,
    sport: 'run',
    startTime: DateTime.fromISO('2026-03-01T07:00:00Z'),
    localDate: '2026-03-01',
    distanceMeters: 5000,
    elapsedSeconds: 1500,
    movingSeconds: 1500,
    avgSpeedMps: 3.33,
    loadSource: 'duration',
  })
}

test.group('Model-safe activities (Strava API agreement)', (group) => {
  functionalGroup(group)

  test('the activities a model provider may see exclude Strava-sourced ones', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    await activity(user.id, 'file', 'from a FIT file')
    await activity(user.id, 'manual', 'typed in')
    await activity(user.id, 'strava', 'from Strava')
    await activity(other.id, 'file', 'someone else')

    const visible = await activitiesForModelProviders(user.id).orderBy('name')
    const names = visible.map((row) => row.name)
    assert.deepEqual(names, ['from a FIT file', 'typed in'])

    // A query: callers can narrow it further, the exclusion stays.
    const narrowed = await activitiesForModelProviders(user.id).where('name', 'from Strava')
    assert.lengthOf(narrowed, 0)
  })
})
