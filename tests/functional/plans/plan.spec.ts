import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import ICAL from 'ical.js'
import { Decoder, Stream } from '@garmin/fitsdk'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import TrainingPlan from '#models/training_plan'
import PlanRevision from '#models/plan_revision'
import { UserFactory } from '#database/factories/user_factory'
import { hardBackToBack } from '#domain/plans/adapt_plan'
import { longDayLabel } from '#domain/plans/day_label'
import { countRows, functionalGroup, route, sameSite } from '../helpers.js'
import { syntheticFit } from '#tests/support/activity_files'
import { grantPremium } from '#tests/support/billing'
import { runPlanCheck } from '#tests/support/plan_check'
import ace from '@adonisjs/core/services/ace'
import queue from '#services/queue'
import PlansCheck from '#commands/plans_check'
import Activity from '#models/activity'
import { createActivity } from '#database/factories/activity_factory'
import CurrentVdot from '#actions/progress/current_vdot'

/** Validation errors (`errors`) and the ones a controller flashes (`errorsBag`). */
function flashedErrors(response: { flashMessages: () => any }): Record<string, string> {
  const flash = response.flashMessages() ?? {}
  return { ...flash.errors, ...flash.errorsBag }
}

const today = () => DateTime.utc().toISODate()!
const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!

const MARATHON = () => ({
  raceDistanceMeters: 42195,
  raceDate: inDays(7 * 18),
  availableDays: [2, 3, 4, 6, 7],
  longRunDay: 7,
  currentWeeklyMeters: 40000,
})

async function athlete() {
  const user = await UserFactory.create()
  await AthleteProfile.create({
    userId: user.id,
    timeZone: 'UTC',
    sex: 'female',
    restingHr: 50,
    maxHr: 190,
    lthr: 170,
    hrZoneModel: 'lthr',
  })
  // Automatic adaptation is a Premium entitlement (tests/functional/billing covers Free).
  await grantPremium(user.id)
  return user
}

