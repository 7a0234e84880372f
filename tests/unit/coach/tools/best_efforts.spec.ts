import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type Activity from '#models/activity'
import LoadProgressSummary from '#actions/progress/load_progress_summary'
import { bestEffortsTool } from '#coach/tools/best_efforts'
import { sqlTimestamp } from '#queries/sql_dialect'
import { addActivity, athleteWithSession, TODAY } from '#tests/unit/coach/tools/context'

/** Stores the fastest stretches of one run, as PersistActivity does from its streams. */
async function efforts(activity: Activity, seconds: Record<number, number>) {
  await db.table('activity_best_efforts').multiInsert(
    Object.entries(seconds).map(([meters, duration]) => ({
      activity_id: activity.id,
      user_id: activity.userId,
      distance_meters: Number(meters),
      duration_seconds: duration,
      start_offset_seconds: 0,
      start_time: sqlTimestamp(activity.startTime),
    }))
  )
}

test.group('Coach tool: best efforts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('all time: the personal bests the Progress page shows, with date and run', async ({
    assert,
  }) => {
    const { user, session, profile } = await athleteWithSession('offline', { weeks: 0 })
    const old = await addActivity(user.id, '2025-10-05', { name: 'Autumn 10k race' })
    const recent = await addActivity(user.id, '2026-03-08', { name: 'Parkrun' })
    await efforts(old, { 1000: 230, 5000: 1230, 10000: 2490 })
    await efforts(recent, { 1000: 225, 5000: 1210 })
    const other = await athleteWithSession('offline', { weeks: 0 })
    const theirs = await addActivity(other.user.id, '2026-03-08', { name: 'Their race' })
    await efforts(theirs, { 1000: 150, 5000: 900, 10000: 1900 })

    const result = await session.run(bestEffortsTool, {})
    if ('error' in result) return assert.fail(result.error)
    const page = await new LoadProgressSummary().handle(profile, TODAY)
    assert.deepEqual(
      result.efforts.map((e) => [e.distanceMeters, e.seconds, e.date, e.activity]),
      page.personalBests.allTime.map((b) => [
        b.distanceMeters,
        b.durationSeconds,
        b.date,
        b.activityName,
      ])
    )
    assert.deepEqual(
      result.efforts.map((e) => [e.distance, e.time, e.pace, e.day, e.activity]),
      [
        ['1 km', '3:45', '3:45/km', 'Sunday 2026-03-08', 'Parkrun'],
        ['5 km', '20:10', '4:02/km', 'Sunday 2026-03-08', 'Parkrun'],
        ['10 km', '41:30', '4:09/km', 'Sunday 2025-10-05', 'Autumn 10k race'],
      ]
    )
  })

  test('within a period, and some distances only', async ({ assert }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 0 })
    const old = await addActivity(user.id, '2025-10-05')
    const recent = await addActivity(user.id, '2026-02-08')
    const later = await addActivity(user.id, '2026-03-08')
    await efforts(old, { 5000: 1200 })
    await efforts(recent, { 5000: 1250, 10000: 2600 })
    await efforts(later, { 5000: 1240 })

    const year = await session.run(bestEffortsTool, { from: '2026-01-01' })
    if ('error' in year) return assert.fail(year.error)
    assert.deepEqual(
      year.efforts.map((e) => [e.distance, e.seconds, e.date]),
      [
        ['5 km', 1240, '2026-03-08'],
        ['10 km', 2600, '2026-02-08'],
      ]
    )

    const february = await session.run(bestEffortsTool, {
      from: '2026-02-01',
      to: '2026-02-28',
      distances: ['5k'],
    })
    if ('error' in february) return assert.fail(february.error)
    assert.deepEqual(
      february.efforts.map((e) => [e.distance, e.seconds]),
      [['5 km', 1250]]
    )

    const empty = await session.run(bestEffortsTool, { from: '2026-03-10' })
    if ('error' in empty) return assert.fail(empty.error)
    assert.deepEqual(empty.efforts, [])
    assert.isString(empty.note)
  })

  test('a model never sees the efforts of Strava runs', async ({ assert }) => {
    const { user, session } = await athleteWithSession('model', { weeks: 0 })
    const own = await addActivity(user.id, '2026-03-01', { name: 'Own file' })
    const strava = await addActivity(user.id, '2026-03-02', {
      source: 'strava',
      name: 'From Strava',
    })
    await efforts(own, { 5000: 1300 })
    await efforts(strava, { 5000: 1100 })
    const result = await session.run(bestEffortsTool, {})
    if ('error' in result) return assert.fail(result.error)
    assert.deepEqual(
      result.efforts.map((e) => [e.seconds, e.activity]),
      [[1300, 'Own file']]
    )
  })

  test('bad input is refused', async ({ assert }) => {
    const { session } = await athleteWithSession('offline', { weeks: 0 })
    assert.property(await session.run(bestEffortsTool, { distances: ['3k'] }), 'error')
    assert.property(await session.run(bestEffortsTool, { from: '2026-13-01' }), 'error')
    assert.property(
      await session.run(bestEffortsTool, { from: '2026-03-01', to: '2026-02-01' }),
      'error'
    )
  })
})
