/*
 * Every skill of the offline coach, and the one that answers each skill intent (skill.ts).
 * The type check below fails to compile when a skill intent has no skill.
 */
import type { IntentType } from '#coach/offline/skill'
import type { Skill } from '#coach/offline/skill'
import { bestEffortsSkill } from '#coach/offline/skills/best_efforts'
import { daySkill } from '#coach/offline/skills/day'
import { fitnessSkill } from '#coach/offline/skills/fitness'
import { gearSkill } from '#coach/offline/skills/gear'
import { healthSkill } from '#coach/offline/skills/health'
import { historySkill } from '#coach/offline/skills/history'
import { missedDaysSkill } from '#coach/offline/skills/missed_days'
import { motivationSkill } from '#coach/offline/skills/motivation'
import { movesSkill } from '#coach/offline/skills/moves'
import { nutritionSleepSkill } from '#coach/offline/skills/nutrition_sleep'
import { pacesZonesSkill } from '#coach/offline/skills/paces_zones'
import { planChangesSkill } from '#coach/offline/skills/plan_changes'
import { predictionsSkill } from '#coach/offline/skills/predictions'
import { readinessSkill } from '#coach/offline/skills/readiness'
import { smallTalkSkill } from '#coach/offline/skills/small_talk'
import { termsSkill } from '#coach/offline/skills/terms'
import { totalsSkill } from '#coach/offline/skills/totals'
import { volumeSkill } from '#coach/offline/skills/volume'

export const SKILLS = [
  smallTalkSkill,
  daySkill,
  historySkill,
  totalsSkill,
  fitnessSkill,
  predictionsSkill,
  readinessSkill,
  healthSkill,
  nutritionSleepSkill,
  motivationSkill,
  termsSkill,
  pacesZonesSkill,
  planChangesSkill,
  movesSkill,
  missedDaysSkill,
  volumeSkill,
  gearSkill,
  bestEffortsSkill,
] as const

type Answered = (typeof SKILLS)[number]['intents'][number]
// Compiles only if every intent has a skill.
const everyIntentAnswered: [Exclude<IntentType, Answered>] extends [never] ? true : false = true
void everyIntentAnswered

const SKILL_OF = new Map<IntentType, Skill>()
for (const skill of SKILLS) {
  for (const intent of skill.intents) {
    if (SKILL_OF.has(intent)) throw new Error(`Two skills answer the intent "${intent}".`)
    SKILL_OF.set(intent, skill as Skill)
  }
}

/** The skill that answers an intent. */
export function skillFor(intent: IntentType): Skill {
  return SKILL_OF.get(intent)!
}
