import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import CreatePlan from '#actions/plans/create_plan'
import { ToolSession } from '#coach/tools/index'
import { proposePlanChangeTool, type PlanChange } from '#coach/tools/propose_plan_change'
import { isRefusal } from '#coach/tools/tool'
import type { CoachContext } from '#coach/context'
import { addDays } from '#domain/calendar'
import { allWorkouts } from '#domain/plans/adapt_plan'
import type { Plan } from '#domain/plans/types'
import { createCoachAthlete } from '#tests/support/coach_athlete'

/*
 * The coach's plan changes through the tool, as the offline engine and the model call it, for a
 * plan that starts today, tomorrow (the plan form's default), in three weeks, and one whose race
 * is four days away (docs/science.md#adaptation). Each change is proposed, or refused with a
 * sentence the athlete can read as the answer: no field names, ISO dates or validation text.
 */
const TODAY = '2026-11-27' // a Friday
const RAW =
  /\d{4}-\d{2}-\d{2}|startDate|toDate|fromDate|workoutKey|must be|invalid input|zod|undefined|NaN|Error/i

type Scenario = 'today' | 'tomorrow' | 'in 3 weeks' | 'race in 4 days'

const STARTS: Record<Scenario, { start: string; race: string; createdOn: string }> = {
  'today': { start: TODAY, race: addDays(TODAY, 84), createdOn: TODAY },
  'tomorrow': { start: addDays(TODAY, 1), race: addDays(TODAY, 85), createdOn: TODAY },
  'in 3 weeks': { start: addDays(TODAY, 21), race: addDays(TODAY, 105), createdOn: TODAY },
  'race in 4 days': {
    start: addDays(TODAY, -80),
    race: addDays(TODAY, 4),
    createdOn: addDays(TODAY, -80),
  },
}

async function athleteWithPlan(scenario: Scenario) {
  const { user, profile } = await createCoachAthlete({ todayIso: TODAY, weeks: 4 })
  const { start, race, createdOn } = STARTS[scenario]
  const { plan } = await new CreatePlan().handle({
    userId: user.id,
    todayIso: createdOn,
    raceDistanceMeters: 21097.5,
    raceDate: race,
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 40000,
    startDate: start,
  })
  const context: CoachContext = { userId: user.id, profile, todayIso: TODAY, audience: 'offline' }
  return { user, plan, context }
}

/** One change of each kind the coach proposes, from the plan's own workouts. */
function changesFor(plan: Plan): Record<string, PlanChange> {
  const workouts = allWorkouts(plan)
  const past = workouts.filter((w) => w.dateIso < TODAY && w.type !== 'rest').at(-1)
  const next = workouts.find((w) => w.dateIso >= TODAY && w.type !== 'rest' && w.type !== 'race')!
  return {
    'illness': { type: 'illness', startDate: TODAY, days: 3 },
    'injury': { type: 'injury', startDate: TODAY },
    'travel': {
      type: 'travel',
      fromDate: addDays(TODAY, 1),
      toDate: addDays(TODAY, 5),
      availableWeekdays: [],
    },
    'fewer days next week': { type: 'fewer_days', daysPerWeek: 2 },
    'short on time': { type: 'short_on_time', maxSessionMinutes: 30 },
    'one short day': { type: 'shorten_day', date: next.dateIso, maxSessionMinutes: 15 },
    'missed workout': { type: 'missed_workout', workoutKey: (past ?? next).key },
    'move a session': {
      type: 'move_workout',
      workoutKey: next.key,
      toDate: addDays(next.dateIso, 1),
    },
    'harder': { type: 'intensity', direction: 'harder' },
    'easier': { type: 'intensity', direction: 'easier' },
  }
}

/** Changes that must be proposed (the others must be answered in words). */
const PROPOSED: Record<Scenario, string[]> = {
  'today': [
    'illness',
    'injury',
    'travel',
    'fewer days next week',
    'short on time',
    'one short day',
    'move a session',
    'harder',
    'easier',
  ],
  'tomorrow': [
    'illness',
    'injury',
    'travel',
    'fewer days next week',
    'short on time',
    'one short day',
    'move a session',
    'harder',
    'easier',
  ],
  'in 3 weeks': ['one short day', 'move a session', 'harder', 'easier'],
  'race in 4 days': [
    'illness',
    'injury',
    'travel',
    'short on time',
    'one short day',
    'move a session',
    'harder',
    'easier',
  ],
}

