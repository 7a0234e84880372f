import { test } from '@japa/runner'
import Activity from '#models/activity'
import AthleteProfile from '#models/athlete_profile'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import type { Sport } from '#domain/sports'
import type { WeekSubtotalDto } from '#dtos/training_log'
import { assertRedirect, countRows, functionalGroup } from '../helpers.js'

/*
 * The activity list's table: sort by any column (a whitelist), search by name, weekly
 * subtotal rows when sorted by date, and hostile query strings that change nothing.
 */

async function athlete(weekStart = 1) {
  const user = await UserFactory.create()
  await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', weekStart, maxHr: 190 })
  return user
}

function make(
  userId: number,
  name: string,
  date: string,
  minutes: number,
  options: { sport?: Sport; heartRate?: boolean } = {}
) {
  return createActivity({
    userId,
    name,
    sport: options.sport ?? 'run',
    heartRate: options.heartRate ?? true,
    startTime: `${date}T07:00:00.000Z`,
    durationSeconds: minutes * 60,
    streams: false,
  })
}

async function listNames(client: any, user: any, query: string) {
  const response = await client.get(`/activities${query}`).loginAs(user).withInertia()
  response.assertStatus(200)
  return (response.inertiaProps.activities.data as { name: string }[]).map((item) => item.name)
}

test.group('Activity list | sort', (group) => {
  functionalGroup(group)

  test('every column sorts both ways; ties and missing values in a stable order', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await make(user.id, 'b long', '2026-03-01', 90)
    await make(user.id, 'A short', '2026-03-03', 20)
    const gym = await make(user.id, 'c gym', '2026-03-02', 45, {
      sport: 'strength',
      heartRate: false,
    })
    // A strength session covers no distance and has no speed.
    await Activity.query().where('id', gym.id).update({ distance_meters: 0, avg_speed_mps: 0 })
    await make(user.id, 'D ride', '2026-03-04', 60, { sport: 'ride' })
    const rows = await Activity.query().where('user_id', user.id)
    const by = (compare: (a: Activity, b: Activity) => number) =>
      [...rows].sort(compare).map((row) => row.name)

    assert.deepEqual(await listNames(client, user, ''), ['D ride', 'A short', 'c gym', 'b long'])
    assert.deepEqual(await listNames(client, user, '?sort=date&dir=asc'), [
      'b long',
      'c gym',
      'A short',
      'D ride',
    ])
    // Names sort without regard to case.
    assert.deepEqual(await listNames(client, user, '?sort=name'), [
      'A short',
      'b long',
      'c gym',
      'D ride',
    ])
    assert.deepEqual(await listNames(client, user, '?sort=name&dir=desc'), [
      'D ride',
      'c gym',
      'b long',
      'A short',
    ])
    assert.deepEqual(
      await listNames(client, user, '?sort=distance'),
      by((a, b) => b.distanceMeters - a.distanceMeters)
    )
    assert.deepEqual(
      await listNames(client, user, '?sort=time&dir=asc'),
      by((a, b) => a.movingSeconds - b.movingSeconds)
    )
    assert.deepEqual(
      await listNames(client, user, '?sort=load'),
      by((a, b) => b.trainingLoad - a.trainingLoad)
    )
    // Fastest first; the session without a speed (strength) last either way.
    const paced = by((a, b) => b.avgSpeedMps - a.avgSpeedMps).filter((name) => name !== 'c gym')
    assert.deepEqual(await listNames(client, user, '?sort=pace'), [...paced, 'c gym'])
    assert.deepEqual(await listNames(client, user, '?sort=pace&dir=desc'), [
      ...paced.reverse(),
      'c gym',
    ])
    // No heart rate: last either way.
    const hr = await listNames(client, user, '?sort=hr')
    const hrAsc = await listNames(client, user, '?sort=hr&dir=asc')
    assert.equal(hr[3], 'c gym')
    assert.equal(hrAsc[3], 'c gym')
    assert.deepEqual(hrAsc.slice(0, 3), hr.slice(0, 3).reverse())
    assert.deepEqual(await listNames(client, user, '?sort=sport'), [
      'D ride',
      'A short',
      'b long',
      'c gym',
    ])
  })

  test('the page says how it is sorted and filtered', async ({ client, assert }) => {
    const user = await athlete()
    const response = await client.get('/activities?sort=load&q=tempo').loginAs(user).withInertia()
    assert.deepEqual(response.inertiaProps.sort, { key: 'load', dir: 'desc' })
    assert.deepEqual(response.inertiaProps.filters, {
      sport: null,
      from: null,
      to: null,
      q: 'tempo',
    })
  })
})

test.group('Activity list | search', (group) => {
  functionalGroup(group)

  test('by part of the name, any case, wildcards taken literally', async ({ client, assert }) => {
    const user = await athlete()
    const other = await athlete()
    await make(user.id, 'Tuesday Tempo', '2026-03-03', 40)
    await make(user.id, 'tempo on the track', '2026-03-05', 40)
    await make(user.id, 'Easy run', '2026-03-06', 40)
    await make(user.id, '100% effort_race', '2026-03-07', 40)
    await make(other.id, 'Tempo of someone else', '2026-03-04', 40)

    assert.deepEqual(await listNames(client, user, '?q=TEMPO'), [
      'tempo on the track',
      'Tuesday Tempo',
    ])
    assert.deepEqual(await listNames(client, user, '?q=%25'), ['100% effort_race'])
    assert.deepEqual(await listNames(client, user, '?q=t_r'), ['100% effort_race'])
    assert.deepEqual(await listNames(client, user, '?q=%20%20easy%20'), ['Easy run'])
    assert.deepEqual(await listNames(client, user, '?q=tempo&sort=name'), [
      'tempo on the track',
      'Tuesday Tempo',
    ])
  })

  test('SQL-ish text is only text: nothing found, nothing changed', async ({ client, assert }) => {
    const user = await athlete()
    await make(user.id, 'Easy run', '2026-03-06', 40)
    for (const q of ["'; DROP TABLE activities; --", "' OR '1'='1", '\\', '"', '?']) {
      assert.deepEqual(await listNames(client, user, `?${new URLSearchParams({ q })}`), [])
    }
    assert.equal(await countRows('activities'), 1)
  })
})

