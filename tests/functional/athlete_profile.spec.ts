import { test } from '@japa/runner'
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import MainSeeder from '#database/seeders/main_seeder'
import { UserFactory } from '#database/factories/user_factory'
import { ATHLETE_FIELD_MESSAGES } from '#validators/athlete_profile'
import { tanakaMaxHr } from '#domain/science/heart_rate'
import { trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'
import { assertRedirect, continueSession, countRows, functionalGroup, sameSite } from './helpers.js'

/*
| The Profile, Training Zones and Preferences tabs, and Welcome (onboarding).
| None of these URLs carries an id: every action works on the signed-in
| user's own athlete_profiles row, so isolation is asserted through the
| database and the props.
*/

type Method = 'get' | 'put' | 'post' | 'delete'

/** Today's date (UTC, the default time zone of a profile) shifted by some time. */
function isoDate(shift: { years?: number; days?: number }) {
  return DateTime.utc().plus(shift).toISODate()!
}

/** A birth date that makes the athlete `years` old today, with margin around midnight. */
function birthDateForAge(years: number) {
  return isoDate({ years: -years, days: -10 })
}

/** The JSON wire form of computed zones (the open top zone has max null). */
function wire(zones: { name: string; min: number; max: number }[]) {
  return zones.map((zone) => ({
    name: zone.name,
    min: zone.min,
    max: Number.isFinite(zone.max) ? zone.max : null,
  }))
}

/** The props of an Inertia page visit by a signed-in user. */
async function propsOf(client: ApiClient, user: User, url: string) {
  const response = await client.get(url).loginAs(user).withInertia()
  response.assertStatus(200)
  return response.body().props
}

/** The page each form is on: the Referer of its requests, where `back` redirects to. */
const PAGE_OF: Record<string, string> = {
  '/profile/athlete': '/profile',
  '/profile/zones': '/profile/zones',
  '/profile/zones/manual': '/profile/zones',
  '/profile/preferences': '/profile/preferences',
  '/welcome': '/welcome',
  '/welcome/skip': '/welcome',
}

/** A state-changing Inertia visit from a page (the Referer `back` goes to; default: the form's). */
function send(
  client: ApiClient,
  user: User,
  method: Exclude<Method, 'get'>,
  url: string,
  body: Record<string, unknown>,
  from: string = PAGE_OF[url]
): ApiRequest {
  return client[method](url)
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(from))
    .json(body)
    .redirects(0)
}

/** The `errors` prop of the page a redirect leads to, in the same session. */
async function errorsAfter(client: ApiClient, response: ApiResponse, path: string) {
  const page = await continueSession(client.get(path), response).withInertia()
  page.assertStatus(200)
  return page.body().props.errors
}

/** The athlete_profiles row of a user, as stored (fresh from the database). */
async function rowOf(user: User) {
  return AthleteProfile.findByOrFail('userId', user.id)
}

/** One attribute of a user's stored profile row. */
async function stored<K extends keyof AthleteProfile>(user: User, key: K) {
  const row = await rowOf(user)
  return row[key]
}

/** A row without some of its columns. */
function without(row: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))
}

/** Everything stored in a profile row, for "nothing changed" comparisons. */
async function snapshot(user: User) {
  const row = await db.from('athlete_profiles').where('user_id', user.id).first()
  return { ...row }
}

/**
 * A refused change: a 303 back to the form's page, exactly these errors there, and the
 * user's athlete_profiles row exactly as it was.
 */
async function assertRefused(
  assert: Assert,
  client: ApiClient,
  user: User,
  url: string,
  body: Record<string, unknown>,
  errors: Record<string, string | undefined>
) {
  const before = await snapshot(user)
  const response = await send(client, user, 'put', url, body)
  assertRedirect(response, PAGE_OF[url], 303)
  assert.deepEqual(await errorsAfter(client, response, PAGE_OF[url]), errors)
  assert.deepEqual(await snapshot(user), before)
}

/** An athlete with a complete profile (values distinct from any test input). */
async function completeProfile(user: User, overrides: Partial<AthleteProfile> = {}) {
  return AthleteProfile.create({
    userId: user.id,
    birthDate: DateTime.fromISO(birthDateForAge(41), { zone: 'utc' }),
    sex: 'female',
    weightKg: 57.5,
    heightMeters: 1.66,
    restingHr: 44,
    maxHr: 193,
    lthr: 171,
    thresholdSpeedMps: 1000 / 233,
    thresholdPowerWatts: 255,
    raceDistanceMeters: 21097.5,
    raceDurationSeconds: 5400,
    raceDate: DateTime.fromISO(isoDate({ days: -60 }), { zone: 'utc' }),
    experience: 'advanced',
    hrZoneModel: 'lthr',
    hrZoneOverrides: { max: [117, 136, 155, 174] },
    units: 'metric',
    weekStart: 7,
    timeZone: 'Asia/Tokyo',
    trainingDays: [1, 3, 5, 6],
    longRunDay: 6,
    coachTone: 'detailed',
    emailNotifications: false,
    ...overrides,
  })
}