async function createPlan(
  client: ApiClient,
  user: User,
  fields: Record<string, unknown> = MARATHON()
) {
  return client
    .post(route('plan.store'))
    .json(fields)
    .header('Referer', sameSite(route('plan')))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

async function planOf(client: ApiClient, user: User) {
  const props = await planProps(client, user)
  return props.plan
}

async function pendingOf(client: ApiClient, user: User) {
  const props = await planProps(client, user)
  return props.pendingRevision
}

async function revisionStatus(id: number) {
  const revision = await PlanRevision.findOrFail(id)
  return revision.status
}

function expectStatus(response: { assertStatus: (status: number) => void }, status: number) {
  response.assertStatus(status)
}

async function planProps(client: ApiClient, user: User) {
  const response = await client.get(route('plan')).loginAs(user).withInertia()
  response.assertStatus(200)
  return response.body().props
}

function send(
  client: ApiClient,
  user: User,
  method: 'post' | 'patch' | 'delete',
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

test.group('Training plan: creation', (group) => {
  functionalGroup(group)

  test('POST /plan creates the plan the page shows, with its calendar feed', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const response = await createPlan(client, user)
    response.assertStatus(302)
    assert.equal(response.header('location'), route('plan'))

    const { plan, today: todayIso } = await planProps(client, user)
    assert.equal(todayIso, today())
    assert.match(plan.icsUrl, /^http.*\/plan\/calendar\/[\w-]+\.ics$/)
    assert.isAtLeast(plan.weeks.length, 16)
    const first = plan.weeks[0]
    assert.properties(first, ['startDate', 'phase', 'targetDistanceMeters', 'workouts'])
    const workout = plan.weeks[2].workouts.find((w: { type: string }) => w.type !== 'rest')
    assert.properties(workout, ['id', 'date', 'type', 'title', 'steps', 'status'])
    assert.equal(workout.status, 'planned')
    const last = plan.weeks.at(-1)
    const race = last.workouts.at(-1)
    assert.equal(race.type, 'race')
    assert.equal(race.date, MARATHON().raceDate)
    const dates = plan.weeks.flatMap((w: any) => w.workouts.map((x: any) => x.date))
    assert.isTrue(dates.every((date: string) => date > today()))
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    assert.lengthOf(hardBackToBack(stored.document), 0)
  })

  test('the plan takes the VDOT Progress and the coach use: {basis}')
    .with([
      { basis: 'a hard effort above the profile race', effortVdot: 50.2, source: 'effort' },
      { basis: 'the profile race above the efforts', effortVdot: 44.1, source: 'race_result' },
    ])
    .run(async ({ client, assert }, { effortVdot, source }) => {
      // Profile: 10 km in 45:00 a month ago (VDOT 45.3); a run 10 days ago with an effort VDOT.
      const user = await athlete()
      const profile = await AthleteProfile.findByOrFail('user_id', user.id)
      profile.merge({
        raceDistanceMeters: 10000,
        raceDurationSeconds: 45 * 60,
        raceDate: DateTime.fromISO(inDays(-30)),
      })
      await profile.save()
      // Summary columns only: the factory's synthetic run would bring the summary (and effort)
      // that app/actions/progress/current_vdot.ts reads the effort VDOT from.
      await Activity.create({
        userId: user.id,
        source: 'file',
        externalId: null,
        name: 'Hard 8 km',
        sport: 'run',
        startTime: DateTime.fromISO(`${inDays(-10)}T07:00:00Z`),
        localDate: inDays(-10),
        distanceMeters: 8000,
        elapsedSeconds: 2100,
        movingSeconds: 2100,
        avgSpeedMps: 8000 / 2100,
        hasGps: true,
        trainingLoad: 90,
        loadSource: 'hr',
        vdotEstimate: effortVdot,
      })

      await createPlan(client, user)
      const { plan } = await planProps(client, user)
      const current = await new CurrentVdot().handle(profile, today())
      // The VDOT of the performance itself (Progress shows it to one decimal).
      assert.closeTo(plan.fitness.vdot, current!.vdot.value, 0.05)
      assert.equal(plan.fitness.vdotSource, source)
      if (source === 'effort') assert.equal(plan.fitness.vdot, 50.2)
      if (source === 'race_result') assert.closeTo(plan.fitness.vdot, 45.3, 0.1)
    })

  test('a new plan archives the previous one, which stays readable', async ({ client, assert }) => {
    const user = await athlete()
    await createPlan(client, user)
    await createPlan(client, user, {
      ...MARATHON(),
      raceDistanceMeters: 10000,
      raceDate: inDays(70),
    })
    const plans = await TrainingPlan.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      plans.map((p) => p.status),
      ['archived', 'active']
    )
    assert.isAbove(plans[0].document.weeks.length, 10)
  })

  test('the form is prefilled from the profile and recent runs', async ({ client, assert }) => {
    const user = await athlete()
    drive.fake('fs')
    for (let i = 1; i <= 8; i++) {
      await client
        .post(route('activities.import'))
        .headers({ Accept: 'application/json' })
        .file(
          'files',
          syntheticFit({
            startTime: DateTime.utc()
              .minus({ days: i * 3 })
              .set({ hour: 7, minute: 0, second: 0, millisecond: 0 })
              .toISO()!,
            durationSeconds: 3000,
            speedMps: 3,
            serialNumber: i,
          }),
          { filename: `r${i}.fit` }
        )
        .loginAs(user)
        .withCsrfToken()
    }
    drive.restore('fs')
    const { defaults, plan } = await planProps(client, user)
    assert.isNull(plan)
    assert.equal(defaults.currentWeeklyMeters, Math.round((8 * 9000) / 4 / 100) * 100)
    assert.equal(defaults.longestRecentRunMeters, 9000)
    assert.equal(defaults.startDate, inDays(1))
  })

  test('bad input gets a clear message and creates nothing', async ({ client, assert }) => {
    const user = await athlete()
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ raceDate: inDays(-3) }, 'raceDate', /past/i],
      [{ raceDate: inDays(20) }, 'raceDate', /\d{4}-\d{2}-\d{2}/],
      [{ goalSeconds: 2 * 3600 - 60 }, 'goalSeconds', /world record/i],
      [{ goalSeconds: 12 * 3600 }, 'goalSeconds', /walking/i],
      [{ availableDays: [] }, 'availableDays', /./],
      [{ longRunDay: 1 }, 'longRunDay', /./],
    ]
    for (const [change, field, message] of cases) {
      const response = await createPlan(client, user, { ...MARATHON(), ...change })
      response.assertStatus(302)
      const errors = flashedErrors(response)
      assert.property(errors, field, `${JSON.stringify(change)} → ${JSON.stringify(errors)}`)
      assert.match(String(errors[field]), message)
    }
    assert.equal(await countRows('training_plans'), 0)
  })

  test('guests are sent to sign in; without the CSRF token nothing is created', async ({
    client,
    assert,
  }) => {
    const guest = await client.get(route('plan')).redirects(0)
    guest.assertStatus(302)
    assert.equal(guest.header('location'), route('login'))
    const user = await athlete()
    const forged = await client.post(route('plan.store')).json(MARATHON()).loginAs(user)
    forged.assertStatus(419)
    assert.equal(await countRows('training_plans'), 0)
  })
})

