import { test } from '@japa/runner'
import AthleteProfile from '#models/athlete_profile'
import { UserFactory } from '#database/factories/user_factory'
import { hrZonesByLthr, hrZonesByMax } from '#domain/science/zones'
import type ProfileController from '#controllers/profile_controller'
import { inertiaProps } from '#tests/support/inertia_props'
import { assertRedirect, continueSession, functionalGroup, route } from '../helpers.js'
import { assertRefused, send, stored, wire, zonesTab } from './support.js'

test.group('Athlete profile | training zones', (group) => {
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
        'profile.zones.update',
        { hr_zone_model: model },
        {
          hr_zone_model: message,
        }
      )
      assert.equal(await stored(user, 'hrZoneModel'), 'max')
      const zones = await zonesTab(client, user)
      assert.equal(zones.model, 'max')
      assert.deepEqual(zones.hr!.zones, wire(hrZonesByMax(190)))
    })

  test('lthr with an LTHR saves the model; the zones are Friel’s seven', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, maxHr: 190, lthr: 170 })

    const response = await send(client, user, 'profile.zones.update', { hr_zone_model: 'lthr' })
    assertRedirect(response, route('profile.zones'), 303)
    assert.equal(await stored(user, 'hrZoneModel'), 'lthr')

    const page = await continueSession(client.get(route('profile.zones')), response).withInertia()
    const { zones, errors } = inertiaProps<ProfileController, 'show'>(page, 'Profile')
    const hr = zones!.hr!
    assert.deepEqual(errors, {})
    assert.equal(zones!.model, 'lthr')
    assert.isFalse(hr.manual)
    assert.deepEqual(
      hr.zones.map((zone: { name: string }) => zone.name),
      ['Z1', 'Z2', 'Z3', 'Z4', 'Z5a', 'Z5b', 'Z5c']
    )
    assert.deepEqual(hr.zones, wire(hrZonesByLthr(170)))
    // 85, 90, 95, 100, 103 and 107 % of 170 bpm.
    assert.deepEqual(
      hr.zones.slice(1).map((zone: { min: number }) => zone.min),
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
      await assertRefused(assert, client, user, 'profile.zones.update', body, errors)
      const zones = await zonesTab(client, user)
      assert.isFalse(zones.hr!.manual)
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

    const saved = await send(client, user, 'profile.zones.update', {
      hr_zone_model: 'max',
      boundaries: [120, 140, 158, 172],
    })
    assertRedirect(saved, route('profile.zones'), 303)
    const manualZones = [
      { name: 'Z1', min: 0, max: 120 },
      { name: 'Z2', min: 120, max: 140 },
      { name: 'Z3', min: 140, max: 158 },
      { name: 'Z4', min: 158, max: 172 },
      { name: 'Z5', min: 172, max: null },
    ]
    let zones = await zonesTab(client, user)
    assert.equal(zones.model, 'max')
    assert.isTrue(zones.hr!.manual)
    assert.deepEqual(zones.hr!.zones, manualZones)
    assert.deepEqual(zones.hr!.computed, computed)
    assert.deepEqual(await stored(user, 'hrZoneOverrides'), { max: [120, 140, 158, 172] })

    // Switch to LTHR: its computed zones, no manual boundaries there.
    await send(client, user, 'profile.zones.update', { hr_zone_model: 'lthr' })
    zones = await zonesTab(client, user)
    assert.equal(zones.model, 'lthr')
    assert.isFalse(zones.hr!.manual)
    assert.deepEqual(zones.hr!.zones, wire(hrZonesByLthr(170)))

    // And back: the manual boundaries of the max model are still there.
    await send(client, user, 'profile.zones.update', { hr_zone_model: 'max' })
    zones = await zonesTab(client, user)
    assert.equal(zones.model, 'max')
    assert.isTrue(zones.hr!.manual)
    assert.deepEqual(zones.hr!.zones, manualZones)

    // Reset to computed.
    const reset = await send(client, user, 'profile.zones.reset', {})
    assertRedirect(reset, route('profile.zones'), 303)
    zones = await zonesTab(client, user)
    assert.equal(zones.model, 'max')
    assert.isFalse(zones.hr!.manual)
    assert.deepEqual(zones.hr!.zones, computed)
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
    let zones = await zonesTab(client, user)
    assert.isTrue(zones.hr!.manual)

    await send(client, user, 'profile.zones.reset', {})
    zones = await zonesTab(client, user)
    assert.isFalse(zones.hr!.manual)
    assert.deepEqual(await stored(user, 'hrZoneOverrides'), { max: [120, 140, 158, 172] })
  })
})
