import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import Activity from '#models/activity'
import Gear from '#models/gear'
import AthleteProfile from '#models/athlete_profile'
import { banisterTrimp, hrss } from '#domain/science/load'
import { assertRedirect, countRows, functionalGroup, sameSite } from '../helpers.js'
import { syntheticFit } from '#tests/support/activity_files'

const MANUAL = {
  startDate: '2026-03-10',
  startTime: '18:30',
  sport: 'treadmill',
  distanceMeters: 8000,
  durationSeconds: 2700,
}

test.group('Manual entry: POST /activities', (group) => {
  functionalGroup(group)

  test('a run without a file is stored with a load from its heart rate', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({
      userId: user.id,
      sex: 'male',
      restingHr: 55,
      maxHr: 190,
      lthr: 170,
      timeZone: 'Europe/Paris',
    })
    const response = await client
      .post('/activities')
      .form({ ...MANUAL, avgHr: 155, name: 'Gym treadmill' })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    const activity = await Activity.findByOrFail('user_id', user.id)
    assertRedirect(response, `/activities/${activity.id}`)
    assert.equal(activity.source, 'manual')
    assert.equal(activity.name, 'Gym treadmill')
    assert.equal(activity.sport, 'treadmill')
    assert.equal(activity.distanceMeters, 8000)
    assert.equal(activity.elapsedSeconds, 2700)
    assert.equal(activity.localDate, '2026-03-10')
    // 18:30 in Paris (UTC+1 in March before the change) is 17:30 UTC.
    assert.equal(activity.startTime.toUTC().toISO(), '2026-03-10T17:30:00.000Z')
    const trimp = banisterTrimp({
      durationSeconds: 2700,
      avgHr: 155,
      restHr: 55,
      maxHr: 190,
      sex: 'male',
    })
    const expected = hrss({ trimp, lthr: 170, restHr: 55, maxHr: 190, sex: 'male' })
    assert.closeTo(activity.trainingLoad, expected, 1e-6)
    assert.equal(activity.loadSource, 'hrss')
    assert.isAbove(await countRows('daily_loads', { user_id: user.id }), 0)
  })

  test('perceived effort gives a session-RPE load when there is no heart rate', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client
      .post('/activities')
      .form({ ...MANUAL, perceivedEffort: 7 })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(activity.perceivedEffort, 7)
    assert.equal(activity.loadSource, 'rpe')
    assert.closeTo(activity.trainingLoad, (7 * 45 * 100) / 420, 1e-6)
  })

  test('editing the perceived effort of a manual run updates its load and the day', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client
      .post('/activities')
      .form({ ...MANUAL, perceivedEffort: 7 })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
    const activity = await Activity.findByOrFail('user_id', user.id)
    await client
      .patch(`/activities/${activity.id}`)
      .json({ name: activity.name, sport: activity.sport, perceivedEffort: 3 })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
    await activity.refresh()
    assert.closeTo(activity.trainingLoad, (3 * 45 * 100) / 420, 1e-6)
    const day = await db
      .from('daily_loads')
      .where('user_id', user.id)
      .where('date', '2026-03-10')
      .first()
    assert.closeTo(Number(day.load), (3 * 45 * 100) / 420, 1e-6)
  })

  test('invalid fields are reported and nothing is stored', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/activities')
      .form({
        startDate: '2026-02-30',
        startTime: '25:00',
        sport: 'teleport',
        distanceMeters: -5,
        durationSeconds: 10,
        avgHr: 400,
        perceivedEffort: 11,
      })
      .header('Referer', sameSite('/activities'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(302)
    const errors = response.flashMessages().errors
    for (const field of [
      'startDate',
      'startTime',
      'sport',
      'distanceMeters',
      'durationSeconds',
      'avgHr',
      'perceivedEffort',
    ]) {
      assert.property(errors, field)
    }
    assert.equal(await countRows('activities'), 0)
  })

  test('a guest is sent to sign in; without the CSRF token nothing changes', async ({
    client,
    assert,
  }) => {
    const guest = await client.post('/activities').form(MANUAL).withCsrfToken().redirects(0)
    assertRedirect(guest, '/login')
    const user = await UserFactory.create()
    const forged = await client.post('/activities').form(MANUAL).loginAs(user)
    forged.assertStatus(419)
    assert.equal(await countRows('activities'), 0)
  })
})

