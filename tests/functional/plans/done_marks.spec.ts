import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import Activity from '#models/activity'
import { UserFactory } from '#database/factories/user_factory'
import { AthleteProfileFactory } from '#database/factories/athlete_profile_factory'
import { countRows, functionalGroup, route, sameSite } from '../helpers.js'
import { currentPlan, dashboardPlan, found, planProps } from './support.js'

/*
 * A done mark means the same everywhere: the plan's workout, the week bar, the Dashboard's week
 * figure (docs/decisions/029-done-marks.md). Through HTTP, as the plan page sends them.
 */

const today = () => DateTime.utc().toISODate()!
const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!

function flashedErrors(response: { flashMessages: () => any }): Record<string, string> {
  const flash = response.flashMessages() ?? {}
  return { ...flash.errors, ...flash.errorsBag }
}

async function athlete() {
  const user = await UserFactory.create()
  await AthleteProfileFactory.merge({
    userId: user.id,
    sex: 'female',
    lthr: 170,
    hrZoneModel: 'lthr',
  }).create()
  return user
}

function send(client: ApiClient, user: User, url: string, body: Record<string, unknown>) {
  return client
    .patch(url)
    .json(body)
    .header('Referer', sameSite(route('plan')))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

/**
 * A plan that started ten days ago, every day available, whose weeks end three days from now
 * (weeks end on race day's weekday): the current week has workouts before today.
 */
async function withPlan(client: ApiClient) {
  const user = await athlete()
  const created = await client
    .post(route('plan.store'))
    .json({
      raceDistanceMeters: 42195,
      raceDate: inDays(7 * 17 + 3),
      availableDays: [1, 2, 3, 4, 5, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 40000,
      startDate: inDays(-10),
    })
    .header('Referer', sameSite(route('plan')))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
  created.assertStatus(302)
  const plan = await currentPlan(client, user)
  const week = found(
    plan.weeks.find((w) => w.startDate <= today() && today() <= w.endDate),
    'the current week'
  )
  const workout = week.workouts.find(
    (w: any) => w.type !== 'rest' && w.type !== 'race' && w.date < today()
  )
  if (!workout) throw new Error('the current week has no workout before today')
  return { user, plan, week, workout }
}

function runOn(user: User, localDate: string, distanceMeters: number, name = 'Morning run') {
  return Activity.create({
    userId: user.id,
    source: 'file',
    externalId: null,
    name,
    sport: 'run',
    startTime: DateTime.fromISO(`${localDate}T07:00:00Z`),
    localDate,
    distanceMeters,
    elapsedSeconds: Math.round(distanceMeters / 2.8),
    movingSeconds: Math.round(distanceMeters / 2.8),
    avgSpeedMps: 2.8,
    hasGps: true,
    trainingLoad: 50,
    loadSource: 'pace',
  })
}

async function viewOf(client: ApiClient, user: User, workoutId: string) {
  const plan = await currentPlan(client, user)
  const week = found(
    plan.weeks.find((w) => w.workouts.some((x) => x.id === workoutId)),
    `the week of workout ${workoutId}`
  )
  const dashboard = await dashboardPlan(client, user)
  const dashboardWeek = found(dashboard.week, "the Dashboard's week")
  return {
    workout: found(
      week.workouts.find((x) => x.id === workoutId),
      `workout ${workoutId}`
    ),
    week,
    dashboardWeek,
    dashboardWorkout: found(
      dashboardWeek.workouts.find((x) => x.id === workoutId),
      `workout ${workoutId} on the Dashboard`
    ),
  }
}

test.group('Training plan: done marks', (group) => {
  functionalGroup(group)

  test('done with distance and time counts in the workout, the week bar and the Dashboard; undo removes it', async ({
    client,
    assert,
  }) => {
    const { user, plan, workout } = await withPlan(client)

    // Without what was done, the mark is refused and nothing is stored.
    const bare = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
    })
    assert.equal(bare.status(), 303)
    assert.match(flashedErrors(bare).distanceMeters, /distance and time/)
    const half = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
      distanceMeters: 8000,
    })
    assert.match(flashedErrors(half).durationSeconds, /both/)
    assert.equal(await countRows('plan_workout_logs'), 0)

    const done = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
      distanceMeters: 8000,
      durationSeconds: 2880,
      note: 'Windy',
    })
    assert.equal(done.status(), 303)
    assert.deepEqual(flashedErrors(done), {})
    const marked = await viewOf(client, user, workout.id)
    assert.equal(marked.workout.status, 'done')
    assert.deepEqual(marked.workout.done, {
      source: 'entered',
      distanceMeters: 8000,
      durationSeconds: 2880,
    })
    assert.notEqual(marked.workout.compliance.status, 'pending')
    assert.notEqual(marked.workout.compliance.label, 'Planned')
    assert.equal(marked.week.doneDistanceMeters, 8000)
    assert.match(marked.week.compliance.label, /^8\.0 of /)
    assert.equal(marked.dashboardWeek.doneDistanceMeters, 8000)
    assert.equal(marked.dashboardWorkout.status, 'done')

    // A note edit keeps what the mark had.
    await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
      note: 'Windy, legs fine',
    })
    const edited = await viewOf(client, user, workout.id)
    assert.equal(edited.workout.note, 'Windy, legs fine')
    assert.equal(edited.week.doneDistanceMeters, 8000)

    // Undo: gone from the workout, the week and the Dashboard.
    const undo = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'planned',
      note: null,
    })
    assert.equal(undo.status(), 303)
    const undone = await viewOf(client, user, workout.id)
    assert.equal(undone.workout.status, 'planned')
    assert.isNull(undone.workout.done)
    assert.equal(undone.week.doneDistanceMeters, 0)
    assert.equal(undone.dashboardWeek.doneDistanceMeters, 0)
    assert.equal(await countRows('plan_workout_logs'), 0)
  })

  test('done with one of the day’s runs links it; the run counts once', async ({
    client,
    assert,
  }) => {
    const { user, plan, workout } = await withPlan(client)
    // Two runs that day: the automatic matching pairs the one closest in size.
    const short = await runOn(user, workout.date, 3000, 'Shakeout')
    const other = await runOn(user, workout.date, workout.distanceMeters ?? 8000, 'Main run')
    const before = await viewOf(client, user, workout.id)
    assert.equal(before.workout.activity?.id, other.id)
    assert.sameMembers(
      before.workout.dayRuns.map((run: any) => run.id),
      [short.id, other.id]
    )

    const linked = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
      activityId: short.id,
    })
    assert.deepEqual(flashedErrors(linked), {})
    const after = await viewOf(client, user, workout.id)
    assert.equal(after.workout.activity?.id, short.id)
    assert.equal(after.workout.done?.source, 'linked')
    assert.equal(after.workout.done?.distanceMeters, 3000)
    // Both runs count in the week, each once.
    assert.equal(after.week.doneDistanceMeters, 3000 + other.distanceMeters)
    assert.equal(after.dashboardWeek.doneDistanceMeters, after.week.doneDistanceMeters)
    const row = await db.from('plan_workout_logs').first()
    assert.equal(Number(row.activity_id), short.id)
  })

  test("another athlete's activity is a 404; a run of another day is refused; nothing changes", async ({
    client,
    assert,
  }) => {
    const { user, plan, workout } = await withPlan(client)
    const intruder = await athlete()
    const foreign = await runOn(intruder, workout.date, 8000, 'Not yours')
    const refused = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
      activityId: foreign.id,
    })
    assert.equal(refused.status(), 404)
    assert.equal(await countRows('plan_workout_logs'), 0)

    const otherDay = await runOn(user, inDays(-20), 8000, 'Weeks ago')
    const wrongDay = await send(client, user, route('plan.workouts.update', { id: workout.id }), {
      version: plan.version,
      status: 'done',
      activityId: otherDay.id,
    })
    assert.equal(wrongDay.status(), 303)
    assert.match(flashedErrors(wrongDay).activityId, /runs of/)
    assert.equal(await countRows('plan_workout_logs'), 0)

    // And the other athlete cannot mark this athlete's workout, with their own run or figures.
    const foreignMark = await send(
      client,
      intruder,
      route('plan.workouts.update', { id: workout.id }),
      {
        version: plan.version,
        status: 'done',
        distanceMeters: 8000,
        durationSeconds: 2880,
      }
    )
    assert.equal(foreignMark.status(), 404)
    assert.equal(await countRows('plan_workout_logs'), 0)
  })

  test('a workout cannot be marked done before its day; skipping it can', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    const future = plan.weeks
      .flatMap((w: any) => w.workouts)
      .find((w: any) => w.type !== 'rest' && w.date > today())
    const early = await send(client, user, route('plan.workouts.update', { id: future.id }), {
      version: plan.version,
      status: 'done',
      distanceMeters: 8000,
      durationSeconds: 2880,
    })
    assert.match(flashedErrors(early).status, /mark it done on the day/)
    assert.equal(await countRows('plan_workout_logs'), 0)
    const skipped = await send(client, user, route('plan.workouts.update', { id: future.id }), {
      version: plan.version,
      status: 'skipped',
    })
    assert.deepEqual(flashedErrors(skipped), {})
    assert.equal(await countRows('plan_workout_logs'), 1)
  })

  test('without the CSRF token nothing is marked', async ({ client, assert }) => {
    const { user, plan, workout } = await withPlan(client)
    const forged = await client
      .patch(route('plan.workouts.update', { id: workout.id }))
      .json({ version: plan.version, status: 'done', distanceMeters: 8000, durationSeconds: 2880 })
      .loginAs(user)
    forged.assertStatus(419)
    assert.equal(await countRows('plan_workout_logs'), 0)
  })
})

