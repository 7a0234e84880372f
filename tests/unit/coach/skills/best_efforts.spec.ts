import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type Activity from '#models/activity'
import { formatDuration } from '#domain/units'
import { sqlTimestamp } from '#queries/sql_dialect'
import { answerBestEfforts } from '#coach/offline/skills/best_efforts'
import { OfflineCoach } from '#coach/offline/engine'
import { addActivity } from '#tests/unit/coach/tools/context'
import { coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/** Stores the fastest stretches of one run, as PersistActivity does from its streams. */
async function efforts(activity: Activity, seconds: Record<number, number>) {
  await db.table('activity_best_efforts').multiInsert(
    Object.entries(seconds).map(([meters, duration]) => ({
      activity_id: activity.id,
      user_id: activity.userId,
      distance_meters: Number(meters),
      duration_seconds: duration,
      start_offset_seconds: 0,
      start_time: sqlTimestamp(activity.startTime),
    }))
  )
}

const TODAY = '2026-03-18'
const MILE = 1609.344

/** An older race and a recent parkrun, each with its fastest stretches. */
async function athleteWithEfforts() {
  const athlete = await coachFor({ weeks: 0, todayIso: TODAY })
  const race = await addActivity(athlete.user.id, '2025-10-05', { name: 'Autumn 10k race' })
  const parkrun = await addActivity(athlete.user.id, '2026-03-08', { name: 'Parkrun' })
  const rows = {
    race: { 1000: 230, [MILE]: 372, 5000: 1230, 10000: 2490 },
    parkrun: { 1000: 225, [MILE]: 380, 5000: 1210 },
  }
  await efforts(race, rows.race)
  await efforts(parkrun, rows.parkrun)
  return { ...athlete, rows }
}

test.group('Offline coach skill: best efforts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('the distance asked, with its date and run, in the language asked: {0}')
    .with([
      ["What's my 5k personal best?", '5 km:', 1210, 'Sun 8 March', 'Parkrun'],
      ['What is my fastest 10K?', '10 km:', 2490, 'Sun 5 October 2025', 'Autumn 10k race'],
      ["What's my fastest mile?", '1 mile:', 372, 'Sun 5 October 2025', 'Autumn 10k race'],
      ['Was ist meine Bestzeit über 5 km?', '5 km:', 1210, 'So. 8. März', 'Parkrun'],
      ['meine schnellste meile', '1 Meile:', 372, 'So. 5. Oktober 2025', 'Autumn 10k race'],
      [
        'Quel est mon record sur 10 km ?',
        '10 km :',
        2490,
        'dim. 5 octobre 2025',
        'Autumn 10k race',
      ],
      ['¿Cuál es mi mejor marca en 5 km?', '5 km:', 1210, 'dom 8 de marzo', 'Parkrun'],
      ['mi milla más rápida', '1 milla:', 372, 'dom 5 de octubre de 2025', 'Autumn 10k race'],
    ] as const)
    .run(async ({ assert }, [question, label, seconds, day, run]) => {
      const { context } = await athleteWithEfforts()
      const answer = await answerBestEfforts(await turnFor(context, question))
      assert.include(answer, `${label} **${formatDuration(seconds)}**`)
      assert.include(answer, day)
      assert.include(answer, `“${run}”`)
      if (!/^what/i.test(question)) assert.notInclude(answer, 'Your best', 'no English')
      assert.equal(answer.match(/ \*\*\d/g)?.length, 1, answer)
    })

  test('all of them when none is named', async ({ assert }) => {
    const { context, rows } = await athleteWithEfforts()
    const answer = await answerBestEfforts(await turnFor(context, 'What are my best efforts?'))
    const best = (a: number, b?: number) => formatDuration(Math.min(a, b ?? a))
    assert.include(answer, `1 km: **${best(rows.race[1000], rows.parkrun[1000])}**`)
    assert.include(answer, `1 mile: **${best(rows.race[MILE], rows.parkrun[MILE])}**`)
    assert.include(answer, `5 km: **${best(rows.race[5000], rows.parkrun[5000])}**`)
    assert.include(answer, `10 km: **${best(rows.race[10000])}**`)
  })

  test('within the period asked: this year leaves last autumn out', async ({ assert }) => {
    const { context, rows } = await athleteWithEfforts()
    const answer = await answerBestEfforts(
      await turnFor(context, 'What is my fastest mile this year?')
    )
    assert.include(answer, `1 mile: **${formatDuration(rows.parkrun[MILE])}**`)
    assert.include(answer, 'Sun 8 March')
  })

  test('no efforts: where they come from', async ({ assert }) => {
    const { context } = await coachFor({ weeks: 0, todayIso: TODAY })
    const answer = await answerBestEfforts(await turnFor(context, 'What is my 5k PB?'))
    assert.include(answer, 'GPS or distance samples')
  })
  test('a best time asked in any wording is the best effort, not a prediction: {0}')
    .with([
      ['my quickest mile', '1 mile:', 372],
      ['10K PR?', '10 km:', 2490],
      ['Rekord über 5 km?', '5 km:', 1210],
      ['mon meilleur chrono sur 10 km', '10 km :', 2490],
      ['tengo algún récord en 5 km', '5 km:', 1210],
      ['mi mejor milla', '1 milla:', 372],
    ] as const)
    .run(async ({ assert }, [question, label, seconds]) => {
      const { ask } = await athleteWithEfforts()
      const answer = await ask(question)
      assert.equal(answer.intent, 'best_efforts')
      assert.include(answer.content, `${label} **${formatDuration(seconds)}**`)
    })

  test('a time still to run stays a prediction', async ({ assert }) => {
    const { ask } = await athleteWithEfforts()
    const answer = await ask('how fast could I run a half marathon')
    assert.equal(answer.intent, 'race_prediction')
  })

  test('the half asked by name with none stored: said so, and what would give one', async ({
    assert,
  }) => {
    const { ask } = await athleteWithEfforts()
    const answer = await ask('mejor tiempo en media maraton')
    assert.equal(answer.intent, 'best_efforts')
    assert.include(answer.content, 'No hay ninguna mejor marca guardada en media maratón')
    assert.include(answer.content, 'Una carrera de al menos media maratón')
  })
  test('a number alone after a best effort is that many kilometres: {0}')
    .with([
      ['mi mejor 5k', 'y en 10?', '10 km:'],
      ['meine 5k Bestzeit', 'und über 10?', '10 km:'],
      ['my 10k PB', 'and 5?', '5 km:'],
    ] as const)
    .run(async ({ assert }, [first, then, label]) => {
      const { context, rows } = await athleteWithEfforts()
      const coach = new OfflineCoach()
      const before = await coach.answer(context, first)
      const answer = await coach.answer(context, then, before.thread)
      assert.equal(answer.intent, 'best_efforts')
      const seconds = label === '10 km:' ? rows.race[10000] : rows.parkrun[5000]
      assert.include(answer.content, `${label} **${formatDuration(seconds)}**`)
      assert.include(answer.understood, label === '10 km:' ? '10' : '5')
    })
})