const DEFAULT_PREFERENCES = {
  units: 'metric',
  weekStart: 1,
  timeZone: 'UTC',
  trainingDays: [2, 4, 6, 7],
  longRunDay: 7,
  coachTone: 'encouraging',
  emailNotifications: true,
  weeklySummary: false,
}

const VALID_PREFERENCES = {
  units: 'imperial',
  week_start: 7,
  time_zone: 'America/New_York',
  training_days: [6, 1, 3],
  long_run_day: 6,
  coach_tone: 'direct',
  email_notifications: false,
}

test.group('Athlete profile | pages and props', (group) => {
  functionalGroup(group)

  test('a new user gets the defaults on every tab', async ({ client, assert }) => {
    const user = await UserFactory.create()
    assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 0)

    const profile = await propsOf(client, user, '/profile')
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

    const zones = await propsOf(client, user, '/profile/zones')
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

    const preferences = await propsOf(client, user, '/profile/preferences')
    assert.equal(preferences.tab, 'preferences')
    assert.isNull(preferences.athlete)
    assert.isNull(preferences.zones)
    assert.deepEqual(preferences.preferences, DEFAULT_PREFERENCES)

    // One row per user, however many visits.
    assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 1)
  })

  test('the Profile component renders for {$self}')
    .with(['/profile', '/profile/zones', '/profile/preferences'])
    .run(async ({ client }, url) => {
      const user = await UserFactory.create()
      const response = await client.get(url).loginAs(user).withInertia()
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
    const props = await propsOf(client, user, '/profile/zones')
    const expectedMax = Math.round(208 - 0.7 * 40)
    assert.equal(expectedMax, 180)
    assert.equal(tanakaMaxHr(40), expectedMax)
    assert.equal(props.athlete.ageYears, 40)
    assert.isNull(props.athlete.maxHr)
    assert.isTrue(props.athlete.maxHrEstimated)
    assert.equal(props.athlete.effectiveMaxHr, expectedMax)

    assert.isTrue(props.zones.available.max.ok)
    assert.isFalse(props.zones.available.reserve.ok)
    assert.deepEqual(props.zones.hr, {
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
    const { athlete } = await propsOf(client, user, '/profile')
    assert.equal(athlete.maxHr, 191)
    assert.equal(athlete.effectiveMaxHr, 191)
    assert.isFalse(athlete.maxHrEstimated)
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
    const props = await propsOf(client, user, '/profile/zones')
    assert.closeTo(vdotFromRace(10000, 2400), 51.9, 0.05)
    assert.equal(props.athlete.vdot, 51.9)
    assert.deepEqual(props.zones.trainingPaces, trainingPaces(51.9))
    assert.isArray(props.zones.pace)
    assert.lengthOf(props.zones.pace, 6)
    // Threshold pace of VDOT 51.9: about 4:06 per km (Daniels' tables).
    assert.closeTo(props.zones.trainingPaces.threshold, 246, 4)
    assert.isNull(props.zones.hr)
    assert.isNull(props.zones.power)
  })
})

