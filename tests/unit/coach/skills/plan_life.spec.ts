/*
 * The day asked, over the whole life of a plan (wording × day × language × plan state): a plan
 * that starts in 9–20 days, one in mid-block, one whose last days are near, one that ended,
 * and no plan at all. The plan is the test athlete's twelve weeks (tests/support/coach_athlete.ts)
 * and "today" is moved around its days.
 */
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TrainingPlan from '#models/training_plan'
import { daySkill } from '#coach/offline/skills/day'
import { turnFor } from '#tests/unit/coach/skills/turn_for'
import { planChangesSkill } from '#coach/offline/skills/plan_changes'
import { propose } from '#coach/offline/propose'
import type { PlanChange } from '#coach/tools/propose_plan_change'
import { addDays, isoWeekday } from '#domain/calendar'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { dayText } from '#coach/offline/skills/plan_texts'
import type { Language } from '#coach/offline/language'
import type { CoachContext } from '#coach/context'
import { createCoachAthlete } from '#tests/support/coach_athlete'

/** The plan's first day: a Tuesday, so weekdays after it are easy to name. */
const START = '2026-11-03'

async function athleteWithPlan() {
  const athlete = await createCoachAthlete({ plan: true, todayIso: START })
  const plan = await TrainingPlan.query().where('user_id', athlete.user.id).firstOrFail()
  const at = (todayIso: string) => {
    const context: CoachContext = {
      userId: athlete.user.id,
      profile: athlete.profile,
      todayIso,
      audience: 'offline',
    }
    // The day skill's answer to the day or range the understanding reads (the routing to it
    // is the engine's, tested in understanding_routes.spec.ts).
    return async (question: string) => {
      const turn = await turnFor(context, question)
      return { content: await daySkill.answer(turn, { type: 'plan_lookup' }) }
    }
  }
  return { plan: plan.document, at }
}

/** The next date after `todayIso` on `weekday` (1 = Monday). */
function next(todayIso: string, weekday: number) {
  return addDays(todayIso, ((weekday - isoWeekday(todayIso) + 6) % 7) + 1)
}

const TUESDAY: Record<Language, string[]> = {
  en: ["what's on tuesday", 'What do I have on Tuesday?'],
  de: ['was steht am dienstag an', 'Was ist am Dienstag geplant?'],
  fr: ["qu'est-ce qui est prévu mardi", 'Mardi, je fais quoi ?'],
  es: ['qué tengo el martes', '¿Qué toca el martes?'],
}

const THIS_WEEK: Record<Language, string[]> = {
  en: ["what's planned this week", "what's on the plan this week"],
  de: ['was ist diese woche geplant', 'Mein Plan diese Woche?'],
  fr: ['quel est le programme cette semaine', "qu'est-ce qui est prévu cette semaine"],
  es: ['qué tengo esta semana', '¿Qué hay planeado esta semana?'],
}

const STARTS: Record<Language, string> = {
  en: 'Your plan starts on',
  de: 'Dein Plan beginnt am',
  fr: 'Votre plan commence le',
  es: 'Tu plan empieza el',
}

const ENDED: Record<Language, string> = {
  en: 'Your plan ended on',
  de: 'Dein Plan endete am',
  fr: "Votre plan s'est terminé le",
  es: 'Tu plan terminó el',
}

const LANGUAGES: Language[] = ['en', 'de', 'fr', 'es']

