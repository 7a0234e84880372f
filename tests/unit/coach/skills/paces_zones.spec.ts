import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { trainingPaces, vdotFromRace, type TrainingPaces } from '#domain/science/vdot'
import { formatDuration } from '#domain/units'
import { predictRace } from '#domain/science/prediction'
import { addDays } from '#domain/calendar'
import Activity from '#models/activity'
import { pace, paceRange } from '#coach/format'
import {
  answerPaces,
  answerZones,
  asksPaceConversion,
  besidePaceForRepeat,
  paceKindForRepeat,
  repeatMetersIn,
} from '#coach/offline/skills/paces_zones'
import { hrZonesByLthr } from '#domain/science/zones'
import { coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/** The coach athlete's paces: VDOT of the 10 km in 42:30 on the profile, to one decimal. */
const PACES = trainingPaces(Math.round(vdotFromRace(10000, 2550) * 10) / 10)

type Kind = Exclude<keyof TrainingPaces, 'easy'>

/** Paces as "4:00/km" or "6:26/mi" anywhere in an answer. */
const PACE_PATTERN = /\d+:\d\d\/(?:km|mi)/g

/** The predicted time for a race from the profile's 10 km and the last 28 days' running rows. */
async function predictedSeconds(userId: number, todayIso: string, meters: number) {
  const rows = await Activity.query()
    .where('user_id', userId)
    .where('sport', 'run')
    .whereBetween('local_date', [addDays(todayIso, -27), todayIso])
  const weekly = rows.reduce((sum, row) => sum + row.distanceMeters, 0) / 4
  return predictRace({
    targetDistanceMeters: meters,
    races: [{ distanceMeters: 10000, durationSeconds: 2550 }],
    weeklyDistanceMeters: weekly,
  })!.seconds
}

test.group('Offline coach skill: paces and zones', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('easy pace and zones from VDOT and LTHR', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const easy = await ask('What pace for an easy run?')
    assert.include(
      easy.content,
      paceRange(PACES.easy.fastSecPerKm, PACES.easy.slowSecPerKm, 'metric')
    )
    const zones = await ask('What are my zones?')
    assert.include(zones.content, 'from your LTHR')
    assert.include(zones.content, 'bpm')
    assert.include(zones.content, 'threshold')
  })

  test('imperial athletes get miles and paces per mile', async ({ assert }) => {
    const { ask } = await coachFor({ units: 'imperial' })
    const progress = await ask('How am I doing?')
    assert.include(progress.content, ' mi running')
    const easy = await ask('What pace for an easy run?')
    assert.include(easy.content, '/mi')
    assert.notInclude(easy.content, '/km')
  })

  test('a pace converted between miles and km', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const answer = await ask('what is 8 min per mile in km')
    assert.equal(answer.intent, 'pace_convert')
    // 480 s / 1.609344 km = 298.3 s a km.
    assert.match(answer.content, /^\*\*8:00\/mi\*\* is \*\*4:58\/km\*\*/)
    assert.include(answer.content, 'Your training paces for comparison')
  })

  test('one pace when one is asked: {0}')
    .with([
      ['What pace should I run my intervals at?', 'interval', 'metric'],
      ['How fast should my tempo run be?', 'threshold', 'metric'],
      ['What is my threshold pace?', 'threshold', 'metric'],
      ["What's my marathon pace per km?", 'marathon', 'metric'],
      ["What's my threshold pace in minutes per mile?", 'threshold', 'imperial'],
      ['Interval pace per mile?', 'interval', 'imperial'],
      ['Wie schnell soll mein Tempolauf sein?', 'threshold', 'metric'],
      ['Welches Tempo für Intervalle?', 'interval', 'metric'],
      ['À quelle allure courir mon seuil ?', 'threshold', 'metric'],
      ['Quelle est mon allure marathon ?', 'marathon', 'metric'],
      ['¿A qué ritmo hago los intervalos?', 'interval', 'metric'],
      ['¿Cuál es mi ritmo umbral?', 'threshold', 'metric'],
    ] as const)
    .run(async ({ assert }, [question, kind, units]) => {
      const { context } = await coachFor({ weeks: 2 })
      const answer = await answerPaces(await turnFor(context, question))
      assert.include(answer, pace(PACES[kind as Kind], units))
      assert.deepEqual(answer.match(PACE_PATTERN), [pace(PACES[kind as Kind], units)], answer)
    })

  test('repeats: the pace for the repeat length, per repeat and per km: {0}')
    .with([
      ['What pace for 400 m repeats?', 400, 'per'],
      ['How fast should I run 200m reps?', 200, 'per'],
      ['What pace for 1000 m repeats?', 1000, 'per'],
      ['Welches Tempo für 400-m-Wiederholungen?', 400, 'pro'],
      ['Quelle allure pour des répétitions de 400 m ?', 400, 'par'],
      ['¿A qué ritmo hago las series de 1000 m?', 1000, 'por'],
    ] as const)
    .run(async ({ assert }, [question, meters, per]) => {
      const { context } = await coachFor({ weeks: 2 })
      const answer = await answerPaces(await turnFor(context, question))
      const secPerKm = PACES[paceKindForRepeat(meters) as Kind]
      assert.include(answer, `${formatDuration((secPerKm * meters) / 1000)} ${per} ${meters} m`)
      assert.deepEqual(answer.match(PACE_PATTERN), [pace(secPerKm, 'metric')], answer)
    })

  test('per lap when a lap or 400 m is the unit asked', async ({ assert }) => {
    const { context } = await coachFor({ weeks: 2 })
    const answer = await answerPaces(await turnFor(context, 'Interval pace per lap?'))
    assert.include(answer, `${formatDuration(PACES.interval * 0.4)} per 400 m`)
  })

  test('all paces only when all are asked: {0}')
    .with([
      'What are my training paces?',
      'Was sind meine Trainingstempos?',
      "Quelles sont mes allures d'entraînement ?",
      '¿Cuáles son mis ritmos de entrenamiento?',
    ])
    .run(async ({ assert }, question) => {
      const { context } = await coachFor({ weeks: 2 })
      const answer = await answerPaces(await turnFor(context, question))
      for (const kind of ['marathon', 'threshold', 'interval', 'repetition'] as const) {
        assert.include(answer, pace(PACES[kind], 'metric'))
      }
    })

  test("Daniels' repeat lengths: R up to 600 m, I to 1,600 m, T beyond", ({ assert }) => {
    assert.deepEqual([200, 400, 600, 800, 1200, 1600, 2000].map(paceKindForRepeat), [
      'repetition',
      'repetition',
      'repetition',
      'interval',
      'interval',
      'interval',
      'threshold',
    ])
  })

  test('race pace: the predicted time over the distance: {0}')
    .with([
      ["What's my 5K race pace?", 5000, 'metric'],
      ['What pace for a 10K race per mile?', 10000, 'imperial'],
      ['¿A qué ritmo corro un 10K?', 10000, 'metric'],
    ] as const)
    .run(async ({ assert }, [question, meters, units]) => {
      const { context, user, todayIso } = await coachFor({ weeks: 4 })
      const answer = await answerPaces(await turnFor(context, question))
      const seconds = await predictedSeconds(user.id, todayIso, meters)
      assert.deepEqual(answer.match(PACE_PATTERN), [pace(seconds / (meters / 1000), units)], answer)
      assert.include(answer, `(${formatDuration(seconds)})`)
    })

  test('one heart-rate zone when one is named: {0}')
    .with([
      ['What is my zone 2?', 1],
      ['What heart rate is zone 4?', 3],
      ['Was ist meine Zone 2?', 1],
      ['Quelle est ma zone 3 ?', 2],
      ['¿Cuál es mi zona 2?', 1],
    ] as const)
    .run(async ({ assert }, [question, index]) => {
      const { context } = await coachFor({ weeks: 2 })
      const answer = await answerZones(await turnFor(context, question))
      // The coach athlete's zones: Friel's, from an LTHR of 168 bpm.
      const zone = hrZonesByLthr(168)[index]
      // French puts a space before the colon.
      assert.match(answer, new RegExp(`^${zone.name} ?: \\*\\*${zone.min}–\\d+ bpm\\*\\*`))
      assert.notMatch(answer, /Z\d.*Z\d/s)
    })
})

