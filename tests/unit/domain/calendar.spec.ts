import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  addDays,
  dayNumber,
  daysBetween,
  eachDate,
  isIsoDate,
  isoFromDay,
  isoWeekday,
  weekStartOf,
} from '#domain/calendar'

/*
 * Calendar arithmetic against known dates: weekdays from the Gregorian calendar (1970-01-01 was
 * a Thursday, 2000-01-01 a Saturday), leap years (2000 and 2024 are, 1900 and 2100 are not) and
 * the daylight-saving weekends of Europe and the US, which must not gain or lose a day.
 */
test.group('Calendar (ISO dates)', () => {
  test('day numbers of known dates', ({ assert }) => {
    assert.equal(dayNumber('1970-01-01'), 0)
    assert.equal(dayNumber('1969-12-31'), -1)
    assert.equal(dayNumber('2000-03-01'), 11_017)
    assert.equal(isoFromDay(0), '1970-01-01')
    assert.equal(isoFromDay(11_017), '2000-03-01')
  })

  test('{iso} is ISO weekday {weekday}')
    .with([
      { iso: '1970-01-01', weekday: 4 },
      { iso: '2000-01-01', weekday: 6 },
      { iso: '2024-02-29', weekday: 4 },
      { iso: '2026-03-29', weekday: 7 },
      { iso: '2026-11-02', weekday: 1 },
      { iso: '1900-03-01', weekday: 4 },
    ])
    .run(({ assert }, { iso, weekday }) => {
      assert.equal(isoWeekday(iso), weekday)
    })

  test('leap years: 2000 and 2024 have 29 February, 1900 and 2100 do not', ({ assert }) => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29')
    assert.equal(addDays('2000-02-28', 1), '2000-02-29')
    assert.equal(addDays('1900-02-28', 1), '1900-03-01')
    assert.equal(addDays('2100-02-28', 1), '2100-03-01')
    assert.equal(daysBetween('2024-01-01', '2025-01-01'), 366)
    assert.equal(daysBetween('2023-01-01', '2024-01-01'), 365)
    assert.isTrue(isIsoDate('2024-02-29'))
    assert.isFalse(isIsoDate('2023-02-29'))
    assert.isFalse(isIsoDate('1900-02-29'))
  })

  test('daylight-saving weekends keep whole days, whatever the process time zone', ({
    assert,
    cleanup,
  }) => {
    const original = process.env.TZ
    cleanup(() => {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    })
    // Europe: 2026-03-29 and 2026-10-25; United States: 2026-03-08 and 2026-11-01;
    // New Zealand: 2026-04-05 and 2026-09-27.
    for (const zone of ['UTC', 'Europe/Paris', 'America/New_York', 'Pacific/Auckland']) {
      process.env.TZ = zone
      assert.equal(addDays('2026-03-28', 1), '2026-03-29', zone)
      assert.equal(addDays('2026-03-29', 1), '2026-03-30', zone)
      assert.equal(addDays('2026-10-25', -1), '2026-10-24', zone)
      assert.equal(addDays('2026-04-04', 2), '2026-04-06', zone)
      assert.equal(daysBetween('2026-03-07', '2026-03-09'), 2, zone)
      assert.equal(daysBetween('2026-10-31', '2026-11-02'), 2, zone)
      assert.equal(daysBetween('2026-09-26', '2026-09-28'), 2, zone)
      assert.equal(isoWeekday('2026-03-29'), 7, zone)
      assert.deepEqual(
        eachDate('2026-10-24', '2026-10-26'),
        ['2026-10-24', '2026-10-25', '2026-10-26'],
        zone
      )
    }
  })

  test('week starts: ISO Monday weeks and Sunday weeks', ({ assert }) => {
    assert.equal(weekStartOf('2026-03-05', 1), '2026-03-02')
    assert.equal(weekStartOf('2026-03-02', 1), '2026-03-02')
    assert.equal(weekStartOf('2026-03-01', 1), '2026-02-23')
    assert.equal(weekStartOf('2026-03-05', 7), '2026-03-01')
    assert.equal(weekStartOf('2026-03-01', 7), '2026-03-01')
    // ISO 8601 week 1 of 2026 starts on Monday 2025-12-29.
    assert.equal(weekStartOf('2026-01-01', 1), '2025-12-29')
  })

  test('not a date: isIsoDate is false and arithmetic throws a RangeError', ({ assert }) => {
    for (const text of [
      '2026-02-30',
      '2026-13-01',
      '1/3/2026',
      '2026-3-1',
      '2026-03-01T00:00Z',
      '',
    ]) {
      assert.isFalse(isIsoDate(text))
      assert.throws(() => dayNumber(text), RangeError)
    }
    assert.isFalse(isIsoDate(20260301))
    assert.throws(() => addDays('2026-02-30', 1), /calendar date/)
    assert.throws(() => addDays('1/3/2026', 1), /ISO date/)
    // Years below 100 are years of the common era, not 1900-1999.
    assert.equal(dayNumber('0050-01-01'), dayNumber('2050-01-01') - 730_485)
  })

  test('addDays and daysBetween are inverse; eachDate has daysBetween + 1 dates', ({ assert }) => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200_000, max: 200_000 }),
        fc.integer({ min: -3_000, max: 3_000 }),
        (day, offset) => {
          const from = isoFromDay(day)
          const to = addDays(from, offset)
          assert.isTrue(isIsoDate(to))
          assert.equal(daysBetween(from, to), offset)
          assert.equal(dayNumber(from), day)
          assert.equal(isoWeekday(to), ((((isoWeekday(from) - 1 + offset) % 7) + 7) % 7) + 1)
          if (offset >= 0 && offset < 60) assert.lengthOf(eachDate(from, to), offset + 1)
        }
      )
    )
  })
})
