import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { assertRedirect, countRows, functionalGroup, route } from '../helpers.js'
import {
  type Form,
  type Method,
  VALID_PREFERENCES,
  completeProfile,
  profileProps,
  rowOf,
  send,
  sharedPropsOf,
  snapshot,
} from './support.js'

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

    const fromB: [Form, Record<string, unknown>][] = [
      ['profile.athlete.update', { weight_kg: 80, max_hr: 200, lthr: 180, sex: 'male' }],
      ['profile.zones.update', { hr_zone_model: 'lthr' }],
      ['profile.zones.update', { hr_zone_model: 'max', boundaries: [121, 141, 161, 181] }],
      ['profile.zones.reset', {}],
      ['profile.preferences.update', VALID_PREFERENCES],
      ['welcome.update', { step: 'units', units: 'imperial' }],
      ['welcome.skip', { step: 'basics' }],
      ['welcome.update', { step: 'goal', goal_kind: 'fitness' }],
      ['welcome.update', { step: 'activities' }],
    ]
    for (const [form, body] of fromB) {
      const response = await send(client, userB, form, body)
      assert.oneOf(response.status(), [302, 303], form)
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
    for (const name of [
      'profile',
      'profile.zones',
      'profile.preferences',
      'welcome',
      'dashboard',
    ]) {
      const props = await sharedPropsOf(client, userB, name)
      const text = JSON.stringify({ ...props, auth: undefined, config: undefined })
      for (const value of aValues) {
        assert.notInclude(text, String(value), `${name} shows A's ${value}`)
      }
    }
    const { athlete } = await profileProps(client, userB, 'profile')
    assert.equal(athlete!.weightKg, 80)
    assert.equal(athlete!.maxHr, 200)
    assert.isNull(athlete!.birthDate)

    // A still sees A's own values.
    const a = await profileProps(client, userA, 'profile.zones')
    assert.equal(a.athlete!.weightKg, 57.5)
    assert.equal(a.zones!.model, 'lthr')
    assert.equal(a.preferences.timeZone, 'Asia/Tokyo')
  })

  // The pages and forms of the athlete profile, and the dashboard.
  const ROUTES: { method: Method; name: string }[] = [
    { method: 'get', name: 'profile' },
    { method: 'get', name: 'profile.zones' },
    { method: 'get', name: 'profile.preferences' },
    { method: 'put', name: 'profile.athlete.update' },
    { method: 'put', name: 'profile.zones.update' },
    { method: 'delete', name: 'profile.zones.reset' },
    { method: 'put', name: 'profile.preferences.update' },
    { method: 'get', name: 'welcome' },
    { method: 'put', name: 'welcome.update' },
    { method: 'post', name: 'welcome.skip' },
    { method: 'get', name: 'dashboard' },
  ]

  test('a guest is sent to the login page from {method} {name}')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, name }) => {
      const response = await client[method](route(name))
        .withCsrfToken()
        .json({ step: 'units', units: 'imperial' })
        .redirects(0)
      assertRedirect(response, route('login'))
      assert.equal(await countRows('athlete_profiles'), 0)
    })

  test('an unverified user is sent to the verification notice from {method} {name}')
    .with(ROUTES)
    .run(async ({ client, assert }, { method, name }) => {
      const user = await UserFactory.apply('unverified').create()
      const response = await client[method](route(name))
        .loginAs(user)
        .withCsrfToken()
        .json({ step: 'units', units: 'imperial' })
        .redirects(0)
      assertRedirect(response, route('verification.notice'))
      assert.equal(await countRows('athlete_profiles', { user_id: user.id }), 0)
    })
})