test.group('Athlete profile | PUT /profile/athlete', (group) => {
  functionalGroup(group)

  test('saves the fields in SI units and redirects to the Profile tab', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const birthDate = birthDateForAge(35)
    const raceDate = isoDate({ days: -20 })
    const response = await send(client, user, 'put', '/profile/athlete', {
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
    assertRedirect(response, '/profile', 303)

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

    const page = await continueSession(client.get('/profile'), response).withInertia()
    page.assertInertiaComponent('Profile')
    page.assertInertiaPropsContains({
      athlete: {
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
      },
    })
    assert.deepEqual(page.body().props.errors, {})
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
      const response = await send(client, user, 'put', '/profile/athlete', {
        birth_date: '1990-04-12',
        race_distance_meters: 5000,
        race_duration_seconds: 1200,
        race_date: '2026-03-01',
      })
      assertRedirect(response, '/profile', 303)
      const { athlete } = await propsOf(client, user, '/profile')
      assert.equal(athlete.birthDate, '1990-04-12', zone)
      assert.equal(athlete.raceDate, '2026-03-01', zone)

      const goal = await send(client, user, 'put', '/welcome', {
        step: 'goal',
        goal_kind: 'race',
        goal_distance_meters: 42195,
        goal_date: '2099-10-12',
      })
      assertRedirect(goal, '/welcome', 303)
      const goalDate = await stored(user, 'goalDate')
      assert.equal(goalDate?.toISODate(), '2099-10-12', zone)
    })

  test('a partial update keeps the other fields', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await completeProfile(user)
    const before = await snapshot(user)

    const response = await send(client, user, 'put', '/profile/athlete', { weight_kg: 61 })
    assertRedirect(response, '/profile', 303)
    const after = await snapshot(user)
    assert.equal(Number(after.weight_kg), 61)
    assert.deepEqual(
      without(after, 'weight_kg', 'updated_at'),
      without(before, 'weight_kg', 'updated_at')
    )

    // null clears a field; the others still stay.
    const cleared = await send(client, user, 'put', '/profile/athlete', {
      resting_hr: null,
      threshold_pace_sec_per_km: null,
    })
    assertRedirect(cleared, '/profile', 303)
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
      await assertRefused(assert, client, user, '/profile/athlete', withValid, errors)
    })

  test('several invalid fields give one message each', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, user, 'put', '/profile/athlete', {
      resting_hr: 20,
      max_hr: 250,
      weight_kg: 10,
    })
    assert.deepEqual(await errorsAfter(client, response, '/profile'), {
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

  const ROUTES: { method: Exclude<Method, 'get'>; url: string; body: Record<string, unknown> }[] = [
    { method: 'put', url: '/profile/athlete', body: { weight_kg: 99, resting_hr: 60 } },
    { method: 'put', url: '/profile/zones', body: { hr_zone_model: 'max' } },
    { method: 'delete', url: '/profile/zones/manual', body: {} },
    { method: 'put', url: '/profile/preferences', body: VALID_PREFERENCES },
    { method: 'put', url: '/welcome', body: { step: 'units', units: 'imperial' } },
    { method: 'post', url: '/welcome/skip', body: { step: 'units' } },
  ]

  test('{method} {url} without a token answers 419 and changes nothing')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, url, body }) => {
      const user = await UserFactory.create()
      await completeProfile(user, { hrZoneModel: 'max' })
      const before = await snapshot(user)
      const response = await client[method](url).loginAs(user).json(body).redirects(0)
      response.assertStatus(419)
      assert.deepEqual(await snapshot(user), before)
    })
})

