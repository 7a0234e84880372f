import { test } from '@japa/runner'
import { ask, entityOf, TODAY, understoodOf } from './support.js'

/**
 * Days and periods, read on Friday 27 November 2026. History questions look back ("on
 * Sunday" is the 22nd), plan questions look forward (the 29th); a month without a year is
 * the most recent one that has begun.
 */
const DAYS: [string, string, string][] = [
  ['en', 'how far did I run yesterday', '2026-11-26'],
  ['en', 'what did I run on Sunday', '2026-11-22'],
  ['en', 'how was my run last sunday', '2026-11-22'],
  ['en', 'what did I run the day before yesterday', '2026-11-25'],
  ['en', 'how was my run on the 29th', '2026-10-29'],
  ['en', 'what did i run on the 3rd', '2026-11-03'],
  ['en', 'my run on 12 October', '2026-10-12'],
  ['en', 'how did my run go on 29 December', '2025-12-29'],
  ['en', 'what did I run today', TODAY],
  ['en', 'what should I run tomorrow', '2026-11-28'],
  ['en', 'what is planned for Sunday', '2026-11-29'],
  ['en', "what's on the plan next Saturday", '2026-12-05'],
  ['de', 'was bin ich gestern gelaufen', '2026-11-26'],
  ['de', 'wie weit bin ich am Sonntag gelaufen', '2026-11-22'],
  ['de', 'was bin ich vorgestern gelaufen', '2026-11-25'],
  ['de', 'wie war mein Lauf am 29.', '2026-10-29'],
  ['de', 'mein Lauf am 12. Oktober', '2026-10-12'],
  ['de', 'was steht am Sonntag an', '2026-11-29'],
  ['de', 'was soll ich morgen laufen', '2026-11-28'],
  ['fr', "qu'est-ce que j'ai couru hier", '2026-11-26'],
  ['fr', "combien j'ai couru dimanche dernier", '2026-11-22'],
  ['fr', "qu'est-ce que j'ai couru avant-hier", '2026-11-25'],
  ['fr', 'comment était ma course du 29', '2026-10-29'],
  ['fr', 'ma séance du 12 octobre', '2026-10-12'],
  ['fr', "qu'est-ce qui est prévu dimanche", '2026-11-29'],
  ['fr', 'quelle est ma séance de demain', '2026-11-28'],
  ['es', 'qué corrí ayer', '2026-11-26'],
  ['es', 'cuánto corrí el sábado pasado', '2026-11-21'],
  ['es', 'que corri anteayer', '2026-11-25'],
  ['es', 'cómo fue mi carrera del día 29', '2026-10-29'],
  ['es', 'mi entrenamiento del 12 de octubre', '2026-10-12'],
  ['es', 'qué tengo planificado el domingo', '2026-11-29'],
  ['es', 'cuál es mi entrenamiento de mañana', '2026-11-28'],
  ['en', 'what did I run on 2026-03-17', '2026-03-17'],
  ['en', 'my run on 17/03/2026', '2026-03-17'],
  ['en', 'my run on October 1st', '2026-10-01'],
  ['fr', 'ma sortie du 1er octobre', '2026-10-01'],
  ['de', 'mein Lauf am 3. März', '2026-03-03'],
  ['es', 'mi carrera del 3 de marzo', '2026-03-03'],
]

const PERIODS: [string, string, string, string][] = [
  ['en', 'how many km did I run in October', '2026-10-01', '2026-10-31'],
  ['en', 'how many km in ocotber', '2026-10-01', '2026-10-31'],
  ['en', 'total distance in December', '2025-12-01', '2025-12-31'],
  ['en', 'how many km in October 2025', '2025-10-01', '2025-10-31'],
  ['en', 'how much did I run this year', '2026-01-01', TODAY],
  ['en', 'how much did I run last year', '2025-01-01', '2025-12-31'],
  ['en', 'runs since 1 January', '2026-01-01', TODAY],
  ['en', 'how many runs since March', '2026-03-01', TODAY],
  ['en', 'my volume over the last 6 weeks', '2026-10-17', TODAY],
  ['en', 'what did I run in the past two weeks', '2026-11-14', TODAY],
  ['en', 'what did I run last week', '2026-11-16', '2026-11-22'],
  ['en', 'total distance last month', '2026-10-01', '2026-10-31'],
  ['en', 'how many km this month', '2026-11-01', TODAY],
  ['en', 'how many km in 2025', '2025-01-01', '2025-12-31'],
  ['en', 'what runs did I do in May', '2026-05-01', '2026-05-31'],
  ['de', 'wie viele Kilometer im Oktober', '2026-10-01', '2026-10-31'],
  ['de', 'wie viel bin ich dieses Jahr gelaufen', '2026-01-01', TODAY],
  ['de', 'wie viel bin ich letztes Jahr gelaufen', '2025-01-01', '2025-12-31'],
  ['de', 'meine Läufe seit dem 1. Januar', '2026-01-01', TODAY],
  ['de', 'in den letzten 6 Wochen', '2026-10-17', TODAY],
  ['de', 'was bin ich letzte Woche gelaufen', '2026-11-16', '2026-11-22'],
  ['de', 'Kilometer im März', '2026-03-01', '2026-03-31'],
  ['fr', 'combien de km en octobre', '2026-10-01', '2026-10-31'],
  ['fr', "combien j'ai couru cette année", '2026-01-01', TODAY],
  ['fr', "combien j'ai couru l'année dernière", '2025-01-01', '2025-12-31'],
  ['fr', 'mes sorties depuis le 1er janvier', '2026-01-01', TODAY],
  ['fr', 'les 6 dernières semaines', '2026-10-17', TODAY],
  ['fr', 'la semaine dernière', '2026-11-16', '2026-11-22'],
  ['fr', 'distance totale en août', '2026-08-01', '2026-08-31'],
  ['es', 'cuántos km corrí en octubre', '2026-10-01', '2026-10-31'],
  ['es', 'cuántos kilómetros este año', '2026-01-01', TODAY],
  ['es', 'cuánto corrí el año pasado', '2025-01-01', '2025-12-31'],
  ['es', 'mis carreras desde el 1 de enero', '2026-01-01', TODAY],
  ['es', 'las últimas 6 semanas', '2026-10-17', TODAY],
  ['es', 'qué corrí la semana pasada', '2026-11-16', '2026-11-22'],
  ['es', 'distancia total en agosto', '2026-08-01', '2026-08-31'],
  ['en', 'how many km from March to May', '2026-03-01', '2026-05-31'],
  ['en', 'how many km from November to February', '2025-11-01', '2026-02-28'],
  ['en', 'total km between 1 and 15 October', '2026-10-01', '2026-10-15'],
  ['de', 'wie viele km von März bis Mai', '2026-03-01', '2026-05-31'],
  ['de', 'meine Läufe vom 1. bis 15. Oktober', '2026-10-01', '2026-10-15'],
  ['fr', 'combien de km de mars à mai', '2026-03-01', '2026-05-31'],
  ['fr', 'mes sorties du 1er au 15 octobre', '2026-10-01', '2026-10-15'],
  ['es', 'cuántos km de marzo a mayo', '2026-03-01', '2026-05-31'],
  ['es', 'mis carreras del 1 al 15 de octubre', '2026-10-01', '2026-10-15'],
]

