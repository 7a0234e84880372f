import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Activity from '#models/activity'
import Gear from '#models/gear'
import ListGear from '#actions/gear/list_gear'
import { gearTool } from '#coach/tools/gear'
import { addActivity, athleteWithSession } from '#tests/unit/coach/tools/context'

function shoes(userId: number, name: string, fields: Partial<Gear> = {}) {
  return Gear.create({
    userId,
    name,
    sport: 'run',
    isDefault: false,
    startingDistanceMeters: 0,
    retireAtMeters: null,
    retiredAt: null,
    ...fields,
  })
}

/** Distance, time and last date of the activities on one item, read from the rows. */
async function usageOf(gearId: number, withoutStrava = false) {
  const rows = await Activity.query().where('gear_id', gearId)
  const counted = rows.filter((row) => !withoutStrava || row.source !== 'strava')
  return {
    meters: counted.reduce((sum, row) => sum + row.distanceMeters, 0),
    seconds: counted.reduce((sum, row) => sum + row.movingSeconds, 0),
    last:
      counted
        .map((row) => row.localDate)
        .sort()
        .at(-1) ?? null,
    count: counted.length,
  }
}

test.group('Coach tool: gear', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('each pair: distance as the Gear tab shows it, time, last use, retirement', async ({
    assert,
  }) => {
    const { user, session, context } = await athleteWithSession('offline', { weeks: 0 })
    const pegasus = await shoes(user.id, 'Pegasus', {
      isDefault: true,
      startingDistanceMeters: 50_000,
      retireAtMeters: 700_000,
    })
    const ghost = await shoes(user.id, 'Old Ghost', {
      retireAtMeters: 30_000,
      startingDistanceMeters: 20_000,
    })
    const bike = await Gear.create({
      userId: user.id,
      name: 'Road bike',
      sport: 'ride',
      isDefault: true,
      startingDistanceMeters: 0,
    })
    await addActivity(user.id, '2026-03-02', { km: 10, minutes: 50, gearId: pegasus.id })
    await addActivity(user.id, '2026-03-05', { km: 12.5, minutes: 65, gearId: pegasus.id })
    await addActivity(user.id, '2026-03-08', { km: 15, minutes: 80, gearId: ghost.id })
    await addActivity(user.id, '2026-03-09', {
      sport: 'ride',
      km: 40,
      minutes: 90,
      gearId: bike.id,
    })
    const other = await athleteWithSession('offline', { weeks: 0 })
    const theirs = await shoes(other.user.id, 'Their Pegasus', { startingDistanceMeters: 900_000 })
    await addActivity(other.user.id, '2026-03-10', { km: 30, minutes: 150, gearId: theirs.id })

    const result = await session.run(gearTool, {})
    const names = result.gear.map((item) => item.name)
    assert.sameMembers(names, ['Pegasus', 'Old Ghost', 'Road bike'])

    const page = await new ListGear().handle(context.userId)
    for (const item of page) {
      const shown = result.gear.find((entry) => entry.name === item.gear.name)!
      assert.equal(shown.distanceMeters, Math.round(item.distanceMeters))
    }

    const onPegasus = await usageOf(pegasus.id)
    const p = result.gear.find((item) => item.name === 'Pegasus')!
    assert.equal(p.distanceMeters, 50_000 + onPegasus.meters)
    assert.equal(p.distance, '72.5 km')
    assert.equal(p.activities, onPegasus.count)
    assert.equal(p.movingHours, Math.round((onPegasus.seconds / 3600) * 10) / 10)
    assert.equal(p.time, '1:55:00')
    assert.equal(p.lastUsed, onPegasus.last)
    assert.equal(p.retireAt, '700 km')
    assert.isFalse(p.retirementDue)
    assert.equal(p.leftBeforeRetirement, '627.5 km')
    assert.isTrue(p.isDefault)

    const g = result.gear.find((item) => item.name === 'Old Ghost')!
    assert.equal(g.distance, '35.0 km')
    assert.isTrue(g.retirementDue)
    assert.equal(g.leftBeforeRetirement, '0.0 km')

    const b = result.gear.find((item) => item.name === 'Road bike')!
    assert.equal(b.sport, 'ride')
    assert.isNull(b.retireAt)
    assert.isNull(b.leftBeforeRetirement)
    assert.equal(b.lastUsed, '2026-03-09')
  })

  test('retired pairs are listed as retired, or left out when asked', async ({ assert }) => {
    const { user, session } = await athleteWithSession('offline', { weeks: 0 })
    await shoes(user.id, 'Current')
    await shoes(user.id, 'Retired pair', { retiredAt: DateTime.fromISO('2026-01-01T00:00:00Z') })
    const all = await session.run(gearTool, {})
    assert.isTrue(all.gear.find((item) => item.name === 'Retired pair')!.retired)
    assert.isNull(all.gear.find((item) => item.name === 'Current')!.lastUsed)
    const active = await session.run(gearTool, { includeRetired: false })
    assert.deepEqual(
      active.gear.map((item) => item.name),
      ['Current']
    )
  })

  test('a model counts no Strava activity on the shoes', async ({ assert }) => {
    const { user, session } = await athleteWithSession('model', { weeks: 0 })
    const pair = await shoes(user.id, 'Pegasus', { startingDistanceMeters: 1000 })
    await addActivity(user.id, '2026-03-02', { km: 10, minutes: 50, gearId: pair.id })
    await addActivity(user.id, '2026-03-03', {
      km: 20,
      minutes: 100,
      gearId: pair.id,
      source: 'strava',
    })
    const result = await session.run(gearTool, {})
    const counted = await usageOf(pair.id, true)
    assert.equal(result.gear[0].distanceMeters, 1000 + counted.meters)
    assert.equal(result.gear[0].activities, 1)
    assert.equal(result.gear[0].lastUsed, '2026-03-02')
  })

  test('no gear: an empty list that says so; bad input refused', async ({ assert }) => {
    const { session } = await athleteWithSession('offline', { weeks: 0 })
    const result = await session.run(gearTool, {})
    assert.deepEqual(result.gear, [])
    assert.match(result.note!, /No gear/)
    assert.property(await session.run(gearTool, { userId: 2 }), 'error')
  })
})
