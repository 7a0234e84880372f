/** Training terms explained (knowledge.ts, TERM_SOURCE), with the athlete's pace for the term. */
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { TERMS, TERM_SOURCE } from '#coach/offline/knowledge'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

/** The training pace each term is run at (Daniels' Running Formula). */
const PACE_OF: Record<string, 'easy' | 'threshold' | 'interval' | 'repetition' | 'marathon'> = {
  tempo: 'threshold',
  threshold: 'threshold',
  interval: 'interval',
  vo2max: 'interval',
  strides: 'repetition',
  easy: 'easy',
  long_run: 'easy',
  recovery: 'easy',
  progression: 'marathon',
}

async function term(turn: Turn, intent: IntentOf<'term'>) {
  const { session } = turn
  const entry = TERMS[intent.term] ?? TERMS.easy
  const facts: string[] = []
  const key = PACE_OF[intent.term]
  if (key) {
    const profile = await session.run(athleteProfileTool)
    if (profile.trainingPaces) {
      facts.push(
        `For you (VDOT ${profile.vdot?.value}): ${key} pace ${profile.trainingPaces[key]}.`
      )
    }
  }
  return reply(turn, {
    headline: `**${entry.name}**: ${entry.text}`,
    facts,
    why: [`Source: ${TERM_SOURCE}.`],
  })
}

export const termsSkill = defineSkill('terms', { term })
