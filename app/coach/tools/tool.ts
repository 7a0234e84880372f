import type { z } from 'zod'
import type { CoachContext } from '#coach/context'

/**
 * One of the coach's tools: typed input (zod, validated before `run`), a run
 * over the signed-in athlete's data only (the context carries the user; no
 * tool takes a user id), and a plain-language line for the chat ("looked at
 * your last 4 weeks"). The offline engine and the model use the same tools.
 */
export interface CoachTool<Input extends z.ZodType, Output> {
  name: string
  description: string
  input: Input
  run(context: CoachContext, input: z.output<Input>): Promise<Output>
  summary(input: z.output<Input>, output: Output): string
}

export function defineTool<Input extends z.ZodType, Output>(tool: CoachTool<Input, Output>) {
  return tool
}

/** A refusal a tool returns to the model (bad input, no plan): never an exception. */
export interface ToolRefusal {
  error: string
}

export function isRefusal(value: unknown): value is ToolRefusal {
  return typeof value === 'object' && value !== null && 'error' in value
}
