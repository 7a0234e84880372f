import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import TrainingPlan from '#models/training_plan'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { parseFit } from '#domain/files/fit'
import { encodeFitActivity } from '#domain/files/fit_encode'
import type { WorkoutStep } from '#domain/plans/types'
import { functionalGroup, sameSite } from '../helpers.js'
import { fixture } from '../../unit/files/helpers.js'

async function upload(client: ApiClient, user: User, bytes: Uint8Array, filename: string) {
  const response = await client
    .post('/activities/import')
    .headers({ Accept: 'application/json' })
    .file('files', Buffer.from(bytes), { filename })
    .loginAs(user)
    .withCsrfToken()
  response.assertStatus(200)
  const [result] = response.body().files
  return result.activityId as number
}

async function showProps(client: ApiClient, user: User, id: number) {
  const response = await client.get(`/activities/${id}`).loginAs(user).withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent('Activities/Show')
  return response.inertiaProps as any
}

const REPS: WorkoutStep[] = [
  { kind: 'warmup', distanceMeters: 1800 },
  {
    kind: 'repeat',
    repeat: {
      count: 3,
      steps: [
        {
          kind: 'active',
          distanceMeters: 1600,
          target: { intensity: 'interval', paceSecPerKm: [245, 255] },
        },
        { kind: 'recovery', durationSeconds: 120 },
      ],
    },
  },
  { kind: 'cooldown', distanceMeters: 900 },
]

test.group('Activities | workout analysis on the page', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a TCX with workout laps: the laps with pace and HR, no detected intervals', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const id = await upload(client, user, fixture('intervals_laps.tcx'), 'track.tcx')
    const { workout } = await showProps(client, user, id)
    assert.isTrue(workout.lapsMeaningful)
    assert.lengthOf(workout.laps, 6)
    assert.deepEqual(
      workout.laps.map((lap: any) => lap.kind),
      ['work', 'work', 'recovery', 'work', 'recovery', 'work']
    )
    // Lap 2: 800 m in 180 s = 3:45/km at 172 bpm.
    assert.closeTo(workout.laps[1].distanceMeters, 800, 1e-6)
    assert.closeTo(workout.laps[1].paceSecPerKm, 225, 1e-6)
    assert.closeTo(workout.laps[1].avgHr, 172, 0.5)
    assert.deepEqual(workout.intervals, [])
    assert.isNull(workout.plan)
  })

  test('a FIT with auto-laps: intervals detected from the speed', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const id = await upload(client, user, fixture('intervals_autolap.fit'), 'reps.fit')
    const { workout } = await showProps(client, user, id)
    assert.isFalse(workout.lapsMeaningful)
    assert.isAbove(workout.laps.length, 5)
    const work = workout.intervals.filter((segment: any) => segment.kind === 'work')
    assert.lengthOf(work, 3)
    for (const rep of work) assert.closeTo(rep.paceSecPerKm, 250, 6)
  })

  test('an activity stored before laps had triggers, and one without streams, still work', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const old = await createActivity({ userId: user.id, durationSeconds: 1200 })
    const oldProps = await showProps(client, user, old.id)
    assert.isArray(oldProps.workout.laps)
    const manual = await createActivity({ userId: user.id, source: 'manual', streams: false })
    const manualProps = await showProps(client, user, manual.id)
    assert.deepEqual(manualProps.workout, {
      laps: [],
      lapsMeaningful: false,
      intervals: [],
      plan: null,
    })
  })

  test('a run matched to a plan workout shows each planned rep against what was run', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', maxHr: 190, restingHr: 50 })
    const created = await client
      .post('/plan')
      .json({
        raceDistanceMeters: 10000,
        raceDate: DateTime.utc().plus({ weeks: 12 }).toISODate(),
        availableDays: [2, 4, 6, 7],
        longRunDay: 7,
        currentWeeklyMeters: 30000,
      })
      .header('Referer', sameSite('/plan'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    created.assertStatus(302)
    assert.equal(created.header('location'), '/plan')

    // The plan's first workout becomes 3 × 1600 m on the day of the recorded session.
    const plan = (await TrainingPlan.query().where('user_id', user.id).firstOrFail())!
    const document = structuredClone(plan.document)
    const workout = document.weeks.flatMap((week) => week.workouts).find((w) => w.type !== 'rest')!
    workout.dateIso = '2026-03-10'
    workout.type = 'intervals'
    workout.steps = REPS
    plan.document = document
    await plan.save()

    const id = await upload(client, user, fixture('intervals_autolap.fit'), 'reps.fit')
    const { workout: analysis } = await showProps(client, user, id)
    assert.equal(analysis.plan.workoutKey, workout.key)
    assert.equal(analysis.plan.comparison.source, 'intervals')
    const reps = analysis.plan.comparison.groups[1]
    assert.equal(reps.count, 3)
    assert.equal(reps.distanceMeters, 1600)
    assert.deepEqual(reps.target.paceSecPerKm, [245, 255])
    assert.lengthOf(reps.done, 3)
    for (const done of reps.done) assert.closeTo(done.paceSecPerKm, 250, 6)

    // The comparison follows the plan (the day index is per document): the workout moved away,
    // the run is compared with nothing; the stored analysis of the run stays.
    const moved = structuredClone(document)
    moved.weeks.flatMap((week) => week.workouts).find((w) => w.key === workout.key)!.dateIso =
      '2026-03-11'
    plan.document = moved
    await plan.save()
    const afterMove = await showProps(client, user, id)
    assert.isNull(afterMove.workout.plan)
    assert.deepEqual(afterMove.workout.laps, analysis.laps)

    // Another athlete's run on that day is not compared with this athlete's plan.
    const other = await UserFactory.create()
    const parsed = parseFit(fixture('intervals_autolap.fit')).activity!
    const theirs = await upload(
      client,
      other,
      encodeFitActivity(parsed, { serialNumber: 9 }),
      'x.fit'
    )
    const theirProps = await showProps(client, other, theirs)
    assert.isNull(theirProps.workout.plan)
    const denied = await client.get(`/activities/${id}`).loginAs(other).withInertia()
    denied.assertStatus(404)
  })
})
