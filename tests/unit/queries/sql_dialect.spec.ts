import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { asDate, asIsoTimestamp, utcIsoFromText } from '#queries/sql_dialect'
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

/** luxon's reading, which `utcIsoFromText` must give exactly. */
function luxonUtcIso(text: string) {
  const parsed = text.includes('T')
    ? DateTime.fromISO(text, { setZone: true })
    : DateTime.fromSQL(text, { zone: 'utc' })
  return parsed.toUTC().toISO()
}

test.group('SQL dialect: timestamp text to UTC ISO', () => {
  test('gives what luxon gives for SQLite text and PostgreSQL JSON, over two centuries', ({
    assert,
  }) => {
    // A fixed linear congruential sequence: the same 3,000 cases on every run.
    let seed = 20_261_127
    const next = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0
      return (seed >>> 8) % n
    }
    const pad = (value: number, width = 2) => String(value).padStart(width, '0')
    for (let i = 0; i < 3000; i++) {
      const date = `${1900 + next(200)}-${pad(1 + next(12))}-${pad(1 + next(31))}`
      const time = `${pad(next(25))}:${pad(next(61))}:${pad(next(60))}`
      const fraction = ['', '.5', '.123', '.123456'][next(4)]
      const offsetMinutes = next(14 * 60 * 2 + 1) - 14 * 60
      const sign = offsetMinutes < 0 ? '-' : '+'
      const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`
      for (const text of [
        `${date} ${time}`,
        `${date} ${time}${fraction}`,
        `${date}T${time}${fraction}${offset}`,
        `${date}T${time}Z`,
      ]) {
        assert.strictEqual(utcIsoFromText(text), luxonUtcIso(text), text)
      }
    }
  })

  test('impossible dates and other text read as luxon reads them', ({ assert }) => {
    for (const text of [
      '2026-03-05 07:00:00',
      '2024-02-29 23:59:59',
      '2026-02-29 12:00:00',
      '2026-02-30T07:00:00+00:00',
      '2026-04-31 00:00:00',
      '2026-02-28 24:00:00',
      '2026-02-28T24:00:00Z',
      '2026-02-28 23:60:00',
      '2026-13-01 00:00:00',
      '0999-01-01 00:00:00',
      '2026-03-05T07:00:00+14:00',
      '2026-03-05T07:00:00-12:00',
      '2026-03-05T07:00:00',
      '2026-03-05',
      'not a time',
      '',
    ]) {
      assert.strictEqual(utcIsoFromText(text), luxonUtcIso(text), text)
    }
    assert.equal(utcIsoFromText('2026-03-05 07:00:00'), '2026-03-05T07:00:00.000Z')
    assert.equal(utcIsoFromText('2026-03-05T09:30:00+02:30'), '2026-03-05T07:00:00.000Z')
    assert.isNull(utcIsoFromText('2026-02-30 07:00:00'))
  })
})
