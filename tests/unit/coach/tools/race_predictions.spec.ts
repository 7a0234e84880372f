import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import LoadProgressSummary from '#actions/progress/load_progress_summary'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { predictRace } from '#domain/science/prediction'
import { addDays } from '#domain/calendar'
import { isRunSport } from '#domain/sports'
import { formatDuration } from '#domain/units'
import { athleteWithSession, TODAY } from '#tests/unit/coach/tools/context'

/** The mean weekly running distance of the last four weeks, from the rows. */
async function weeklyRunMetersOf(userId: number) {
  const rows = await Activity.query()
    .where('user_id', userId)
    .whereBetween('local_date', [addDays(TODAY, -27), TODAY])
  return rows.filter((row) => isRunSport(row.sport)).reduce((t, r) => t + r.distanceMeters, 0) / 4
}

test.group('Coach tool: race predictions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('the four classic distances are the Progress page figures', async ({ assert }) => {
    const { session, profile } = await athleteWithSession('offline', { weeks: 6 })
    const result = await session.run(racePredictionsTool, {})
    const page = await new LoadProgressSummary().handle(profile, TODAY)
    assert.deepEqual(
      result.predictions.map((p) => [p.meters, p.seconds]),
      page.predictions.map((p) => [p.distanceMeters, p.vdotSeconds])
    )
    assert.deepEqual(
      result.predictions.map((p) => p.label),
      ['5 km', '10 km', 'Half marathon', 'Marathon']
    )
    assert.deepEqual(result.otherDistances, [])
  })

  test('any distance in metres: predictRace from the race the VDOT comes from', async ({
    assert,
  }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 6 })
    const result = await session.run(racePredictionsTool, { meters: [15000, 16093.44, 30000] })
    if (!result.vdot) return assert.fail('no VDOT')
    // The profile's race: 10 km in 42:30 a month ago (a better VDOT than the efforts' 47).
    assert.equal(result.vdot.source, 'race result')
    const weekly = await weeklyRunMetersOf(user.id)
    const expected = [15000, 16093.44, 30000].map((meters) =>
      predictRace({
        targetDistanceMeters: meters,
        races: [{ distanceMeters: 10000, durationSeconds: 42 * 60 + 30 }],
        weeklyDistanceMeters: weekly,
      })!
    )
    assert.deepEqual(result.predictions, [])
    assert.deepEqual(
      result.otherDistances.map((p) => [p.label, p.seconds, p.time, p.volumeAdjusted]),
      [
        ['15 km', Math.round(expected[0].seconds), formatDuration(expected[0].seconds), false],
        ['10 miles', Math.round(expected[1].seconds), formatDuration(expected[1].seconds), false],
        ['30 km', Math.round(expected[2].seconds), formatDuration(expected[2].seconds), true],
      ]
    )
    assert.equal(result.otherDistances[1].distance, '16.09 km')
    assert.isAbove(expected[0].seconds, 42 * 60 + 30)
  })

  test('named and custom together; distances out of range refused', async ({ assert }) => {
    const { session } = await athleteWithSession('offline', { weeks: 4 })
    const both = await session.run(racePredictionsTool, { distances: ['10k'], meters: [15000] })
    assert.deepEqual(
      both.predictions.map((p) => p.distance),
      ['10k']
    )
    assert.lengthOf(both.otherDistances, 1)
    const short = await session.run(racePredictionsTool, { meters: [800] })
    assert.match((short as unknown as { error: string }).error, /at least 1500 m/)
    const long = await session.run(racePredictionsTool, { meters: [100000] })
    assert.match((long as unknown as { error: string }).error, /at most 50000 m/)
    assert.property(await session.run(racePredictionsTool, { distances: ['15k'] }), 'error')
  })

  test('no race and no effort: no prediction, said so', async ({ assert }) => {
    const { session, profile } = await athleteWithSession('offline', { weeks: 0 })
    profile.raceDistanceMeters = null
    profile.raceDurationSeconds = null
    await profile.save()
    const result = await session.run(racePredictionsTool, { meters: [15000] })
    assert.isNull(result.vdot)
    assert.deepEqual(result.otherDistances, [])
    assert.isString(result.note)
  })
})
