import { test } from '@japa/runner'
import { generatePlan } from '#domain/plans/generate_plan'
import type { Plan } from '#domain/plans/types'
import { planWorkoutsByDate } from '#services/plan_days'
import { marathonInput } from './helpers.js'

const plan = (generatePlan(marathonInput) as { plan: Plan }).plan

test.group('planWorkoutsByDate', () => {
  test('each date has its workouts, in the document order', ({ assert }) => {
    const days = planWorkoutsByDate(JSON.stringify(plan))
    const all = plan.weeks.flatMap((week) => week.workouts)
    assert.equal([...days.values()].flat().length, all.length)
    for (const workout of all.slice(0, 30)) {
      assert.deepEqual(
        days.get(workout.dateIso),
        all.filter((candidate) => candidate.dateIso === workout.dateIso)
      )
    }
    assert.isUndefined(days.get('1999-01-01'))
  })

  test('an equal text reuses the days; a changed document gets its own', ({ assert }) => {
    const text = JSON.stringify(plan)
    const first = planWorkoutsByDate(text)
    assert.strictEqual(planWorkoutsByDate(`${text}`.slice(0)), first)
    assert.strictEqual(planWorkoutsByDate(JSON.stringify(JSON.parse(text))), first)

    const day = plan.weeks[0].workouts[0].dateIso
    const changed: Plan = structuredClone(plan)
    changed.weeks[0].workouts[0].title = 'Moved by the coach'
    const days = planWorkoutsByDate(JSON.stringify(changed))
    assert.notStrictEqual(days, first)
    assert.equal(days.get(day)![0].title, 'Moved by the coach')
    assert.notEqual(first.get(day)![0].title, 'Moved by the coach')
  })
})
