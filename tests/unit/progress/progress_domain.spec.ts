import { test } from '@japa/runner'
import { fitnessReading } from '#domain/progress/reading'
import { FORM_BANDS, formBandOf } from '#domain/progress/form_bands'
import { extendToToday, padFrom, weeklyPoints } from '#domain/progress/daily_series'
import { weekStartOf } from '#domain/calendar'
import { monthStartsBetween, weekStartsBetween } from '#domain/progress/periods'
import { fitnessFatigue } from '#domain/science/fitness'

const days = (fitness: number[], form: number[]) =>
  fitness.map((value, i) => ({ fitness: value, fatigue: value - form[i], form: form[i] }))

test.group('Progress: form bands (Coggan / TrainingPeaks TSB)', () => {
  test('thresholds are contiguous and every form has one band', ({ assert }) => {
    assert.deepEqual(
      FORM_BANDS.map((band) => [band.key, band.min, band.max]),
      [
        ['fresh', 5, null],
        ['neutral', -10, 5],
        ['optimal', -30, -10],
        ['overreaching', null, -30],
      ]
    )
    assert.equal(formBandOf(25), 'fresh')
    assert.equal(formBandOf(5), 'fresh')
    assert.equal(formBandOf(4.9), 'neutral')
    assert.equal(formBandOf(-10), 'neutral')
    assert.equal(formBandOf(-10.1), 'optimal')
    assert.equal(formBandOf(-30), 'optimal')
    assert.equal(formBandOf(-30.1), 'overreaching')
  })
})

test.group('Progress: the one-line reading', () => {
  test('fitness up over 3 weeks; fatigue high', ({ assert }) => {
    const fitness = Array.from({ length: 22 }, (_, i) => 40 + (4 * i) / 21)
    const form = fitness.map(() => -35)
    assert.equal(
      fitnessReading(days(fitness, form)),
      'Fitness up 4 over 3 weeks; fatigue high — tomorrow is easy.'
    )
  })

  test('down, steady, short histories and the other bands', ({ assert }) => {
    const down = Array.from({ length: 30 }, (_, i) => 50 - i / 3)
    assert.match(
      fitnessReading(
        days(
          down,
          down.map(() => 10)
        )
      ),
      /^Fitness down 7 over 3 weeks; fresh/
    )
    const flat = Array.from({ length: 22 }, () => 30)
    assert.equal(
      fitnessReading(
        days(
          flat,
          flat.map(() => 0)
        )
      ),
      'Fitness steady over 3 weeks; fatigue in balance with fitness.'
    )
    assert.match(
      fitnessReading(days([10, 12, 14, 16, 18, 20, 22, 24], [0, 0, 0, 0, 0, 0, 0, -20])),
      /^Fitness up 14 over 1 week; fatigue building/
    )
    assert.match(
      fitnessReading(days([10, 11, 12], [0, 0, 30])),
      /^Fitness up 2 over 2 days; very fresh/
    )
    assert.equal(fitnessReading([]), 'No training recorded yet.')
    assert.match(fitnessReading(days([5], [0])), /^Fitness starts today/)
  })

  test('an ACWR of 1.5 or more reads as high fatigue whatever the form', ({ assert }) => {
    const flat = Array.from({ length: 22 }, () => 30)
    assert.match(
      fitnessReading(
        days(
          flat,
          flat.map(() => 0)
        ),
        1.6
      ),
      /fatigue high/
    )
    assert.notMatch(
      fitnessReading(
        days(
          flat,
          flat.map(() => 0)
        ),
        1.2
      ),
      /fatigue high/
    )
  })
})

test.group('Progress: daily series and periods', () => {
  test('extending to today continues the model with rest days', ({ assert }) => {
    const loads = [50, 60, 0, 70]
    const model = fitnessFatigue([...loads, 0, 0, 0])
    const stored = loads.map((load, i) => ({
      date: `2026-03-0${i + 1}`,
      load,
      ...model[i],
    }))
    const extended = extendToToday(stored, '2026-03-07')
    assert.lengthOf(extended, 7)
    extended.forEach((day, i) => {
      assert.closeTo(day.fitness, model[i].fitness, 1e-9)
      assert.closeTo(day.fatigue, model[i].fatigue, 1e-9)
      assert.closeTo(day.form, model[i].form, 1e-9)
    })
    assert.deepEqual(extendToToday([], '2026-03-07'), [])
    const padded = padFrom(extended, '2026-02-27')
    assert.equal(padded[0].date, '2026-02-27')
    assert.equal(padded[0].fitness, 0)
    assert.lengthOf(padded, 9)
  })

  test('weeks start on the athlete’s week start; months on the 1st', ({ assert }) => {
    assert.equal(weekStartOf('2026-03-05', 1), '2026-03-02') // Thursday → Monday
    assert.equal(weekStartOf('2026-03-05', 7), '2026-03-01') // → Sunday
    assert.equal(weekStartOf('2026-03-01', 1), '2026-02-23')
    assert.deepEqual(weekStartsBetween('2026-03-05', '2026-03-16', 1), [
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ])
    assert.deepEqual(monthStartsBetween('2025-11-20', '2026-02-03'), [
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
  })
})

test.group('Progress: weekly points for long ranges', () => {
  const day = (date: string, load: number, fitness: number) => ({
    date,
    load,
    fitness,
    fatigue: fitness + 1,
    form: -fitness,
  })

  test('one point per week: its first day, its load, the figures of its last day', ({ assert }) => {
    // Thursday 2026-01-01 to Tuesday 2026-01-13, weeks from Monday.
    const stored = Array.from({ length: 13 }, (_, i) =>
      day(`2026-01-${String(i + 1).padStart(2, '0')}`, i + 1, 10 * (i + 1))
    )
    assert.deepEqual(weeklyPoints(stored, 1), [
      // Thu 1 – Sun 4 (the range starts mid-week): loads 1 + 2 + 3 + 4.
      { date: '2025-12-29', load: 10, fitness: 40, fatigue: 41, form: -40 },
      // Mon 5 – Sun 11.
      {
        date: '2026-01-05',
        load: 5 + 6 + 7 + 8 + 9 + 10 + 11,
        fitness: 110,
        fatigue: 111,
        form: -110,
      },
      // Mon 12 – Tue 13 (today): the figures of today.
      { date: '2026-01-12', load: 12 + 13, fitness: 130, fatigue: 131, form: -130 },
    ])
  })

  test('weeks start on the week start given; empty stays empty', ({ assert }) => {
    const stored = ['2026-01-03', '2026-01-04', '2026-01-05'].map((date, i) => day(date, 1, i))
    // Sunday weeks: Sat 3 belongs to the week of Sun 28 Dec, Sun 4 and Mon 5 to the week of 4.
    assert.deepEqual(
      weeklyPoints(stored, 7).map((point) => [point.date, point.load]),
      [
        ['2025-12-28', 1],
        ['2026-01-04', 2],
      ]
    )
    assert.deepEqual(weeklyPoints([], 1), [])
  })
})
