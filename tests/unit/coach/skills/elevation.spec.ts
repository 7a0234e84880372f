import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import { OfflineCoach } from '#coach/offline/engine'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'

/**
 * The test athlete runs five times a week (tests/support/coach_athlete.ts); each run here is
 * given 120 m of climb, so a week holds 600 m and Sunday 15 March's long run 120 m.
 */
async function climbingAthlete(units: 'metric' | 'imperial' = 'metric') {
  const athlete = await coachFor({ weeks: 10, todayIso: A_WEDNESDAY, units })
  await Activity.query().where('user_id', athlete.user.id).update({ elevation_gain_meters: 120 })
  return athlete
}

test.group('Offline coach skill: elevation gain', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  test('a past week in metres: {0}')
    .with([
      ['how much climbing did I do last week?', /600 m of elevation gain over 5 runs/],
      ['Höhenmeter letzte Woche?', /600 m Anstieg \(Höhenmeter\) in 5 Läufen/],
      ['quel D+ la semaine dernière ?', /600 m de dénivelé positif \(D\+\) sur 5 sorties/],
      ['cuánto desnivel acumulé la semana pasada', /600 m de desnivel positivo en 5 salidas/],
    ])
    .run(async ({ assert }, [question, expected]) => {
      const { ask } = await climbingAthlete()
      const answer = await ask(question as string)
      assert.equal(answer.intent, 'history')
      assert.match(answer.content, expected as RegExp)
      // The week understood is Monday 9 to Sunday 15 March.
      assert.match(answer.understood ?? '', /9.*15/)
    })

  test('one day: the long run of Sunday 15 March, {$self}')
    .with(['what was the vert on sunday', 'dénivelé de ma sortie de dimanche'])
    .run(async ({ assert }, question) => {
      const { ask } = await climbingAthlete()
      const answer = await ask(question)
      assert.match(answer.content, /^120 m .* 1 (?:run|sortie)\.$/)
      assert.match(answer.understood ?? '', /15/)
    })

  test('feet for an imperial athlete, and metres when asked in metres').run(async ({ assert }) => {
    const { ask } = await climbingAthlete('imperial')
    // 600 m = 1968.5 ft.
    const feet = await ask('elevation gain last week')
    assert.match(feet.content, /^1969 ft of elevation gain/)
    const metres = await ask('elevation gain last week in meters')
    assert.match(metres.content, /^600 m of/)
  })

  test('feet when asked by a metric athlete', async ({ assert }) => {
    const { ask } = await climbingAthlete()
    const answer = await ask('vert last week in feet please')
    assert.match(answer.content, /^1969 ft of elevation/)
  })

  test('a month so far and this quarter: {0}')
    .with([
      // 1–18 March: the runs of the 2nd, 3rd, 5th, 7th, 8th, 9th, 10th, 12th, 14th, 15th, 17th.
      ['desnivel positivo de este mes', 'salidas', 'Marzo de 2026'],
      ['wie viele Höhenmeter in diesem Quartal', 'Läufen', 'Januar'],
    ])
    .run(async ({ assert }, [question, runs, label]) => {
      const { ask } = await climbingAthlete()
      const answer = await ask(question)
      const match = new RegExp(`^(\\d+) m .* (\\d+) ${runs}\\.$`).exec(answer.content)
      assert.isNotNull(match)
      assert.equal(Number(match![1]), 120 * Number(match![2]))
      assert.include(answer.understood ?? '', label)
    })

  test('last quarter: October to December 2025, before the ten weeks of runs', async ({
    assert,
  }) => {
    const { ask } = await climbingAthlete()
    const answer = await ask('dénivelé positif du trimestre dernier ?')
    assert.include(answer.understood ?? '', 'octobre')
    assert.include(answer.understood ?? '', 'décembre 2025')
    assert.match(answer.content, /aucune sortie/)
  })

  test('a follow-up keeps asking for elevation: "y el de febrero"', async ({ assert }) => {
    const { context } = await climbingAthlete()
    const first = await new OfflineCoach().answer(context, 'desnivel de este mes')
    const next = await new OfflineCoach().answer(context, 'y el de febrero', first.thread)
    // February 2026: four weeks of five runs, 20 × 120 m.
    assert.include(next.content, '2400 m de desnivel positivo en 20 salidas')
  })

  test('rides when rides are asked: none recorded, so none climbed', async ({ assert }) => {
    const { ask } = await climbingAthlete()
    const answer = await ask('elevation on my rides last week')
    assert.match(answer.content, /no ride recorded/)
    assert.notMatch(answer.content, /600/)
  })
})