test.group('Training plan: a move onto a session swaps', (group) => {
  functionalGroup(group)

  test('the long run moved onto an easy day: the easy run takes its day, one session each', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    const week = found(
      plan.weeks.find((w) => w.startDate > today()),
      'a week after this one'
    )
    const long = found(
      week.workouts.find((w) => w.type === 'long'),
      'its long run'
    )
    const easy = found(
      week.workouts.find((w) => w.type === 'easy' && !w.hard),
      'its easy run'
    )
    const moved = await send(client, user, route('plan.workouts.update', { id: long.id }), {
      version: plan.version,
      date: easy.date,
      confirm: true,
    })
    assert.deepEqual(flashedErrors(moved), {})
    const after = await planProps(client, user)
    const days = found(after.plan, 'the plan')
      .weeks.flatMap((w: any) => w.workouts)
      .filter((w: any) => w.date === easy.date || w.date === long.date)
    assert.deepEqual(
      days.map((w: any) => [w.id, w.date]).sort(),
      [
        [long.id, easy.date],
        [easy.id, long.date],
      ].sort()
    )
    const revision = after.revisions[0]
    assert.lengthOf(revision.changes, 2)
    assert.include(revision.reason, `${easy.title} moves to ${long.date} in its place`)
  })
})

test.group('Training plan: the coach counts "done" as the plan does', (group) => {
  functionalGroup(group)

  test("the coach's plan window: a ride on a run day is not the run; a matched run and a mark with figures are done", async ({
    client,
    assert,
  }) => {
    const { user } = await withPlan(client)
    const plan = await currentPlan(client, user)
    const past = plan.weeks
      .flatMap((w: any) => w.workouts)
      .filter((w: any) => w.type !== 'rest' && w.type !== 'race' && w.date < today())
    assert.isAtLeast(past.length, 3)
    const [rode, ran, marked] = past
    await Activity.create({
      userId: user.id,
      source: 'file',
      externalId: null,
      name: 'Commute',
      sport: 'ride',
      startTime: DateTime.fromISO(`${rode.date}T07:00:00Z`),
      localDate: rode.date,
      distanceMeters: 20000,
      elapsedSeconds: 3000,
      movingSeconds: 3000,
      avgSpeedMps: 6.7,
      hasGps: true,
      trainingLoad: 40,
      loadSource: 'hr',
    })
    await runOn(user, ran.date, ran.distanceMeters ?? 8000)
    const mark = await send(client, user, route('plan.workouts.update', { id: marked.id }), {
      version: plan.version,
      status: 'done',
      distanceMeters: 8000,
      durationSeconds: 2880,
    })
    assert.deepEqual(flashedErrors(mark), {})

    const after = await planProps(client, user)
    const statusOf = (id: string) =>
      found(after.plan, 'the plan')
        .weeks.flatMap((w: any) => w.workouts)
        .find((w: any) => w.id === id).status

    const profile = await AthleteProfile.findByOrFail('userId', user.id)
    const { planWindowTool } = await import('#coach/tools/plan_window')
    for (const audience of ['offline', 'model'] as const) {
      const result: any = await planWindowTool.run(
        { userId: user.id, profile, todayIso: today(), audience },
        { direction: 'last', days: 14 }
      )
      const stateOf = (key: string) => result.workouts.find((w: any) => w.key === key)?.state
      for (const workout of [rode, ran, marked]) {
        assert.equal(
          stateOf(workout.key),
          statusOf(workout.id),
          `${audience}: ${workout.date} ${workout.type}`
        )
      }
      assert.equal(stateOf(rode.key), 'planned')
      assert.equal(stateOf(ran.key), 'done')
      assert.equal(stateOf(marked.key), 'done')
    }
  })
})
