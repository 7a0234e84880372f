import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AthleteProfile from '#models/athlete_profile'
import { UserFactory } from '#database/factories/user_factory'
import { ATHLETE_FIELD_MESSAGES } from '#validators/athlete_profile'
import { assertRedirect, continueSession, functionalGroup, route } from '../helpers.js'
import {
  type Form,
  FORMS,
  VALID_PREFERENCES,
  assertRefused,
  birthDateForAge,
  completeProfile,
  errorsAfter,
  isoDate,
  profileProps,
  rowOf,
  send,
  snapshot,
  stored,
  without,
} from './support.js'
import { inertiaProps } from '#tests/support/inertia_props'
import type ProfileController from '#controllers/profile_controller'

test.group('Athlete profile | the profile form', (group) => {
  functionalGroup(group)

  test('saves the fields in SI units and redirects to the Profile tab', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const birthDate = birthDateForAge(35)
    const raceDate = isoDate({ days: -20 })
    const response = await send(client, user, 'profile.athlete.update', {
      birth_date: birthDate,
      sex: 'male',
      weight_kg: 68.4,
      height_meters: 1.81,
      resting_hr: 46,
      max_hr: 189,
      lthr: 170,
      threshold_pace_sec_per_km: 270,
      threshold_power_watts: 280,
      race_distance_meters: 10000,
      race_duration_seconds: 2400,
      race_date: raceDate,
      experience: 'intermediate',
    })
    assertRedirect(response, route('profile'), 303)

    const row = await rowOf(user)
    assert.equal(row.birthDate!.toISODate(), birthDate)
    assert.equal(row.sex, 'male')
    assert.equal(row.weightKg, 68.4)
    assert.equal(row.heightMeters, 1.81)
    assert.equal(row.restingHr, 46)
    assert.equal(row.maxHr, 189)
    assert.equal(row.lthr, 170)
    assert.equal(row.thresholdSpeedMps, 1000 / 270)
    assert.equal(row.thresholdPowerWatts, 280)
    assert.equal(row.raceDistanceMeters, 10000)
    assert.equal(row.raceDurationSeconds, 2400)
    assert.equal(row.raceDate!.toISODate(), raceDate)
    assert.equal(row.experience, 'intermediate')
    const raw = await db.from('athlete_profiles').where('user_id', user.id).first()
    assert.equal(Number(raw.threshold_speed_mps), 1000 / 270)

    const page = await continueSession(client.get(route('profile')), response).withInertia()
    const { athlete, errors } = inertiaProps<ProfileController, 'show'>(page, 'Profile')
    assert.deepEqual(athlete, {
      birthDate,
      ageYears: 35,
      sex: 'male',
      weightKg: 68.4,
      heightMeters: 1.81,
      restingHr: 46,
      maxHr: 189,
      effectiveMaxHr: 189,
      maxHrEstimated: false,
      lthr: 170,
      thresholdPaceSecPerKm: 270,
      thresholdPowerWatts: 280,
      raceDistanceMeters: 10000,
      raceDurationSeconds: 2400,
      raceDate,
      experience: 'intermediate',
      vdot: 51.9,
    })
    assert.deepEqual(errors, {})
  })

  // VineJS parses YYYY-MM-DD at local midnight; east of Greenwich that
  // instant is the previous day in UTC.
  test('dates are stored as typed with the server in {$self}')
    .with(['Pacific/Auckland', 'Europe/Paris', 'America/Los_Angeles'])
    .run(async ({ client, assert, cleanup }, zone) => {
      const original = process.env.TZ
      cleanup(() => {
        if (original === undefined) delete process.env.TZ
        else process.env.TZ = original
      })
      process.env.TZ = zone
      const user = await UserFactory.create()
      const response = await send(client, user, 'profile.athlete.update', {
        birth_date: '1990-04-12',
        race_distance_meters: 5000,
        race_duration_seconds: 1200,
        race_date: '2026-03-01',
      })
      assertRedirect(response, route('profile'), 303)
      const { athlete } = await profileProps(client, user, 'profile')
      assert.equal(athlete!.birthDate, '1990-04-12', zone)
      assert.equal(athlete!.raceDate, '2026-03-01', zone)

      const goal = await send(client, user, 'welcome.update', {
        step: 'goal',
        goal_kind: 'race',
        goal_distance_meters: 42195,
        goal_date: '2099-10-12',
      })
      assertRedirect(goal, route('welcome'), 303)
      const goalDate = await stored(user, 'goalDate')
      assert.equal(goalDate?.toISODate(), '2099-10-12', zone)
    })

  test('a partial update keeps the other fields', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await completeProfile(user)
    const before = await snapshot(user)

    const response = await send(client, user, 'profile.athlete.update', { weight_kg: 61 })
    assertRedirect(response, route('profile'), 303)
    const after = await snapshot(user)
    assert.equal(Number(after.weight_kg), 61)
    assert.deepEqual(
      without(after, 'weight_kg', 'updated_at'),
      without(before, 'weight_kg', 'updated_at')
    )

    // null clears a field; the others still stay.
    const cleared = await send(client, user, 'profile.athlete.update', {
      resting_hr: null,
      threshold_pace_sec_per_km: null,
    })
    assertRedirect(cleared, route('profile'), 303)
    const row = await rowOf(user)
    assert.isNull(row.restingHr)
    assert.isNull(row.thresholdSpeedMps)
    assert.equal(row.weightKg, 61)
    assert.equal(row.maxHr, 193)
    assert.equal(row.lthr, 171)
  })

  const INVALID = [
    {
      title: 'resting_hr 20',
      body: { resting_hr: 20 },
      errors: { resting_hr: 'Resting heart rate must be between 25 and 120 bpm.' },
    },
    {
      title: 'max_hr 250',
      body: { max_hr: 250 },
      errors: { max_hr: 'Maximum heart rate must be between 100 and 230 bpm.' },
    },
    {
      title: 'max_hr with decimals',
      body: { max_hr: 180.5 },
      errors: { max_hr: 'Enter a whole number.' },
    },
    {
      title: 'lthr 250',
      body: { lthr: 250 },
      errors: { lthr: 'Threshold heart rate must be between 80 and 220 bpm.' },
    },
    {
      title: 'weight_kg 10',
      body: { weight_kg: 10 },
      errors: { weight_kg: 'Enter a weight between 25 and 250 kg (55 to 551 lb).' },
    },
    {
      title: 'height_meters 3',
      body: { height_meters: 3 },
      errors: {
        height_meters: 'Enter a height between 100 and 250 cm (3 ft 3 in to 8 ft 2 in).',
      },
    },
    {
      title: 'threshold pace text',
      body: { threshold_pace_sec_per_km: '4:3x' },
      errors: { threshold_pace_sec_per_km: 'Enter a number.' },
    },
    {
      title: 'threshold pace 1:00',
      body: { threshold_pace_sec_per_km: 60 },
      errors: {
        threshold_pace_sec_per_km: 'Enter a threshold pace between 2:00 and 15:00 per km.',
      },
    },
    {
      title: 'threshold power 1000',
      body: { threshold_power_watts: 1000 },
      errors: { threshold_power_watts: 'Threshold power must be between 50 and 600 W.' },
    },
    {
      title: 'birth_date in the future',
      body: { birth_date: isoDate({ days: 30 }) },
      errors: { birth_date: 'You must be at least 10 years old.' },
    },
    {
      title: 'birth_date 5 years ago',
      body: { birth_date: isoDate({ years: -5 }) },
      errors: { birth_date: 'You must be at least 10 years old.' },
    },
    {
      title: 'birth_date 101 years ago',
      body: { birth_date: isoDate({ years: -101 }) },
      errors: { birth_date: 'Enter a birth date within the last 100 years.' },
    },
    {
      title: 'birth_date not a date',
      body: { birth_date: '12/04/1990' },
      errors: { birth_date: 'Enter a date as YYYY-MM-DD.' },
    },
    {
      title: 'sex other',
      body: { sex: 'other' },
      errors: { sex: 'Choose one of the options.' },
    },
    {
      title: 'race distance without a time',
      body: { race_distance_meters: 10000 },
      errors: { race_duration_seconds: ATHLETE_FIELD_MESSAGES['race_duration_seconds.required'] },
    },
    {
      title: 'race distance with a null time',
      body: { race_distance_meters: 10000, race_duration_seconds: null },
      errors: { race_duration_seconds: 'Enter the race time too.' },
    },
    {
      title: 'race time without a distance',
      body: { race_duration_seconds: 2400 },
      errors: { race_distance_meters: 'Enter the race distance too.' },
    },
    {
      title: 'race distance 100 m',
      body: { race_distance_meters: 100, race_duration_seconds: 15 },
      errors: {
        race_distance_meters: 'Enter a race distance between 400 m and 250 km.',
        race_duration_seconds: 'Enter a race time between 1 minute and 48 hours.',
      },
    },
    {
      title: 'race_date in the future',
      body: {
        race_distance_meters: 10000,
        race_duration_seconds: 2400,
        race_date: isoDate({ days: 5 }),
      },
      errors: { race_date: 'The race date cannot be in the future.' },
    },
  ]

  test('{title} is refused with a clear message and saves nothing')
    .with(INVALID)
    .run(async ({ client, assert }, { body, errors }) => {
      const user = await UserFactory.create()
      await completeProfile(user)
      // A valid field next to the invalid one is not saved either.
      const withValid = { experience: 'beginner', ...body }
      await assertRefused(assert, client, user, 'profile.athlete.update', withValid, errors)
    })

  test('several invalid fields give one message each', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, user, 'profile.athlete.update', {
      resting_hr: 20,
      max_hr: 250,
      weight_kg: 10,
    })
    assert.deepEqual(await errorsAfter(client, response, route('profile')), {
      resting_hr: 'Resting heart rate must be between 25 and 120 bpm.',
      max_hr: 'Maximum heart rate must be between 100 and 230 bpm.',
      weight_kg: 'Enter a weight between 25 and 250 kg (55 to 551 lb).',
    })
    const row = await AthleteProfile.findBy('userId', user.id)
    if (row) {
      assert.isNull(row.restingHr)
      assert.isNull(row.maxHr)
      assert.isNull(row.weightKg)
    }
  })
})

test.group('Athlete profile | CSRF', (group) => {
  functionalGroup(group)

  const FORM_BODIES: { form: Form; body: Record<string, unknown> }[] = [
    { form: 'profile.athlete.update', body: { weight_kg: 99, resting_hr: 60 } },
    { form: 'profile.zones.update', body: { hr_zone_model: 'max' } },
    { form: 'profile.zones.reset', body: {} },
    { form: 'profile.preferences.update', body: VALID_PREFERENCES },
    { form: 'welcome.update', body: { step: 'units', units: 'imperial' } },
    { form: 'welcome.skip', body: { step: 'units' } },
  ]

  test('{form} without a token answers 419 and changes nothing')
    .with(FORM_BODIES)
    .run(async ({ client, assert }, { form, body }) => {
      const user = await UserFactory.create()
      await completeProfile(user, { hrZoneModel: 'max' })
      const before = await snapshot(user)
      const response = await client[FORMS[form].method](route(form))
        .loginAs(user)
        .json(body)
        .redirects(0)
      response.assertStatus(419)
      assert.deepEqual(await snapshot(user), before)
    })
})
