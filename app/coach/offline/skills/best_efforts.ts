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
import { paceIn, shortDay } from '#coach/offline/skills/data_format'
import { dataText, effortName } from '#coach/offline/skills/data_texts'
import { unitAsked } from '#coach/offline/skills/data_route'
import type { RaceDistance } from '#coach/understanding/index'

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

/** The distances' names where the language has no word of its own (data_texts.ts). */
const EFFORT_LABELS: Record<EffortKey, string> = {
  '400m': '400 m',
  '1k': '1 km',
  '1mi': '1 mile',
  '5k': '5 km',
  '10k': '10 km',
  'half': 'half marathon',
  'marathon': 'marathon',
}

/** A mile said alone ("my fastest mile", "meine schnellste Meile"), which carries no number. */
const MILE_ALONE = /\b(?:mile|meile|mille|milla)\b/i

/** A race named by its name ("media maratón", "Halbmarathon"), as metres. */
const RACE_METERS: Partial<Record<RaceDistance, number>> = {
  '5k': 5000,
  '10k': 10000,
  'half': 21097.5,
  'marathon': 42195,
}

/** The standard distance asked, within 1 % (a "5 km" read as 5,000 m, "10 miles" is none). */
export function effortKeyOf(turn: Turn): EffortKey | null {
  // "and the mile?" after "my best 5k": the mile said now, not the thread's distance.
  const mileSaid = MILE_ALONE.test(turn.question) && !/\d/.test(turn.question)
  const { distanceMeters, raceDistance } = turn.understanding.entities
  // A race named now ("media maratón"), not the one the thread remembers.
  const named = raceDistance && raceDistance !== turn.thread.raceDistance ? raceDistance : null
  const race = named ? RACE_METERS[named] : undefined
  const meters = mileSaid ? METERS_PER_MILE : (distanceMeters ?? race)
  if (!meters) return null
  const found = EFFORTS.find(([, standard]) => Math.abs(meters - standard) / standard < 0.01)
  return found ? found[0] : null
}

/** The answer to the understanding's intent 'best_efforts', in the language and unit asked. */
export async function answerBestEfforts(turn: Turn) {
  const { language, today } = turn
  const { period } = turn.understanding.entities
  const key = effortKeyOf(turn)
  const result = await turn.session.run(bestEffortsTool, {
    ...(period ? { from: period.fromIso, to: period.toIso } : {}),
    ...(key ? { distances: [key] } : {}),
  })
  if (isRefusal(result)) return reply(turn, { headline: result.error })
  const unit = unitAsked(turn.understanding, turn.session.context.profile.units)
  const when = period ? `${period.label}: ` : ''
  const lines = result.efforts.map((effort) =>
    dataText(language, 'effortLine', {
      distance: effortName(language, effort.distanceMeters, effort.distance),
      time: effort.time,
      pace: paceIn(effort.seconds / (effort.distanceMeters / 1000), unit),
      day: shortDay(effort.date, language, today),
      activity: effort.activity,
    })
  )
  if (lines.length === 0 && key) {
    // "No best effort stored for 1 mile": the distance asked is named.
    const [, meters] = EFFORTS.find(([k]) => k === key)!
    const distance = effortName(language, meters, EFFORT_LABELS[key])
    return reply(turn, { headline: `${when}${dataText(language, 'bestNoneFor', { distance })}` })
  }
  if (lines.length === 0)
    return reply(turn, { headline: `${when}${dataText(language, 'bestNone')}` })
  const asked = turn.understanding.entities.distanceMeters
  return reply(turn, {
    headline:
      key && lines.length === 1
        ? `${when}${dataText(language, 'bestOne', { line: lines[0] })}`
        : asked && !key
          ? `${when}${dataText(language, 'bestKept')}`
          : `${when}${dataText(language, 'bestAll')}`,
    facts: key && lines.length === 1 ? [] : lines.map((line) => `${line}.`),
    why: [dataText(language, 'bestWhy')],
  })
}

/** No intent of the keyword matcher asks for best efforts; the understanding's 'best_efforts' does. */
export const bestEffortsSkill = defineSkill('best_efforts', {})
