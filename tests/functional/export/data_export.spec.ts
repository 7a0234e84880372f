import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { strFromU8, unzipSync } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import queue from '#services/queue'
import { UserFactory } from '#database/factories/user_factory'
import AthleteProfile from '#models/athlete_profile'
import BillingEvent from '#models/billing_event'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import ConnectedAccount from '#models/connected_account'
import Gear from '#models/gear'
import ImportJob from '#models/import_job'
import PlanRevision from '#models/plan_revision'
import { importActivityFile } from '#tests/support/import_file'
import CreateManualActivity from '#actions/activities/create_manual_activity'
import { athleteToday } from '#services/athlete_today'
import { grantPremium } from '#tests/support/billing'
import { createPlan } from '#tests/support/coach_athlete'
import { syntheticFit } from '#tests/support/activity_files'
import { assertRedirect, functionalGroup, linkIn, pathOf, queuedMailsTo } from '../helpers.js'

const ACCESS_TOKEN = 'strava-access-token-must-not-leak'
const REFRESH_TOKEN = 'strava-refresh-token-must-not-leak'

/** An athlete with at least one record of every kind the app stores for a person. */
async function athleteWithEverything() {
  const user = await UserFactory.create()
  await AthleteProfile.create({
    userId: user.id,
    sex: 'female',
    restingHr: 48,
    maxHr: 186,
    lthr: 166,
    timeZone: 'Europe/Paris',
  })
  const todayIso = athleteToday('Europe/Paris')
  const shoes = await Gear.create({
    userId: user.id,
    name: 'Export shoes',
    sport: 'run',
    isDefault: true,
  })

  const imported = await importActivityFile({
    userId: user.id,
    fileName: 'long run.fit',
    bytes: new Uint8Array(
      syntheticFit({
        startTime: DateTime.utc().minus({ days: 3 }).set({ hour: 7 }).toISO()!,
        durationSeconds: 1500,
        speedMps: 3.4,
      })
    ),
  })
  if (imported.status !== 'imported') throw new Error(`import: ${imported.status}`)
  const manual = await new CreateManualActivity().handle({
    userId: user.id,
    startDate: DateTime.now().setZone('Europe/Paris').minus({ days: 1 }).toISODate()!,
    startTime: '18:00',
    sport: 'treadmill',
    name: 'Export treadmill',
    distanceMeters: 6000,
    durationSeconds: 1800,
    perceivedEffort: 5,
  })

  const plan = await createPlan(user.id, todayIso)
  const revision = await PlanRevision.create({
    planId: plan.id,
    number: 1,
    trigger: 'illness',
    source: 'athlete',
    reason: 'Export revision reason',
    changes: [],
    fitness: null,
    status: 'proposed',
    appliedAt: null,
  })
  const workoutKey = plan.document.weeks[0].workouts[0].key
  await db.table('plan_workout_logs').insert({
    plan_id: plan.id,
    workout_key: workoutKey,
    status: 'done',
    note: 'Export workout note',
    updated_at: new Date(),
  })

  const thread = await CoachThread.create({ userId: user.id, title: 'Export thread' })
  await CoachMessage.createMany([
    { threadId: thread.id, userId: user.id, role: 'user', content: 'Export question?' },
    {
      threadId: thread.id,
      userId: user.id,
      role: 'assistant',
      content: 'Export answer.',
      model: 'offline',
      provider: 'offline',
      toolUses: [],
    },
  ])

  const subscription = await grantPremium(user.id)
  await BillingEvent.create({
    stripeEventId: null,
    userId: user.id,
    subscriptionId: subscription.id,
    type: 'subscription.granted',
    source: 'admin',
    amountCents: 0,
    payload: { note: 'export' },
    occurredAt: DateTime.now(),
  })
  await ConnectedAccount.create({
    userId: user.id,
    provider: 'strava',
    providerUserId: String(424_000 + user.id),
    displayName: 'Export Strava',
    accessToken: ACCESS_TOKEN,
    refreshToken: REFRESH_TOKEN,
    expiresAt: DateTime.now().plus({ hours: 6 }),
    scopes: 'read,activity:read_all',
    status: 'active',
    lastSyncedAt: null,
    backfillJobId: null,
  })
  const importJob = await ImportJob.create({
    id: randomUUID(),
    userId: user.id,
    kind: 'archive',
    status: 'done',
    uploadKey: `imports/${user.id}/export.zip`,
    uploadName: 'export-archive.zip',
    total: 1,
    processed: 1,
    imported: 0,
    duplicates: 1,
    rejected: 0,
    results: [{ name: 'old.fit', status: 'duplicate', activityId: imported.activityId }],
    error: null,
    finishedAt: DateTime.now(),
  })
  return {
    user,
    ids: {
      shoes: shoes.id,
      fileActivity: imported.activityId,
      manualActivity: manual.activityId,
      plan: plan.id,
      revision: revision.id,
      workoutKey,
      thread: thread.id,
      subscription: subscription.id,
      importJob: importJob.id,
    },
  }
}