test.group('Offline coach: the day asked over the life of a plan', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  for (const daysAhead of [9, 20]) {
    test(`a plan that starts in ${daysAhead} days: a day before it says when it starts and its first sessions`, async ({
      assert,
    }) => {
      const { plan, at } = await athleteWithPlan()
      const today = addDays(START, -daysAhead)
      const first = allWorkouts(plan).find((w) => w.type !== 'rest')!
      for (const language of LANGUAGES) {
        for (const question of TUESDAY[language]) {
          // The Tuesday asked is before the plan's first day (a Tuesday 9 or 20 days ahead).
          if (next(today, 2) >= START) continue
          const answer = await at(today)(question)
          assert.include(answer.content, STARTS[language], question)
          assert.include(answer.content, dayText(START, language, today), question)
          assert.include(answer.content, first.title, question)
        }
      }
    })
  }

  test('mid-block: a weekday asked answers that day, in the message language', async ({
    assert,
  }) => {
    const { plan, at } = await athleteWithPlan()
    const today = addDays(START, 20)
    const tuesday = next(today, 2)
    const planned = allWorkouts(plan).find((w) => w.dateIso === tuesday && w.type !== 'rest')
    for (const language of LANGUAGES) {
      for (const question of TUESDAY[language]) {
        const answer = await at(today)(question)
        assert.include(answer.content, dayText(tuesday, language, today), question)
        if (planned) assert.include(answer.content, planned.title, question)
        assert.notMatch(answer.content, /\d{4}-\d{2}-\d{2}/, question)
        if (language !== 'en') assert.notMatch(answer.content, /\d\.\d km/, question)
      }
    }
  })

  test('a plan that ended: what is planned says so and offers a new plan, in each language', async ({
    assert,
  }) => {
    const { plan, at } = await athleteWithPlan()
    const today = addDays(plan.endDateIso, 8)
    for (const language of LANGUAGES) {
      for (const question of [...THIS_WEEK[language], ...TUESDAY[language]]) {
        const answer = await at(today)(question)
        assert.include(answer.content, ENDED[language], question)
        assert.include(answer.content, dayText(plan.endDateIso, language, today), question)
      }
    }
  })

  test('the last days of a plan: a week past its end lists what is left and where it ends', async ({
    assert,
  }) => {
    const { plan, at } = await athleteWithPlan()
    const today = addDays(plan.endDateIso, -3)
    const answer = await at(today)("what's planned next week")
    assert.include(answer.content, 'Your plan ends on')
    const left = allWorkouts(plan).filter((w) => w.dateIso >= today && w.type !== 'rest')
    assert.isAbove(left.length, 0)
  })

  test("the race week: what's left before the race lists the days up to it", async ({ assert }) => {
    const { plan, at } = await athleteWithPlan()
    const race = plan.raceDateIso!
    const today = addDays(race, -4)
    const wordings: [Language, string][] = [
      ['en', 'what do i have until the race'],
      ['de', 'was steht bis zum wettkampf noch an'],
      ['fr', "qu'est-ce qu'il me reste avant ma course"],
      ['es', 'qué me queda antes de mi carrera'],
    ]
    for (const [language, question] of wordings) {
      const answer = await at(today)(question)
      assert.include(answer.content, dayText(race, language, today), question)
    }
  })

  test('no plan: a day asked says there is no plan and where to make one, in each language', async ({
    assert,
  }) => {
    const athlete = await createCoachAthlete({ todayIso: START })
    const context: CoachContext = {
      userId: athlete.user.id,
      profile: athlete.profile,
      todayIso: START,
      audience: 'offline',
    }
    const page: Record<Language, RegExp> = {
      en: /Training plan page/,
      de: /Trainingsplan/,
      fr: /Plan d'entraînement/,
      es: /plan de entrenamiento/,
    }
    for (const language of LANGUAGES) {
      for (const question of TUESDAY[language]) {
        const turn = await turnFor(context, question)
        const answer = { content: await daySkill.answer(turn, { type: 'plan_lookup' }) }
        assert.match(answer.content, page[language], question)
      }
    }
  })

  test('short on time, for a day or the week: answered in the message language', async ({
    assert,
  }) => {
    const athlete = await createCoachAthlete({ plan: true, todayIso: START })
    const context: CoachContext = {
      userId: athlete.user.id,
      profile: athlete.profile,
      todayIso: addDays(START, 10),
      audience: 'offline',
    }
    const wordings: [Language, string, 'day' | 'week', RegExp][] = [
      ['en', 'only 50 minutes on thursday', 'day', /Got it: 50 minutes on Thursday \d+ \w+/],
      ['de', 'diese woche hab ich nur 40 min pro lauf', 'week', /höchstens 40 Minuten/],
      ['de', 'donnerstag nur 50 minuten', 'day', /50 Minuten am Donnerstag/],
      ['fr', "je n'ai que 40 minutes par séance cette semaine", 'week', /au plus 40 minutes/],
      ['fr', 'jeudi seulement 50 minutes', 'day', /50 minutes le jeudi/],
      ['es', 'esta semana solo tengo 40 minutos', 'week', /como mucho 40 minutos/],
      ['es', 'el jueves solo 50 minutos', 'day', /50 minutos el jueves/],
    ]
    for (const [language, question, scope, expected] of wordings) {
      const turn = await turnFor(context, question)
      assert.equal(turn.language, language, question)
      const minutes = Number(/\d+/.exec(question)![0])
      const answer = await planChangesSkill.answer(turn, { type: 'short_on_time', minutes, scope })
      assert.match(answer, expected, question)
    }
  })

  test('a change to days the plan does not have: the advice, then nothing to change and where the plan stands, no proposal', async ({
    assert,
  }) => {
    const athlete = await createCoachAthlete({ plan: true, todayIso: START })
    const stored = await TrainingPlan.query().where('user_id', athlete.user.id).firstOrFail()
    const plan = stored.document
    const states: [string, string, RegExp][] = [
      // Before the start: rest tomorrow, a trip this week.
      [addDays(START, -10), 'before', /(?:starts|beginnt|commence|empieza)/],
      // After the end: the plan ended a week ago.
      [addDays(plan.endDateIso, 7), 'ended', /(?:ended|endete|terminé|terminó)/],
    ]
    const questions: Record<Language, string> = {
      en: 'I am sick',
      de: 'ich bin krank',
      fr: 'je suis malade',
      es: 'estoy enfermo',
    }
    for (const [today, , expected] of states) {
      const context: CoachContext = {
        userId: athlete.user.id,
        profile: athlete.profile,
        todayIso: today,
        audience: 'offline',
      }
      const changes: PlanChange[] = [
        { type: 'illness', startDate: addDays(today, 1), days: 2 },
        { type: 'travel', fromDate: today, toDate: addDays(today, 3), availableWeekdays: [] },
        { type: 'shorten_day', date: addDays(today, 2), maxSessionMinutes: 30 },
      ]
      for (const language of LANGUAGES) {
        for (const change of changes) {
          const turn = await turnFor(context, questions[language])
          // The advice that came with the change (an illness's above all) always stands.
          const answer = await propose(turn, change, { headline: 'The advice stands', why: [] })
          assert.match(answer, expected, `${language} ${change.type} ${today}`)
          assert.include(answer, 'The advice stands', `${language} ${change.type} ${today}`)
          assert.notInclude(
            turn.session.toolUses.map((u) => u.name),
            'propose_plan_change',
            `${language} ${change.type} ${today}`
          )
        }
      }
    }
  })

  test('the day before or after the day just answered, in each language', async ({ assert }) => {
    const athlete = await createCoachAthlete({ plan: true, todayIso: START })
    const today = addDays(START, 15)
    const context: CoachContext = {
      userId: athlete.user.id,
      profile: athlete.profile,
      todayIso: today,
      audience: 'offline',
    }
    const sunday = next(today, 7)
    const wordings: [Language, string, number][] = [
      ['en', 'and the day before?', -1],
      ['en', 'what about the day after', 1],
      ['de', 'und am Tag davor?', -1],
      ['de', 'und am tag danach', 1],
      ['fr', 'et la veille ?', -1],
      ['fr', 'et le lendemain', 1],
      ['es', '¿y el día antes?', -1],
      ['es', 'y el día siguiente', 1],
    ]
    for (const [language, question, offset] of wordings) {
      const turn = await turnFor(context, question, { day: sunday })
      const answer = await daySkill.answer(turn, { type: 'plan_lookup' })
      assert.include(answer, dayText(addDays(sunday, offset), language, today), question)
    }
  })
})