test.group('Offline coach skill: repeats and conversions as written', () => {
  test('the repeat length of {0}')
    .with([
      ['what pace for 400s', 400],
      ['400m repeats', 400],
      ['wie schnell laufe ich 800er', 800],
      ['à quelle allure pour des 1000', 1000],
      ['ritmo para series de 400', 400],
      ['1k repeats pace', 1000],
      ['how fast for 1200 m reps', 1200],
      ['marathon pace', undefined],
      ['pace for a 10 km race', undefined],
    ] as const)
    .run(({ assert }, [question, meters]) => {
      assert.equal(repeatMetersIn(question), meters)
    })

  test('Daniels: R for short repeats with I beside 300-600 m, I for 800-1,600 m', ({ assert }) => {
    assert.equal(paceKindForRepeat(200), 'repetition')
    assert.isNull(besidePaceForRepeat(200))
    assert.equal(paceKindForRepeat(400), 'repetition')
    assert.equal(besidePaceForRepeat(400), 'interval')
    assert.equal(paceKindForRepeat(1000), 'interval')
    assert.isNull(besidePaceForRepeat(1000))
    assert.equal(paceKindForRepeat(2000), 'threshold')
  })

  test('a pace given in one unit with the other asked: {0}')
    .with([
      ['what is 8 min per mile in km', true],
      ['whats 9 minute miles in km', true],
      ['was sind 4:30 pro km in meilen', true],
      ['5 min au km, ça fait combien au mile', true],
      ['8 min por milla a km', true],
      ['my threshold pace per mile', false],
      ['ran 10 km in 50 min, pace per km?', false],
    ] as const)
    .run(({ assert }, [question, asks]) => {
      assert.equal(asksPaceConversion(question), asks, question)
    })
})