test.group('Training plan: changes', (group) => {
  functionalGroup(group)

  async function withPlan(client: ApiClient) {
    const user = await athlete()
    await createPlan(client, user)
    const props = await planProps(client, user)
    return { user, plan: props.plan }
  }

  const workouts = (plan: any) => plan.weeks.flatMap((week: any) => week.workouts)

  test('mark done or skipped with a note; a stale version changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    const workout = workouts(plan).find((w: any) => w.type === 'easy')
    const done = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: workout.id }),
      {
        version: plan.version,
        status: 'skipped',
        note: 'Knee felt odd',
      }
    )
    assert.equal(done.status(), 303)
    const after = await planOf(client, user)
    const updated = workouts(after).find((w: any) => w.id === workout.id)
    assert.equal(updated.status, 'skipped')
    assert.equal(updated.note, 'Knee felt odd')
    assert.equal(updated.compliance.label, 'Skipped')

    const other = workouts(after).find((w: any) => w.type === 'long')
    const move = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: other.id }),
      {
        version: plan.version - 0,
        date: other.date,
        note: 'x',
      }
    )
    assert.equal(move.status(), 303)
    // status/note changes do not bump the version; a move does
    const stale = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: other.id }),
      {
        version: plan.version + 5,
        status: 'done',
      }
    )
    assert.equal(stale.status(), 303)
    assert.match(flashedErrors(stale).version, /changed in another tab/)
  })

  test('moving onto a day next to a hard one needs a confirmation, is a revision and can be undone', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    // The first full week with a quality session besides its long run (base weeks have none).
    const isQuality = (w: any) => w.hard && w.type !== 'long' && w.type !== 'race'
    const week = plan.weeks.find(
      (w: any) => w.workouts.some(isQuality) && w.workouts.some((x: any) => x.type === 'long')
    )
    const tempo = week.workouts.find(isQuality)
    const long = week.workouts.find((w: any) => w.type === 'long')
    const dayBeforeLong = DateTime.fromISO(long.date).minus({ days: 1 }).toISODate()
    const refused = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: tempo.id }),
      {
        version: plan.version,
        date: dayBeforeLong,
      }
    )
    assert.equal(refused.status(), 303)
    const errors = flashedErrors(refused)
    assert.property(errors, 'date')
    const unchanged = await planOf(client, user)
    assert.equal(unchanged.version, plan.version)

    const confirmed = await send(
      client,
      user,
      'patch',
      route('plan.workouts.update', { id: tempo.id }),
      {
        version: plan.version,
        date: dayBeforeLong,
        confirm: true,
      }
    )
    assert.equal(confirmed.status(), 303)
    const moved = await planProps(client, user)
    assert.equal(moved.plan.version, plan.version + 1)
    assert.equal(workouts(moved.plan).find((w: any) => w.id === tempo.id).date, dayBeforeLong)
    const revision = moved.revisions[0]
    assert.equal(revision.trigger, 'move')
    assert.equal(revision.status, 'applied')

    const undo = await send(
      client,
      user,
      'post',
      route('plan.revisions.undo', { id: revision.id }),
      {
        version: moved.plan.version,
      }
    )
    undo.assertStatus(302)
    const back = await planProps(client, user)
    assert.equal(workouts(back.plan).find((w: any) => w.id === tempo.id).date, tempo.date)
    assert.equal(back.revisions[0].status, 'undone')
  })

  test('a revision whose workouts were edited since is refused, and nothing changes', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    await send(client, user, 'post', route('plan.adapt'), {
      version: plan.version,
      trigger: 'illness',
      startDate: inDays(1),
      days: 3,
    })
    const pending = await pendingOf(client, user)
    // The plan is edited behind the proposal's back: a workout it changes is no longer what
    // it saw (a new version, as any edit makes).
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    const changedKey = pending.changes.find((change: any) => change.before).key
    const document = structuredClone(stored.document)
    const edited = document.weeks.flatMap((w) => w.workouts).find((w) => w.key === changedKey)!
    edited.type = edited.type === 'rest' ? 'easy' : 'rest'
    await db
      .from('training_plans')
      .where('id', stored.id)
      .update({ document: JSON.stringify(document), version: stored.version + 1 })

    const applied = await send(
      client,
      user,
      'post',
      route('plan.revisions.apply', { id: pending.id }),
      {
        version: stored.version + 1,
      }
    )
    applied.assertStatus(302)
    assert.equal(
      flashedErrors(applied).revision,
      'The plan changed since this was proposed. Discard it and ask again.'
    )
    const stillPending = await PlanRevision.findOrFail(pending.id)
    assert.equal(stillPending.status, 'proposed')
    const after = await TrainingPlan.findByOrFail('user_id', user.id)
    assert.equal(after.version, stored.version + 1)
    assert.deepEqual(after.document, document)
  })

  test('illness proposes a revision shown as a diff; apply, undo and discard', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    const proposed = await send(client, user, 'post', route('plan.adapt'), {
      version: plan.version,
      trigger: 'illness',
      startDate: inDays(1),
      days: 3,
    })
    proposed.assertStatus(302)
    const page = await planProps(client, user)
    const pending = page.pendingRevision
    assert.equal(pending.status, 'proposed')
    assert.equal(pending.trigger, 'illness')
    assert.isAbove(pending.reason.length, 20)
    assert.isAbove(pending.changes.length, 0)
    assert.equal(page.plan.version, plan.version)

    const applied = await send(
      client,
      user,
      'post',
      route('plan.revisions.apply', { id: pending.id }),
      {
        version: plan.version,
      }
    )
    applied.assertStatus(302)
    const after = await planProps(client, user)
    assert.equal(after.plan.version, plan.version + 1)
    assert.isNull(after.pendingRevision)
    for (const change of pending.changes) {
      const now = workouts(after.plan).find((w: any) => w.key === change.key)
      if (change.after) assert.equal(now.type, change.after.type)
    }

    const undone = await send(
      client,
      user,
      'post',
      route('plan.revisions.undo', { id: pending.id }),
      {
        version: after.plan.version,
      }
    )
    undone.assertStatus(302)
    const restored = await planOf(client, user)
    assert.deepEqual(
      workouts(restored).map((w: any) => [w.key, w.date, w.type, w.distanceMeters ?? null]),
      workouts(plan).map((w: any) => [w.key, w.date, w.type, w.distanceMeters ?? null])
    )

    await send(client, user, 'post', route('plan.adapt'), {
      version: restored.version,
      trigger: 'short_on_time',
      maxSessionMinutes: 30,
    })
    const second = await pendingOf(client, user)
    await send(client, user, 'post', route('plan.revisions.discard', { id: second.id }), {
      version: restored.version,
    })
    const discarded = await PlanRevision.findOrFail(second.id)
    assert.equal(discarded.status, 'discarded')
    const final = await planOf(client, user)
    assert.equal(final.version, restored.version)
  })

  test('two edits from the same version: the second is refused, nothing is lost', async ({
    client,
    assert,
  }) => {
    const { user, plan } = await withPlan(client)
    const [a, b] = workouts(plan).filter((w: any) => w.type === 'easy' && w.date > inDays(14))
    const free = (w: any) => DateTime.fromISO(w.date).plus({ days: 1 }).toISODate()
    const first = await send(client, user, 'patch', route('plan.workouts.update', { id: a.id }), {
      version: plan.version,
      date: free(a),
      confirm: true,
    })
    assert.equal(first.status(), 303)
    const second = await send(client, user, 'patch', route('plan.workouts.update', { id: b.id }), {
      version: plan.version,
      date: free(b),
      confirm: true,
    })
    assert.match(flashedErrors(second).version, /changed in another tab/)
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    assert.equal(stored.version, plan.version + 1)
  })

  test("another athlete's plan, workouts and revisions are 404", async ({ client, assert }) => {
    const { user, plan } = await withPlan(client)
    await send(client, user, 'post', route('plan.adapt'), {
      version: plan.version,
      trigger: 'illness',
      startDate: inDays(1),
      days: 2,
    })
    const pending = await pendingOf(client, user)
    const intruder = await athlete()
    const workout = workouts(plan)[5]
    expectStatus(
      await send(client, intruder, 'patch', route('plan.workouts.update', { id: workout.id }), {
        version: plan.version,
        status: 'done',
      }),
      404
    )
    expectStatus(
      await client.get(route('plan.workouts.fit', { id: workout.id })).loginAs(intruder),
      404
    )
    expectStatus(
      await send(client, intruder, 'post', route('plan.revisions.apply', { id: pending.id }), {
        version: plan.version,
      }),
      404
    )
    expectStatus(
      await send(client, intruder, 'post', route('plan.revisions.discard', { id: pending.id }), {
        version: plan.version,
      }),
      404
    )
    expectStatus(
      await send(client, intruder, 'patch', '/plan/workouts/not-an-id', {
        version: 1,
        status: 'done',
      }),
      404
    )
    assert.isNull(await planOf(client, intruder))
    assert.equal(await revisionStatus(pending.id), 'proposed')
  })

  test('an imported run is matched to the workout of its day', async ({ client, assert }) => {
    const user = await athlete()
    await createPlan(client, user, { ...MARATHON(), startDate: inDays(-14) })
    const { plan } = await planProps(client, user)
    const easy = workouts(plan).find(
      (w: any) => w.type === 'easy' && w.distanceMeters && w.date < today()
    )
    drive.fake('fs')
    const speed = 2.8
    await client
      .post(route('activities.import'))
      .headers({ Accept: 'application/json' })
      .file(
        'files',
        syntheticFit({
          startTime: `${easy.date}T07:00:00.000Z`,
          durationSeconds: Math.round(easy.distanceMeters / speed),
          speedMps: speed,
        }),
        { filename: 'easy.fit' }
      )
      .loginAs(user)
      .withCsrfToken()
    drive.restore('fs')
    const after = await planOf(client, user)
    const matched = workouts(after).find((w: any) => w.id === easy.id)
    assert.equal(matched.status, 'done')
    assert.equal(matched.activity.name.length > 0, true)
    assert.equal(matched.compliance.status, 'completed')
    const week = after.weeks.find((w: any) => w.startDate <= easy.date && easy.date <= w.endDate)
    assert.closeTo(week.doneDistanceMeters, easy.distanceMeters, 60)
    assert.match(week.compliance.label, /of .* km \(\d+ %\)/)
  })
})

