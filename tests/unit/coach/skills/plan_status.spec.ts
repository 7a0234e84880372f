/*
 * Where the plan stands, asked in four languages over its life: before its first day (when it
 * starts and in how many days), mid-block (which week of how many), its race (the date and the
 * days left), after its end (ended), and without a plan. The plan is the test athlete's
 * (tests/support/coach_athlete.ts) and "today" is moved around its days.
 */
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TrainingPlan from '#models/training_plan'
import { OfflineCoach } from '#coach/offline/engine'
import { planStatusAsked } from '#coach/offline/skills/plan_status'
import { dayText } from '#coach/offline/skills/plan_texts'
import type { Language } from '#coach/offline/language'
import type { CoachContext } from '#coach/context'
import { addDays, daysBetween } from '#domain/calendar'
import { createCoachAthlete } from '#tests/support/coach_athlete'

const START = '2026-11-03'

async function athlete(plan: boolean) {
  const made = await createCoachAthlete({ plan, todayIso: START })
  const row = plan ? await TrainingPlan.query().where('user_id', made.user.id).firstOrFail() : null
  const document = row ? row.document : null
  const ask =
    (todayIso: string) =>
    async (question: string, thread = {}) => {
      const context: CoachContext = {
        userId: made.user.id,
        profile: made.profile,
        todayIso,
        audience: 'offline',
      }
      return new OfflineCoach().answer(context, question, thread)
    }
  return { plan: document, ask }
}

const START_ASKED: Record<Language, string> = {
  en: 'what date does my training plan begin',
  de: 'wann fängt mein trainingsplan an',
  fr: 'mon programme démarre quand',
  es: 'cuándo comienza el plan',
}

const WEEK_ASKED: Record<Language, string> = {
  en: 'what week of my plan are we in',
  de: 'in welcher woche vom plan bin ich',
  fr: 'je suis dans quelle semaine du plan',
  es: 'en qué semana del plan estoy',
}

const RACE_ASKED: Record<Language, string> = {
  en: 'how many days to go until my race',
  de: 'wie viele tage noch bis zum wettkampf',
  fr: "c'est quand ma course",
  es: 'cuántos días faltan para mi carrera',
}

const WEEK: Record<Language, (n: number) => string> = {
  en: (n) => `week ${n} of`,
  de: (n) => `Woche ${n} von`,
  fr: (n) => `semaine ${n} sur`,
  es: (n) => `semana ${n} de`,
}

const DAYS: Record<Language, (n: number) => string> = {
  en: (n) => `${n} days`,
  de: (n) => `${n} Tagen`,
  fr: (n) => `${n} jours`,
  es: (n) => `${n} días`,
}

const LANGUAGES: Language[] = ['en', 'de', 'fr', 'es']

test.group('Offline coach: where the plan stands (pure)', () => {
  test('"{0}" asks {1}')
    .with([
      ['when does my plan kick off', 'start'],
      ['which week of the plan is this', 'week'],
      ['how long till the marathon', 'race'],
      ['quand a lieu mon semi', 'race'],
      ['when was my last race', null],
      ['how long is the race', null],
      ['when can i start running again', null],
      ['what did i run last week', null],
    ] as const)
    .run(({ assert }, [text, asked]) => {
      assert.equal(planStatusAsked(text), asked)
    })

  test('"how long until then" after a plan answer is the race; without one, nothing', ({
    assert,
  }) => {
    assert.equal(planStatusAsked('how long until then', { lastIntent: 'day_plan' }), 'race')
    assert.isNull(planStatusAsked('how long until then', { lastIntent: 'history_period' }))
  })
})

test.group('Offline coach: where the plan stands', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test('before its first day: the start date and the days until it', async ({ assert }) => {
    const { ask } = await athlete(true)
    const today = addDays(START, -9)
    for (const language of LANGUAGES) {
      const answer = await ask(today)(START_ASKED[language])
      assert.include(answer.content, dayText(START, language, today), language)
      assert.include(answer.content, DAYS[language](9), language)
      assert.isNull(answer.revisionId)
    }
  })

  test('mid-block: the week of the plan, of how many, and the race', async ({ assert }) => {
    const { plan, ask } = await athlete(true)
    const today = addDays(START, 17)
    const week = Math.floor(17 / 7) + 1
    const race = plan!.raceDateIso ?? plan!.endDateIso
    for (const language of LANGUAGES) {
      const answer = await ask(today)(WEEK_ASKED[language])
      assert.include(answer.content, WEEK[language](week), language)
      const left = await ask(today)(RACE_ASKED[language])
      assert.include(left.content, dayText(race, language, today), language)
      assert.include(left.content, DAYS[language](daysBetween(today, race)), language)
    }
  })

  test('after its end: the plan ended, in each language', async ({ assert }) => {
    const { plan, ask } = await athlete(true)
    const today = addDays(plan!.endDateIso, 6)
    for (const language of LANGUAGES) {
      const answer = await ask(today)(WEEK_ASKED[language])
      assert.include(answer.content, dayText(plan!.endDateIso, language, today), language)
      assert.match(answer.content, /ended|endete|terminé|terminó/, language)
    }
  })

  test('without a plan: says there is none, in each language', async ({ assert }) => {
    const { ask } = await athlete(false)
    for (const language of LANGUAGES) {
      const answer = await ask(START)(RACE_ASKED[language])
      assert.match(
        answer.content,
        /no training plan|keinen Trainingsplan|pas de plan|No tienes plan/
      )
    }
  })
})
