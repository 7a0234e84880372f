import { test } from '@japa/runner'
import {
  defaultLogStart,
  logWeeks,
  logWindow,
  plannedForDates,
  weekTotalsFromRows,
  type LogActivity,
  type LogPlannedWorkout,
} from '#domain/activities/training_log'

/*
 * The training log's week grouping (docs/decisions/030-training-log.md). Dates checked against
 * the Gregorian calendar: 2026-03-02 is a Monday, 2026-03-01 a Sunday; ISO 8601 puts Sunday
 * 2021-01-03 in the week that starts on Monday 2020-12-28.
 */

const run = (id: number, localDate: string, km: number, minutes: number, load: number) =>
  ({
    id,
    name: `Run ${id}`,
    sport: 'run',
    localDate,
    distanceMeters: km * 1000,
    movingSeconds: minutes * 60,
    load,
  }) satisfies LogActivity

const workout = (dateIso: string, title: string, km: number | null): LogPlannedWorkout => ({
  dateIso,
  title,
  type: km === null ? 'rest' : 'easy',
  distanceMeters: km === null ? null : km * 1000,
  durationSeconds: km === null ? null : km * 330,
})

test.group('Training log: weeks', () => {
  test('weeks run Monday to Sunday, or Sunday to Saturday, as the profile says', ({ assert }) => {
    assert.deepEqual(logWindow('2026-03-05', 1, 2), { from: '2026-03-02', to: '2026-03-15' })
    assert.deepEqual(logWindow('2026-03-05', 7, 2), { from: '2026-03-01', to: '2026-03-14' })
    assert.deepEqual(logWindow('2021-01-03', 1, 1), { from: '2020-12-28', to: '2021-01-03' })
    // Today's week is the last but one of the six the log shows by default.
    assert.equal(defaultLogStart('2026-03-05', 1), '2026-02-02')
    assert.equal(logWindow(defaultLogStart('2026-03-05', 1), 1).to, '2026-03-15')
  })

  test('each day has its activities and planned workouts; totals add up per week and sport', ({
    assert,
  }) => {
    const activities: LogActivity[] = [
      run(1, '2026-03-01', 99, 600, 999), // Sunday before the first week: left out
      run(2, '2026-03-02', 10, 50, 60),
      { ...run(3, '2026-03-04', 30, 60, 40), sport: 'ride' },
      run(4, '2026-03-08', 21.1, 110, 150),
      run(5, '2026-03-08', 5, 25, 20),
      run(6, '2026-03-10', 8, 40, 35),
    ]
    const planned = [
      workout('2026-03-03', 'Easy run', 8),
      workout('2026-03-05', 'Rest', null),
      workout('2026-03-08', 'Long run', 20),
    ]
    const weeks = logWeeks('2026-03-02', '2026-03-15', 1, activities, planned)

    assert.deepEqual(
      weeks.map((week) => [week.startDate, week.endDate]),
      [
        ['2026-03-02', '2026-03-08'],
        ['2026-03-09', '2026-03-15'],
      ]
    )
    const [first, second] = weeks
    assert.lengthOf(first.days, 7)
    assert.deepEqual(
      first.days.map((day) => day.activities.map((activity) => activity.id)),
      [[2], [], [3], [], [], [], [4, 5]]
    )
    assert.deepEqual(first.days[1].planned, [planned[0]])
    assert.deepEqual(first.totals, {
      count: 4,
      distanceMeters: 66_100,
      movingSeconds: (50 + 60 + 110 + 25) * 60,
      load: 270,
      bySport: [
        { sport: 'run', count: 3, distanceMeters: 36_100, movingSeconds: 185 * 60, load: 230 },
        { sport: 'ride', count: 1, distanceMeters: 30_000, movingSeconds: 3600, load: 40 },
      ],
    })
    // The rest day counts nothing: 8 km + 20 km.
    assert.deepEqual(first.planned, { distanceMeters: 28_000, durationSeconds: 28 * 330 })
    assert.equal(second.totals.count, 1)
    assert.isNull(second.planned)
  })

  test('an empty window still has its weeks and days, with zero totals', ({ assert }) => {
    const [week] = logWeeks('2026-03-05', '2026-03-05', 7, [], [])
    assert.equal(week.startDate, '2026-03-01')
    assert.deepEqual(
      week.days.map((day) => day.date),
      [
        '2026-03-01',
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
      ]
    )
    assert.deepEqual(week.totals, {
      count: 0,
      distanceMeters: 0,
      movingSeconds: 0,
      load: 0,
      bySport: [],
    })
  })
})

test.group('Training log: planned workouts of several plans', () => {
  test('the active plan wins where plans overlap; an ended plan stops on its last day', ({
    assert,
  }) => {
    const active = {
      startDateIso: '2026-03-10',
      endDateIso: '2026-06-01',
      coversUntilIso: null,
      workouts: [workout('2026-03-10', 'New plan', 6), workout('2026-03-12', 'New plan', 8)],
    }
    const archived = {
      startDateIso: '2026-02-01',
      endDateIso: '2026-05-01',
      // Ended on 11 March: what it had for later never applied.
      coversUntilIso: '2026-03-11',
      workouts: [
        workout('2026-03-08', 'Old plan', 10),
        workout('2026-03-09', 'Old plan', 10),
        workout('2026-03-10', 'Old plan', 10),
        workout('2026-03-11', 'Old plan', 10),
        workout('2026-03-13', 'Old plan', 10),
      ],
    }
    // From 10 March the active plan decides, rest days included (nothing on the 11th).
    const planned = plannedForDates([active, archived], '2026-03-09', '2026-03-15')
    assert.deepEqual(
      planned.map((w) => `${w.dateIso} ${w.title}`),
      ['2026-03-09 Old plan', '2026-03-10 New plan', '2026-03-12 New plan']
    )
    // Alone, the ended plan shows what it had up to the day it ended, and nothing after.
    assert.deepEqual(
      plannedForDates([archived], '2026-03-09', '2026-03-15').map((w) => w.dateIso),
      ['2026-03-09', '2026-03-10', '2026-03-11']
    )
  })
})

test.group('Training log: week totals from a GROUP BY', () => {
  test('rows per week and sport fold into week totals, newest week first', ({ assert }) => {
    const weeks = weekTotalsFromRows([
      {
        weekStart: '2026-03-02',
        sport: 'ride',
        count: 1,
        distanceMeters: 30_000,
        movingSeconds: 3600,
        load: 40,
      },
      {
        weekStart: '2026-03-09',
        sport: 'run',
        count: 1,
        distanceMeters: 8000,
        movingSeconds: 2400,
        load: 35,
      },
      {
        weekStart: '2026-03-02',
        sport: 'run',
        count: 3,
        distanceMeters: 36_100,
        movingSeconds: 11_100,
        load: 230,
      },
    ])
    assert.deepEqual(
      weeks.map((week) => [
        week.weekStart,
        week.totals.count,
        week.totals.distanceMeters,
        week.totals.load,
      ]),
      [
        ['2026-03-09', 1, 8000, 35],
        ['2026-03-02', 4, 66_100, 270],
      ]
    )
    assert.deepEqual(
      weeks[1].totals.bySport.map((sport) => sport.sport),
      ['run', 'ride']
    )
  })
})