test.group('Athlete profile | PUT /profile/zones', (group) => {
  functionalGroup(group)

  const MODEL_REFUSALS = [
    {
      title: 'lthr without an LTHR is an error on hr_zone_model; the model stays',
      model: 'lthr',
      message: 'This model needs your lactate threshold heart rate (LTHR).',
    },
    {
      title: 'reserve without a resting HR is an error too',
      model: 'reserve',
      message:
        'This model needs your resting heart rate and your maximum heart rate (or birth date).',
    },
    {
      title: 'an unknown model is a validation error',
      model: 'magic',
      message: 'Choose one of the zone models.',
    },
  ]

  test('{title}')
    .with(MODEL_REFUSALS)
    .run(async ({ client, assert }, { model, message }) => {
      const user = await UserFactory.create()
      await AthleteProfile.create({ userId: user.id, maxHr: 190 })
      await assertRefused(
        assert,
        client,
        user,
        '/profile/zones',
        { hr_zone_model: model },
        {
          hr_zone_model: message,
        }
      )
      assert.equal(await stored(user, 'hrZoneModel'), 'max')
      const { zones } = await propsOf(client, user, '/profile/zones')
      assert.equal(zones.model, 'max')
      assert.deepEqual(zones.hr.zones, wire(hrZonesByMax(190)))
    })

  test('lthr with an LTHR saves the model; the zones are Friel’s seven', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, maxHr: 190, lthr: 170 })

    const response = await send(client, user, 'put', '/profile/zones', { hr_zone_model: 'lthr' })
    assertRedirect(response, '/profile/zones', 303)
    assert.equal(await stored(user, 'hrZoneModel'), 'lthr')

    const page = await continueSession(client.get('/profile/zones'), response).withInertia()
    const { zones, errors } = page.body().props
    assert.deepEqual(errors, {})
    assert.equal(zones.model, 'lthr')
    assert.isFalse(zones.hr.manual)
    assert.deepEqual(
      zones.hr.zones.map((zone: { name: string }) => zone.name),
      ['Z1', 'Z2', 'Z3', 'Z4', 'Z5a', 'Z5b', 'Z5c']
    )
    assert.deepEqual(zones.hr.zones, wire(hrZonesByLthr(170)))
    // 85, 90, 95, 100, 103 and 107 % of 170 bpm.
    assert.deepEqual(
      zones.hr.zones.slice(1).map((zone: { min: number }) => zone.min),
      [145, 153, 162, 170, 175, 182]
    )
  })

  const BAD_BOUNDARIES = [
    {
      title: 'a wrong count',
      boundaries: [120, 140, 160],
      errors: { boundaries: 'Give 4 boundaries for 5 zones.' },
    },
    {
      title: 'a value not above the one before',
      boundaries: [120, 140, 135, 170],
      errors: { boundaries: 'Each boundary must be higher than the one before.' },
    },
    {
      title: 'two equal values',
      boundaries: [120, 140, 140, 170],
      errors: { boundaries: 'Each boundary must be higher than the one before.' },
    },
    {
      title: 'a value out of range',
      boundaries: [10, 140, 160, 170],
      errors: { 'boundaries.0': 'Boundaries must be between 30 and 240 bpm.' },
    },
  ]

  test('manual boundaries with {title} are refused')
    .with(BAD_BOUNDARIES)
    .run(async ({ client, assert }, { boundaries, errors }) => {
      const user = await UserFactory.create()
      await AthleteProfile.create({ userId: user.id, maxHr: 190 })
      const body = { hr_zone_model: 'max', boundaries }
      await assertRefused(assert, client, user, '/profile/zones', body, errors)
      const { zones } = await propsOf(client, user, '/profile/zones')
      assert.isFalse(zones.hr.manual)
    })

  test('valid manual boundaries are used, kept per model, and reset', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, maxHr: 190, lthr: 170 })
    const computed = wire(hrZonesByMax(190))
    assert.deepEqual(
      computed.slice(0, -1).map((zone) => zone.max),
      [114, 133, 152, 171]
    )

    const saved = await send(client, user, 'put', '/profile/zones', {
      hr_zone_model: 'max',
      boundaries: [120, 140, 158, 172],
    })
    assertRedirect(saved, '/profile/zones', 303)
    const manualZones = [
      { name: 'Z1', min: 0, max: 120 },
      { name: 'Z2', min: 120, max: 140 },
      { name: 'Z3', min: 140, max: 158 },
      { name: 'Z4', min: 158, max: 172 },
      { name: 'Z5', min: 172, max: null },
    ]
    let { zones } = await propsOf(client, user, '/profile/zones')
    assert.equal(zones.model, 'max')
    assert.isTrue(zones.hr.manual)
    assert.deepEqual(zones.hr.zones, manualZones)
    assert.deepEqual(zones.hr.computed, computed)
    assert.deepEqual(await stored(user, 'hrZoneOverrides'), { max: [120, 140, 158, 172] })

    // Switch to LTHR: its computed zones, no manual boundaries there.
    await send(client, user, 'put', '/profile/zones', { hr_zone_model: 'lthr' })
    ;({ zones } = await propsOf(client, user, '/profile/zones'))
    assert.equal(zones.model, 'lthr')
    assert.isFalse(zones.hr.manual)
    assert.deepEqual(zones.hr.zones, wire(hrZonesByLthr(170)))

    // And back: the manual boundaries of the max model are still there.
    await send(client, user, 'put', '/profile/zones', { hr_zone_model: 'max' })
    ;({ zones } = await propsOf(client, user, '/profile/zones'))
    assert.equal(zones.model, 'max')
    assert.isTrue(zones.hr.manual)
    assert.deepEqual(zones.hr.zones, manualZones)

    // Reset to computed.
    const reset = await client
      .delete('/profile/zones/manual')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(reset, '/profile/zones', 303)
    ;({ zones } = await propsOf(client, user, '/profile/zones'))
    assert.equal(zones.model, 'max')
    assert.isFalse(zones.hr.manual)
    assert.deepEqual(zones.hr.zones, computed)
    assert.deepEqual(await stored(user, 'hrZoneOverrides'), {})
  })

  test('reset only removes the boundaries of the current model', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({
      userId: user.id,
      maxHr: 190,
      lthr: 170,
      hrZoneModel: 'lthr',
      hrZoneOverrides: { max: [120, 140, 158, 172], lthr: [140, 150, 160, 170, 176, 184] },
    })
    let { zones } = await propsOf(client, user, '/profile/zones')
    assert.isTrue(zones.hr.manual)

    await client.delete('/profile/zones/manual').loginAs(user).withCsrfToken().withInertia()
    ;({ zones } = await propsOf(client, user, '/profile/zones'))
    assert.isFalse(zones.hr.manual)
    assert.deepEqual(await stored(user, 'hrZoneOverrides'), { max: [120, 140, 158, 172] })
  })
})

