import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import Gear from '#models/gear'
import { METERS_PER_MILE } from '#domain/units'
import { isRunSport } from '#domain/sports'
import { answerHistory } from '#coach/offline/skills/history'
import { addActivity } from '#tests/unit/coach/tools/context'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/*
 * The data questions runners ask in their own words, through the whole engine: their own shoes
 * by name, one past day's run, the longest run or the number of runs in a period, the unit and
 * metric asked, each answered in the language asked. The test athlete runs 8, 6, 10, 6 and
 * 18 km on Tuesday, Wednesday, Thursday, Saturday and Sunday every week (the Sunday run takes
 * 1:40:00); today is Wednesday 18 March 2026.
 */

/** "48.0 km" in English, "48,0 km" in German, French and Spanish. */
function km(meters: number, language: 'en' | 'de' | 'fr' | 'es' = 'en', unit = 'km') {
  const value = unit === 'mi' ? meters / METERS_PER_MILE : meters / 1000
  const text = value.toFixed(1)
  return `${language === 'en' ? text : text.replace('.', ',')} ${unit}`
}

/** English words a German, French or Spanish data answer must not carry. */
const ENGLISH = [
  'Longest run',
  'all sports',
  'sessions',
  'a run of',
  'Your ',
  'Monday',
  'Tuesday',
  'Sunday',
  ' running',
]

async function runMetersBetween(userId: number, from: string, to: string) {
  const rows = await Activity.query()
    .where('user_id', userId)
    .whereBetween('local_date', [from, to])
  const runs = rows.filter((row) => isRunSport(row.sport))
  return { meters: runs.reduce((sum, row) => sum + row.distanceMeters, 0), count: runs.length }
}

/** The athlete with three pairs: the default Novablast, an old retired Pegasus, Vaporfly racers. */
async function athleteWithShoes(units: 'metric' | 'imperial' = 'metric') {
  const athlete = await coachFor({ weeks: 2, todayIso: A_WEDNESDAY, units })
  const id = athlete.user.id
  const make = (name: string, fields: Partial<Gear>) =>
    Gear.create({
      userId: id,
      name,
      sport: 'run',
      isDefault: false,
      startingDistanceMeters: 0,
      retireAtMeters: 800_000,
      retiredAt: null,
      ...fields,
    })
  const novablast = await make('ASICS Novablast 4', {
    isDefault: true,
    startingDistanceMeters: 120_000,
  })
  const pegasus = await make('Nike Pegasus 40', {
    startingDistanceMeters: 700_000,
    retiredAt: athlete.profile.createdAt,
  })
  const vaporfly = await make('Vaporfly 3', { startingDistanceMeters: 45_000 })
  await addActivity(id, '2026-02-01', { km: 21, gearId: novablast.id })
  await addActivity(id, '2026-02-08', { km: 12, gearId: vaporfly.id })
  await addActivity(id, '2025-09-01', { km: 30, gearId: pegasus.id })
  // Novablast 141 km, Pegasus 730 km (retired), Vaporfly 57 km.
  return { ...athlete, meters: { novablast: 141_000, pegasus: 730_000, vaporfly: 57_000 } }
}

