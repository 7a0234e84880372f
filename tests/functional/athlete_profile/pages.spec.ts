import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import MainSeeder from '#database/seeders/main_seeder'
import { UserFactory } from '#database/factories/user_factory'
import { tanakaMaxHr } from '#domain/science/heart_rate'
import { trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'
import { countRows, functionalGroup, route } from '../helpers.js'
import {
  DEFAULT_PREFERENCES,
  birthDateForAge,
  dashboardProps,
  profileProps,
  rowOf,
  stored,
  wire,
} from './support.js'

test.group('Athlete profile | pages and props', (group) => {
  functionalGroup(group)

  test('a new user gets the defaults on every tab', async ({ client, assert }) => {
    const user = await UserFactory.create()
    assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 0)

    const profile = await profileProps(client, user, 'profile')
    assert.equal(profile.tab, 'profile')
    assert.deepEqual(profile.athlete, {
      birthDate: null,
      ageYears: null,
      sex: null,
      weightKg: null,
      heightMeters: null,
      restingHr: null,
      maxHr: null,
      effectiveMaxHr: null,
      maxHrEstimated: false,
      lthr: null,
      thresholdPaceSecPerKm: null,
      thresholdPowerWatts: null,
      raceDistanceMeters: null,
      raceDurationSeconds: null,
      raceDate: null,
      experience: null,
      vdot: null,
    })
    assert.isNull(profile.zones)
    assert.deepEqual(profile.preferences, DEFAULT_PREFERENCES)
    // The first visit created the row, with the database defaults.
    assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 1)

    const zones = await profileProps(client, user, 'profile.zones')
    assert.equal(zones.tab, 'zones')
    assert.isNotNull(zones.athlete)
    assert.deepEqual(zones.zones, {
      model: 'max',
      available: {
        max: { ok: false, needs: 'your maximum heart rate or your birth date' },
        reserve: {
          ok: false,
          needs: 'your resting heart rate and your maximum heart rate (or birth date)',
        },
        lthr: { ok: false, needs: 'your lactate threshold heart rate (LTHR)' },
      },
      hr: null,
      pace: null,
      trainingPaces: null,
      power: null,
    })

    const preferences = await profileProps(client, user, 'profile.preferences')
    assert.equal(preferences.tab, 'preferences')
    assert.isNull(preferences.athlete)
    assert.isNull(preferences.zones)
    assert.deepEqual(preferences.preferences, DEFAULT_PREFERENCES)

    // One row per user, however many visits.
    assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 1)
  })

  test('the Profile component renders for {$self}')
    .with(['profile', 'profile.zones', 'profile.preferences'])
    .run(async ({ client }, name) => {
      const user = await UserFactory.create()
      const response = await client.get(route(name)).loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('Profile')
    })

  test('a birth date alone gives an estimated max HR (Tanaka) and its zones', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({
      userId: user.id,
      birthDate: DateTime.fromISO(birthDateForAge(40), { zone: 'utc' }),
    })
    const { athlete, zones } = await profileProps(client, user, 'profile.zones')
    const expectedMax = Math.round(208 - 0.7 * 40)
    assert.equal(expectedMax, 180)
    assert.equal(tanakaMaxHr(40), expectedMax)
    assert.equal(athlete!.ageYears, 40)
    assert.isNull(athlete!.maxHr)
    assert.isTrue(athlete!.maxHrEstimated)
    assert.equal(athlete!.effectiveMaxHr, expectedMax)

    assert.isTrue(zones!.available.max.ok)
    assert.isFalse(zones!.available.reserve.ok)
    assert.deepEqual(zones!.hr, {
      computed: wire(hrZonesByMax(expectedMax)),
      zones: wire(hrZonesByMax(expectedMax)),
      manual: false,
    })
  })

  test('a measured max HR wins over the estimate', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({
      userId: user.id,
      birthDate: DateTime.fromISO(birthDateForAge(40), { zone: 'utc' }),
      maxHr: 191,
    })
    const { athlete } = await profileProps(client, user, 'profile')
    assert.equal(athlete!.maxHr, 191)
    assert.equal(athlete!.effectiveMaxHr, 191)
    assert.isFalse(athlete!.maxHrEstimated)
  })

  test('a 10 km race in 40:00 gives VDOT 51.9 and its training paces', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({
      userId: user.id,
      raceDistanceMeters: 10000,
      raceDurationSeconds: 40 * 60,
    })
    const { athlete, zones } = await profileProps(client, user, 'profile.zones')
    assert.closeTo(vdotFromRace(10000, 2400), 51.9, 0.05)
    assert.equal(athlete!.vdot, 51.9)
    assert.deepEqual(zones!.trainingPaces, trainingPaces(51.9))
    assert.isArray(zones!.pace)
    assert.lengthOf(zones!.pace!, 6)
    // Threshold pace of VDOT 51.9: about 4:06 per km (Daniels' tables).
    assert.closeTo(zones!.trainingPaces!.threshold, 246, 4)
    assert.isNull(zones!.hr)
    assert.isNull(zones!.power)
  })
})

test.group('Athlete profile | seeded demo athlete', (group) => {
  functionalGroup(group)

  test('the MainSeeder gives the demo athlete a complete profile', async ({ client, assert }) => {
    await new MainSeeder(db.connection()).run()
    // Safe to run again.
    await new MainSeeder(db.connection()).run()

    const athlete = await User.findByOrFail('email', 'athlete@pacewise.test')
    assert.equal(await countRows('athlete_profiles', { user_id: athlete.id }), 1)
    const row = await rowOf(athlete)
    assert.isNotNull(row.birthDate)
    assert.isNotNull(row.sex)
    assert.isNotNull(row.weightKg)
    assert.isNotNull(row.restingHr)
    assert.isNotNull(row.maxHr)
    assert.isNotNull(row.lthr)
    assert.isNotNull(row.raceDistanceMeters)
    assert.isNotNull(row.raceDurationSeconds)
    assert.isNotNull(row.onboardingCompletedAt)

    const zonesPage = await profileProps(client, athlete, 'profile.zones')
    const a = zonesPage.athlete!
    assert.equal(a.birthDate, '1990-04-12')
    assert.equal(a.sex, 'male')
    assert.equal(a.weightKg, 70)
    assert.equal(a.restingHr, 48)
    assert.equal(a.maxHr, 188)
    assert.equal(a.lthr, 168)
    assert.isFalse(a.maxHrEstimated)
    assert.isNotNull(a.vdot)
    assert.equal(a.vdot, Math.round(vdotFromRace(10000, 42 * 60 + 30) * 10) / 10)
    // The race result is in the past, as the profile form requires.
    assert.isTrue(a.raceDate! <= DateTime.utc().toISODate()!, `race date ${a.raceDate}`)

    const zones = zonesPage.zones!
    assert.equal(zones.model, 'lthr')
    assert.deepEqual(zones.hr!.zones, wire(hrZonesByLthr(168)))
    assert.isNotNull(zones.trainingPaces)
    assert.isNotNull(zones.power)
    assert.isTrue(zones.available.max.ok)
    assert.isTrue(zones.available.reserve.ok)
    assert.isTrue(zones.available.lthr.ok)

    const dashboard = await dashboardProps(client, athlete)
    assert.isTrue(dashboard.onboarding.completed)
    assert.deepEqual(dashboard.preferences, {
      units: 'metric',
      weekStart: 1,
      timeZone: 'Europe/Paris',
    })

    const admin = await User.findByOrFail('email', 'admin@pacewise.test')
    assert.isNotNull(await stored(admin, 'onboardingCompletedAt'))
  })
})
