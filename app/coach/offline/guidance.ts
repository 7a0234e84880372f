/** An answer from a guidance entry of the knowledge base (knowledge.ts), with its sources. */
import type { Guidance } from '#coach/offline/knowledge'
import { reply, type Turn } from '#coach/offline/turn'

export function guidanceAnswer(
  turn: Turn,
  guidance: Guidance,
  headline: string,
  extra: string[] = []
) {
  return reply(turn, {
    headline,
    facts: [
      ...extra,
      ...guidance.points,
      ...(guidance.seeAProfessional ? [guidance.seeAProfessional] : []),
    ],
    why: [`Sources: ${guidance.sources.join('; ')}.`],
  })
}
