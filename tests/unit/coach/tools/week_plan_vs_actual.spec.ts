import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import { activePlan } from '#queries/training_plans'
import { weekPlanVsActualTool } from '#coach/tools/week_plan_vs_actual'
import { ToolSession } from '#coach/tools/index'
import { addDays } from '#domain/calendar'
import { isRunSport } from '#domain/sports'
import { addActivity, athleteWithSession, TODAY } from '#tests/unit/coach/tools/context'

/** A plan that started on TODAY, seen ten days later, with the second week's runs done. */
async function planInItsSecondWeek(audience: 'offline' | 'model' = 'offline') {
  const athlete = await athleteWithSession(audience, { weeks: 4, plan: true })
  const plan = (await activePlan(athlete.user.id))!
  const week = plan.document.weeks[1]
  const runs = week.workouts.filter((w) => w.type !== 'rest' && w.distanceMeters)
  const today = addDays(week.startDateIso, 4)
  const context = { ...athlete.context, todayIso: today }
  return { ...athlete, plan, week, runs, today, session: new ToolSession(context) }
}

test.group('Coach tool: week plan vs actual', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  test("the week's planned and done figures, by the plan page's rule", async ({ assert }) => {
    const { user, plan, week, runs, today, session } = await planInItsSecondWeek()
    const [first, second, third] = runs.filter((w) => w.dateIso < today)
    // The first run as planned, the second half done, the third skipped; a ride on top.
    await addActivity(user.id, first.dateIso, { km: first.distanceMeters! / 1000, minutes: 50 })
    await addActivity(user.id, second.dateIso, {
      km: second.distanceMeters! / 2000,
      minutes: 25,
    })
    if (third) {
      await db.table('plan_workout_logs').insert({
        plan_id: plan.id,
        workout_key: third.key,
        status: 'skipped',
        updated_at: new Date(),
      })
    }
    await addActivity(user.id, week.startDateIso, { sport: 'ride', km: 30, minutes: 60 })
    const other = await athleteWithSession('offline', { weeks: 0 })
    await addActivity(other.user.id, first.dateIso, { km: 30, minutes: 150 })

    const result = await session.run(weekPlanVsActualTool, { date: today })
    if ('error' in result) return assert.fail(result.error)

    assert.equal(result.week.index, week.index)
    assert.isTrue(result.week.current)
    const planned = week.workouts.reduce((t, w) => t + (w.distanceMeters ?? 0), 0)
    assert.equal(result.plannedMeters, Math.round(planned))

    const rows = await Activity.query()
      .where('user_id', user.id)
      .whereBetween('local_date', [week.startDateIso, week.endDateIso])
    const runMeters = rows
      .filter((r) => isRunSport(r.sport))
      .reduce((t, r) => t + r.distanceMeters, 0)
    assert.equal(result.doneMeters, Math.round(runMeters))
    // The week bar's label, in the plan page's words.
    const percent = Math.round((runMeters / planned) * 100)
    assert.equal(
      result.label,
      `${(runMeters / 1000).toFixed(1)} of ${(planned / 1000).toFixed(1)} km (${percent} %)`
    )
    assert.equal(result.percent, percent)

    const stateOf = (key: string) => result.workouts.find((w) => w.key === key)!
    assert.equal(stateOf(first.key).state, 'completed')
    assert.equal(stateOf(second.key).state, 'partial')
    if (third) assert.equal(stateOf(third.key).state, 'skipped')
    assert.equal(
      stateOf(first.key).done?.distance,
      `${(first.distanceMeters! / 1000).toFixed(1)} km`
    )
    assert.equal(stateOf(second.key).label, 'Partly done (50 %)')
    assert.deepEqual(
      result.unplanned.map((a) => [a.sport, a.countsInWeek]),
      [['ride', false]]
    )
  })

  test('any day of a week finds that week; outside the plan or without one: refused', async ({
    assert,
  }) => {
    const { week, session, plan } = await planInItsSecondWeek()
    const result = await session.run(weekPlanVsActualTool, { date: week.endDateIso })
    if ('error' in result) return assert.fail(result.error)
    assert.equal(result.week.from, week.startDateIso)
    const before = await session.run(weekPlanVsActualTool, {
      date: addDays(plan.document.startDateIso, -1),
    })
    assert.match((before as { error: string }).error, /outside the plan/)

    const { session: planless } = await athleteWithSession('offline', { weeks: 1 })
    assert.deepEqual(await planless.run(weekPlanVsActualTool, { date: TODAY }), {
      error: 'The athlete has no active training plan.',
    })
  })

  test('a model does not count Strava runs as done', async ({ assert }) => {
    const { user, runs, today, session } = await planInItsSecondWeek('model')
    const [first] = runs.filter((w) => w.dateIso < today)
    await addActivity(user.id, first.dateIso, {
      km: first.distanceMeters! / 1000,
      minutes: 50,
      source: 'strava',
    })
    const result = await session.run(weekPlanVsActualTool, {})
    if ('error' in result) return assert.fail(result.error)
    assert.equal(result.doneMeters, 0)
    assert.equal(result.workouts.find((w) => w.key === first.key)!.state, 'missed')
  })
})
