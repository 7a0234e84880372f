import { test } from '@japa/runner'
import { addDays } from '#domain/calendar'
import {
  allWorkouts,
  applyRevision,
  moveWorkout,
  proposeRevision,
  type AdaptTrigger,
} from '#domain/plans/adapt_plan'
import { clampWindow, weeksOf } from '#domain/plans/change_window'
import { runningDatesToKeep } from '#domain/plans/fewer_days'
import { longDayLabel, spanPhrase } from '#domain/plans/day_label'
import { generatePlan } from '#domain/plans/generate_plan'
import type { Plan, PlannedWorkout } from '#domain/plans/types'

/*
 * Plan changes work wherever the plan stands (docs/science.md#adaptation): a plan that starts
 * today, tomorrow (the plan form's default), in three weeks, or whose race is days away. Every
 * trigger either proposes a change inside the plan, from today on, or answers in a sentence
 * why nothing changes; no reason carries an ISO date or a validation message.
 */
const TODAY = '2026-11-27' // a Friday
const NEXT_MONDAY = '2026-11-30'

function halfMarathonFrom(startDateIso: string): Plan {
  const result = generatePlan({
    raceDistanceMeters: 21097.5,
    raceDateIso: addDays(startDateIso, 84),
    goalSeconds: null,
    currentWeeklyMeters: 40000,
    longestRecentRunMeters: 15000,
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    experience: 'intermediate',
    startDateIso,
    vdot: 45,
    hrZones: null,
  })
  if ('error' in result) throw new Error(result.error.message)
  return result.plan
}

const SCENARIOS = {
  'starts today': halfMarathonFrom(TODAY),
  'starts tomorrow': halfMarathonFrom(addDays(TODAY, 1)),
  'starts in 3 weeks': halfMarathonFrom(addDays(TODAY, 21)),
  'race in 4 days': halfMarathonFrom(addDays(TODAY, 4 - 84)),
}

const TRIGGERS: Record<string, AdaptTrigger> = {
  'illness': { type: 'illness', startIso: TODAY, days: 3 },
  'injury': { type: 'injury', startIso: TODAY },
  'travel': {
    type: 'travel',
    fromIso: addDays(TODAY, 1),
    toIso: addDays(TODAY, 5),
    availableDays: [],
  },
  'fewer days next week': {
    type: 'fewer_days',
    fromIso: NEXT_MONDAY,
    toIso: addDays(NEXT_MONDAY, 6),
    daysPerWeek: 2,
  },
  'short on time': { type: 'short_on_time', maxSessionSeconds: 30 * 60 },
  'harder': { type: 'new_fitness', vdot: 46, source: 'estimated' },
  'easier': { type: 'new_fitness', vdot: 44, source: 'estimated' },
}

/** What each scenario must do: propose (changes) or answer why not (with this text). */
const EXPECTED: Record<string, Record<string, 'changes' | RegExp>> = {
  'starts today': {
    'illness': 'changes',
    'injury': 'changes',
    'travel': 'changes',
    'fewer days next week': 'changes',
    'short on time': 'changes',
    'harder': 'changes',
    'easier': 'changes',
  },
  'starts tomorrow': {
    'illness': 'changes',
    'injury': 'changes',
    'travel': 'changes',
    'fewer days next week': 'changes',
    'short on time': 'changes',
    'harder': 'changes',
    'easier': 'changes',
  },
  'starts in 3 weeks': {
    'illness': /^Your plan starts on Friday 18 December; nothing to change before then\.$/,
    'injury': /^Your plan starts on Friday 18 December; nothing to change before then\.$/,
    'travel': /^Your plan starts on Friday 18 December; nothing to change before then\.$/,
    'fewer days next week':
      /^Your plan starts on Friday 18 December; nothing to change before then\.$/,
    'short on time': /^Your plan starts on Friday 18 December; nothing to change before then\.$/,
    'harder': 'changes',
    'easier': 'changes',
  },
  'race in 4 days': {
    'illness': 'changes',
    'injury': 'changes',
    'travel': 'changes',
    'fewer days next week': /only the race is left, and the race stays as it is/,
    'short on time': 'changes',
    'harder': 'changes',
    'easier': 'changes',
  },
}

const RAW = /\d{4}-\d{2}-\d{2}|startDate|toDate|fromDate|must be|invalid|zod|undefined|NaN/i

function raceOf(plan: Plan): PlannedWorkout | undefined {
  return allWorkouts(plan).find((w) => w.type === 'race')
}

