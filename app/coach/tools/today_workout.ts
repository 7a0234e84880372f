import { z } from 'zod'
import { addDays } from '#domain/calendar'
import { defineTool } from '#coach/tools/tool'
import { planSnapshot, workoutSummary } from '#coach/tools/plan_data'
import { bySession } from '#domain/plans/sessions'
import type { PlannedWorkout } from '#domain/plans/types'

/** Today's workout with its purpose and steps (targets in the athlete's units), and tomorrow's. */
export const todayWorkoutTool = defineTool({
  name: 'today_workout',
  description:
    "Today's planned workout with its purpose and structured steps (pace and heart-rate targets), and tomorrow's, from the active plan, with the plan's first and last days. On a day with two runs, `secondRun` is the second.",
  input: z.object({}).strict(),
  async run(context) {
    const { todayIso } = context
    const units = context.profile.units
    const snapshot = await planSnapshot(context, todayIso, addDays(todayIso, 1))
    if (!snapshot) return { plan: false as const, today: null, tomorrow: null }
    const summary = (workout: PlannedWorkout) =>
      workoutSummary(workout, snapshot.states.get(workout.key) ?? 'planned', units, true)
    // The day's first run; on a day with two (docs/plans.md#doubles) the second comes with it.
    const find = (date: string) => {
      const [workout, second] = snapshot.workouts.filter((w) => w.dateIso === date).sort(bySession)
      if (!workout) return null
      return second && second.type !== 'rest'
        ? { ...summary(workout), secondRun: summary(second) }
        : summary(workout)
    }
    const { startDateIso, endDateIso } = snapshot.plan.document
    return {
      plan: true as const,
      startDate: startDateIso,
      endDate: endDateIso,
      today: find(todayIso),
      tomorrow: find(addDays(todayIso, 1)),
    }
  },
  summary: () => "looked at today's workout",
})
