/*
 * Personal bests: the fastest stretch of each standard distance inside any run, with its date
 * and run (the Progress page's personal bests, the best_efforts tool), for the distance and
 * period asked or all of them.
 */
import { bestEffortsTool } from '#coach/tools/best_efforts'
import { isRefusal } from '#coach/tools/tool'
import { METERS_PER_MILE } from '#domain/units'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

/** The standard distances best efforts are kept for, as the tool's keys. */
const EFFORTS = [
  ['400m', 400],
  ['1k', 1000],
  ['1mi', METERS_PER_MILE],
  ['5k', 5000],
  ['10k', 10000],
  ['half', 21097.5],
  ['marathon', 42195],
] as const
type EffortKey = (typeof EFFORTS)[number][0]

/** A mile said alone ("my fastest mile", "meine schnellste Meile"), which carries no number. */
const MILE_ALONE = /\b(?:mile|meile|mille|milla)\b/i

/** The standard distance asked, within 1 % (a "5 km" read as 5,000 m, "10 miles" is none). */
export function effortKeyOf(turn: Turn): EffortKey | null {
  const meters =
    turn.understanding.entities.distanceMeters ??
    (MILE_ALONE.test(turn.question) ? METERS_PER_MILE : undefined)
  if (!meters) return null
  const found = EFFORTS.find(([, standard]) => Math.abs(meters - standard) / standard < 0.01)
  return found ? found[0] : null
}

/** The answer to the understanding's intent 'best_efforts'. */
export async function answerBestEfforts(turn: Turn) {
  const { period } = turn.understanding.entities
  const key = effortKeyOf(turn)
  const result = await turn.session.run(bestEffortsTool, {
    ...(period ? { from: period.fromIso, to: period.toIso } : {}),
    ...(key ? { distances: [key] } : {}),
  })
  if (isRefusal(result)) return reply(turn, { headline: result.error })
  const when = period ? `${period.label}: ` : ''
  const yours = period ? `${period.label}, your` : 'Your'
  const lines = result.efforts.map(
    (effort) =>
      `${effort.distance}: **${effort.time}** (${effort.pace}) on ${effort.day}, in “${effort.activity}”.`
  )
  if (lines.length === 0) {
    return reply(turn, {
      headline: `${when}${result.note ?? 'No best efforts found.'}`,
    })
  }
  const asked = turn.understanding.entities.distanceMeters
  return reply(turn, {
    headline:
      key && lines.length === 1
        ? `${yours} best ${lines[0]}`
        : asked && !key
          ? `${when}I keep best efforts for 400 m, 1 km, 1 mile, 5 km, 10 km, the half and the marathon; here are yours:`
          : `${yours} best efforts:`,
    facts: key && lines.length === 1 ? [] : lines,
    why: [
      'A best effort is the fastest stretch of that distance inside any run with GPS or distance samples, as on your Progress page.',
    ],
  })
}

/** No intent of the keyword matcher asks for best efforts; the understanding's 'best_efforts' does. */
export const bestEffortsSkill = defineSkill('best_efforts', {})
