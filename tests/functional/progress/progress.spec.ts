import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Activity from '#models/activity'
import { fitnessFatigue } from '#domain/science/fitness'
import { predictRace, riegelSeconds } from '#domain/science/prediction'
import { vdotFromRace } from '#domain/science/vdot'
import { addDays, eachDate, weekStartOf } from '#domain/calendar'
import { FORM_BANDS } from '#domain/progress/form_bands'
import { asDate } from '#queries/sql_dialect'
import { functionalGroup, route } from '../helpers.js'
import { athlete, importRun, round1, storedDailyLoads, todayUtc } from './helpers.js'

const CHARTS = [
  'fitnessSeries',
  'weeklyVolume',
  'monthlyVolume',
  'vdotTrend',
  'zonesByWeek',
  'bestEffortsCurve',
]

async function firstPaint(client: ApiClient, user: User, query = '') {
  const response = await client.get(`/progress${query}`).loginAs(user).withInertia()
  response.assertStatus(200)
  return response.body()
}

async function charts(client: ApiClient, user: User, query = '') {
  const response = await client
    .get(`/progress${query}`)
    .loginAs(user)
    .withInertiaPartialReload('Progress', CHARTS)
  response.assertStatus(200)
  return response.body().props
}

/** Three recent runs (the last 90 days), one a year and a half ago, the fastest. */
async function history(user: User) {
  const ids = {
    old: await importRun(user, 550, { speedMps: 4.2, durationSeconds: 3000 }),
    a: await importRun(user, 40, { speedMps: 3.2 }),
    b: await importRun(user, 12, { speedMps: 3.6, durationSeconds: 3000 }),
    c: await importRun(user, 2, { speedMps: 3.0, durationSeconds: 1800, heartRate: 140 }),
  }
  return ids
}