test.group('Athlete profile | PUT /profile/preferences', (group) => {
  functionalGroup(group)

  test('saves every preference', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, user, 'put', '/profile/preferences', VALID_PREFERENCES)
    assertRedirect(response, '/profile/preferences', 303)

    const row = await rowOf(user)
    assert.equal(row.units, 'imperial')
    assert.equal(row.weekStart, 7)
    assert.equal(row.timeZone, 'America/New_York')
    assert.deepEqual(row.trainingDays, [1, 3, 6])
    assert.equal(row.longRunDay, 6)
    assert.equal(row.coachTone, 'direct')
    assert.isFalse(row.emailNotifications)

    const page = await continueSession(client.get('/profile/preferences'), response).withInertia()
    const props = page.body().props
    assert.deepEqual(props.errors, {})
    assert.deepEqual(props.preferences, {
      units: 'imperial',
      weekStart: 7,
      timeZone: 'America/New_York',
      trainingDays: [1, 3, 6],
      longRunDay: 6,
      coachTone: 'direct',
      emailNotifications: false,
      weeklySummary: false,
    })

    // And back to the defaults.
    await send(client, user, 'put', '/profile/preferences', {
      units: 'metric',
      week_start: 1,
      time_zone: 'UTC',
      training_days: [2, 4, 6, 7],
      long_run_day: 7,
      coach_tone: 'encouraging',
      email_notifications: true,
    })
    const { preferences } = await propsOf(client, user, '/profile/preferences')
    assert.deepEqual(preferences, {
      ...DEFAULT_PREFERENCES,
    })
  })

  test('after saving imperial, every page gets preferences.units imperial', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = await propsOf(client, user, '/dashboard')
    assert.deepEqual(before.preferences, { units: 'metric', weekStart: 1, timeZone: 'UTC' })

    const response = await send(client, user, 'put', '/profile/preferences', VALID_PREFERENCES)
    assertRedirect(response, '/profile/preferences', 303)

    const dashboard = await continueSession(client.get('/dashboard'), response).withInertia()
    dashboard.assertInertiaComponent('Dashboard')
    assert.deepEqual(dashboard.body().props.preferences, {
      units: 'imperial',
      weekStart: 7,
      timeZone: 'America/New_York',
    })
    for (const url of ['/coach', '/profile/zones', '/profile/edit', '/welcome']) {
      const props = await propsOf(client, user, url)
      assert.equal(props.preferences.units, 'imperial', url)
    }
  })

  const INVALID = [
    {
      title: 'an unknown time zone',
      body: { time_zone: 'Mars/Olympus_Mons' },
      field: 'time_zone',
      message: 'Choose a valid time zone.',
    },
    {
      title: 'a long-run day that is not a training day',
      body: { training_days: [1, 3, 5], long_run_day: 7 },
      field: 'long_run_day',
      message: 'Pick one of your training days for the long run.',
    },
    {
      title: 'no training days',
      body: { training_days: [] },
      field: 'training_days',
      message: 'Pick at least one training day.',
    },
    {
      title: 'a training day twice',
      body: { training_days: [1, 6, 6] },
      field: 'training_days',
      message: 'Pick each training day once.',
    },
    {
      title: 'a day 8',
      body: { training_days: [1, 8], long_run_day: 1 },
      field: 'training_days.1',
      message: 'Choose days of the week.',
    },
    {
      title: 'an unknown unit system',
      body: { units: 'nautical' },
      field: 'units',
      message: 'Choose one of the options.',
    },
    {
      title: 'a week starting on Wednesday',
      body: { week_start: 3 },
      field: 'week_start',
      message: 'Choose one of the options.',
    },
    {
      title: 'an unknown coach tone',
      body: { coach_tone: 'harsh' },
      field: 'coach_tone',
      message: 'Choose one of the options.',
    },
  ]

  test('{title} is an error on its field and saves nothing')
    .with(INVALID)
    .run(async ({ client, assert }, { body, field, message }) => {
      const user = await UserFactory.create()
      await completeProfile(user)
      const preferences = { ...VALID_PREFERENCES, ...body }
      await assertRefused(assert, client, user, '/profile/preferences', preferences, {
        [field]: message,
      })
    })
})

