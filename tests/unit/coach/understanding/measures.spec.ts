import { test } from '@japa/runner'
import { ask, entityOf } from './support.js'
import type { Entities } from '#coach/understanding/types'

/** Distances, races and goals, durations, paces and the pace unit asked, in SI. */
const CASES: [string, Partial<Entities>][] = [
  ['predict my 5K', { raceDistance: '5k', distanceMeters: 5000 }],
  ['what could I run a 10k in', { raceDistance: '10k', distanceMeters: 10_000 }],
  ['prediction for a 15 km race', { raceDistance: '15k', distanceMeters: 15_000 }],
  ['how fast could I run 10 miles', { raceDistance: '10_miles', distanceMeters: 16_093 }],
  ['how fast can I run a half marathon', { raceDistance: 'half', distanceMeters: 21_097.5 }],
  ['am i ready for the half?', { raceDistance: 'half' }],
  ['can I run a sub-4 marathon', { raceDistance: 'marathon', goalSeconds: 14_400 }],
  ['sub 3:30 marathon possible?', { raceDistance: 'marathon', goalSeconds: 12_600 }],
  ['could I run a sub-20 5K', { raceDistance: '5k', goalSeconds: 1200 }],
  ['could I break 50 minutes in a 10K', { raceDistance: '10k', goalSeconds: 3000 }],
  ['can I do a half in under 1:45', { raceDistance: 'half', goalSeconds: 6300 }],
  ['schaffe ich einen Marathon unter 4 Stunden', { raceDistance: 'marathon', goalSeconds: 14_400 }],
  ['welche Zeit im Halbmarathon', { raceDistance: 'half' }],
  ['mein Zehner', { raceDistance: '10k' }],
  ['un marathon en moins de 4 heures', { raceDistance: 'marathon', goalSeconds: 14_400 }],
  ['mon temps sur semi-marathon', { raceDistance: 'half' }],
  ['un maratón en menos de 4 horas', { raceDistance: 'marathon', goalSeconds: 14_400 }],
  ['mi tiempo en media maratón', { raceDistance: 'half' }],
  ['I ran 12 km', { distanceMeters: 12_000 }],
  ['I ran 8 miles', { distanceMeters: 12_875 }],
  ['ich bin 12,5 Kilometer gelaufen', { distanceMeters: 12_500 }],
  ['six fois 800 m', { distanceMeters: 800 }],
  ['my run took 45 min', { durationSeconds: 2700 }],
  ['a long run of 1h30', { durationSeconds: 5400 }],
  ['1 h 45 min easy', { durationSeconds: 6300 }],
  ['I finished in 1:45:00', { durationSeconds: 6300 }],
  ['2 Stunden locker', { durationSeconds: 7200 }],
  ['90 Minuten', { durationSeconds: 5400 }],
  ['une heure et demie', { durationSeconds: 5400 }],
  ['45 minutos de rodaje', { durationSeconds: 2700 }],
  ['half an hour easy', { durationSeconds: 1800 }],
  ['is 5:30/km right for easy runs', { paceSecondsPerKm: 330 }],
  ['I ran at 8:00 per mile', { paceSecondsPerKm: 298 }],
  ['4:50 min/km', { paceSecondsPerKm: 290 }],
  ["5'30 au km", { paceSecondsPerKm: 330 }],
  ['a 5:00 por km', { paceSecondsPerKm: 300 }],
  ['what pace for intervals in minutes per mile', { paceUnit: 'mile' }],
  ['what is my threshold pace per mile', { paceUnit: 'mile' }],
  ['welches Tempo pro Meile', { paceUnit: 'mile' }],
  ['quelle allure au mile', { paceUnit: 'mile' }],
  ['qué ritmo por milla', { paceUnit: 'mile' }],
  ['threshold pace per km', { paceUnit: 'km' }],
  ['Schwellentempo pro Kilometer', { paceUnit: 'km' }],
  ['what pace per 400 for repetitions', { paceUnit: '400m' }],
  ['what time per lap for intervals', { paceUnit: 'lap' }],
]

test.group('Understanding: measures', () => {
  for (const [text, expected] of CASES) {
    test(`"${text}" carries ${JSON.stringify(expected)}`, async ({ assert }) => {
      const { entities } = await ask(text)
      assert.containSubset(entities, expected)
    })
  }

  test('a pace given is not a pace unit asked, and a clock is not a goal without a race', async ({
    assert,
  }) => {
    const { entities } = await ask('I ran 10 km at 5:30/km yesterday')
    assert.equal(entities.paceSecondsPerKm, 330)
    assert.isUndefined(entities.paceUnit)
    assert.isUndefined(entities.goalSeconds)
  })

  test('"sub-4 marathon" is a four-hour goal, never four minutes', async ({ assert }) => {
    for (const text of ['sub-4 marathon?', 'Can I go sub 4 in the marathon', 'sub4 marathon']) {
      assert.equal(await entityOf(text, 'goalSeconds'), 14_400, text)
    }
  })

  test('"after about 5 km" is a distance, "a 5 km race" a race', async ({ assert }) => {
    const pain = await ask('My knee hurts on the outside after about 5 km')
    assert.equal(pain.entities.distanceMeters, 5000)
    assert.isUndefined(pain.entities.raceDistance)
    assert.equal(await entityOf('I am racing a 5 km race on Sunday', 'raceDistance'), '5k')
    assert.equal(await entityOf('predict my 10 km time', 'raceDistance'), '10k')
  })

  test('half an hour is no half marathon', async ({ assert }) => {
    assert.isUndefined(await entityOf('half an hour easy', 'raceDistance'))
    assert.isUndefined(await entityOf('eine halbe Stunde locker', 'raceDistance'))
    assert.isUndefined(await entityOf('media hora suave', 'raceDistance'))
  })
})
