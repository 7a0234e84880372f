import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import { addDays } from '#domain/calendar'
import { vdotFromRace } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { formatDuration } from '#domain/units'
import { answerPrediction, goalVerdict } from '#coach/offline/skills/predictions'
import { coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/** The coach athlete's recent race on the profile: 10 km in 42:30. */
const RACE = { distanceMeters: 10000, durationSeconds: 2550 }

/** The mean weekly running distance of the last 28 days, from the athlete's rows. */
async function weeklyRunMeters(userId: number, todayIso: string) {
  const rows = await Activity.query()
    .where('user_id', userId)
    .where('sport', 'run')
    .whereBetween('local_date', [addDays(todayIso, -27), todayIso])
  return rows.reduce((sum, row) => sum + row.distanceMeters, 0) / 4
}

/** The prediction for a distance as Progress and the plan compute it (predictRace). */
async function predicted(userId: number, todayIso: string, meters: number) {
  const weekly = await weeklyRunMeters(userId, todayIso)
  return predictRace({ targetDistanceMeters: meters, races: [RACE], weeklyDistanceMeters: weekly })!
}

test.group('Offline coach skill: predictions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('race prediction from the VDOT of the recent race, the method named', async ({ assert }) => {
    const { ask, user, todayIso } = await coachFor({ weeks: 2 })
    const answer = await ask('What could I run a 10K in?')
    const expected = await predicted(user.id, todayIso, 10000)
    assert.include(answer.content, `VDOT of **${Math.round(vdotFromRace(10000, 2550) * 10) / 10}**`)
    assert.include(answer.content, `10 km: **${formatDuration(expected.seconds)}**`)
    assert.match(
      answer.content,
      /Method: VDOT \d+(\.\d)? \(Daniels & Gilbert\), adjusted for \d+ km a week, the same figure as your Progress page and your plan/
    )
    assert.include(answer.content, 'second opinions: VDOT table')
  })

  test('any distance, in four languages: {0}')
    .with([
      ['How fast could I run a 5K?', 5000, '5 km'],
      ['What would I run for 15K?', 15000, '15 km'],
      ['Prediction for 10 miles?', 16093, '10 miles'],
      ['How fast could I run a 30 km race?', 30000, '30 km'],
      ['What is my predicted half marathon time?', 21097.5, 'Half marathon'],
      ['What could I run a marathon in?', 42195, 'Marathon'],
      ['Wie schnell laufe ich einen Halbmarathon?', 21097.5, 'Halbmarathon'],
      ['Welche Zeit ist für mich über 10 km drin?', 10000, '10 km'],
      ['Combien de temps pour un 10 km ?', 10000, '10 km'],
      ['Quel temps puis-je viser sur marathon ?', 42195, 'Marathon'],
      ['¿Qué tiempo puedo hacer en un 10K?', 10000, '10 km'],
      ['¿Cuál es mi predicción para la media maratón?', 21097.5, 'Media maratón'],
      ['was wäre meine Marathonzeit', 42195, 'Marathon'],
      ['combien je mettrais sur un 10 km', 10000, '10 km'],
      ['predicción para 10 millas', 16093, '10 millas'],
      ['prognose für 10 meilen', 16093, '10 Meilen'],
    ] as const)
    .run(async ({ assert }, [question, meters, label]) => {
      const { context, user, todayIso } = await coachFor({ weeks: 4 })
      const answer = await answerPrediction(await turnFor(context, question))
      const expected = await predicted(user.id, todayIso, meters)
      // French puts a space before the colon.
      assert.match(
        answer,
        new RegExp(`${label} ?: \\*\\*${formatDuration(expected.seconds)}\\*\\*`)
      )
      // Only the distance asked.
      assert.equal(answer.match(/: \*\*\d/g)?.length, 1, answer)
    })

  test('"Could I run a sub-4 marathon?": a verdict with both times and the gap', async ({
    assert,
  }) => {
    const { ask, user, todayIso } = await coachFor({ weeks: 4 })
    const answer = await ask('Could I run a sub-4 marathon?')
    const prediction = await predicted(user.id, todayIso, 42195)
    const expected = Math.round(prediction.seconds)
    const gap = expected - 14400
    assert.include(answer.content, 'Your goal of 4:00:00 for Marathon')
    assert.include(answer.content, `**${formatDuration(expected)}**`)
    assert.include(answer.content, `${(Math.abs(gap) / 60).toFixed(1)} min`)
    assert.include(answer.content, `(${((Math.abs(gap) / 14400) * 100).toFixed(1)} %)`)
    assert.notMatch(answer.content, /\b4:00\b(?!:)/)
  })
})

test.group('Offline coach skill: a goal time against the prediction', () => {
  const race = (seconds: number) => ({
    label: '5 km',
    meters: 5000,
    time: formatDuration(seconds),
    seconds,
    vdotTable: null,
    riegel: null,
  })

  test('goal {0} s, prediction {1} s: {2}')
    .with([
      [1200, 1180, '**yes**', '0.3 min (1.7 %) faster'],
      [1200, 1220, '**within reach**', '0.3 min (1.7 %) slower'],
      [1200, 1260, '**not yet**', '1.0 min (5.0 %) slower'],
      [14400, 15000, '**not yet**', '10.0 min (4.2 %) slower'],
      [120, 1200, 'not a race time I can compare', '**20:00**'],
    ] as const)
    .run(({ assert }, [goal, prediction, verdict, gap]) => {
      const line = goalVerdict('en', goal, race(prediction))!
      assert.include(line, verdict)
      assert.include(line, gap)
    })

  test('the verdict in German, French and Spanish', ({ assert }) => {
    assert.include(goalVerdict('de', 1200, race(1260))!, '**noch nicht**')
    assert.include(goalVerdict('fr', 1200, race(1180))!, '**oui**')
    assert.include(goalVerdict('es', 1200, race(1220))!, '**a tu alcance**')
  })
})
