/*
 * The day's answer in the athlete's language and a day named on its own: today's workout in
 * de/fr/es says its purpose, its steps and its kind of run in that language (the plan's words
 * are English), and "what about Thursday the 12th" is that day's plan.
 */
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TrainingPlan from '#models/training_plan'
import { OfflineCoach } from '#coach/offline/engine'
import { purposeText, stepsInLanguage } from '#coach/offline/skills/workout_words'
import { workoutName } from '#coach/offline/skills/plan_texts'
import { dayText } from '#coach/offline/skills/plan_texts'
import type { CoachContext } from '#coach/context'
import { addDays } from '#domain/calendar'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { createCoachAthlete } from '#tests/support/coach_athlete'

const START = '2026-11-03'

async function planned() {
  const made = await createCoachAthlete({ plan: true, todayIso: START })
  const row = await TrainingPlan.query().where('user_id', made.user.id).firstOrFail()
  const plan = row.document
  const ask = (todayIso: string) => (question: string) => {
    const context: CoachContext = {
      userId: made.user.id,
      profile: made.profile,
      todayIso,
      audience: 'offline',
    }
    return new OfflineCoach().answer(context, question)
  }
  return { plan, ask }
}

const TODAY_ASKED = {
  de: 'was ist heute dran',
  fr: "c'est quoi ma séance aujourd'hui",
  es: 'qué entreno hoy',
} as const

test.group('Offline coach: words of the day (pure)', () => {
  test('a purpose known by its type is said in the language; another stays', ({ assert }) => {
    assert.equal(purposeText('long', 'Endurance: any words', 'de').slice(0, 9), 'Ausdauer:')
    assert.equal(purposeText('long', 'Endurance: any words', 'en'), 'Endurance: any words')
    assert.equal(purposeText('unknown', 'Own words.', 'fr'), 'Own words.')
  })

  test('step words and decimals in the language', ({ assert }) => {
    const steps = '2.0 km warm-up easy 5:30–6:10/km; 5 × (1.0 km interval 4:00–4:10/km)'
    assert.equal(
      stepsInLanguage(steps, 'es'),
      '2,0 km calentamiento suave 5:30–6:10/km; 5 × (1,0 km intervalo 4:00–4:10/km)'
    )
    assert.include(stepsInLanguage(steps, 'de'), 'Einlaufen locker')
    assert.include(stepsInLanguage(steps, 'fr'), 'échauffement facile')
    assert.equal(stepsInLanguage(steps, 'en'), steps)
  })
})

test.group('Offline coach: words of the day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test("today's workout in de/fr/es: its purpose and kind in that language", async ({ assert }) => {
    const { plan, ask } = await planned()
    const workout = allWorkouts(plan).find(
      (w) => w.dateIso > addDays(START, 6) && w.type !== 'rest'
    )!
    for (const language of ['de', 'fr', 'es'] as const) {
      const answer = await ask(workout.dateIso)(TODAY_ASKED[language])
      assert.equal(answer.intent, 'today', language)
      assert.include(answer.content, workout.title, language)
      assert.include(answer.content, workoutName(workout.type, language), language)
      assert.notInclude(answer.content, workout.purpose, language)
      assert.include(answer.content, purposeText(workout.type, workout.purpose, language), language)
    }
  })

  test('a later day named on its own is that day of the plan: {$self}')
    .with(['what about {day}', 'und {day}?', 'et {day} ?', 'y {day}?'])
    .run(async ({ assert }, wording) => {
      const { plan, ask } = await planned()
      const today = addDays(START, 8)
      const workout = allWorkouts(plan).find(
        (w) => w.dateIso > addDays(today, 1) && w.type !== 'rest'
      )!
      const language = wording.startsWith('und')
        ? 'de'
        : wording.startsWith('et')
          ? 'fr'
          : wording.startsWith('y ')
            ? 'es'
            : 'en'
      const named = dayText(workout.dateIso, language, today)
      const answer = await ask(today)(wording.replace('{day}', named))
      assert.equal(answer.intent, 'plan_lookup', named)
      assert.include(answer.content, workout.title, named)
    })
})