test.group('Plan changes: every trigger wherever the plan stands', () => {
  for (const [scenario, plan] of Object.entries(SCENARIOS)) {
    for (const [name, trigger] of Object.entries(TRIGGERS)) {
      test(`${scenario}: ${name}`, ({ assert }) => {
        const revision = proposeRevision(plan, trigger, { todayIso: TODAY })
        const expected = EXPECTED[scenario][name]
        assert.notMatch(revision.reason, RAW)
        if (expected === 'changes') {
          assert.isAbove(revision.changes.length, 0, revision.reason)
          const first = plan.startDateIso > TODAY ? plan.startDateIso : TODAY
          for (const change of revision.changes) {
            assert.isTrue(change.before!.dateIso >= first, `${change.key} before the plan/today`)
            assert.isTrue(change.before!.dateIso <= plan.endDateIso)
          }
        } else {
          assert.lengthOf(revision.changes, 0)
          assert.match(revision.reason, expected)
        }
        // The race stays on race day, at its distance (a new fitness re-paces it).
        const race = (p: Plan) => {
          const w = raceOf(p)
          return w && [w.key, w.dateIso, w.type, w.distanceMeters]
        }
        assert.deepEqual(race(applyRevision(plan, revision)), race(plan))
      })
    }
  }

  test('an illness begun before a plan that starts tomorrow says the plan starts there', ({
    assert,
  }) => {
    const plan = SCENARIOS['starts tomorrow']
    const revision = proposeRevision(plan, TRIGGERS.illness, { todayIso: TODAY })
    assert.include(revision.reason, 'from Friday 27 November')
    assert.include(revision.reason, 'Your plan starts on Saturday 28 November')
  })

  test('a trip past race day changes the days up to the race and says where the plan ends', ({
    assert,
  }) => {
    const plan = SCENARIOS['race in 4 days']
    const revision = proposeRevision(plan, TRIGGERS.travel, { todayIso: TODAY })
    assert.include(
      revision.reason,
      'In your plan that is Saturday 28 November to Tuesday 1 December'
    )
    assert.include(revision.reason, '(your plan ends there)')
    for (const change of revision.changes) assert.isTrue(change.after!.dateIso < plan.endDateIso)
  })

  test('"only 2 days next week": two running days stay, the long run among them', ({ assert }) => {
    const plan = SCENARIOS['starts today']
    const revision = proposeRevision(plan, TRIGGERS['fewer days next week'], { todayIso: TODAY })
    const week = allWorkouts(revision.plan).filter(
      (w) => w.dateIso >= NEXT_MONDAY && w.dateIso <= addDays(NEXT_MONDAY, 6)
    )
    const running = week.filter((w) => w.type !== 'rest')
    assert.lengthOf(new Set(running.map((w) => w.dateIso)), 2)
    assert.isTrue(running.some((w) => w.type === 'long'))
    assert.include(revision.reason, 'Only 2 running days a week from Monday 30 November')
    // Days outside that week are untouched.
    for (const change of revision.changes) {
      assert.isTrue(change.before!.dateIso >= NEXT_MONDAY)
      assert.isTrue(change.before!.dateIso <= addDays(NEXT_MONDAY, 6))
    }
  })

  test('a window of only rest days, and a reversed one, are answered in words', ({ assert }) => {
    const plan = SCENARIOS['starts today']
    const restDay = allWorkouts(plan).find((w) => w.type === 'rest' && w.dateIso > TODAY)!
    const travel: AdaptTrigger = {
      type: 'travel',
      fromIso: restDay.dateIso,
      toIso: restDay.dateIso,
      availableDays: [],
    }
    const rest = proposeRevision(plan, travel, { todayIso: TODAY })
    assert.lengthOf(rest.changes, 0)
    assert.equal(
      rest.reason,
      `${longDayLabel(restDay.dateIso)}: only rest days in your plan, so nothing to change.`
    )
    const reversed = proposeRevision(
      plan,
      { ...travel, fromIso: addDays(TODAY, 5), toIso: addDays(TODAY, 2) },
      { todayIso: TODAY }
    )
    assert.match(reversed.reason, /^The last day \(Sunday 29 November\) comes before the first/)
  })

  test('a week that already has as few days changes nothing, and says so', ({ assert }) => {
    const plan = SCENARIOS['starts today']
    const revision = proposeRevision(
      plan,
      { ...TRIGGERS['fewer days next week'], daysPerWeek: 6 } as AdaptTrigger,
      { todayIso: TODAY }
    )
    assert.lengthOf(revision.changes, 0)
    assert.match(revision.reason, /your plan has \d running days a week, no more than the 6/)
  })

  test('sessions already done are not changed, and a window of them says so', ({ assert }) => {
    const plan = SCENARIOS['starts today']
    const window = allWorkouts(plan).filter(
      (w) => w.dateIso >= TODAY && w.dateIso <= addDays(TODAY, 6)
    )
    const revision = proposeRevision(
      plan,
      { type: 'short_on_time', maxSessionSeconds: 20 * 60 },
      { todayIso: TODAY, completedKeys: window.map((w) => w.key) }
    )
    assert.lengthOf(revision.changes, 0)
    assert.match(revision.reason, /every session is already done or marked/)
  })

  test('moving a session works in every scenario; refusals are sentences with day names', ({
    assert,
  }) => {
    for (const [scenario, plan] of Object.entries(SCENARIOS)) {
      const next = allWorkouts(plan).find(
        (w) => w.type !== 'rest' && w.type !== 'race' && w.dateIso >= TODAY
      )!
      const target = addDays(next.dateIso, 1)
      const moved = moveWorkout(plan, next.key, target, { todayIso: TODAY })
      if (target < plan.endDateIso) {
        assert.notProperty(moved, 'error', scenario)
      }
      const outside = moveWorkout(plan, next.key, addDays(plan.endDateIso, 3), {
        todayIso: TODAY,
      })
      assert.property(outside, 'error')
      if ('error' in outside) {
        assert.notMatch(outside.error.message, RAW)
        assert.include(outside.error.message, 'is outside your plan')
      }
    }
  })
})