test.group('Athlete profile | isolation and access', (group) => {
  functionalGroup(group)

  test('user B’s changes never touch user A’s row, nor show A’s values', async ({
    client,
    assert,
  }) => {
    const userA = await UserFactory.create()
    const userB = await UserFactory.create()
    await completeProfile(userA)
    const rowA = await snapshot(userA)

    const fromB: [Exclude<Method, 'get'>, string, Record<string, unknown>, string][] = [
      [
        'put',
        '/profile/athlete',
        { weight_kg: 80, max_hr: 200, lthr: 180, sex: 'male' },
        '/profile',
      ],
      ['put', '/profile/zones', { hr_zone_model: 'lthr' }, '/profile/zones'],
      [
        'put',
        '/profile/zones',
        { hr_zone_model: 'max', boundaries: [121, 141, 161, 181] },
        '/profile/zones',
      ],
      ['delete', '/profile/zones/manual', {}, '/profile/zones'],
      ['put', '/profile/preferences', VALID_PREFERENCES, '/profile/preferences'],
      ['put', '/welcome', { step: 'units', units: 'imperial' }, '/welcome'],
      ['post', '/welcome/skip', { step: 'basics' }, '/welcome'],
      ['put', '/welcome', { step: 'goal', goal_kind: 'fitness' }, '/welcome'],
      ['put', '/welcome', { step: 'activities' }, '/welcome'],
    ]
    for (const [method, url, body, from] of fromB) {
      const response = await send(client, userB, method, url, body, from)
      assert.oneOf(response.status(), [302, 303], `${method} ${url}`)
    }

    assert.deepEqual(await snapshot(userA), rowA)
    assert.equal(await countRows('athlete_profiles', { user_id: userA.id }), 1)
    assert.equal(await countRows('athlete_profiles', { user_id: userB.id }), 1)

    const rowB = await rowOf(userB)
    assert.equal(rowB.weightKg, 80)
    assert.equal(rowB.hrZoneModel, 'max')
    assert.deepEqual(rowB.hrZoneOverrides, {})
    assert.isNotNull(rowB.onboardingCompletedAt)

    // B's pages show B's values; nothing of A's appears anywhere in them.
    const aValues = [
      'Asia/Tokyo',
      rowA.birth_date instanceof Date
        ? DateTime.fromJSDate(rowA.birth_date).toISODate()
        : rowA.birth_date,
      '57.5',
      '193',
      '171',
      '255',
      '21097.5',
      'detailed',
    ]
    for (const url of [
      '/profile',
      '/profile/zones',
      '/profile/preferences',
      '/welcome',
      '/dashboard',
    ]) {
      const props = await propsOf(client, userB, url)
      const text = JSON.stringify({ ...props, auth: undefined, config: undefined })
      for (const value of aValues) {
        assert.notInclude(text, String(value), `${url} shows A's ${value}`)
      }
    }
    const { athlete } = await propsOf(client, userB, '/profile')
    assert.equal(athlete.weightKg, 80)
    assert.equal(athlete.maxHr, 200)
    assert.isNull(athlete.birthDate)

    // A still sees A's own values.
    const a = await propsOf(client, userA, '/profile/zones')
    assert.equal(a.athlete.weightKg, 57.5)
    assert.equal(a.zones.model, 'lthr')
    assert.equal(a.preferences.timeZone, 'Asia/Tokyo')
  })

  const ROUTES: { method: Method; url: string }[] = [
    { method: 'get', url: '/profile' },
    { method: 'get', url: '/profile/zones' },
    { method: 'get', url: '/profile/preferences' },
    { method: 'put', url: '/profile/athlete' },
    { method: 'put', url: '/profile/zones' },
    { method: 'delete', url: '/profile/zones/manual' },
    { method: 'put', url: '/profile/preferences' },
    { method: 'get', url: '/welcome' },
    { method: 'put', url: '/welcome' },
    { method: 'post', url: '/welcome/skip' },
    { method: 'get', url: '/dashboard' },
  ]

  test('a guest is sent to /login from {method} {url}')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, url }) => {
      const response = await client[method](url)
        .withCsrfToken()
        .json({ step: 'units', units: 'imperial' })
        .redirects(0)
      assertRedirect(response, '/login')
      assert.equal(await countRows('athlete_profiles'), 0)
    })

  test('an unverified user is sent to /verify-email from {method} {url}')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, url }) => {
      const user = await UserFactory.apply('unverified').create()
      const response = await client[method](url)
        .loginAs(user)
        .withCsrfToken()
        .json({ step: 'units', units: 'imperial' })
        .redirects(0)
      assertRedirect(response, '/verify-email')
      assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 0)
    })
})