test.group('Offline coach: data questions in the athlete’s own words', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('a pair named by the athlete is a gear question: {0}')
    .with([
      ['how many km on my novablasts', 'novablast', 'en', 'km'],
      ['how much have i used the vaporflys', 'vaporfly', 'en', 'km'],
      ['how many miles did my old pegasus do', 'pegasus', 'en', 'mi'],
      ['combien de km sur mes vaporfly ?', 'vaporfly', 'fr', 'km'],
      ['cuántos km llevan mis novablst', 'novablast', 'es', 'km'],
      ['wie viele kilometer hat mein Pegasus', 'pegasus', 'de', 'km'],
      ['Novablast mileage?', 'novablast', 'en', 'km'],
    ] as const)
    .run(async ({ assert }, [question, pair, language, unit]) => {
      const { ask, meters } = await athleteWithShoes()
      const answer = await ask(question)
      assert.equal(answer.intent, 'gear')
      assert.include(answer.content, `**${km(meters[pair], language, unit)}**`)
      for (const other of Object.keys(meters).filter((name) => name !== pair)) {
        assert.notInclude(answer.content.toLowerCase(), other)
      }
      if (language !== 'en') assert.notInclude(answer.content, 'retire at')
    })

  test('a shoe word lists every pair, the retired one said so: {0}')
    .with([
      ['which shoes do i have', 'retired'],
      ['wie viele km haben meine schuhe', 'ausgemustert'],
      ['mes chaussures ont combien de kilomètres', 'à la retraite'],
      ['¿cuánto llevan mis zapatillas?', 'retiradas'],
      ['How worn are my trainers', 'retired'],
    ])
    .run(async ({ assert }, [question, retired]) => {
      const { ask } = await athleteWithShoes()
      const answer = await ask(question)
      assert.equal(answer.intent, 'gear')
      for (const name of ['ASICS Novablast 4', 'Nike Pegasus 40', 'Vaporfly 3']) {
        assert.include(answer.content, name)
      }
      assert.match(answer.content, new RegExp(`Nike Pegasus 40 ?: [^\\n]*${retired}`))
    })

  test('a pair named and in miles for an imperial athlete', async ({ assert }) => {
    const { ask, meters } = await athleteWithShoes('imperial')
    const answer = await ask('how far have my vaporflies gone')
    assert.include(answer.content, `**${km(meters.vaporfly, 'en', 'mi')}**`)
  })

  test('a pair named like a race: gear only when its use is asked', async ({ assert }) => {
    const { ask, user } = await athleteWithShoes()
    await Gear.create({
      userId: user.id,
      name: 'Adidas Adizero Boston 12',
      sport: 'run',
      isDefault: false,
      startingDistanceMeters: 80_000,
      retireAtMeters: null,
      retiredAt: null,
    })
    const used = await ask('how many kms are on my bostons')
    assert.equal(used.intent, 'gear')
    assert.include(used.content, '**80.0 km**')
    const race = await ask('can I run a sub-3 marathon in Boston')
    assert.notEqual(race.intent, 'gear')
  })

  test('a pair that hurts is a health question, not gear', async ({ assert }) => {
    const { ask } = await athleteWithShoes()
    const answer = await ask('my novablasts give me knee pain when I run')
    assert.notEqual(answer.intent, 'gear')
  })

  test('one past day: its run with time and pace, beside the plan: {0}')
    .with([
      ["what was my time for sunday's long run", '18.0 km', '1:40:00'],
      ['how did tuesday go', '8.0 km', '44:00'],
      ['wie lange hab ich am sonntag gebraucht', '18,0 km', '1:40:00'],
      ['quel était mon temps dimanche dernier', '18,0 km', '1:40:00'],
      ['¿qué tal fue mi tirada larga del domingo?', '18,0 km', '1:40:00'],
      ['how was my tempo run on thursday 12 march', '10.0 km', '47:00'],
    ])
    .run(async ({ assert }, [question, distance, time]) => {
      const { ask } = await coachFor({ weeks: 3, todayIso: A_WEDNESDAY, plan: true })
      const answer = await ask(question)
      assert.equal(answer.intent, 'history')
      assert.include(answer.content, distance, answer.content)
      assert.include(answer.content, time)
      assert.notMatch(answer.content, /\d{4}-\d\d-\d\d/, 'no ISO date in a sentence')
    })

  test('the longest run of exactly the period asked: {0}')
    .with([
      ['whats my longest run this month', 'en', '2026-03-01', '2026-03-18'],
      ['mi carrera más larga en febrero', 'es', '2026-02-01', '2026-02-28'],
      ['was war mein längster lauf letzte woche', 'de', '2026-03-09', '2026-03-15'],
      ['ma plus longue sortie en février', 'fr', '2026-02-01', '2026-02-28'],
      ['longest run this year?', 'en', '2026-01-01', '2026-03-18'],
    ] as const)
    .run(async ({ assert }, [question, language]) => {
      const { ask } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
      const answer = await ask(question)
      assert.equal(answer.intent, 'history')
      assert.match(
        answer.content,
        new RegExp(`\\*\\*${km(18_000, language)}\\*\\*`),
        answer.content
      )
      assert.notMatch(answer.content, /\d{4}-\d\d-\d\d/)
    })

  test('how many runs in exactly the period asked: {0}')
    .with([
      ['how many runs last week', '2026-03-09', '2026-03-15'],
      ['wie viele läufe im februar', '2026-02-01', '2026-02-28'],
      ['combien de sorties en février', '2026-02-01', '2026-02-28'],
      ['¿cuántas veces corrí la semana pasada?', '2026-03-09', '2026-03-15'],
      ['how many times did i run in january', '2026-01-01', '2026-01-31'],
    ])
    .run(async ({ assert }, [question, from, to]) => {
      const { ask, user } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
      const answer = await ask(question)
      const { count } = await runMetersBetween(user.id, from, to)
      assert.equal(answer.intent, 'history')
      assert.match(answer.content, new RegExp(`^\\*\\*${count} `))
    })

  test('all time when asked so: {0}')
    .with([
      ['longest run ever', 'longest'],
      ['how many runs have i done in total', 'count'],
      ['wie viele Läufe insgesamt', 'count'],
      ['ma plus longue sortie de tous les temps', 'longest'],
      ['¿cuántas carreras en total?', 'count'],
    ])
    .run(async ({ assert }, [question, metric]) => {
      const { ask, user } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
      await addActivity(user.id, '2025-06-01', { km: 25, minutes: 150 })
      const answer = await ask(question)
      const { count } = await runMetersBetween(user.id, '2000-01-01', A_WEDNESDAY)
      assert.equal(answer.intent, 'history')
      if (metric === 'count') assert.match(answer.content, new RegExp(`^\\*\\*${count} `))
      else assert.match(answer.content, /\*\*25[.,]0 km\*\*/)
    })

  test('the unit and the metric asked: {0}')
    .with([
      ['how many miles last week', 'mi', 'en'],
      ['cuántas millas la semana pasada', 'mi', 'es'],
      ['wie viele meilen bin ich letzte woche gelaufen', 'mi', 'de'],
      ['how many hours did i run in february', 'h', 'en'],
      ['horas corriendo en febrero', 'h', 'es'],
      ['combien d’heures ai-je couru en février', 'h', 'fr'],
    ] as const)
    .run(async ({ assert }, [question, unit, language]) => {
      const { ask, user } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
      const answer = await ask(question)
      if (unit === 'mi') {
        const { meters } = await runMetersBetween(user.id, '2026-03-09', '2026-03-15')
        assert.include(answer.content, `**${km(meters, language, 'mi')}`)
      } else {
        const rows = await Activity.query()
          .where('user_id', user.id)
          .whereBetween('local_date', ['2026-02-01', '2026-02-28'])
        const seconds = rows
          .filter((row) => isRunSport(row.sport))
          .reduce((sum, row) => sum + row.movingSeconds, 0)
        const minutes = Math.round(seconds / 60)
        const hours = `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
        assert.match(answer.content, new RegExp(`^\\*\\*${hours}\\*\\*`))
      }
    })

  test('a follow-up in miles (the understanding carries the unit): the same period in miles', async ({
    assert,
  }) => {
    const { context, user } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
    const turn = await turnFor(context, 'how far did i run in february')
    turn.understanding.entities.distanceUnit = 'mile'
    const answer = await answerHistory(turn)
    const { meters } = await runMetersBetween(user.id, '2026-02-01', '2026-02-28')
    assert.include(answer, `**${km(meters, 'en', 'mi')} (${km(meters)}) running**`)
  })

  test('a follow-up for the hours (the understanding carries the metric): hours first', async ({
    assert,
  }) => {
    const { context } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
    const turn = await turnFor(context, 'km in january?')
    turn.understanding.entities.metric = 'duration'
    const answer = await answerHistory(turn)
    assert.match(answer, /^\*\*\d+ h \d\d min\*\* of running/)
  })

  test('an imperial athlete gets miles without asking', async ({ assert }) => {
    const { ask, user } = await coachFor({ weeks: 3, todayIso: A_WEDNESDAY, units: 'imperial' })
    const answer = await ask('how far did i run last week')
    const { meters } = await runMetersBetween(user.id, '2026-03-09', '2026-03-15')
    assert.include(answer.content, `**${km(meters, 'en', 'mi')} running**`)
  })

  test('German, French and Spanish answers carry no English and no ISO date: {0}')
    .with([
      'was bin ich letzte woche gelaufen',
      'wie weit bin ich im februar gelaufen',
      "qu'est-ce que j'ai couru la semaine dernière",
      'combien de km cette année',
      'qué corrí la semana pasada',
      'cuánto corrí el martes',
    ])
    .run(async ({ assert }, question) => {
      const { ask, user } = await coachFor({ weeks: 12, todayIso: A_WEDNESDAY })
      await addActivity(user.id, '2026-03-11', { sport: 'ride', km: 40, minutes: 90 })
      const answer = await ask(question)
      assert.equal(answer.intent, 'history')
      for (const word of ENGLISH) assert.notInclude(answer.content, word)
      assert.notMatch(answer.content, /\d{4}-\d\d-\d\d/)
      assert.notMatch(answer.content, /\d\.\d km/, 'a decimal comma')
    })
})