test.group('Progress: first paint', (group) => {
  functionalGroup(group)

  test('renders the small props; the charts are deferred in group "charts"', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await history(user)
    const page = await firstPaint(client, user)
    assert.equal(page.component, 'Progress')
    const props = page.props
    assert.equal(props.range, '3m')
    for (const key of ['today', 'formBands', 'vdot', 'predictions', 'personalBests', 'empty']) {
      assert.property(props, key)
    }
    for (const key of CHARTS) assert.notProperty(props, key)
    assert.sameMembers(page.deferredProps.charts, CHARTS)
    assert.isFalse(props.empty)
    assert.deepEqual(
      props.formBands.map((band: any) => [band.key, band.min, band.max]),
      FORM_BANDS.map((band) => [band.key, band.min, band.max])
    )
    for (const band of props.formBands) assert.match(band.description, /TrainingPeaks/)
  })

  test('each range is accepted; anything else is refused', async ({ client, assert }) => {
    const user = await athlete()
    for (const range of ['6w', '3m', '1y', 'all']) {
      const page = await firstPaint(client, user, `?range=${range}`)
      assert.equal(page.props.range, range)
    }
    const refused = await client.get('/progress?range=2d').loginAs(user).redirects(0)
    refused.assertStatus(302)
    assert.equal(refused.header('location'), route('progress'))
  })

  test("today's figures are the stored fitness model continued to today", async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await history(user)
    const stored = await storedDailyLoads(user.id)
    const today = todayUtc()
    const loads = eachDate(stored[0].date, today).map(
      (date) => stored.find((row) => row.date === date)?.load ?? 0
    )
    const expected = fitnessFatigue(loads).at(-1)!
    const { props } = await firstPaint(client, user)
    assert.equal(props.today.date, today)
    assert.equal(props.today.fitness, round1(expected.fitness))
    assert.equal(props.today.fatigue, round1(expected.fatigue))
    assert.equal(props.today.form, round1(expected.form))
    assert.include(['fresh', 'neutral', 'optimal', 'overreaching'], props.today.formBand)
  })

  test('VDOT is the best recent effort estimate, labelled, and predictions equal the domain', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const ids = await history(user)
    const { props } = await firstPaint(client, user)

    const recent = await Activity.query()
      .where('user_id', user.id)
      .where('local_date', '>=', addDays(todayUtc(), -84))
      .whereNotNull('vdot_estimate')
      .orderBy('vdot_estimate', 'desc')
    const best = recent[0]
    assert.equal(best.id, ids.b)
    assert.equal(props.vdot.source, 'effort')
    assert.equal(props.vdot.label, 'effort-based estimate')
    assert.equal(props.vdot.activityId, best.id)
    assert.equal(props.vdot.activityName, best.name)
    assert.equal(props.vdot.date, best.localDate)
    assert.equal(props.vdot.value, round1(best.vdotEstimate!))

    const effort = best.summary!.vdotEstimate!
    const race = {
      distanceMeters: effort.fromDistanceMeters,
      durationSeconds: effort.fromDurationSeconds,
      dateIso: best.localDate,
    }
    assert.closeTo(
      vdotFromRace(race.distanceMeters, race.durationSeconds),
      best.vdotEstimate!,
      0.01
    )
    const [{ total }] = await db
      .from('activities')
      .where('user_id', user.id)
      .whereBetween('local_date', [addDays(todayUtc(), -27), todayUtc()])
      .sum('distance_meters as total')
    const weekly = Number(total) / 4
    assert.deepEqual(
      props.predictions.map((p: any) => p.distanceMeters),
      [5000, 10000, 21097.5, 42195]
    )
    for (const prediction of props.predictions) {
      const expected = predictRace({
        targetDistanceMeters: prediction.distanceMeters,
        races: [race],
        weeklyDistanceMeters: weekly,
      })!
      assert.equal(prediction.vdotSeconds, Math.round(expected.seconds))
      assert.equal(
        prediction.riegelSeconds,
        Math.round(
          riegelSeconds(race.distanceMeters, race.durationSeconds, prediction.distanceMeters)
        )
      )
      assert.deepEqual(prediction.basedOn, props.vdot)
    }
    // Low volume slows the marathon, not the 5 km.
    assert.isAbove(
      props.predictions[3].vdotSeconds,
      Math.round(predictRace({ targetDistanceMeters: 42195, races: [race] })!.seconds)
    )
  })

  test('a recent race in the profile beats weaker effort estimates', async ({ client, assert }) => {
    const raceDate = addDays(todayUtc(), -20)
    const user = await athlete({
      raceDistanceMeters: 10000,
      raceDurationSeconds: 38 * 60,
      raceDate: DateTime.fromISO(raceDate),
    })
    await importRun(user, 3)
    const { props } = await firstPaint(client, user)
    assert.equal(props.vdot.source, 'profile')
    assert.equal(props.vdot.value, round1(vdotFromRace(10000, 38 * 60)))
    assert.equal(props.vdot.date, raceDate)
    assert.isNull(props.vdot.activityId)
    const fiveK = props.predictions[0]
    assert.equal(fiveK.riegelSeconds, Math.round(riegelSeconds(10000, 38 * 60, 5000)))
  })

  test('personal bests are the minimums of the best efforts, per period', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await history(user)
    const { props } = await firstPaint(client, user)
    const efforts = await db
      .from('activity_best_efforts')
      .join('activities', 'activities.id', 'activity_best_efforts.activity_id')
      .where('activity_best_efforts.user_id', user.id)
      .select(
        'activity_best_efforts.distance_meters',
        'activity_best_efforts.duration_seconds',
        'activities.id',
        'activities.local_date'
      )
    const today = todayUtc()
    const periods = {
      allTime: '0000-00-00',
      thisYear: `${today.slice(0, 4)}-01-01`,
      last90Days: addDays(today, -89),
    }
    for (const [key, since] of Object.entries(periods)) {
      const mins = new Map<number, { duration: number; id: number }>()
      for (const row of efforts) {
        if (asDate(row.local_date)! < since) continue
        const distance = Number(row.distance_meters)
        const current = mins.get(distance)
        if (!current || Number(row.duration_seconds) < current.duration) {
          mins.set(distance, { duration: Number(row.duration_seconds), id: Number(row.id) })
        }
      }
      const got = (props.personalBests as any)[key]
      assert.equal(got.length, mins.size, key)
      for (const pb of got) {
        assert.equal(
          pb.durationSeconds,
          mins.get(pb.distanceMeters)!.duration,
          `${key} ${pb.label}`
        )
        assert.equal(pb.activityId, mins.get(pb.distanceMeters)!.id)
        assert.isString(pb.activityName)
      }
    }
    // The fast run of a year and a half ago holds the all-time 5 km, not the recent one.
    const allTime5k = props.personalBests.allTime.find((pb: any) => pb.distanceMeters === 5000)
    const recent5k = props.personalBests.last90Days.find((pb: any) => pb.distanceMeters === 5000)
    assert.isBelow(allTime5k.durationSeconds, recent5k.durationSeconds)
  })

  test('an athlete with no activities gets empty states, not zeros', async ({ client, assert }) => {
    const user = await athlete()
    const page = await firstPaint(client, user)
    assert.isTrue(page.props.empty)
    assert.isNull(page.props.today)
    assert.isNull(page.props.vdot)
    assert.deepEqual(page.props.predictions, [])
    assert.deepEqual(page.props.personalBests, { allTime: [], thisYear: [], last90Days: [] })
    const props = await charts(client, user, '?range=all')
    assert.deepEqual(props.fitnessSeries.dates, [])
    assert.deepEqual(props.weeklyVolume, { periods: [], bySport: {} })
    assert.deepEqual(props.vdotTrend.values, [])
    assert.deepEqual(props.zonesByWeek.seconds, [])
  })

  test('guests are sent to the login page', async ({ client }) => {
    const response = await client.get(route('progress')).redirects(0)
    response.assertStatus(302)
  })
})

