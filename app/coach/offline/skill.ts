/*
 * A skill answers one family of intents (history, plan changes, health, ...). The engine
 * (engine.ts) finds the intent of a question and hands the turn to the skill that declares
 * it; each skill lives in skills/ and shares only the helpers in this folder, no base class.
 */
import type { Intent, IntentType } from '#coach/offline/intents'
import type { Turn } from '#coach/offline/turn'

export type IntentOf<T extends IntentType> = Extract<Intent, { type: T }>

/** The answer to each intent of a skill, given that intent with its slots. */
export type Handlers<T extends IntentType> = {
  [K in T]: (turn: Turn, intent: IntentOf<K>) => string | Promise<string>
}

export interface Skill<T extends IntentType = IntentType> {
  readonly name: string
  readonly intents: readonly T[]
  /** The answer's text; the engine adds the tool uses, the safety notice and the language. */
  answer(turn: Turn, intent: IntentOf<T>): Promise<string>
}

export function defineSkill<T extends IntentType>(name: string, handlers: Handlers<T>): Skill<T> {
  const intents = Object.keys(handlers) as T[]
  return {
    name,
    intents,
    async answer(turn, intent) {
      const handle = handlers[intent.type as T] as (turn: Turn, intent: IntentOf<T>) => string
      return handle(turn, intent)
    },
  }
}