test.group('Plan changes: the window and the days kept', () => {
  const plan = SCENARIOS['starts tomorrow']

  test('clampWindow cuts to the plan and today, and names an empty window', ({ assert }) => {
    assert.deepEqual(clampWindow(plan, { fromIso: TODAY, toIso: addDays(TODAY, 3) }, TODAY), {
      kind: 'open',
      fromIso: plan.startDateIso,
      toIso: addDays(TODAY, 3),
    })
    assert.deepEqual(clampWindow(plan, { fromIso: TODAY, toIso: TODAY }, TODAY), {
      kind: 'before_plan',
    })
    assert.deepEqual(
      clampWindow(plan, { fromIso: addDays(TODAY, -5), toIso: addDays(TODAY, -1) }, TODAY),
      { kind: 'past' }
    )
    assert.deepEqual(
      clampWindow(plan, { fromIso: addDays(plan.endDateIso, 1), toIso: '2030-01-01' }, TODAY),
      { kind: 'after_plan' }
    )
    assert.deepEqual(
      clampWindow(plan, { fromIso: addDays(plan.endDateIso, -1), toIso: '2030-01-01' }, TODAY),
      { kind: 'open', fromIso: addDays(plan.endDateIso, -1), toIso: plan.endDateIso }
    )
  })

  test('weeksOf counts seven days from the first day asked about', ({ assert }) => {
    assert.deepEqual(weeksOf('2026-11-30', { fromIso: '2026-12-02', toIso: '2026-12-10' }), [
      { fromIso: '2026-12-02', toIso: '2026-12-06' },
      { fromIso: '2026-12-07', toIso: '2026-12-10' },
    ])
  })

  test('runningDatesToKeep: race, long run, one quality session, then the longest easy runs', ({
    assert,
  }) => {
    const run = (dateIso: string, type: PlannedWorkout['type'], meters: number, hard = false) =>
      ({
        key: dateIso,
        dateIso,
        type,
        title: type,
        purpose: '',
        distanceMeters: meters,
        hard,
        steps: [],
      }) as PlannedWorkout
    const week = [
      run('2026-11-30', 'easy', 6000),
      run('2026-12-01', 'intervals', 9000, true),
      run('2026-12-02', 'easy', 10000),
      run('2026-12-03', 'tempo', 10000, true),
      run('2026-12-04', 'rest', 0),
      run('2026-12-05', 'easy', 8000),
      run('2026-12-06', 'long', 18000, true),
    ]
    assert.deepEqual([...runningDatesToKeep(week, 1)], ['2026-12-06'])
    assert.deepEqual([...runningDatesToKeep(week, 3)], ['2026-12-06', '2026-12-01', '2026-12-02'])
    assert.deepEqual([...runningDatesToKeep(week, 6)].sort(), [
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-05',
      '2026-12-06',
    ])
    assert.lengthOf([...runningDatesToKeep(week, 0)], 0)
    // A race week: the race stays even when no running day is left, and takes the first day.
    const raceWeek = [...week.slice(0, 6), run('2026-12-06', 'race', 10000, true)]
    assert.deepEqual([...runningDatesToKeep(raceWeek, 0)], ['2026-12-06'])
    assert.deepEqual([...runningDatesToKeep(raceWeek, 2)], ['2026-12-06', '2026-12-01'])
  })

  test('day labels read like a runner says them', ({ assert }) => {
    assert.equal(longDayLabel('2026-11-29'), 'Sunday 29 November')
    assert.equal(longDayLabel('2027-01-03', TODAY), 'Sunday 3 January 2027')
    assert.equal(spanPhrase('2026-11-29', '2026-11-29'), 'on Sunday 29 November')
    assert.equal(
      spanPhrase('2026-11-30', '2026-12-06'),
      'from Monday 30 November to Sunday 6 December'
    )
  })
})
