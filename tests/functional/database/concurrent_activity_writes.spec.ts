import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import AthleteProfile from '#models/athlete_profile'
import type User from '#models/user'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { asDate } from '#queries/sql_dialect'
import CheckPlanJob from '#jobs/check_plan_job'
import queue from '#services/queue'
import { syntheticFit } from '#tests/support/activity_files'

/**
 * One athlete writing many activities at once (two tabs, a bulk upload
 * script, a watch sync during a manual entry) must never get a 5xx, and the
 * cached daily figures must end equal to a from-scratch recomputation.
 * No global transaction: the requests commit for real and run concurrently
 * on their own connections; the athlete is deleted afterwards.
 */
const PARALLEL = 10
const ROUNDS = 3
/** Per test (30 requests, each a transaction), generous for a loaded CI machine. */
const TEST_TIMEOUT = 120_000
const TIME_ZONE = 'Europe/Paris'

function daysAgo(days: number) {
  return DateTime.now().setZone(TIME_ZONE).minus({ days })
}

/** Counts plan checks that ran to completion, per athlete. */
function countPlanChecks(group: Group) {
  const runs = new Map<number, number>()
  group.setup(() => {
    queue.register('plan.check', async ({ userId }) => {
      await new CheckPlanJob().handle({ userId })
      runs.set(userId, (runs.get(userId) ?? 0) + 1)
    })
    return () => queue.register('plan.check', (payload) => new CheckPlanJob().handle(payload))
  })
  return (userId: number) => runs.get(userId) ?? 0
}

async function athlete() {
  const user = await UserFactory.create()
  await AthleteProfile.create({
    userId: user.id,
    sex: 'female',
    restingHr: 50,
    maxHr: 188,
    lthr: 168,
    timeZone: TIME_ZONE,
  })
  return user
}

async function dailyLoads(userId: number) {
  const rows = await db.from('daily_loads').where('user_id', userId).orderBy('date')
  return rows.map((row) => ({
    date: asDate(row.date),
    load: Number(row.load),
    fitness: Number(row.fitness),
    fatigue: Number(row.fatigue),
    distance: Number(row.distance_meters),
    moving: Number(row.moving_seconds),
  }))
}

/** The stored figures, then the same figures rebuilt from nothing (one refresh, alone). */
async function storedAndRecomputed(userId: number) {
  const stored = await dailyLoads(userId)
  const first = await db.from('activities').where('user_id', userId).min('local_date as d').first()
  await db.from('daily_loads').where('user_id', userId).delete()
  await new RefreshDailyLoads().handle({
    userId,
    fromDate: asDate(first!.d)!,
    todayIso: daysAgo(0).toISODate()!,
  })
  return { stored, recomputed: await dailyLoads(userId) }
}

async function statuses(requests: Promise<{ status(): number }>[]) {
  const responses = await Promise.all(requests)
  return responses.map((response) => response.status())
}

function manualEntry(client: ApiClient, user: User, round: number, i: number) {
  // Later requests of a round go further back, so refreshes start before each other's dates.
  const start = daysAgo(1 + ((i * 3 + round) % 20))
  return client
    .post('/activities')
    .form({
      startDate: start.toISODate(),
      startTime: `${String(6 + i).padStart(2, '0')}:${String(round * 10).padStart(2, '0')}`,
      sport: 'run',
      distanceMeters: 5000 + i * 250 + round * 10,
      durationSeconds: 1500 + i * 60,
      avgHr: 140 + i,
    })
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

function upload(client: ApiClient, user: User, round: number, i: number) {
  const start = daysAgo(1 + ((i * 7 + round) % 25)).set({ hour: 7 + (i % 10), minute: round })
  const fit = syntheticFit({
    startTime: start.toUTC().toISO()!,
    durationSeconds: 600,
    serialNumber: round * 100 + i + 1,
    heartRate: 145 + i,
  })
  return client
    .post('/activities/import')
    .headers({ Accept: 'application/json' })
    .file('files', fit, { filename: `run-${round}-${i}.fit` })
    .loginAs(user)
    .withCsrfToken()
}

function assertSameFigures(
  assert: { equal: Function; closeTo: Function; deepEqual: Function },
  stored: Awaited<ReturnType<typeof dailyLoads>>,
  recomputed: Awaited<ReturnType<typeof dailyLoads>>
) {
  assert.deepEqual(
    stored.map((row) => row.date),
    recomputed.map((row) => row.date)
  )
  stored.forEach((row, i) => {
    const expected = recomputed[i]
    assert.closeTo(row.load, expected.load, 1e-9, `load on ${row.date}`)
    assert.closeTo(row.fitness, expected.fitness, 1e-9, `fitness on ${row.date}`)
    assert.closeTo(row.fatigue, expected.fatigue, 1e-9, `fatigue on ${row.date}`)
    assert.closeTo(row.distance, expected.distance, 1e-6, `distance on ${row.date}`)
    assert.closeTo(row.moving, expected.moving, 1e-6, `moving time on ${row.date}`)
  })
}

test.group('Concurrent activity writes by one athlete', (group) => {
  const planChecks = countPlanChecks(group)
  const users: User[] = []
  group.each.setup(() => {
    drive.fake('fs')
    return async () => {
      await queue.drain()
      drive.restore('fs')
      for (const user of users.splice(0)) await user.delete()
    }
  })

  test('parallel manual entries: no 5xx, every one in the daily figures, checked against the plan', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    users.push(user)
    for (let round = 0; round < ROUNDS; round++) {
      const codes = await statuses(
        Array.from({ length: PARALLEL }, (_, i) => manualEntry(client, user, round, i))
      )
      assert.deepEqual(codes, Array(PARALLEL).fill(302), `round ${round}: ${codes.join(', ')}`)
    }
    await queue.drain()

    const [{ total }] = await db.from('activities').where('user_id', user.id).count('* as total')
    assert.equal(Number(total), PARALLEL * ROUNDS)
    assert.equal(planChecks(user.id), PARALLEL * ROUNDS)
    const { stored, recomputed } = await storedAndRecomputed(user.id)
    assert.isAbove(recomputed.length, 0)
    assertSameFigures(assert, stored, recomputed)
  }).timeout(TEST_TIMEOUT)

  test('parallel file uploads: no 5xx, every one in the daily figures, checked against the plan', async ({
    client,
    assert,
  }) => {
    const user = await athlete()
    users.push(user)
    for (let round = 0; round < ROUNDS; round++) {
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => upload(client, user, round, i))
      )
      const codes = responses.map((response) => response.status())
      assert.deepEqual(codes, Array(PARALLEL).fill(200), `round ${round}: ${codes.join(', ')}`)
      for (const response of responses) {
        assert.equal(response.body().files[0].status, 'imported')
      }
    }
    await queue.drain()

    const [{ total }] = await db.from('activities').where('user_id', user.id).count('* as total')
    assert.equal(Number(total), PARALLEL * ROUNDS)
    assert.equal(planChecks(user.id), PARALLEL * ROUNDS)
    const { stored, recomputed } = await storedAndRecomputed(user.id)
    assert.isAbove(recomputed.length, 0)
    assertSameFigures(assert, stored, recomputed)
  }).timeout(TEST_TIMEOUT)
})
