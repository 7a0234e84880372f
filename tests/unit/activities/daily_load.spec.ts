import { test } from '@japa/runner'
import fc from 'fast-check'
import { addDays, eachDate } from '#domain/calendar'
import { dailyFigures, localDateOf, sumLoadsByDate } from '#domain/activities/daily_load'

test.group('Daily load figures', () => {
  test('eachDate and addDays walk the calendar', ({ assert }) => {
    assert.deepEqual(eachDate('2024-02-27', '2024-03-01'), [
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ])
    assert.deepEqual(eachDate('2025-12-31', '2026-01-01'), ['2025-12-31', '2026-01-01'])
    assert.deepEqual(eachDate('2026-03-02', '2026-03-01'), [])
    assert.equal(addDays('2026-03-01', -1), '2026-02-28')
    assert.throws(() => eachDate('2026-02-30', '2026-03-01'), /calendar date/)
    assert.throws(() => addDays('1/3/2026', 1), /ISO date/)
  })

  test('localDateOf uses the athlete time zone, across DST', ({ assert }) => {
    assert.equal(localDateOf('2026-03-01T23:30:00.000Z', 'Europe/Paris'), '2026-03-02')
    assert.equal(localDateOf('2026-03-01T23:30:00.000Z', 'UTC'), '2026-03-01')
    assert.equal(localDateOf('2026-03-02T05:30:00.000Z', 'America/Los_Angeles'), '2026-03-01')
    // US DST starts 2026-03-08: 03-09 07:30Z is 00:30 PDT (UTC−7) on the 9th, not 23:30 PST.
    assert.equal(localDateOf('2026-03-09T07:30:00.000Z', 'America/Los_Angeles'), '2026-03-09')
    assert.equal(localDateOf('2026-03-08T07:30:00.000Z', 'America/Los_Angeles'), '2026-03-07')
    assert.equal(localDateOf('2026-03-01T12:00:00.000Z', 'Pacific/Kiritimati'), '2026-03-02')
    assert.throws(() => localDateOf('not a date', 'UTC'), /ISO instant/)
    assert.throws(() => localDateOf('2026-03-01T12:00:00Z', 'Mars/Olympus'))
    const sums = sumLoadsByDate(
      [
        { startTime: '2026-03-01T06:00:00Z', load: 40 },
        { startTime: '2026-03-01T18:00:00Z', load: 25 },
        { startTime: '2026-03-01T23:30:00Z', load: 10 },
      ],
      'Europe/Paris'
    )
    assert.deepEqual(
      [...sums],
      [
        ['2026-03-01', 65],
        ['2026-03-02', 10],
      ]
    )
  })

  test('one row per day, rest days as 0, continued from the stored day', ({ assert }) => {
    const rows = dailyFigures({
      fromIso: '2026-03-01',
      todayIso: '2026-03-03',
      previousDay: { fitness: 42, fatigue: 7 },
      loadByDate: { '2026-03-01': 84, '2026-03-03': 14 },
    })
    assert.deepEqual(
      rows.map((row) => [row.date, row.load]),
      [
        ['2026-03-01', 84],
        ['2026-03-02', 0],
        ['2026-03-03', 14],
      ]
    )
    assert.closeTo(rows[0].form, 35, 1e-12)
    assert.closeTo(rows[0].fitness, 42 + (84 - 42) / 42, 1e-12)
    assert.closeTo(rows[0].fatigue, 7 + (84 - 7) / 7, 1e-12)
  })

  test('continuing from any stored day equals computing from scratch', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 300, noNaN: true }), { minLength: 1, maxLength: 120 }),
        fc.nat(),
        (loads, cut) => {
          const dates = eachDate('2025-11-01', addDays('2025-11-01', loads.length - 1))
          const loadByDate = new Map(dates.map((date, i) => [date, loads[i]]))
          const today = dates[dates.length - 1]
          const scratch = dailyFigures({
            fromIso: dates[0],
            todayIso: today,
            previousDay: null,
            loadByDate,
          })
          const k = cut % dates.length
          const head = dailyFigures({
            fromIso: dates[0],
            todayIso: addDays(dates[k], -1),
            previousDay: null,
            loadByDate,
          })
          const stored = head.at(-1) ?? null
          const tail = dailyFigures({
            fromIso: dates[k],
            todayIso: today,
            previousDay: stored,
            loadByDate,
          })
          const joined = [...head, ...tail]
          return (
            joined.length === scratch.length &&
            joined.every(
              (row, i) =>
                row.date === scratch[i].date &&
                Math.abs(row.fitness - scratch[i].fitness) < 1e-9 &&
                Math.abs(row.fatigue - scratch[i].fatigue) < 1e-9 &&
                Math.abs(row.form - scratch[i].form) < 1e-9
            )
          )
        }
      ),
      { numRuns: 200 }
    )
  })
})