test.group('Training plan: exports and dashboard', (group) => {
  functionalGroup(group)

  test('the ICS feed is valid RFC 5545, follows changes and can be revoked', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await createPlan(client, user)
    const { plan } = await planProps(client, user)
    const path = new URL(plan.icsUrl).pathname
    const feed = await client.get(path)
    feed.assertStatus(200)
    assert.match(feed.header('content-type') ?? '', /text\/calendar/)
    const calendar = new ICAL.Component(ICAL.parse(feed.text()))
    const events = calendar.getAllSubcomponents('vevent')
    const nonRest = plan.weeks.flatMap((w: any) => w.workouts).filter((w: any) => w.type !== 'rest')
    assert.equal(events.length, nonRest.length)
    assert.isTrue(feed.text().includes('\r\n'))

    await client.post(route('plan.ics.reset')).loginAs(user).withCsrfToken().withInertia()
    expectStatus(await client.get(path), 404)
    const freshPlan = await planOf(client, user)
    const fresh = freshPlan.icsUrl
    assert.notEqual(fresh, plan.icsUrl)
    expectStatus(await client.get(new URL(fresh).pathname), 200)
    expectStatus(await client.get(route('plan.ics', { token: 'forged-token.ics' })), 404)
  })

  test('a structured workout downloads as a FIT workout file', async ({ client, assert }) => {
    const user = await athlete()
    await createPlan(client, user)
    const { plan } = await planProps(client, user)
    const intervals = plan.weeks
      .flatMap((w: any) => w.workouts)
      .find((w: any) => w.type === 'intervals' || w.type === 'threshold' || w.type === 'tempo')
    const request = client.get(intervals.fitUrl).loginAs(user)
    // Read the body as bytes (superagent's binary response type).
    ;(
      request as unknown as { request: { responseType: (type: string) => void } }
    ).request.responseType('blob')
    const response = await request
    response.assertStatus(200)
    assert.match(response.header('content-disposition') ?? '', /attachment; filename=".*\.fit"/)
    const bytes = response.body() as Buffer
    const decoder = new Decoder(Stream.fromByteArray([...bytes]))
    assert.isTrue(decoder.checkIntegrity())
    const { messages } = decoder.read()
    assert.equal(messages.fileIdMesgs?.[0].type, 'workout')
    assert.isAbove(messages.workoutStepMesgs?.length ?? 0, 2)
  })

  test('the Dashboard shows today and this week from the plan', async ({ client, assert }) => {
    const user = await athlete()
    await createPlan(client, user, { ...MARATHON(), startDate: today() })
    const response = await client.get(route('dashboard')).loginAs(user).withInertia()
    const { plan } = response.body().props
    assert.isNotNull(plan.week)
    assert.isTrue(plan.week.startDate <= today() && today() <= plan.week.endDate)
    if (plan.today) assert.equal(plan.today.date, today())

    const other = await athlete()
    const empty = await client.get(route('dashboard')).loginAs(other).withInertia()
    assert.isNull(empty.body().props.plan)
  })

  test('ending a plan keeps it', async ({ client, assert }) => {
    const user = await athlete()
    await createPlan(client, user)
    const { plan } = await planProps(client, user)
    const ended = await send(client, user, 'delete', route('plan.destroy'), {
      version: plan.version,
    })
    assert.equal(ended.status(), 303)
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    assert.equal(stored.status, 'archived')
    assert.isNull(await planOf(client, user))
  })

  test('the form defaults come only without a plan; the page follows any write of the document', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    const before = await planProps(client, user)
    assert.isNull(before.plan)
    assert.properties(before.defaults, ['currentWeeklyMeters', 'availableDays', 'startDate'])

    await createPlan(client, user, { ...MARATHON(), startDate: today() })
    const shown = await planProps(client, user)
    assert.isNull(shown.defaults)
    const firstTitle = shown.plan.weeks[0].workouts[0].title

    // A write that bypasses savePlanDocument (no version bump) is still what the pages show.
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    const document = structuredClone(stored.document)
    document.weeks[0].workouts[0].title = `${firstTitle}, edited`
    await db
      .from('training_plans')
      .where('id', stored.id)
      .update({ document: JSON.stringify(document) })
    const edited = await planProps(client, user)
    assert.equal(edited.plan.version, shown.plan.version)
    assert.equal(edited.plan.weeks[0].workouts[0].title, `${firstTitle}, edited`)
    const dashboard = await client.get(route('dashboard')).loginAs(user).withInertia()
    const week = dashboard.body().props.plan.week
    assert.equal(week.workouts[0].title, `${firstTitle}, edited`)

    // A document whose first day is no longer the plan's start_date column: the page reads the
    // activities of the document's dates, not the column's.
    const moved = structuredClone(document)
    const earlier = inDays(-3)
    moved.startDateIso = earlier
    moved.weeks[0].startDateIso = earlier
    const first = moved.weeks[0].workouts[0]
    Object.assign(first, { dateIso: earlier, type: 'easy', distanceMeters: 8000 })
    await db
      .from('training_plans')
      .where('id', stored.id)
      .update({ document: JSON.stringify(moved) })
    await createActivity({
      userId: user.id,
      name: 'Before the plan',
      startTime: `${earlier}T07:00:00Z`,
      durationSeconds: 2900,
      columns: {
        distanceMeters: 8000,
        avgSpeedMps: 2.8,
        trainingLoad: 50,
        loadSource: 'pace',
        vdotEstimate: null,
      },
    })
    const movedProps = await planProps(client, user)
    const shownMoved = movedProps.plan.weeks[0].workouts[0]
    assert.equal(shownMoved.date, earlier)
    assert.deepEqual(
      shownMoved.dayRuns.map((run: { name: string }) => run.name),
      ['Before the plan']
    )
    assert.equal(shownMoved.status, 'done')

    await send(client, user, 'delete', route('plan.destroy'), { version: edited.plan.version })
    const ended = await planProps(client, user)
    assert.isNull(ended.plan)
    // The form is back, prefilled from the runs since (the one above).
    assert.equal(ended.defaults.longestRecentRunMeters, 8000)
    assert.equal(ended.defaults.startDate, before.defaults.startDate)
  })
})

