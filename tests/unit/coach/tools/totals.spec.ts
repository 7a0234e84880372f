import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import { totalsTool } from '#coach/tools/totals'
import { isRunSport } from '#domain/sports'
import { formatDistance } from '#domain/units'
import { addActivity, athleteWithSession, TODAY } from '#tests/unit/coach/tools/context'

/** The athlete's rows of a period, read without the tool's query: what the totals must add up. */
async function rowsOf(
  userId: number,
  from: string,
  to: string,
  { runsOnly = false, withoutStrava = false } = {}
) {
  const rows = await Activity.query()
    .where('user_id', userId)
    .whereBetween('local_date', [from, to])
  return rows.filter(
    (row) => (!withoutStrava || row.source !== 'strava') && (!runsOnly || isRunSport(row.sport))
  )
}

test.group('Coach tool: totals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('running totals of a month add up the runs of that month, nothing else', async ({
    assert,
  }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 10 })
    await addActivity(user.id, '2026-02-11', {
      sport: 'ride',
      km: 40,
      minutes: 90,
      elevationGainMeters: 300,
    })
    await addActivity(user.id, '2026-02-14', {
      sport: 'trail_run',
      km: 21,
      minutes: 140,
      elevationGainMeters: 800,
    })
    const other = await athleteWithSession('offline', { weeks: 10 })
    await addActivity(other.user.id, '2026-02-12', {
      km: 42,
      minutes: 200,
      elevationGainMeters: 99,
    })

    const result = await session.run(totalsTool, { from: '2026-02-01', to: '2026-02-28' })
    assert.notProperty(result, 'error')
    if ('error' in result) return

    const runs = await rowsOf(user.id, '2026-02-01', '2026-02-28', { runsOnly: true })
    const meters = runs.reduce((sum, row) => sum + row.distanceMeters, 0)
    const seconds = runs.reduce((sum, row) => sum + row.movingSeconds, 0)
    assert.equal(result.total.activities, runs.length)
    assert.equal(result.total.distanceMeters, Math.round(meters))
    assert.equal(result.total.distance, formatDistance(meters, 'metric', 1))
    assert.equal(result.total.movingHours, Math.round((seconds / 3600) * 10) / 10)
    // Not the other athlete's 42 km nor their climb; not the ride's 300 m.
    assert.equal(result.total.longest, '21.0 km')
    assert.equal(result.total.elevationGain, '800 m')
    assert.equal(result.from, '2026-02-01')
    assert.equal(result.to, '2026-02-28')
    assert.notProperty(result, 'bySport')
  })

  test('all sports: each sport apart and the sum; one sport alone', async ({ assert }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 4 })
    await addActivity(user.id, '2026-03-10', {
      sport: 'ride',
      km: 40,
      minutes: 90,
      elevationGainMeters: 300,
    })
    await addActivity(user.id, '2026-03-11', {
      sport: 'ride',
      km: 25,
      minutes: 60,
      elevationGainMeters: 100,
    })
    const other = await athleteWithSession('offline', { weeks: 4 })
    await addActivity(other.user.id, '2026-03-10', { sport: 'ride', km: 100, minutes: 240 })

    const all = await session.run(totalsTool, { from: '2026-03-01', sport: 'all' })
    if ('error' in all) return assert.fail(all.error)
    const rows = await rowsOf(user.id, '2026-03-01', TODAY)
    assert.equal(all.to, TODAY)
    assert.equal(all.total.activities, rows.length)
    assert.equal(
      all.total.distanceMeters,
      Math.round(rows.reduce((sum, row) => sum + row.distanceMeters, 0))
    )
    const ride = all.bySport?.find((entry) => entry.sport === 'ride')
    assert.equal(ride?.activities, 2)
    assert.equal(ride?.distanceMeters, 65000)
    assert.equal(ride?.longest, '40.0 km')
    assert.equal(ride?.elevationGain, '400 m')
    assert.equal(ride?.movingHours, 2.5)
    const run = all.bySport?.find((entry) => entry.sport === 'run')
    assert.equal(run?.activities, rows.filter((row) => row.sport === 'run').length)

    const rides = await session.run(totalsTool, { from: '2026-03-01', sport: 'ride' })
    if ('error' in rides) return assert.fail(rides.error)
    assert.equal(rides.total.distanceMeters, 65000)
  })

  test('no `from`: all time, from the first activity', async ({ assert }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 3 })
    await addActivity(user.id, '2024-06-01', { km: 5, minutes: 30 })
    await addActivity(user.id, '2024-01-01', { sport: 'ride', km: 20, minutes: 60 })
    const result = await session.run(totalsTool, {})
    if ('error' in result) return assert.fail(result.error)
    const rows = await rowsOf(user.id, '2000-01-01', TODAY, { runsOnly: true })
    assert.isTrue(result.allTime)
    assert.equal(result.from, '2024-06-01')
    assert.equal(result.total.activities, rows.length)
  })

  test('miles for an imperial athlete', async ({ assert }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 0, units: 'imperial' })
    await addActivity(user.id, '2026-03-02', {
      km: 16.09344,
      minutes: 80,
      elevationGainMeters: 100,
    })
    const result = await session.run(totalsTool, { from: '2026-03-01' })
    if ('error' in result) return assert.fail(result.error)
    assert.equal(result.total.distance, '10.0 mi')
    assert.equal(result.total.elevationGain, '328 ft')
  })

  test('a model never counts Strava activities', async ({ assert }) => {
    const { user, session } = await athleteWithSession('model', {
      weeks: 2,
      stravaNames: ['Strava one', 'Strava two'],
    })
    const result = await session.run(totalsTool, { from: '2026-03-01' })
    if ('error' in result) return assert.fail(result.error)
    const rows = await rowsOf(user.id, '2026-03-01', TODAY, { runsOnly: true, withoutStrava: true })
    const withStrava = await rowsOf(user.id, '2026-03-01', TODAY, { runsOnly: true })
    assert.isAbove(withStrava.length, rows.length)
    assert.equal(result.total.activities, rows.length)
  })

  test('bad periods are refused, not thrown', async ({ assert }) => {
    const { session } = await athleteWithSession('offline', { weeks: 1 })
    assert.deepEqual(await session.run(totalsTool, { from: '2026-03-10', to: '2026-03-01' }), {
      error: 'The period ends (2026-03-01) before it starts (2026-03-10).',
    })
    assert.property(await session.run(totalsTool, { from: '2026-04-01' }), 'error')
    const impossible = await session.run(totalsTool, { from: '2026-02-30' })
    assert.match((impossible as { error: string }).error, /real date/)
    const userId = await session.run(totalsTool, { userId: 1 })
    assert.property(userId, 'error')
    assert.property(await session.run(totalsTool, { sport: 'golf' }), 'error')
  })
})
