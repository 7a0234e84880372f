import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import ICAL from 'ical.js'
import { Decoder, Stream } from '@garmin/fitsdk'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import TrainingPlan from '#models/training_plan'
import PlanRevision from '#models/plan_revision'
import { UserFactory } from '#database/factories/user_factory'
import { AthleteProfileFactory } from '#database/factories/athlete_profile_factory'
import ProposeShorterDay from '#actions/plans/propose_shorter_day'
import { savePlanDocument } from '#actions/plans/save_plan_document'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
import { functionalGroup, route, sameSite } from '../helpers.js'
import { currentPlan, dashboardPlan, found, planProps } from './support.js'
import { withDouble } from '#tests/support/plan_doubles'
import { syntheticFit } from '#tests/support/activity_files'
import { todayWorkoutTool } from '#coach/tools/today_workout'

const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!
const today = () => inDays(0)

async function athlete() {
  const user = await UserFactory.create()
  await AthleteProfileFactory.merge({ userId: user.id }).create()
  return user
}

function send(
  client: ApiClient,
  user: User,
  method: 'post' | 'patch',
  url: string,
  body: Record<string, unknown>
) {
  return client[method](url)
    .json(body)
    .header('Referer', sameSite(route('plan')))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

const workoutsOf = (plan: any): any[] => plan.weeks.flatMap((week: any) => week.workouts)

/**
 * An athlete with a 16-week marathon plan from today whose run `pick` chooses (by default the
 * first easy run from the third week on) is a double: a 6 km easy second run stored with it.
 */
async function athleteWithDouble(
  client: ApiClient,
  pick: (plan: Plan) => PlannedWorkout = (plan) =>
    plan.weeks[2].workouts.find((w) => w.type === 'easy')!,
  startDate = today()
) {
  const user = await athlete()
  const created = await send(client, user, 'post', route('plan.store'), {
    raceDistanceMeters: 42195,
    raceDate: inDays(7 * 16),
    availableDays: [1, 2, 3, 4, 5, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 60000,
    startDate,
  })
  created.assertStatus(302)
  const stored = await TrainingPlan.query()
    .where('user_id', user.id)
    .where('status', 'active')
    .firstOrFail()
  const first = pick(stored.document)
  await db.transaction((trx) =>
    savePlanDocument(trx, stored, withDouble(stored.document, first.key, 6000), stored.version)
  )
  return { user, first, secondKey: `${first.key}-2` }
}

test.group('Training plan: doubles', (group) => {
  functionalGroup(group)

  test('the plan page shows both runs of the day, labelled, in the week total', async ({
    client,
    assert,
  }) => {
    const { user, first, secondKey } = await athleteWithDouble(client)
    const plan = await currentPlan(client, user)
    const day = workoutsOf(plan).filter((w) => w.date === first.dateIso)
    assert.deepEqual(
      day.map((w) => [w.key, w.session]),
      [
        [first.key, { index: 1, of: 2 }],
        [secondKey, { index: 2, of: 2 }],
      ]
    )
    assert.equal(day[1].id, `${plan.id}-${secondKey}`)
    assert.equal(day[1].type, 'easy')
    assert.isFalse(day[1].hard)
    assert.notEqual(day[0].fitUrl, day[1].fitUrl)
    const week = found(
      plan.weeks.find((w) => w.startDate <= first.dateIso && first.dateIso <= w.endDate),
      'the week of the double'
    )
    const sum = week.workouts.reduce((total: number, w: any) => total + (w.distanceMeters ?? 0), 0)
    assert.equal(week.plannedDistanceMeters, sum)
    assert.isNull(
      workoutsOf(plan).find((w) => w.date !== first.dateIso && w.type !== 'rest').session
    )
  })

  test('marks and notes are per run of the day', async ({ client, assert }) => {
    const { user, first, secondKey } = await athleteWithDouble(client, (plan) =>
      plan.weeks[0].workouts.find((w) => w.dateIso === plan.startDateIso)!
    )
    const plan = await currentPlan(client, user)
    const skipped = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: `${plan.id}-${secondKey}` }),
      {
        version: plan.version,
        status: 'skipped',
        note: 'No time in the evening',
      }
    )
    skipped.assertStatus(303)
    const after = await planProps(client, user)
    const byKey = new Map(workoutsOf(after.plan).map((w) => [w.key, w]))
    assert.equal(byKey.get(secondKey).status, 'skipped')
    assert.equal(byKey.get(secondKey).note, 'No time in the evening')
    assert.equal(byKey.get(first.key).status, 'planned')
    assert.isNull(byKey.get(first.key).note)
  })

  test('moving the second run moves the day; the revision reads so and undo puts both back', async ({
    client,
    assert,
  }) => {
    const { user, first, secondKey } = await athleteWithDouble(client)
    const plan = await currentPlan(client, user)
    const target = workoutsOf(plan).find(
      (w) => w.date > first.dateIso && w.type === 'easy' && w.key !== secondKey
    )
    const moved = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: `${plan.id}-${secondKey}` }),
      {
        version: plan.version,
        date: target.date,
        confirm: true,
      }
    )
    moved.assertStatus(303)
    const after = await planProps(client, user)
    const dayKeys = (p: any, date: string) =>
      workoutsOf(p)
        .filter((w) => w.date === date)
        .map((w) => w.key)
    assert.deepEqual(dayKeys(after.plan, target.date), [first.key, secondKey])
    assert.deepEqual(dayKeys(after.plan, first.dateIso), [target.key])
    const revision = after.revisions[0]
    assert.equal(revision.trigger, 'move')
    assert.include(revision.reason, "(the day's other run)")
    assert.include(revision.reason, 'in its place')

    const undo = await send(
      client,
      user,
      'post',
      route('plan.revisions.undo', { id: revision.id }),
      {
        version: found(after.plan, 'the plan').version,
      }
    )
    undo.assertStatus(302)
    const back = await planProps(client, user)
    assert.deepEqual(dayKeys(back.plan, first.dateIso), [first.key, secondKey])
    assert.deepEqual(dayKeys(back.plan, target.date), [target.key])
  })

  test('short on time on a double day drops the second run first; apply and undo', async ({
    client,
    assert,
  }) => {
    const { user, first, secondKey } = await athleteWithDouble(client)
    const revision = await new ProposeShorterDay().handle({
      userId: user.id,
      todayIso: today(),
      dateIso: first.dateIso,
      maxSessionSeconds: first.durationSeconds! + 60,
      source: 'athlete',
    })
    assert.isNotNull(revision)
    assert.deepEqual(
      revision!.changes.map((c) => [c.key, c.after]),
      [[secondKey, null]]
    )
    const plan = await currentPlan(client, user)
    const applied = await send(
      client,
      user,
      'post',
      route('plan.revisions.apply', { id: revision!.id }),
      {
        version: plan.version,
      }
    )
    applied.assertStatus(302)
    const after = await planProps(client, user)
    assert.isUndefined(workoutsOf(after.plan).find((w) => w.key === secondKey))
    const undo = await send(
      client,
      user,
      'post',
      route('plan.revisions.undo', { id: revision!.id }),
      {
        version: found(after.plan, 'the plan').version,
      }
    )
    undo.assertStatus(302)
    const back = await planProps(client, user)
    const restored = workoutsOf(back.plan).find((w) => w.key === secondKey)
    assert.equal(restored.date, first.dateIso)
    assert.deepEqual(restored.session, { index: 2, of: 2 })
    const answered = await PlanRevision.findOrFail(revision!.id)
    assert.equal(answered.status, 'undone')
  })

  test('the ICS feed has both runs with their own UIDs', async ({ client, assert }) => {
    const { user, first, secondKey } = await athleteWithDouble(client)
    const plan = await currentPlan(client, user)
    const feed = await client.get(new URL(plan.icsUrl).pathname)
    feed.assertStatus(200)
    const events = new ICAL.Component(ICAL.parse(feed.text()))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e))
      .filter((e) => e.startDate.toString() === first.dateIso)
    assert.deepEqual(
      events.map((e) => e.uid),
      [`plan-${plan.id}-${first.key}@pacewise`, `plan-${plan.id}-${secondKey}@pacewise`]
    )
    assert.match(events[1].summary, /\(run 2 of 2\)$/)
  })

  test('the second run downloads as its own FIT file', async ({ client, assert }) => {
    const { user, first, secondKey } = await athleteWithDouble(client)
    const plan = await currentPlan(client, user)
    const request = client
      .get(route('plan.workouts.fit', { id: `${plan.id}-${secondKey}` }))
      .loginAs(user)
    ;(
      request as unknown as { request: { responseType: (type: string) => void } }
    ).request.responseType('blob')
    const response = await request
    response.assertStatus(200)
    assert.include(
      response.header('content-disposition') ?? '',
      `filename="${first.dateIso}-easy-2.fit"`
    )
    const decoder = new Decoder(Stream.fromByteArray([...(response.body() as Buffer)]))
    assert.isTrue(decoder.checkIntegrity())
    assert.match(decoder.read().messages.workoutMesgs![0].wktName as string, /\(run 2\)$/)
  })

  test("another athlete gets 404 for the second run's key", async ({ client, assert }) => {
    const { user, secondKey } = await athleteWithDouble(client)
    const plan = await currentPlan(client, user)
    const intruder = await athlete()
    const id = `${plan.id}-${secondKey}`
    const patch = await send(client, intruder, 'patch', route('plan.workouts.update', { id }), {
      version: plan.version,
      status: 'skipped',
    })
    assert.oneOf(patch.status(), [403, 404])
    const fit = await client.get(route('plan.workouts.fit', { id })).loginAs(intruder)
    assert.oneOf(fit.status(), [403, 404])
    const still = await planProps(client, user)
    assert.equal(workoutsOf(still.plan).find((w) => w.key === secondKey).status, 'planned')
    // A key with a suffix other than -2 is no workout id at all: literal on purpose, as no
    // route name builds a malformed id.
    const bad = await client.get(`/plan/workouts/${plan.id}-w3-d2-3/fit`).loginAs(user)
    bad.assertStatus(404)
  })

  test("the Dashboard lists both of today's runs", async ({ client, assert }) => {
    const { user, first, secondKey } = await athleteWithDouble(client, (plan) =>
      plan.weeks[0].workouts.find((w) => w.dateIso === plan.startDateIso)!
    )
    const plan = await dashboardPlan(client, user)
    assert.deepEqual(
      plan.todayRuns.map((w: any) => w.key),
      [first.key, secondKey]
    )
    assert.equal(plan.today?.key, first.key)
  })

  test('two runs imported on a double day pair with the sessions in the order run', async ({
    client,
    assert,
  }) => {
    const { user, first, secondKey } = await athleteWithDouble(
      client,
      (plan) => plan.weeks[0].workouts.find((w) => w.type === 'easy' && w.dateIso < today())!,
      inDays(-6)
    )
    // Two runs of the same size (6 km): only the time of day tells them apart. The evening run
    // is imported first, so import order alone would get it wrong.
    drive.fake('fs')
    for (const [hour, serial] of [
      ['18', 2],
      ['07', 1],
    ] as const) {
      const upload = await client
        .post(route('activities.import'))
        .headers({ Accept: 'application/json' })
        .file(
          'files',
          syntheticFit({
            startTime: `${first.dateIso}T${hour}:00:00.000Z`,
            durationSeconds: Math.round(6000 / 2.8),
            speedMps: 2.8,
            serialNumber: serial,
          }),
          { filename: `run-${hour}.fit` }
        )
        .loginAs(user)
        .withCsrfToken()
      assert.isBelow(upload.status(), 300)
    }
    drive.restore('fs')
    const plan = await currentPlan(client, user)
    const byKey = new Map(workoutsOf(plan).map((w) => [w.key, w]))
    const morning = byKey.get(first.key).activity
    const evening = byKey.get(secondKey).activity
    assert.isNotNull(morning)
    assert.isNotNull(evening)
    assert.isAbove(morning.id, evening.id, 'the morning run was imported second')
    assert.equal(byKey.get(secondKey).status, 'done')
    assert.equal(byKey.get(first.key).status, 'done')
    const week = plan.weeks[0]
    assert.lengthOf(week.unplannedActivities, 0)
  })

  test('a missed second run can be named by its key', async ({ client, assert }) => {
    const { user, secondKey } = await athleteWithDouble(
      client,
      (plan) => plan.weeks[0].workouts.find((w) => w.type === 'easy' && w.dateIso < today())!,
      inDays(-6)
    )
    const plan = await currentPlan(client, user)
    const response = await send(client, user, 'post', route('plan.adapt'), {
      version: plan.version,
      trigger: 'missed_workout',
      workoutKey: secondKey,
    })
    response.assertStatus(302)
    const flash: any = response.flashMessages() ?? {}
    assert.notProperty({ ...flash.errors, ...flash.errorsBag }, 'workoutKey')
    const bad = await send(client, user, 'post', route('plan.adapt'), {
      version: plan.version,
      trigger: 'missed_workout',
      workoutKey: `${secondKey}-2`,
    })
    const refused: any = bad.flashMessages() ?? {}
    assert.property(refused.errors ?? {}, 'workoutKey')
  })

  test("the coach's today tool gives both runs of the day", async ({ client, assert }) => {
    const { user, first, secondKey } = await athleteWithDouble(client, (plan) =>
      plan.weeks[0].workouts.find((w) => w.dateIso === plan.startDateIso)!
    )
    const profile = await AthleteProfile.findByOrFail('user_id', user.id)
    const result = await todayWorkoutTool.run(
      { userId: user.id, profile, todayIso: today(), audience: 'offline' },
      {}
    )
    assert.equal(result.today?.key, first.key)
    assert.equal((result.today as any).secondRun.key, secondKey)
  })
})
