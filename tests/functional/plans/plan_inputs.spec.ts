import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import AthleteProfile from '#models/athlete_profile'
import TrainingPlan from '#models/training_plan'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { refusal } from '#actions/plans/create_plan'
import { countRows, functionalGroup, sameSite } from '../helpers.js'

const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!

const TEN_K = () => ({
  raceDistanceMeters: 10000,
  raceDate: inDays(7 * 12),
  availableDays: [2, 4, 6, 7],
  longRunDay: 7,
  currentWeeklyMeters: 30000,
  startDate: inDays(7),
})

async function athlete(birthDate: string | null) {
  const user = await UserFactory.create()
  await AthleteProfile.create({
    userId: user.id,
    timeZone: 'UTC',
    sex: 'female',
    maxHr: 185,
    hrZoneModel: 'max',
    birthDate: birthDate ? DateTime.fromISO(birthDate, { zone: 'utc' }) : null,
  })
  return user
}

function post(client: ApiClient, user: User, fields: Record<string, unknown>) {
  return client
    .post('/plan')
    .json(fields)
    .header('Referer', sameSite('/plan'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

function flashedErrors(response: { flashMessages: () => any }): Record<string, string> {
  const flash = response.flashMessages() ?? {}
  return { ...flash.errors, ...flash.errorsBag }
}

test.group('New plan: age and time off reach the generator', (group) => {
  functionalGroup(group)

  test('age on the start date from the birth date; weeks off as entered', async ({
    client,
    assert,
  }) => {
    // 58 on the day before the start date, so 58 on it too; 59 a day after the start.
    const start = DateTime.fromISO(TEN_K().startDate)
    const user = await athlete(start.minus({ years: 59 }).plus({ days: 1 }).toISODate()!)
    const fields = { ...TEN_K(), raceDate: inDays(7 * 20), timeOffWeeks: 3 }
    const response = await post(client, user, fields)
    response.assertStatus(302)
    assert.deepEqual(flashedErrors(response), {})
    const plan = await TrainingPlan.findByOrFail('user_id', user.id)
    const input = plan.input as { ageYears?: number | null; timeOffWeeks?: number | null }
    assert.equal(input.ageYears, 58)
    assert.equal(input.timeOffWeeks, 3)
  })

  test('without a birth date the age is unknown (null); no time off is null', async ({
    client,
    assert,
  }) => {
    const user = await athlete(null)
    const response = await post(client, user, TEN_K())
    response.assertStatus(302)
    const plan = await TrainingPlan.findByOrFail('user_id', user.id)
    const input = plan.input as { ageYears?: number | null; timeOffWeeks?: number | null }
    assert.isNull(input.ageYears)
    assert.isNull(input.timeOffWeeks)
  })

  test('weeks off outside 0–52 or not whole are refused on the field, nothing created', async ({
    client,
    assert,
  }) => {
    const user = await athlete(null)
    for (const [value, message] of [
      [53, /0 to 52/],
      [-1, /0 to 52/],
      [1.5, /whole weeks/i],
      ['many', /0 to 52/],
    ] as const) {
      const response = await post(client, user, { ...TEN_K(), timeOffWeeks: value })
      response.assertStatus(302)
      assert.match(flashedErrors(response).timeOffWeeks ?? '', message, String(value))
    }
    assert.equal(await countRows('training_plans'), 0)
  })

  test('without the CSRF token nothing is created; guests are sent to sign in', async ({
    client,
    assert,
  }) => {
    const user = await athlete(null)
    const forged = await client.post('/plan').json(TEN_K()).loginAs(user)
    forged.assertStatus(419)
    const guest = await client.post('/plan').json(TEN_K()).withCsrfToken().redirects(0)
    guest.assertStatus(302)
    assert.equal(await countRows('training_plans'), 0)
  })
})

test.group('New plan: a refusal says what would work', (group) => {
  functionalGroup(group)

  test('a race too soon: the message on the date, the earliest date and the alternatives', async ({
    client,
    assert,
  }) => {
    const user = await athlete(null)
    const fields = { ...TEN_K(), raceDistanceMeters: 42195, raceDate: inDays(20), startDate: null }
    const response = await post(client, user, fields)
    response.assertStatus(302)
    const errors = flashedErrors(response)
    assert.property(errors, 'raceDate')
    const flashed = response.flashMessages().refusal as any
    assert.equal(flashed.field, 'raceDate')
    assert.match(flashed.earliestDateIso, /^\d{4}-\d{2}-\d{2}$/)
    assert.isTrue(flashed.earliestDateIso > fields.raceDate, flashed.earliestDateIso)
    // Alternatives come from the generator (a shorter race that fits the date) where it gives them.
    if (flashed.alternatives !== undefined) assert.isNotEmpty(flashed.alternatives)
    assert.equal(await countRows('training_plans'), 0)

    // The form page receives the refusal once, with the answers kept; nobody else sees it.
    const page = await client
      .get('/plan')
      .loginAs(user)
      .withInertia()
      .withFlashMessages({ refusal: flashed })
    page.assertStatus(200)
    assert.deepEqual(page.body().props.refusal, flashed)
    const other = await client
      .get('/plan')
      .loginAs(await athlete(null))
      .withInertia()
    assert.isNull(other.body().props.refusal)
  })

  test('a JSON client gets 422 with the field, the message and what would work', async ({
    client,
    assert,
  }) => {
    const user = await athlete(null)
    const response = await client
      .post('/plan')
      .json({ ...TEN_K(), raceDistanceMeters: 42195, raceDate: inDays(20), startDate: null })
      .header('Accept', 'application/json')
      .loginAs(user)
      .withCsrfToken()
    response.assertStatus(422)
    const [error] = response.body().errors
    assert.equal(error.field, 'raceDate')
    assert.match(error.earliestDateIso, /^\d{4}-\d{2}-\d{2}$/)
  })

  test("the generator's refusals map onto the form's fields with their details", ({ assert }) => {
    const tooSoon = refusal({
      field: 'raceDateIso',
      code: 'too_soon',
      message: 'Too soon for a marathon from 10 km a week.',
      earliestRaceDateIso: '2027-05-02',
      alternatives: ['a half marathon on 2027-01-10', 'a 10K on the same date'],
    })
    assert.equal(tooSoon.field, 'raceDate')
    assert.deepEqual(tooSoon.options, {
      keepInput: true,
      details: {
        code: 'too_soon',
        earliestDateIso: '2027-05-02',
        alternatives: ['a half marathon on 2027-01-10', 'a 10K on the same date'],
      },
    })
    const question = refusal({
      field: 'experience',
      code: 'contradiction',
      message: 'You run 80 km a week: are you really a beginner?',
    })
    assert.equal(question.field, 'experience')
    assert.equal(question.message, 'You run 80 km a week: are you really a beginner?')
    assert.isTrue(question.options.keepInput)
    assert.equal(
      refusal({ field: 'ageYears', code: 'not_advised', message: 'Not advised under 18.' }).field,
      'raceDistanceMeters'
    )
  })
})
