import { z } from 'zod'
import { addDays } from '#domain/calendar'
import { defineTool } from '#coach/tools/tool'
import { planSnapshot, workoutSummary } from '#coach/tools/plan_data'

/** Today's workout with its purpose and steps (targets in the athlete's units), and tomorrow's. */
export const todayWorkoutTool = defineTool({
  name: 'today_workout',
  description:
    "Today's planned workout with its purpose and structured steps (pace and heart-rate targets), and tomorrow's, from the active plan.",
  input: z.object({}).strict(),
  async run(context) {
    const { todayIso } = context
    const units = context.profile.units
    const snapshot = await planSnapshot(context, todayIso, addDays(todayIso, 1))
    if (!snapshot) return { plan: false as const, today: null, tomorrow: null }
    const find = (date: string) => {
      const workout = snapshot.workouts.find((w) => w.dateIso === date)
      return workout
        ? workoutSummary(workout, snapshot.states.get(workout.key) ?? 'planned', units, true)
        : null
    }
    return { plan: true as const, today: find(todayIso), tomorrow: find(addDays(todayIso, 1)) }
  },
  summary: () => "looked at today's workout",
})
