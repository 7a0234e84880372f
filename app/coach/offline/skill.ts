/*
 * A skill answers one family of intents (history, plan changes, health, ...). The router
 * (route.ts) reads the understanding and hands the turn to the skill that declares the skill
 * intent it built; each skill lives in skills/ and shares only the helpers in this folder, no
 * base class.
 */
import type { Metric } from '#coach/tools/explain_metric'
import type { InjurySite } from '#coach/offline/knowledge'
import type { Turn } from '#coach/offline/turn'

/** The race distances the skills answer for (a subset of the understanding's). */
export type RaceDistance = '5k' | '10k' | 'half' | 'marathon'

/**
 * What a skill is asked, with its slots (a race, days off, a body site): built by the router
 * (route.ts) from the understanding (app/coach/understanding).
 */
export type Intent =
  | { type: 'injection' }
  | {
      type: 'illness'
      days: number | null
      /** Where the symptoms are (Eichner's neck check); unknown when the message does not say. */
      symptoms: 'above_neck' | 'below_neck' | 'unknown'
    }
  | { type: 'injury'; days: number | null; site: InjurySite }
  | { type: 'overtraining' }
  | { type: 'acwr' }
  | { type: 'readiness'; distance: RaceDistance | null; daysAhead: number | null }
  | { type: 'fuelling' }
  | { type: 'hydration' }
  | { type: 'sleep' }
  | { type: 'travel'; days: number | null; minutes: number | null; noRunning: boolean }
  | { type: 'short_on_time'; minutes: number | null; scope: 'day' | 'week' }
  | { type: 'missed_workout' }
  /** The athlete cannot run on a coming day ("can't run tomorrow", "skip today's workout"). */
  | { type: 'skip_day' }
  /** More or less weekly distance, not faster or slower paces. */
  | { type: 'volume'; direction: 'up' | 'down' }
  /** A pace in one unit asked in the other ("8 min per mile in km"). */
  | { type: 'pace_convert' }
  /** Tomorrow's session done today ("swap tomorrow's run with today's"). */
  | { type: 'swap_days' }
  /** Running on consecutive days, how many days a week. */
  | { type: 'frequency' }
  | { type: 'move_long_run'; weekday: number | null; relative: 'today' | 'tomorrow' | null }
  | { type: 'plan_intensity'; direction: 'harder' | 'easier' }
  | { type: 'history' }
  | { type: 'compare_months' }
  | { type: 'plan_lookup' }
  | { type: 'explain_metric'; metric: Metric }
  | { type: 'term'; term: string }
  | { type: 'zones' }
  | { type: 'easy_pace' }
  | { type: 'training_paces' }
  | { type: 'race_prediction'; distance: RaceDistance | null }
  | { type: 'motivation' }
  | { type: 'today' }
  | { type: 'progress' }
  | { type: 'unknown' }

export type IntentType = Intent['type']

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