test.group('propose_plan_change: every change wherever the plan stands', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  for (const scenario of Object.keys(STARTS) as Scenario[]) {
    test(`plan that starts ${scenario}`, async ({ assert }) => {
      const { plan, context } = await athleteWithPlan(scenario)
      for (const [name, change] of Object.entries(changesFor(plan.document))) {
        const session = new ToolSession(context)
        const output = await session.run(proposePlanChangeTool, { change })
        const what = `${scenario}: ${name}`
        if (PROPOSED[scenario].includes(name)) {
          assert.isFalse(isRefusal(output), `${what}: ${JSON.stringify(output)}`)
          if (isRefusal(output)) continue
          const revision = await PlanRevision.findOrFail(output.revisionId)
          assert.equal(revision.status, 'proposed', what)
          assert.isAbove(revision.changes.length, 0, what)
          assert.notMatch(output.reason, /\d{4}-\d{2}-\d{2}/, what)
        } else {
          assert.isTrue(isRefusal(output), `${what}: ${JSON.stringify(output)}`)
          if (!isRefusal(output)) continue
          assert.notMatch(output.error, RAW, what)
          assert.isAbove(output.error.length, 20, what)
        }
      }
      // Proposals only: the plan itself never changed.
      const stored = await TrainingPlan.findOrFail(plan.id)
      assert.equal(stored.version, plan.version)
    })
  }

  test("illness on a plan that starts tomorrow: proposed from the plan's first day", async ({
    assert,
  }) => {
    const { plan, context } = await athleteWithPlan('tomorrow')
    const output = await new ToolSession(context).run(proposePlanChangeTool, {
      change: { type: 'illness', days: 3 },
    })
    assert.isFalse(isRefusal(output), JSON.stringify(output))
    if (isRefusal(output)) return
    assert.include(output.reason, 'Your plan starts on Saturday 28 November')
    const revision = await PlanRevision.findOrFail(output.revisionId)
    for (const change of revision.changes) {
      assert.isTrue(change.before!.dateIso >= plan.document.startDateIso, change.key)
    }
  })

  test('a plan three weeks away: "nothing to change before then", not a validation message', async ({
    assert,
  }) => {
    const { context } = await athleteWithPlan('in 3 weeks')
    for (const change of [
      { type: 'illness', days: 3 },
      { type: 'injury', days: 5 },
      { type: 'fewer_days', daysPerWeek: 3 },
      { type: 'short_on_time', maxSessionMinutes: 30 },
    ]) {
      const output = await new ToolSession(context).run(proposePlanChangeTool, { change })
      assert.deepEqual(output, {
        error: 'Your plan starts on Friday 18 December; nothing to change before then.',
      })
    }
  })

  test('"only 3 days next week" proposes a week of three running days', async ({ assert }) => {
    const { plan, context } = await athleteWithPlan('today')
    const output = await new ToolSession(context).run(proposePlanChangeTool, {
      change: { type: 'fewer_days', daysPerWeek: 3 },
    })
    assert.isFalse(isRefusal(output), JSON.stringify(output))
    if (isRefusal(output)) return
    assert.include(output.reason, 'from Monday 30 November to Sunday 6 December')
    const revision = await PlanRevision.findOrFail(output.revisionId)
    const keys = new Map(revision.changes.map((c) => [c.key, c.after]))
    const week = allWorkouts(plan.document)
      .map((w) => (keys.has(w.key) ? keys.get(w.key) : w))
      .filter((w) => w && w.dateIso >= '2026-11-30' && w.dateIso <= '2026-12-06')
    assert.lengthOf(new Set(week.filter((w) => w!.type !== 'rest').map((w) => w!.dateIso)), 3)
  })

  test('refusals are sentences: a missed workout still ahead, dates in the wrong order, a move out of the plan', async ({
    assert,
  }) => {
    const { plan, context } = await athleteWithPlan('tomorrow')
    const next = allWorkouts(plan.document).find((w) => w.type !== 'rest')!
    const cases: [PlanChange, RegExp][] = [
      [
        { type: 'missed_workout', workoutKey: next.key },
        /is still ahead of you, so nothing was missed\.$/,
      ],
      [
        {
          type: 'travel',
          fromDate: addDays(TODAY, 5),
          toDate: addDays(TODAY, 2),
          availableWeekdays: [],
        },
        /^The last day \(Sunday 29 November\) comes before the first \(Wednesday 2 December\)/,
      ],
      [
        { type: 'move_workout', workoutKey: next.key, toDate: '2030-01-01' },
        /^Tuesday 1 January 2030 is outside your plan: pick a day from Saturday 28 November to /,
      ],
      [
        { type: 'travel', fromDate: '2026-11-01', toDate: '2026-11-05', availableWeekdays: [] },
        /^Those days are already behind you/,
      ],
    ]
    for (const [change, expected] of cases) {
      const output = await new ToolSession(context).run(proposePlanChangeTool, { change })
      assert.isTrue(isRefusal(output), JSON.stringify(change))
      if (isRefusal(output)) assert.match(output.error, expected)
    }
  })

  test('a missed key session mid-plan is proposed (moved or dropped, in words)', async ({
    assert,
  }) => {
    const { user, profile } = await createCoachAthlete({ todayIso: TODAY, weeks: 4 })
    const { plan } = await new CreatePlan().handle({
      userId: user.id,
      todayIso: addDays(TODAY, -30),
      raceDistanceMeters: 21097.5,
      raceDate: addDays(TODAY, 60),
      availableDays: [2, 3, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 40000,
      startDate: addDays(TODAY, -30),
    })
    const context: CoachContext = { userId: user.id, profile, todayIso: TODAY, audience: 'offline' }
    const missed = allWorkouts(plan.document)
      .filter((w) => w.dateIso < TODAY && w.hard && w.type !== 'long')
      .at(-1)!
    const output = await new ToolSession(context).run(proposePlanChangeTool, {
      change: { type: 'missed_workout', workoutKey: missed.key },
    })
    const text = isRefusal(output) ? output.error : output.reason
    assert.notMatch(text, RAW)
    assert.include(text, `${missed.title} on `)
    assert.include(text, 'was missed')
  })

  test('what the plan cannot take is a sentence, not a validation message', async ({ assert }) => {
    const { plan, context } = await athleteWithPlan('today')
    const next = allWorkouts(plan.document).find((w) => w.type !== 'rest')!
    const cases: [unknown, RegExp][] = [
      [{ type: 'illness', days: 90 }, /^More than 60 days without running is a fresh start/],
      [{ type: 'injury', days: 120 }, /^More than 60 days without running is a fresh start/],
      [
        { type: 'short_on_time', maxSessionMinutes: 5 },
        /^With less than 10 minutes, take a rest day/,
      ],
      [
        { type: 'shorten_day', date: next.dateIso, maxSessionMinutes: 3 },
        /^With less than 10 minutes, take a rest day/,
      ],
      [{ type: 'fewer_days', daysPerWeek: 7 }, /no more than the 7 you have, so nothing to change/],
    ]
    for (const [change, expected] of cases) {
      const output = await new ToolSession(context).run(proposePlanChangeTool, { change })
      assert.isTrue(isRefusal(output), JSON.stringify(change))
      if (isRefusal(output)) {
        assert.notMatch(output.error, RAW)
        assert.match(output.error, expected)
      }
    }
  })

  test('without a plan every change is answered with what to do instead', async ({ assert }) => {
    const { user, profile } = await createCoachAthlete({ todayIso: TODAY, weeks: 2 })
    const context: CoachContext = { userId: user.id, profile, todayIso: TODAY, audience: 'model' }
    for (const change of [
      { type: 'illness', days: 3 },
      { type: 'fewer_days', daysPerWeek: 3 },
      { type: 'intensity', direction: 'easier' },
    ]) {
      const output = await new ToolSession(context).run(proposePlanChangeTool, { change })
      assert.isTrue(isRefusal(output))
      if (isRefusal(output)) {
        assert.match(output.error, /no active plan/i)
        assert.include(output.error, 'Plan page')
      }
    }
  })

  test('the chat line reads "proposed an easier plan"', ({ assert }) => {
    const summary = (direction: 'harder' | 'easier') =>
      proposePlanChangeTool.summary(
        { change: { type: 'intensity', direction } },
        { revisionId: 1, reason: '', changedWorkouts: 1, note: '' }
      )
    assert.equal(summary('easier'), 'proposed an easier plan')
    assert.equal(summary('harder'), 'proposed a harder plan')
    // A refused change is not called a proposal in the chat.
    assert.equal(
      proposePlanChangeTool.summary(
        { change: { type: 'fewer_days', daysPerWeek: 3 } },
        { error: 'no plan' }
      ),
      'looked at a plan change (fewer days): nothing proposed'
    )
  })
})