test.group('Download all my data: every kind of record', (group) => {
  functionalGroup(group)

  test('the ZIP holds each of the athlete’s records, and no secret', async ({ client, assert }) => {
    const { user, ids } = await athleteWithEverything()
    const other = await athleteWithEverything()

    const requested = await client
      .post('/profile/export')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assertRedirect(requested, '/profile/edit')
    await queue.drain()
    const mail = queuedMailsTo(user.email).find((queued) => queued.subject?.includes('export'))
    assert.exists(mail, 'the export mail was sent')

    const request = client.get(pathOf(linkIn(mail!))).loginAs(user)
    // Read the body as bytes (superagent's binary response type).
    ;(
      request as unknown as { request: { responseType: (type: string) => void } }
    ).request.responseType('blob')
    const response = await request
    response.assertStatus(200)
    const zip = unzipSync(new Uint8Array(response.body() as Buffer))
    const read = (name: string) => {
      assert.isDefined(zip[name], `${name} in the ZIP`)
      return JSON.parse(strFromU8(zip[name]))
    }
    const idsOf = (rows: { id: unknown }[]) => rows.map((row) => row.id)

    const profile = read('profile.json')
    assert.equal(profile.account.email, user.email)
    assert.equal(profile.athleteProfile.time_zone, 'Europe/Paris')

    const activities = read('activities/activities.json')
    assert.sameMembers(idsOf(activities), [ids.fileActivity, ids.manualActivity])
    assert.isAbove(read(`activities/streams/${ids.fileActivity}.json`).time.length, 1000)
    const original = Object.keys(zip).filter((name) => name.startsWith('activities/files/'))
    assert.deepEqual(original, [`activities/files/${ids.fileActivity}-long_run.fit`])
    const bestEfforts = read('activities/best_efforts.json')
    assert.isAbove(bestEfforts.length, 0)
    assert.isTrue(bestEfforts.every((row: any) => row.activity_id === ids.fileActivity))

    const dailyLoads = read('progress/daily_loads.json')
    assert.isAbove(dailyLoads.length, 2)
    assert.isTrue(dailyLoads.every((row: any) => row.user_id === user.id))

    assert.deepEqual(idsOf(read('gear.json')), [ids.shoes])
    assert.deepEqual(idsOf(read('plans/training_plans.json')), [ids.plan])
    assert.deepEqual(idsOf(read('plans/plan_revisions.json')), [ids.revision])
    assert.deepEqual(
      read('plans/plan_workout_logs.json').map((row: any) => [row.workout_key, row.note]),
      [[ids.workoutKey, 'Export workout note']]
    )

    const coach = read('coach/conversations.json')
    assert.deepEqual(idsOf(coach.conversations), [ids.thread])
    assert.deepEqual(
      coach.messages.map((row: any) => row.content),
      ['Export question?', 'Export answer.']
    )

    assert.deepEqual(idsOf(read('billing/subscriptions.json')), [ids.subscription])
    assert.deepEqual(
      read('billing/billing_events.json').map((row: any) => row.type),
      ['subscription.granted']
    )

    const accounts = read('connected_accounts.json')
    assert.deepEqual(
      accounts.map((row: any) => [row.provider, row.display_name]),
      [['strava', 'Export Strava']]
    )
    assert.deepEqual(idsOf(read('imports/import_jobs.json')), [ids.importJob])

    // Nothing of the other athlete, and no secret of this one.
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n')
    for (const secret of [ACCESS_TOKEN, REFRESH_TOKEN, user.password]) {
      assert.notInclude(everything, secret)
    }
    assert.notInclude(everything, other.user.email)
    assert.notInclude(everything, `imports/${user.id}/`)
  })
})
