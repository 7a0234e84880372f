import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AthleteProfile from '#models/athlete_profile'
import Activity from '#models/activity'
import TrainingPlan from '#models/training_plan'
import { UserFactory } from '#database/factories/user_factory'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { predictRaceFromVdot, describePredictionMethod } from '#domain/science/prediction'
import { parseDurationSeconds } from '#domain/units'
import { functionalGroup, sameSite } from '../helpers.js'

const inDays = (days: number) => DateTime.utc().plus({ days }).toISODate()!

/**
 * An athlete with a 10 km in 45:00 a month ago on the profile and 160 km of runs in the last
 * 28 days (40 km a week), all easy (no effort VDOT above the race).
 */
async function athlete() {
  const user = await UserFactory.create()
  const profile = await AthleteProfile.create({
    userId: user.id,
    timeZone: 'UTC',
    sex: 'male',
    maxHr: 190,
    hrZoneModel: 'max',
    raceDistanceMeters: 10000,
    raceDurationSeconds: 45 * 60,
    raceDate: DateTime.fromISO(inDays(-30)),
  })
  for (let i = 1; i <= 8; i++) {
    await Activity.create({
      userId: user.id,
      source: 'file',
      externalId: null,
      name: `Easy ${i}`,
      sport: 'run',
      startTime: DateTime.fromISO(`${inDays(-3 * i)}T07:00:00Z`),
      localDate: inDays(-3 * i),
      distanceMeters: 20000,
      elapsedSeconds: 7200,
      movingSeconds: 7200,
      avgSpeedMps: 20000 / 7200,
      hasGps: true,
      trainingLoad: 80,
      loadSource: 'hr',
    })
  }
  return { user, profile }
}

test.group('One prediction: Progress, the coach and a plan agree', (group) => {
  functionalGroup(group)

  test('the same marathon seconds for the same athlete, with the method named', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await athlete()

    // Progress.
    const progress = await client.get('/progress').loginAs(user).withInertia()
    progress.assertStatus(200)
    const marathon = progress
      .body()
      .props.predictions.find((p: { distanceMeters: number }) => p.distanceMeters === 42195)
    assert.exists(marathon)
    assert.match(marathon.method, /^VDOT 45\.\d \(Daniels & Gilbert\), adjusted for 40 km a week$/)
    // The VDOT table time stays only as the unadjusted second opinion (2.5 % faster at 40 km).
    assert.closeTo(marathon.vdotSeconds / marathon.tableSeconds, 1.025, 0.0002)

    // The coach's tool, both audiences.
    for (const audience of ['offline', 'model'] as const) {
      const answer = await racePredictionsTool.run(
        { userId: user.id, profile, todayIso: DateTime.utc().toISODate()!, audience },
        { distances: ['marathon'] }
      )
      assert.equal(answer.predictions[0].seconds, marathon.vdotSeconds)
      assert.equal(answer.method, marathon.method)
    }

    // A plan without a goal, from the same VDOT and weekly volume.
    const created = await client
      .post('/plan')
      .json({
        raceDistanceMeters: 42195,
        raceDate: inDays(7 * 18),
        availableDays: [2, 3, 4, 6, 7],
        longRunDay: 7,
        currentWeeklyMeters: 40000,
      })
      .header('Referer', sameSite('/plan'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    created.assertStatus(302)
    const plan = await TrainingPlan.findByOrFail('user_id', user.id)
    const vdot = plan.document.fitness.vdot
    assert.equal(
      Math.round(predictRaceFromVdot(vdot, 42195, 40000).seconds),
      marathon.vdotSeconds,
      'the one prediction from the plan’s VDOT and volume'
    )
    assert.equal(describePredictionMethod(vdot, 40000), marathon.method)
    // The generator's own figure (plan.document.prediction) comes with the generator rework;
    // until it is there this assertion is skipped.
    const stored = (plan.document as { prediction?: { seconds: number } | null }).prediction
    if (stored !== undefined) {
      assert.equal(Math.round(stored!.seconds), marathon.vdotSeconds)
      const page = await client.get('/plan').loginAs(user).withInertia()
      assert.equal(
        Math.round(page.body().props.plan.headline.prediction.seconds),
        marathon.vdotSeconds
      )
    }
    assert.isAbove(marathon.vdotSeconds, parseDurationSeconds('3:20:00')!)
  })
})