test.group('Gear', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  async function addGear(client: any, user: any, fields: Record<string, unknown>) {
    return client
      .post('/gear')
      .json({ sport: 'run', ...fields })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
  }

  test('shoes collect the distance of the runs assigned to them; one default per sport', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    assertRedirect(
      await addGear(client, user, { name: 'Pegasus', isDefault: true, retireAtMeters: 6000 }),
      '/profile/gear'
    )
    await client
      .post('/activities/import')
      .headers({ Accept: 'application/json' })
      .file('files', syntheticFit({ startTime: '2026-03-01T07:00:00.000Z' }), {
        filename: 'run.fit',
      })
      .loginAs(user)
      .withCsrfToken()
    const pegasus = await Gear.findByOrFail('name', 'Pegasus')
    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.equal(activity.gearId, pegasus.id)

    await addGear(client, user, {
      name: 'Vaporfly',
      isDefault: true,
      startingDistanceMeters: 120000,
    })
    await pegasus.refresh()
    assert.isFalse(pegasus.isDefault)

    const page = await client.get('/profile/gear').loginAs(user).withInertia()
    page.assertStatus(200)
    const gear = page.body().props.gear as any[]
    const byName = Object.fromEntries(gear.map((item) => [item.name, item]))
    assert.closeTo(byName.Pegasus.distanceMeters, 5400, 1)
    assert.isTrue(byName.Pegasus.retirementDue === false)
    assert.equal(byName.Vaporfly.distanceMeters, 120000)
    assert.isTrue(byName.Vaporfly.isDefault)
  })

  test('the retirement reminder is due once the distance passes the chosen limit', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await addGear(client, user, {
      name: 'Old faithful',
      startingDistanceMeters: 799000,
      retireAtMeters: 800000,
      isDefault: true,
    })
    await client
      .post('/activities/import')
      .headers({ Accept: 'application/json' })
      .file('files', syntheticFit({ startTime: '2026-03-01T07:00:00.000Z' }), { filename: 'r.fit' })
      .loginAs(user)
      .withCsrfToken()
    const page = await client.get('/profile/gear').loginAs(user).withInertia()
    assert.isTrue(page.body().props.gear[0].retirementDue)

    const gear = await Gear.findByOrFail('user_id', user.id)
    await client
      .patch(`/gear/${gear.id}`)
      .json({ name: 'Old faithful', sport: 'run', retired: true, isDefault: true })
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
    await gear.refresh()
    assert.isNotNull(gear.retiredAt)
    assert.isFalse(gear.isDefault)
  })

  test("another athlete's gear is 404 to update and delete", async ({ client, assert }) => {
    const [owner, other] = await UserFactory.createMany(2)
    await addGear(client, owner, { name: 'Mine' })
    const gear = await Gear.findByOrFail('user_id', owner.id)
    const update = await client
      .patch(`/gear/${gear.id}`)
      .json({ name: 'Stolen', sport: 'run' })
      .loginAs(other)
      .withCsrfToken()
      .withInertia()
    update.assertStatus(404)
    const remove = await client
      .delete(`/gear/${gear.id}`)
      .loginAs(other)
      .withCsrfToken()
      .withInertia()
    remove.assertStatus(404)
    await gear.refresh()
    assert.equal(gear.name, 'Mine')
  })

  test('deleting gear keeps its activities; validation and CSRF apply', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await addGear(client, user, { name: 'Shoe', isDefault: true })
    await client
      .post('/activities/import')
      .headers({ Accept: 'application/json' })
      .file('files', syntheticFit({ startTime: '2026-03-01T07:00:00.000Z' }), { filename: 'r.fit' })
      .loginAs(user)
      .withCsrfToken()
    const gear = await Gear.findByOrFail('user_id', user.id)
    const forged = await client.delete(`/gear/${gear.id}`).loginAs(user)
    forged.assertStatus(419)
    const removed = await client
      .delete(`/gear/${gear.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(removed, '/profile/gear', 303)
    assert.equal(await countRows('gear'), 0)
    const activity = await Activity.findByOrFail('user_id', user.id)
    assert.isNull(activity.gearId)

    const invalid = await client
      .post('/gear')
      .json({ name: '', sport: 'spaceship', retireAtMeters: 5 })
      .header('Referer', sameSite('/profile/gear'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    const errors = invalid.flashMessages().errors
    assert.properties(errors, ['name', 'sport', 'retireAtMeters'])
    assert.equal(await countRows('gear'), 0)
  })

  test('a due reminder is dismissed per pair; CSRF applies; another athlete gets 404', async ({
    client,
    assert,
  }) => {
    const [owner, other] = await UserFactory.createMany(2)
    // Two pairs past their limit (the starting distance counts).
    await addGear(client, owner, {
      name: 'Worn',
      startingDistanceMeters: 810000,
      retireAtMeters: 800000,
    })
    await addGear(client, owner, {
      name: 'Tired',
      startingDistanceMeters: 720000,
      retireAtMeters: 700000,
    })
    const [worn, tired] = await Gear.query().where('user_id', owner.id).orderBy('id')
    const gearProps = async () => {
      const page = await client.get('/profile/gear').loginAs(owner).withInertia()
      const gear = page.body().props.gear as {
        name: string
        retirementDue: boolean
        reminderDismissed: boolean
      }[]
      return gear
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((item) => [item.name, item.retirementDue, item.reminderDismissed])
    }
    assert.deepEqual(await gearProps(), [
      ['Tired', true, false],
      ['Worn', true, false],
    ])

    const forged = await client
      .post(`/gear/${worn.id}/dismiss-reminder`)
      .loginAs(owner)
      .withInertia()
    forged.assertStatus(419)
    const foreign = await client
      .post(`/gear/${worn.id}/dismiss-reminder`)
      .loginAs(other)
      .withCsrfToken()
      .withInertia()
    foreign.assertStatus(404)
    await worn.refresh()
    assert.isNull(worn.reminderDismissedAt)

    const dismissed = await client
      .post(`/gear/${worn.id}/dismiss-reminder`)
      .loginAs(owner)
      .withCsrfToken()
      .header('Referer', sameSite('/profile/gear'))
      .withInertia()
      .redirects(0)
    assertRedirect(dismissed, '/profile/gear')
    await worn.refresh()
    await tired.refresh()
    assert.isNotNull(worn.reminderDismissedAt)
    assert.isNull(tired.reminderDismissedAt)
    // Still due (the list says so), no longer nagging; the other pair still reminds.
    assert.deepEqual(await gearProps(), [
      ['Tired', true, false],
      ['Worn', true, true],
    ])

    const unknown = await client
      .post('/gear/999999/dismiss-reminder')
      .loginAs(owner)
      .withCsrfToken()
      .withInertia()
    unknown.assertStatus(404)
  })
})
