import { test } from '@japa/runner'
import { addDays } from '#domain/calendar'
import { allWorkouts, applyRevision, moveWorkout, proposeRevision } from '#domain/plans/adapt_plan'
import { changeKind, revisionSummary } from '#domain/plans/revision_summary'
import { generatePlan } from '#domain/plans/generate_plan'
import type { Plan } from '#domain/plans/types'
import { marathonInput } from './helpers.js'

/*
 * A revision summed up per plan week (docs/science.md#adaptation): the week's planned distance
 * before and after equals the plan's own week totals before and after applying it, whether the
 * summary is read from the plan before or after the revision is applied.
 */
function planOf(): Plan {
  const result = generatePlan(marathonInput)
  if ('error' in result) throw new Error(result.error.message)
  return result.plan
}

const plan = planOf()
const today = addDays(plan.startDateIso, 10)

test.group('revisionSummary', () => {
  test('an easier plan: one row per week touched, distances equal the plan weeks before and after', ({
    assert,
  }) => {
    const revision = proposeRevision(
      plan,
      { type: 'new_fitness', vdot: plan.fitness.vdot - 1, source: 'estimated' },
      { todayIso: today }
    )
    assert.isAbove(revision.changes.length, 40)
    const applied = applyRevision(plan, revision)
    for (const from of [plan, applied]) {
      const summary = revisionSummary(from, revision.changes)
      assert.equal(
        summary.weeks.reduce((n, w) => n + w.changedSessions, 0),
        revision.changes.length
      )
      assert.equal(summary.totals.changedSessions, revision.changes.length)
      for (const week of summary.weeks) {
        const before = plan.weeks.find((w) => w.index === week.index)!
        const after = applied.weeks.find((w) => w.index === week.index)!
        assert.equal(week.startDateIso, before.startDateIso)
        assert.equal(week.beforeMeters, before.plannedDistanceMeters, `week ${week.index}`)
        assert.equal(week.afterMeters, after.plannedDistanceMeters, `week ${week.index}`)
        assert.sameMembers(
          week.keys,
          revision.changes
            .filter((c) => c.before!.dateIso >= before.startDateIso)
            .filter((c) => c.before!.dateIso <= before.endDateIso)
            .map((c) => c.key)
        )
      }
      assert.equal(
        summary.totals.beforeMeters,
        summary.weeks.reduce((m, w) => m + w.beforeMeters, 0)
      )
    }
    // Weeks already over are not in it.
    const summary = revisionSummary(plan, revision.changes)
    assert.isTrue(summary.weeks.every((w) => w.endDateIso >= today))
    // Re-paced at the same distance: "new paces" is what most sessions get.
    assert.equal(summary.weeks[1].kinds[0].kind, 'paces')
  })

  test('a trip: runs become rest, and the distance drops by theirs', ({ assert }) => {
    const revision = proposeRevision(
      plan,
      { type: 'travel', fromIso: today, toIso: addDays(today, 6), availableDays: [] },
      { todayIso: today }
    )
    const summary = revisionSummary(plan, revision.changes)
    const dropped = revision.changes.reduce((m, c) => m + (c.before!.distanceMeters ?? 0), 0)
    assert.equal(summary.totals.beforeMeters - summary.totals.afterMeters, dropped)
    assert.isTrue(
      summary.weeks.every((w) => w.kinds.every((k) => k.kind === 'rest' || k.kind === 'removed'))
    )
  })

  test('a session moved into the next week counts in both weeks', ({ assert }) => {
    const week = plan.weeks.find((w) => w.startDateIso > today && !w.partial)!
    const long = week.workouts.find((w) => w.type === 'long')!
    const target = addDays(week.endDateIso, 1)
    const moved = moveWorkout(plan, long.key, target, { todayIso: today })
    if ('error' in moved) throw new Error(moved.error.message)
    const summary = revisionSummary(plan, moved.changes)
    assert.sameMembers(
      summary.weeks.map((w) => w.index),
      [week.index, week.index + 1]
    )
    const first = summary.weeks[0]
    assert.isBelow(first.afterMeters, first.beforeMeters)
    assert.include(
      first.kinds.map((k) => k.kind),
      'moved'
    )
    assert.equal(changeKind(moved.changes.find((c) => c.key === long.key)!), 'moved')
  })

  test('changeKind names what happens to a session', ({ assert }) => {
    const [easy] = allWorkouts(plan).filter((w) => w.type === 'easy')
    const hard = allWorkouts(plan).find((w) => w.hard && w.type !== 'long' && w.type !== 'race')!
    const rest = { ...easy, type: 'rest' as const, distanceMeters: 0, steps: [] }
    assert.equal(changeKind({ key: easy.key, before: easy, after: null }), 'removed')
    assert.equal(changeKind({ key: easy.key, before: null, after: easy }), 'added')
    assert.equal(changeKind({ key: easy.key, before: easy, after: rest }), 'rest')
    assert.equal(
      changeKind({ key: hard.key, before: hard, after: { ...hard, hard: false, type: 'easy' } }),
      'easy'
    )
    assert.equal(
      changeKind({
        key: easy.key,
        before: easy,
        after: { ...easy, distanceMeters: (easy.distanceMeters ?? 0) - 1000 },
      }),
      'shorter'
    )
    assert.equal(changeKind({ key: easy.key, before: easy, after: { ...easy } }), 'paces')
  })
})