test.group('Progress: deferred charts', (group) => {
  functionalGroup(group)

  test('a partial reload returns only the chart props', async ({ client, assert }) => {
    const user = await athlete()
    await history(user)
    const response = await client
      .get(route('progress'))
      .loginAs(user)
      .withInertiaPartialReload('Progress', CHARTS)
    const body = response.body()
    assert.sameMembers(
      Object.keys(body.props).filter((key) => key !== 'errors'),
      CHARTS
    )
    assert.notProperty(body, 'deferredProps')
  })

  test('the fitness series equals fitnessFatigue over the stored loads, for every range', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await history(user)
    const stored = await storedDailyLoads(user.id)
    const today = todayUtc()
    const allDates = eachDate(stored[0].date, today)
    const loads = allDates.map((date) => stored.find((row) => row.date === date)?.load ?? 0)
    const model = fitnessFatigue(loads)
    for (const [range, days] of [
      ['6w', 42],
      ['3m', 91],
      ['1y', 365],
    ] as const) {
      const { fitnessSeries: series } = await charts(client, user, `?range=${range}`)
      assert.equal(series.step, 'day')
      assert.lengthOf(series.dates, days, range)
      assert.equal(series.dates.at(-1), today)
      series.dates.forEach((date: string, i: number) => {
        const at = allDates.indexOf(date)
        const expected = at >= 0 ? model[at] : { fitness: 0, fatigue: 0, form: 0 }
        assert.equal(series.fitness[i], round1(expected.fitness), `${range} ${date}`)
        assert.equal(series.fatigue[i], round1(expected.fatigue))
        assert.equal(series.form[i], round1(expected.form))
        assert.equal(series.load[i], round1(at >= 0 ? loads[at] : 0))
      })
      for (const [date, list] of Object.entries(series.activitiesByDate) as [string, any[]][]) {
        assert.include(series.dates, date)
        const dayLoad = list.reduce((sum, activity) => sum + activity.load, 0)
        assert.closeTo(dayLoad, series.load[series.dates.indexOf(date)], 0.2)
      }
    }

    // 'all' spans more than a year of days here (a run 550 days ago): one point a week, dated
    // by its first day (Monday), with the week's load and the figures on its last day.
    assert.isAbove(allDates.length, 366)
    const { fitnessSeries: weekly } = await charts(client, user, '?range=all')
    assert.equal(weekly.step, 'week')
    const weeks = [...new Set(allDates.map((date) => weekStartOf(date, 1)))]
    assert.deepEqual(weekly.dates, weeks)
    weeks.forEach((week, w) => {
      const inWeek = allDates.flatMap((date, i) => (weekStartOf(date, 1) === week ? [i] : []))
      const lastDay = model[inWeek.at(-1)!]
      const load = inWeek.reduce((sum, i) => sum + loads[i], 0)
      assert.closeTo(weekly.load[w], load, 0.2, week)
      assert.equal(weekly.fitness[w], round1(lastDay.fitness), week)
      assert.equal(weekly.fatigue[w], round1(lastDay.fatigue))
      assert.equal(weekly.form[w], round1(lastDay.form))
    })
    assert.equal(weekly.fitness.at(-1), round1(model.at(-1)!.fitness))
    // The hover lists each week's activities (whole weeks of the last year), keyed by week.
    const listed = Object.entries(weekly.activitiesByDate) as [string, any[]][]
    assert.isAbove(listed.length, 0)
    for (const [week, list] of listed) {
      assert.isTrue(week >= weekly.activitiesByDateFrom, week)
      const weekLoad = list.reduce((sum, activity) => sum + activity.load, 0)
      assert.closeTo(weekLoad, weekly.load[weekly.dates.indexOf(week)], 0.2 * list.length)
    }
    assert.notInclude(
      listed.map(([week]) => week),
      weekStartOf(addDays(today, -550), 1),
      'activities older than a year are not listed'
    )
  })

  test('volumes per sport sum the activities; zones per week sum the stored zone seconds', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await history(user)
    await importRun(user, 5, { sport: 'ride' as any, speedMps: 7, durationSeconds: 3600 })
    const props = await charts(client, user, '?range=1y')
    const activities = await Activity.query()
      .where('user_id', user.id)
      .where('local_date', '>=', addDays(todayUtc(), -364))
    const bySport = new Map<string, number>()
    for (const activity of activities) {
      bySport.set(activity.sport, (bySport.get(activity.sport) ?? 0) + activity.distanceMeters)
    }
    for (const volume of [props.weeklyVolume, props.monthlyVolume]) {
      for (const [sport, total] of bySport) {
        const sum = volume.bySport[sport].distanceMeters.reduce((a: number, b: number) => a + b, 0)
        assert.closeTo(sum, total, volume.periods.length)
      }
    }
    assert.equal(props.weeklyVolume.periods.at(-1), weekStartOf(todayUtc(), 1))
    assert.isTrue(props.weeklyVolume.periods.every((week: string) => weekStartOf(week, 1) === week))
    assert.isTrue(props.monthlyVolume.periods.every((month: string) => month.endsWith('-01')))

    const zones = props.zonesByWeek
    assert.lengthOf(zones.zones, 5)
    assert.deepEqual(zones.weeks, props.weeklyVolume.periods)
    const total = zones.seconds.flat().reduce((a: number, b: number) => a + b, 0)
    const expected = activities.reduce(
      (sum, activity) =>
        sum + (activity.summary?.timeInHrZones ?? []).reduce((s, zone) => s + zone.seconds, 0),
      0
    )
    assert.closeTo(total, expected, 5)
    const trend = props.vdotTrend
    assert.isAbove(trend.values.length, 0)
    assert.isTrue(trend.sources.every((source: string) => source === 'effort'))
  })

  test('weeks start on the athlete’s week start', async ({ client, assert }) => {
    const user = await athlete({ weekStart: 7 })
    await importRun(user, 3)
    const props = await charts(client, user, '?range=6w')
    for (const week of [...props.weeklyVolume.periods, ...props.zonesByWeek.weeks]) {
      assert.equal(new Date(`${week}T00:00:00Z`).getUTCDay(), 0, week)
    }
  })

  test("another athlete's data never appears", async ({ client, assert }) => {
    const me = await athlete()
    const other = await athlete()
    await importRun(me, 10)
    const theirs = [await importRun(other, 9, { speedMps: 4.5 }), await importRun(other, 3)]
    const page = await firstPaint(client, me, '?range=all')
    const props = { ...page.props, ...(await charts(client, me, '?range=all')) }
    const text = JSON.stringify(props)
    assert.notInclude(text, 'Run 9 days ago')
    assert.notInclude(text, 'Run 3 days ago')
    const ids = [
      props.vdot?.activityId,
      ...Object.values(props.personalBests).flatMap((list: any) =>
        list.map((pb: any) => pb.activityId)
      ),
      ...Object.values(props.fitnessSeries.activitiesByDate).flatMap((list: any) =>
        list.map((a: any) => a.id)
      ),
      ...props.vdotTrend.activityIds,
    ]
    for (const id of theirs) assert.notInclude(ids, id)
    const total = props.weeklyVolume.bySport.run.distanceMeters.reduce(
      (a: number, b: number) => a + b,
      0
    )
    const mine = await Activity.query().where('user_id', me.id)
    assert.closeTo(total, mine[0].distanceMeters, 1)
  })
})
