import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AthleteProfile from '#models/athlete_profile'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

/** Distances, times and paces: figures a brand-new athlete cannot have. */
const FIGURE = /\d+(?:[.,]\d+)?\s*(?:km|mi)\b|\d:\d\d/

test.group('Offline coach: a brand-new athlete without activities', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('no data yet and how to get some, in the language asked, never a figure', async ({
    assert,
  }) => {
    const { ask, profile } = await coachFor({ weeks: 0 })
    await AthleteProfile.query()
      .where('id', profile.id)
      .update({ race_distance_meters: null, race_duration_seconds: null, race_date: null })
    profile.raceDistanceMeters = null
    profile.raceDurationSeconds = null
    const questions: [string, RegExp][] = [
      ['how far did i run last week', /any activities yet.*Strava/],
      ['How many miles this month?', /any activities yet.*Strava/],
      ['was ist mein 5k bestzeit', /noch keine Aktivitäten.*Strava/],
      ['wie viele km bin ich im oktober gelaufen', /noch keine Aktivitäten.*Strava/],
      ['quelle est mon allure seuil', /pas encore d'activité.*Strava.*temps de course/],
      ['combien de km cette semaine ?', /pas encore d'activité.*Strava/],
      ['qué tiempo haría en un 10k', /Todavía no tienes ninguna actividad.*Strava.*marca/],
      ['qué tal mi carrera de ayer', /Todavía no tienes ninguna actividad.*Strava/],
    ]
    for (const [question, expected] of questions) {
      const answer = await ask(question)
      assert.match(answer.content, expected, question)
      assert.notMatch(answer.content, FIGURE, question)
    }
  })

  test('a race result on the profile still gives paces before the first run', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 0 })
    const paces = await ask('what are my training paces')
    assert.notInclude(paces.content, 'any activities yet')
    assert.match(paces.content, /\d:\d\d/)
    const total = await ask('how far did i run last week')
    assert.include(total.content, 'any activities yet')
    assert.notInclude(total.content, 'race time to your profile')
  })

  test('an athlete with activities gets the skills, not the notice', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const answer = await ask('how far did i run last week')
    assert.notInclude(answer.content, 'any activities yet')
  })
})
