import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { asDate, asIsoTimestamp } from '#queries/sql_dialect'
import { acwrOf, type DailyRow } from '#domain/progress/daily_series'

/*
 * What the drivers hand back, parsed once (docs/decisions/025-query-homes.md): SQLite returns
 * dates and timestamps as text, PostgreSQL as Date objects (dates at local midnight).
 */
test.group('SQL dialect: values returned by either database', () => {
  test('asDate reads SQLite text and PostgreSQL Date objects alike', ({ assert }) => {
    assert.equal(asDate('2026-03-07'), '2026-03-07')
    assert.equal(asDate('2026-03-07 06:30:00'), '2026-03-07')
    assert.equal(asDate(DateTime.fromISO('2026-03-07T00:00:00').toJSDate()), '2026-03-07')
    assert.isNull(asDate(null))
    assert.isNull(asDate(undefined))
  })

  test('asIsoTimestamp gives UTC ISO text for both, and keeps what it cannot parse', ({
    assert,
  }) => {
    const iso = '2026-03-07T06:30:00.000Z'
    assert.equal(asIsoTimestamp(new Date(iso)), iso)
    assert.equal(asIsoTimestamp('2026-03-07 06:30:00'), DateTime.fromISO(iso).toUTC().toISO())
    assert.equal(asIsoTimestamp('2026-03-07T06:30:00Z'), DateTime.fromISO(iso).toUTC().toISO())
    assert.equal(asIsoTimestamp('not a time'), 'not a time')
    assert.isNull(asIsoTimestamp(null))
  })
})

test.group('Daily series: acute:chronic ratio of stored days', () => {
  const day = (load: number, i: number): DailyRow => ({
    date: `2026-02-${String(i + 1).padStart(2, '0')}`,
    load,
    fitness: 0,
    fatigue: 0,
    form: 0,
  })

  test('null under 28 days; the last 7 days over the last 28 otherwise', ({ assert }) => {
    assert.isNull(acwrOf(Array.from({ length: 27 }, (_, i) => day(50, i))))
    assert.equal(acwrOf(Array.from({ length: 28 }, (_, i) => day(50, i))), 1)
    // 21 days at 40 then 7 at 80: acute 80, chronic (21 × 40 + 7 × 80) / 28 = 50.
    const rising = Array.from({ length: 28 }, (_, i) => day(i < 21 ? 40 : 80, i))
    assert.equal(acwrOf(rising), 80 / 50)
    // Only the last 28 days count.
    assert.equal(acwrOf([day(1000, 0), ...rising.map((row, i) => day(row.load, i + 1))]), 80 / 50)
  })
})