test.group('Training plan: automatic adaptation', (group) => {
  functionalGroup(group)

  test('a missed key workout is noticed and a revision proposed, never applied', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    // Weeks end on race day: a race three days from a week boundary puts today mid-week,
    // and a long run two days ago is a key session missed in the current week.
    const longRunDay = DateTime.utc().minus({ days: 2 }).weekday
    await createPlan(client, user, {
      ...MARATHON(),
      raceDate: inDays(7 * 17 + 3),
      availableDays: [1, 2, 3, 4, 5, 6, 7],
      longRunDay,
      startDate: inDays(-12),
    })
    const stored = await TrainingPlan.findByOrFail('user_id', user.id)
    const missed = stored.document.weeks
      .find((week) => week.startDateIso <= today() && today() <= week.endDateIso)!
      .workouts.find((w) => w.hard && w.type !== 'race' && w.dateIso < today())
    assert.exists(missed, 'the current week has a hard workout before today')

    // Showing the plan writes nothing: the `plan.check` job notices.
    await runPlanCheck(user.id)
    const page = await planProps(client, user)
    assert.equal(page.pendingRevision.trigger, 'missed_workout')
    // The missed session takes the place of a later easy day of the same week.
    assert.include(page.pendingRevision.reason, longDayLabel(missed!.dateIso, today()))
    assert.isTrue(
      page.pendingRevision.changes.some(
        (change: { after: { type: string; date: string } | null }) =>
          change.after?.type === missed!.type && change.after.date >= today()
      )
    )

    assert.equal(page.plan.version, 1)
    const revision = await PlanRevision.findOrFail(page.pendingRevision.id)
    assert.equal(revision.source, 'automatic')

    // Discarded: not proposed again this week.
    await send(client, user, 'post', route('plan.revisions.discard', { id: revision.id }), {
      version: 1,
    })
    await runPlanCheck(user.id)
    const again = await planProps(client, user)
    assert.isNull(again.pendingRevision)
  })

  test('`node ace plans:check` proposes for every athlete with an active plan, once', async ({
    client,
    assert,
  }) => {
    // An athlete who uploads nothing still hears about the key workout they missed.
    const user = await athlete()
    const withoutPlan = await athlete()
    await createPlan(client, user, {
      ...MARATHON(),
      raceDate: inDays(7 * 17 + 3),
      availableDays: [1, 2, 3, 4, 5, 6, 7],
      longRunDay: DateTime.utc().minus({ days: 2 }).weekday,
      startDate: inDays(-12),
    })
    ace.ui.switchMode('raw')
    try {
      for (let run = 0; run < 2; run++) {
        const command = await ace.create(PlansCheck, [])
        await command.exec()
        command.assertSucceeded()
        command.assertLog('[ blue(info) ] Plan check queued for 1 athletes with an active plan.')
        await queue.drain()
      }
    } finally {
      ace.ui.switchMode('normal')
    }

    const page = await planProps(client, user)
    assert.equal(page.pendingRevision.trigger, 'missed_workout')
    assert.equal(await countRows('plan_revisions', { status: 'proposed' }), 1)
    assert.isNull(await planOf(client, withoutPlan))
  })

  test('an acute:chronic ratio of 1.5 or more proposes an easier week', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    await createPlan(client, user, { ...MARATHON(), startDate: today() })
    const rows = Array.from({ length: 28 }, (_, i) => ({
      user_id: user.id,
      date: inDays(i - 27),
      load: i >= 21 ? 150 : 40,
      fitness: 0,
      fatigue: 0,
      form: 0,
      distance_meters: 0,
      moving_seconds: 0,
    }))
    await db.table('daily_loads').multiInsert(rows)
    await runPlanCheck(user.id)
    const page = await planProps(client, user)
    assert.equal(page.pendingRevision.trigger, 'acwr')
    assert.match(page.pendingRevision.reason, /1\.\d/)
  })
})
