import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import type PagesController from '#controllers/pages_controller'
import type ProfileController from '#controllers/profile_controller'
import { inertiaProps } from '#tests/support/inertia_props'
import { assertRedirect, continueSession, functionalGroup, route } from '../helpers.js'
import {
  DEFAULT_PREFERENCES,
  VALID_PREFERENCES,
  assertRefused,
  completeProfile,
  dashboardProps,
  profileProps,
  rowOf,
  send,
  sharedPropsOf,
} from './support.js'

test.group('Athlete profile | preferences', (group) => {
  functionalGroup(group)

  test('saves every preference', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, user, 'profile.preferences.update', VALID_PREFERENCES)
    assertRedirect(response, route('profile.preferences'), 303)

    const row = await rowOf(user)
    assert.equal(row.units, 'imperial')
    assert.equal(row.weekStart, 7)
    assert.equal(row.timeZone, 'America/New_York')
    assert.deepEqual(row.trainingDays, [1, 3, 6])
    assert.equal(row.longRunDay, 6)
    assert.equal(row.coachTone, 'direct')
    assert.isFalse(row.emailNotifications)

    const page = await continueSession(
      client.get(route('profile.preferences')),
      response
    ).withInertia()
    const props = inertiaProps<ProfileController, 'show'>(page, 'Profile')
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
    await send(client, user, 'profile.preferences.update', {
      units: 'metric',
      week_start: 1,
      time_zone: 'UTC',
      training_days: [2, 4, 6, 7],
      long_run_day: 7,
      coach_tone: 'encouraging',
      email_notifications: true,
    })
    const { preferences } = await profileProps(client, user, 'profile.preferences')
    assert.deepEqual(preferences, {
      ...DEFAULT_PREFERENCES,
    })
  })

  test('after saving imperial, every page gets preferences.units imperial', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = await dashboardProps(client, user)
    assert.deepEqual(before.preferences, { units: 'metric', weekStart: 1, timeZone: 'UTC' })

    const response = await send(client, user, 'profile.preferences.update', VALID_PREFERENCES)
    assertRedirect(response, route('profile.preferences'), 303)

    const dashboard = await continueSession(client.get(route('dashboard')), response).withInertia()
    const { preferences } = inertiaProps<PagesController, 'dashboard'>(dashboard, 'Dashboard')
    assert.deepEqual(preferences, {
      units: 'imperial',
      weekStart: 7,
      timeZone: 'America/New_York',
    })
    for (const name of ['coach', 'profile.zones', 'profile.edit', 'welcome']) {
      const props = await sharedPropsOf(client, user, name)
      assert.equal(props.preferences?.units, 'imperial', name)
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
      await assertRefused(assert, client, user, 'profile.preferences.update', preferences, {
        [field]: message,
      })
    })
})