test.group('Athlete profile | Welcome', (group) => {
  functionalGroup(group)

  test('a new user starts at units; each step saves and moves on', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const dashboard = await propsOf(client, user, '/dashboard')
    assert.deepEqual(dashboard.onboarding, { completed: false, step: 'units' })

    let welcome = await client.get('/welcome').loginAs(user).withInertia()
    welcome.assertStatus(200)
    welcome.assertInertiaComponent('Welcome')
    welcome.assertInertiaPropsContains({
      step: 'units',
      steps: ['units', 'basics', 'goal', 'activities'],
      completed: false,
      goal: { kind: null, distanceMeters: null, date: null },
      preferences: { units: 'metric' },
    })

    // Units.
    const units = await send(client, user, 'put', '/welcome', { step: 'units', units: 'imperial' })
    assertRedirect(units, '/welcome', 303)
    assert.equal(await stored(user, 'units'), 'imperial')
    welcome = await continueSession(client.get('/welcome'), units).withInertia()
    welcome.assertInertiaPropsContains({
      step: 'basics',
      completed: false,
      preferences: { units: 'imperial' },
    })
    assert.equal(welcome.body().props.preferences.units, 'imperial')

    // Basics, with "I don't know" for both heart rates.
    const birthDate = birthDateForAge(30)
    const basics = await send(client, user, 'put', '/welcome', {
      step: 'basics',
      birth_date: birthDate,
      sex: 'female',
      resting_hr: null,
      max_hr: null,
    })
    assertRedirect(basics, '/welcome', 303)
    let row = await rowOf(user)
    assert.equal(row.birthDate!.toISODate(), birthDate)
    assert.equal(row.sex, 'female')
    assert.isNull(row.restingHr)
    assert.isNull(row.maxHr)
    assert.equal(row.onboardingStep, 'goal')

    const { athlete } = await propsOf(client, user, '/profile')
    assert.isTrue(athlete.maxHrEstimated)
    assert.equal(athlete.effectiveMaxHr, tanakaMaxHr(30))
    assert.equal(athlete.effectiveMaxHr, 187)

    welcome = await client.get('/welcome').loginAs(user).withInertia()
    welcome.assertInertiaPropsContains({ step: 'goal' })

    // Skip the goal: nothing saved.
    const skip = await client
      .post('/welcome/skip')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .json({ step: 'goal' })
      .redirects(0)
    assertRedirect(skip, '/welcome')
    row = await rowOf(user)
    assert.isNull(row.goalKind)
    assert.isNull(row.goalDistanceMeters)
    assert.isNull(row.goalDate)
    assert.equal(row.onboardingStep, 'activities')
    welcome = await continueSession(client.get('/welcome'), skip).withInertia()
    welcome.assertInertiaPropsContains({ step: 'activities', completed: false })

    // Finish.
    const finish = await send(client, user, 'put', '/welcome', { step: 'activities' })
    // The end of Welcome: upload the last runs, make a plan, in place.
    assertRedirect(finish, '/welcome', 303)
    row = await rowOf(user)
    assert.isNotNull(row.onboardingCompletedAt)
    assert.isNull(row.onboardingStep)

    const end = await continueSession(client.get('/welcome'), finish).withInertia()
    end.assertInertiaComponent('Welcome')
    end.assertInertiaPropsContains({ step: 'done', completed: true, end: { hasPlan: false } })
    assert.property(end.body().props.end, 'planDefaults')
    const after = await client.get('/dashboard').loginAs(user).withInertia()
    after.assertInertiaComponent('Dashboard')
    assert.isTrue(after.body().props.onboarding.completed)
    // Coming back later opens the end again, not step 1.
    const revisit = await client.get('/welcome').loginAs(user).withInertia()
    revisit.assertInertiaPropsContains({ step: 'done', completed: true })

    // A step can be reopened, and answered again.
    welcome = await client.get('/welcome').qs({ step: 'goal' }).loginAs(user).withInertia()
    welcome.assertInertiaPropsContains({ step: 'goal', completed: true })
    const goalDate = isoDate({ days: 120 })
    const goal = await send(
      client,
      user,
      'put',
      '/welcome',
      { step: 'goal', goal_kind: 'race', goal_distance_meters: 21097.5, goal_date: goalDate },
      '/welcome?step=goal'
    )
    assertRedirect(goal, '/welcome', 303)
    row = await rowOf(user)
    assert.equal(row.goalKind, 'race')
    assert.equal(row.goalDistanceMeters, 21097.5)
    assert.equal(row.goalDate!.toISODate(), goalDate)
    const reopened = await propsOf(client, user, '/welcome?step=goal')
    assert.deepEqual(reopened.goal, { kind: 'race', distanceMeters: 21097.5, date: goalDate })
  })

  test('an unknown ?step shows the current step', async ({ client }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, onboardingStep: 'goal' })
    const welcome = await client.get('/welcome').qs({ step: 'nope' }).loginAs(user).withInertia()
    welcome.assertInertiaPropsContains({ step: 'goal' })
  })

  const STEP_REFUSALS = [
    {
      title: 'a race goal without a date is an error on goal_date',
      step: 'goal',
      body: { step: 'goal', goal_kind: 'race', goal_distance_meters: 10000, goal_date: null },
      errors: { goal_date: 'Enter the race date.' },
    },
    {
      title: 'a goal date in the past is refused',
      step: 'goal',
      body: {
        step: 'goal',
        goal_kind: 'race',
        goal_distance_meters: 10000,
        goal_date: isoDate({ days: -3 }),
      },
      errors: { goal_date: 'The race date must be today or later.' },
    },
    {
      title: 'invalid basics are refused with the profile messages',
      step: 'basics',
      body: { step: 'basics', resting_hr: 20, max_hr: null },
      errors: { resting_hr: 'Resting heart rate must be between 25 and 120 bpm.' },
    },
  ]

  // Nothing is saved: the goal and heart rates stay unset, the step stays, onboarding goes on.
  test('{title}')
    .with(STEP_REFUSALS)
    .run(async ({ client, assert }, { step, body, errors }) => {
      const user = await UserFactory.create()
      await AthleteProfile.create({ userId: user.id, onboardingStep: step })
      await assertRefused(assert, client, user, '/welcome', body, errors)
      const row = await rowOf(user)
      assert.isNull(row.goalKind)
      assert.isNull(row.goalDate)
      assert.isNull(row.restingHr)
      assert.equal(row.onboardingStep, step)
      assert.isNull(row.onboardingCompletedAt)
    })

  test('a fitness goal saves no distance nor date', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({
      userId: user.id,
      onboardingStep: 'goal',
      goalKind: 'race',
      goalDistanceMeters: 10000,
      goalDate: DateTime.fromISO(isoDate({ days: 30 }), { zone: 'utc' }),
    })
    const response = await send(client, user, 'put', '/welcome', {
      step: 'goal',
      goal_kind: 'fitness',
    })
    assertRedirect(response, '/welcome', 303)
    const row = await rowOf(user)
    assert.equal(row.goalKind, 'fitness')
    assert.isNull(row.goalDistanceMeters)
    assert.isNull(row.goalDate)
    assert.equal(row.onboardingStep, 'activities')
  })

  test('skipping every step completes onboarding', async ({ client, assert }) => {
    const user = await UserFactory.create()
    let last: ApiResponse | null = null
    for (const step of ['units', 'basics', 'goal', 'activities']) {
      last = await client
        .post('/welcome/skip')
        .loginAs(user)
        .withCsrfToken()
        .json({ step })
        .redirects(0)
      assertRedirect(last, '/welcome')
    }
    const row = await rowOf(user)
    assert.isNotNull(row.onboardingCompletedAt)
    assert.equal(row.units, 'metric')
    assert.isNull(row.birthDate)
    assert.isNull(row.goalKind)
    const dashboard = await propsOf(client, user, '/dashboard')
    assert.isTrue(dashboard.onboarding.completed)
  })

  test('an unknown step is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, user, 'put', '/welcome', {
      step: 'payment',
      units: 'imperial',
    })
    assertRedirect(response, '/welcome', 303)
    const errors = await errorsAfter(client, response, '/welcome')
    assert.properties(errors, ['step'])
    const row = await AthleteProfile.findBy('userId', user.id)
    assert.equal(row?.units ?? 'metric', 'metric')
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

    const zonesPage = await propsOf(client, athlete, '/profile/zones')
    const a = zonesPage.athlete
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
    assert.isTrue(a.raceDate <= DateTime.utc().toISODate()!, `race date ${a.raceDate}`)

    const zones = zonesPage.zones
    assert.equal(zones.model, 'lthr')
    assert.deepEqual(zones.hr.zones, wire(hrZonesByLthr(168)))
    assert.isNotNull(zones.trainingPaces)
    assert.isNotNull(zones.power)
    assert.isTrue(zones.available.max.ok)
    assert.isTrue(zones.available.reserve.ok)
    assert.isTrue(zones.available.lthr.ok)

    const dashboard = await propsOf(client, athlete, '/dashboard')
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