test.group('Activity list | weekly subtotals', (group) => {
  functionalGroup(group)

  test('sorted by date, each week of the page has the whole week totals', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    // 21 activities: the page of 20 ends inside the week of 2026-03-02.
    const dates = [
      ...Array.from({ length: 14 }, (_, i) => `2026-03-${String(9 + i).padStart(2, '0')}`),
      ...Array.from({ length: 7 }, (_, i) => `2026-03-0${2 + i}`),
    ]
    for (const [i, date] of dates.entries()) {
      await make(user.id, `Run ${date}`, date, 30 + i, {
        sport: i % 5 === 0 ? 'ride' : 'run',
      })
    }
    const response = await client.get('/activities').loginAs(user).withInertia()
    const props = response.inertiaProps
    assert.lengthOf(props.activities.data, 20)
    assert.equal(props.weekStart, 1)
    const weeks = props.weeks as WeekSubtotalDto[]
    assert.deepEqual(
      weeks.map((week) => week.weekStart),
      ['2026-03-16', '2026-03-09', '2026-03-02']
    )
    for (const week of weeks) {
      const end = `2026-03-${String(Number(week.weekStart.slice(8)) + 6).padStart(2, '0')}`
      const rows = await Activity.query()
        .where('user_id', user.id)
        .whereBetween('local_date', [week.weekStart, end])
      assert.equal(week.count, rows.length)
      assert.closeTo(
        week.distanceMeters,
        rows.reduce((sum, row) => sum + row.distanceMeters, 0),
        1e-6
      )
      assert.equal(
        week.movingSeconds,
        rows.reduce((sum, row) => sum + row.movingSeconds, 0)
      )
      assert.closeTo(
        week.load,
        rows.reduce((sum, row) => sum + row.trainingLoad, 0),
        0.05
      )
      assert.deepEqual(
        week.bySport.map((sport) => sport.sport).sort(),
        [...new Set(rows.map((row) => row.sport))].sort()
      )
    }
    // The last week on page 1 counts its activity on page 2 too.
    assert.equal(weeks[2].count, 7)

    // Filters apply to the subtotals; other sorts have none.
    const rides = await client.get('/activities?sport=ride').loginAs(user).withInertia()
    assert.isTrue(
      (rides.inertiaProps.weeks as WeekSubtotalDto[]).every((week) =>
        week.bySport.every((sport) => sport.sport === 'ride')
      )
    )
    const byLoad = await client.get('/activities?sort=load').loginAs(user).withInertia()
    assert.deepEqual(byLoad.inertiaProps.weeks, [])
  })

  test('weeks start on Sunday when the profile says so', async ({ client, assert }) => {
    const user = await athlete(7)
    await make(user.id, 'Sunday', '2026-03-01', 30)
    await make(user.id, 'Saturday', '2026-03-07', 30)
    await make(user.id, 'Next Sunday', '2026-03-08', 30)
    const response = await client.get('/activities').loginAs(user).withInertia()
    assert.deepEqual(
      (response.inertiaProps.weeks as WeekSubtotalDto[]).map((week) => [
        week.weekStart,
        week.count,
      ]),
      [
        ['2026-03-08', 1],
        ['2026-03-01', 2],
      ]
    )
  })
})

test.group('Activity list | hostile query strings', (group) => {
  functionalGroup(group)

  test('?{query} goes back to the list with a message, never a 500')
    .with([
      {
        query: 'sort=password',
        field: 'sort',
        message: 'Sort by date, name, sport, distance, time, pace, load or heart rate.',
      },
      {
        query: 'sort=start_time;DROP TABLE users',
        field: 'sort',
        message: 'Sort by date, name, sport, distance, time, pace, load or heart rate.',
      },
      { query: 'dir=sideways', field: 'dir', message: 'Sort ascending or descending.' },
      { query: 'page=99999999999', field: 'page', message: 'There is no page that far.' },
      { query: 'page=-1', field: 'page', message: 'The page is a whole number from 1.' },
      { query: 'page=abc', field: 'page', message: 'The page is a whole number from 1.' },
      {
        query: `q=${'x'.repeat(101)}`,
        field: 'q',
        message: 'Search for at most 100 characters of a name.',
      },
    ])
    .run(async ({ client }, { query, field, message }) => {
      const user = await athlete()
      const response = await client.get(`/activities?${query}`).loginAs(user).redirects(0)
      assertRedirect(response, '/activities')
      response.assertFlashMessage('errorsBag', { [field]: message })
    })

  test('a page past the end is empty and says how many pages there are', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await make(user.id, 'Only run', '2026-03-06', 40)
    const response = await client.get('/activities?page=500').loginAs(user).withInertia()
    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.activities, {
      data: [],
      meta: { page: 500, perPage: 20, total: 1, lastPage: 1 },
    })
    assert.deepEqual(response.inertiaProps.weeks, [])
  })

  test('repeated parameters are refused, not a 500', async ({ client }) => {
    const user = await athlete()
    const response = await client
      .get('/activities?sort=name&sort=load&q=a&q=b')
      .loginAs(user)
      .redirects(0)
    assertRedirect(response, '/activities')
  })
})
