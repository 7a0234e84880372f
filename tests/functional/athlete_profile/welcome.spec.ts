import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { DateTime } from 'luxon'
import AthleteProfile from '#models/athlete_profile'
import { UserFactory } from '#database/factories/user_factory'
import { tanakaMaxHr } from '#domain/science/heart_rate'
import type WelcomeController from '#controllers/welcome_controller'
import { inertiaProps } from '#tests/support/inertia_props'
import { assertRedirect, continueSession, functionalGroup, route } from '../helpers.js'
import {
  assertRefused,
  birthDateForAge,
  dashboardProps,
  errorsAfter,
  isoDate,
  profileProps,
  rowOf,
  send,
  stored,
  welcomeProps,
} from './support.js'

test.group('Athlete profile | Welcome', (group) => {
  functionalGroup(group)

  test('a new user starts at units; each step saves and moves on', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const dashboard = await dashboardProps(client, user)
    assert.deepEqual(dashboard.onboarding, { completed: false, step: 'units' })

    let welcome = await client.get(route('welcome')).loginAs(user).withInertia()
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
    const units = await send(client, user, 'welcome.update', { step: 'units', units: 'imperial' })
    assertRedirect(units, route('welcome'), 303)
    assert.equal(await stored(user, 'units'), 'imperial')
    welcome = await continueSession(client.get(route('welcome')), units).withInertia()
    welcome.assertInertiaPropsContains({
      step: 'basics',
      completed: false,
      preferences: { units: 'imperial' },
    })
    const { preferences } = inertiaProps<WelcomeController, 'show'>(welcome, 'Welcome')
    assert.equal(preferences?.units, 'imperial')

    // Basics, with "I don't know" for both heart rates.
    const birthDate = birthDateForAge(30)
    const basics = await send(client, user, 'welcome.update', {
      step: 'basics',
      birth_date: birthDate,
      sex: 'female',
      resting_hr: null,
      max_hr: null,
    })
    assertRedirect(basics, route('welcome'), 303)
    let row = await rowOf(user)
    assert.equal(row.birthDate!.toISODate(), birthDate)
    assert.equal(row.sex, 'female')
    assert.isNull(row.restingHr)
    assert.isNull(row.maxHr)
    assert.equal(row.onboardingStep, 'goal')

    const { athlete } = await profileProps(client, user, 'profile')
    assert.isTrue(athlete!.maxHrEstimated)
    assert.equal(athlete!.effectiveMaxHr, tanakaMaxHr(30))
    assert.equal(athlete!.effectiveMaxHr, 187)

    welcome = await client.get(route('welcome')).loginAs(user).withInertia()
    welcome.assertInertiaPropsContains({ step: 'goal' })

    // Skip the goal: nothing saved.
    const skip = await send(client, user, 'welcome.skip', { step: 'goal' })
    assertRedirect(skip, route('welcome'))
    row = await rowOf(user)
    assert.isNull(row.goalKind)
    assert.isNull(row.goalDistanceMeters)
    assert.isNull(row.goalDate)
    assert.equal(row.onboardingStep, 'activities')
    welcome = await continueSession(client.get(route('welcome')), skip).withInertia()
    welcome.assertInertiaPropsContains({ step: 'activities', completed: false })

    // Finish.
    const finish = await send(client, user, 'welcome.update', { step: 'activities' })
    // The end of Welcome: upload the last runs, make a plan, in place.
    assertRedirect(finish, route('welcome'), 303)
    row = await rowOf(user)
    assert.isNotNull(row.onboardingCompletedAt)
    assert.isNull(row.onboardingStep)

    const end = await continueSession(client.get(route('welcome')), finish).withInertia()
    end.assertInertiaComponent('Welcome')
    end.assertInertiaPropsContains({ step: 'done', completed: true, end: { hasPlan: false } })
    assert.property(inertiaProps<WelcomeController, 'show'>(end, 'Welcome').end, 'planDefaults')
    const after = await dashboardProps(client, user)
    assert.isTrue(after.onboarding.completed)
    // Coming back later opens the end again, not step 1.
    const revisit = await client.get(route('welcome')).loginAs(user).withInertia()
    revisit.assertInertiaPropsContains({ step: 'done', completed: true })

    // A step can be reopened, and answered again.
    welcome = await client.get(route('welcome')).qs({ step: 'goal' }).loginAs(user).withInertia()
    welcome.assertInertiaPropsContains({ step: 'goal', completed: true })
    const goalDate = isoDate({ days: 120 })
    const goal = await send(
      client,
      user,
      'welcome.update',
      { step: 'goal', goal_kind: 'race', goal_distance_meters: 21097.5, goal_date: goalDate },
      route('welcome', {}, { qs: { step: 'goal' } })
    )
    assertRedirect(goal, route('welcome'), 303)
    row = await rowOf(user)
    assert.equal(row.goalKind, 'race')
    assert.equal(row.goalDistanceMeters, 21097.5)
    assert.equal(row.goalDate!.toISODate(), goalDate)
    const reopened = await welcomeProps(client, user, 'goal')
    assert.deepEqual(reopened.goal, { kind: 'race', distanceMeters: 21097.5, date: goalDate })
  })

  test('an unknown ?step shows the current step', async ({ client }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, onboardingStep: 'goal' })
    const welcome = await client
      .get(route('welcome'))
      .qs({ step: 'nope' })
      .loginAs(user)
      .withInertia()
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
      await assertRefused(assert, client, user, 'welcome.update', body, errors)
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
    const response = await send(client, user, 'welcome.update', {
      step: 'goal',
      goal_kind: 'fitness',
    })
    assertRedirect(response, route('welcome'), 303)
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
        .post(route('welcome.skip'))
        .loginAs(user)
        .withCsrfToken()
        .json({ step })
        .redirects(0)
      assertRedirect(last, route('welcome'))
    }
    const row = await rowOf(user)
    assert.isNotNull(row.onboardingCompletedAt)
    assert.equal(row.units, 'metric')
    assert.isNull(row.birthDate)
    assert.isNull(row.goalKind)
    const dashboard = await dashboardProps(client, user)
    assert.isTrue(dashboard.onboarding.completed)
  })

  test('an unknown step is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, user, 'welcome.update', {
      step: 'payment',
      units: 'imperial',
    })
    assertRedirect(response, route('welcome'), 303)
    const errors = await errorsAfter(client, response, route('welcome'))
    assert.properties(errors, ['step'])
    const row = await AthleteProfile.findBy('userId', user.id)
    assert.equal(row?.units ?? 'metric', 'metric')
  })
})