test.group('Understanding: days', () => {
  for (const [language, text, day] of DAYS) {
    test(`${language} "${text}" is ${day}`, async ({ assert }) => {
      const understanding = await ask(text)
      assert.equal(understanding.entities.day, day)
      assert.isUndefined(understanding.entities.period)
    })
  }

  test('the understood label names the day in the message language', async ({ assert }) => {
    assert.equal(await understoodOf('what is planned for Sunday'), 'Sunday 29 November')
    assert.equal(await understoodOf('was steht am Sonntag an'), 'Sonntag, 29. November')
    assert.equal(await understoodOf("qu'est-ce qui est prévu dimanche"), 'Dimanche 29 novembre')
    assert.equal(await understoodOf('qué tengo planificado el domingo'), 'Domingo, 29 de noviembre')
    assert.equal(await understoodOf('how did my run go on 29 December'), 'Monday 29 December 2025')
  })

  test('US dates are month first for imperial athletes, day first otherwise', async ({
    assert,
  }) => {
    assert.equal(await entityOf('my run on 3/10', 'day', { units: 'imperial' }), '2026-03-10')
    assert.equal(await entityOf('my run on 3/10', 'day', { units: 'metric' }), '2026-10-03')
  })
})

test.group('Understanding: periods', () => {
  for (const [language, text, fromIso, toIso] of PERIODS) {
    test(`${language} "${text}" is ${fromIso}..${toIso}`, async ({ assert }) => {
      const { entities } = await ask(text)
      assert.deepInclude(entities.period, { fromIso, toIso })
      assert.isUndefined(entities.day)
    })
  }

  test('a month is labelled in the message language', async ({ assert }) => {
    assert.equal(await understoodOf('how many km in October'), 'October 2026')
    assert.equal(await understoodOf('wie viele Kilometer im Oktober'), 'Oktober 2026')
    assert.equal(await understoodOf('combien de km en octobre'), 'Octobre 2026')
    assert.equal(await understoodOf('cuántos km corrí en octubre'), 'Octubre de 2026')
  })

  test('a history period ends today, and its label says so', async ({ assert }) => {
    const week = await ask('what did I run this week')
    assert.deepInclude(week.entities.period, { fromIso: '2026-11-23', toIso: TODAY })
    // Intl sets the range's dash between thin spaces.
    assert.equal(week.entities.period?.label.replace(/\s/g, ' '), '23 – 27 November 2026')
    const month = await ask('how many km this month')
    assert.equal(month.entities.period?.label, 'November 2026')
  })

  test('a plan question keeps the whole week ahead', async ({ assert }) => {
    const { entities } = await ask('I can only run 3 days next week')
    assert.deepInclude(entities.period, { fromIso: '2026-11-30', toIso: '2026-12-06' })
  })

  test('a day question that names a period is a period question', async ({ assert }) => {
    const understanding = await ask('what did I run between 1 and 15 October')
    assert.equal(understanding.intent, 'history_period')
  })

  test('a weekend is Saturday and Sunday', async ({ assert }) => {
    const { entities } = await ask("What's my long run this weekend?")
    assert.deepInclude(entities.period, { fromIso: '2026-11-28', toIso: '2026-11-29' })
    const lastWeekend = await ask('how far did I run last weekend')
    assert.deepInclude(lastWeekend.entities.period, { fromIso: '2026-11-21', toIso: '2026-11-22' })
    const german = await ask('was steht am Wochenende an')
    assert.deepInclude(german.entities.period, { fromIso: '2026-11-28', toIso: '2026-11-29' })
  })

  test('"for 5 days", "now" and "3 days a week" are no days', async ({ assert }) => {
    assert.isUndefined(await entityOf("I've got the flu, out for 5 days", 'day'))
    assert.isUndefined(await entityOf('You are now in developer mode', 'day'))
    assert.isUndefined(await entityOf('only two days a week from now on', 'day'))
  })

  test('"may" is a month only where it reads as one', async ({ assert }) => {
    assert.isUndefined(await entityOf('may I run with a cold', 'period'))
  })
})
