import { tool, type ToolSet } from 'ai'
import type { CoachToolUse } from '#models/coach_message'
import type { CoachContext } from '#coach/context'
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { planWindowTool } from '#coach/tools/plan_window'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { explainMetricTool } from '#coach/tools/explain_metric'
import { proposePlanChangeTool } from '#coach/tools/propose_plan_change'
import { trainingHistoryTool } from '#coach/tools/training_history'
import { totalsTool } from '#coach/tools/totals'
import { gearTool } from '#coach/tools/gear'
import { bestEffortsTool } from '#coach/tools/best_efforts'
import { weekPlanVsActualTool } from '#coach/tools/week_plan_vs_actual'
import { isRefusal, type CoachTool } from '#coach/tools/tool'

export const COACH_TOOLS = [
  athleteProfileTool,
  recentTrainingTool,
  trainingHistoryTool,
  totalsTool,
  gearTool,
  bestEffortsTool,
  planWindowTool,
  weekPlanVsActualTool,
  todayWorkoutTool,
  racePredictionsTool,
  explainMetricTool,
  proposePlanChangeTool,
] as const

/**
 * Runs tools for one reply and remembers what they did: the tool uses shown
 * in the chat and the revision a proposal created.
 */
export class ToolSession {
  toolUses: CoachToolUse[] = []
  revisionId: number | null = null

  constructor(readonly context: CoachContext) {}

  /** Validates the input with the tool's schema, runs it, records the use. */
  async run<T extends CoachTool<any, any>>(
    coachTool: T,
    rawInput: unknown = {}
  ): Promise<Awaited<ReturnType<T['run']>>> {
    const parsed = coachTool.input.safeParse(rawInput)
    if (!parsed.success) {
      return {
        error: `Invalid input: ${parsed.error.issues.map((i: { message: string }) => i.message).join('; ')}`,
      } as never
    }
    const output = await coachTool.run(this.context, parsed.data)
    this.record(coachTool, parsed.data, output)
    return output
  }

  private record(coachTool: CoachTool<any, any>, input: unknown, output: unknown) {
    if (
      coachTool.name === proposePlanChangeTool.name &&
      !isRefusal(output) &&
      typeof (output as { revisionId?: unknown }).revisionId === 'number'
    ) {
      this.revisionId = (output as { revisionId: number }).revisionId
    }
    const summary = coachTool.summary(input, output)
    if (!this.toolUses.some((use) => use.name === coachTool.name && use.summary === summary)) {
      this.toolUses.push({ name: coachTool.name, summary })
    }
  }

  /** The tools for the AI SDK: the model picks tools and inputs; the context stays ours. */
  aiTools(): ToolSet {
    const tools: ToolSet = {}
    for (const coachTool of COACH_TOOLS) {
      tools[coachTool.name] = tool({
        description: coachTool.description,
        inputSchema: coachTool.input as never,
        execute: async (input: unknown) => this.run(coachTool as CoachTool<any, any>, input),
      })
    }
    return tools
  }
}
