/*
 * Elevation gain ("vert", "Höhenmeter", "dénivelé positif", "desnivel") of a day's runs or of
 * a period's, from the totals tool (the climb it adds up, docs/coach.md#pipeline): in metres,
 * or in feet for an imperial athlete or when feet are asked, with the day or period understood.
 * Runs by default; another sport when one is named ("my rides").
 */
import { totalsTool } from '#coach/tools/totals'
import { isRefusal } from '#coach/tools/tool'
import { metersToFeet } from '#domain/units'
import { numberIn, spanIn } from '#coach/offline/skills/data_format'
import { sportName } from '#coach/offline/skills/data_texts'
import { reply, type Turn } from '#coach/offline/turn'
import type { Period } from '#coach/offline/dates'
import type { Language } from '#coach/offline/language'
import type { Understanding } from '#coach/understanding/index'

/** Words of elevation gain in the four languages, on text folded to lower case without accents. */
const ELEVATION =
  /\b(?:elevation|vert|vertical|climbing|climbed|ascent|hohenmeter\w*|hm|anstieg\w*|aufstieg\w*|denivele?e?s?|desnivel(?:es)?|ascenso)\b|\bd\s?\+|\bhow\s+much\s+(?:did\s+i\s+)?climb\b/

/** Feet asked ("in feet", "Fuß", "pieds", "pies") or metres asked, on folded text. */
const FEET = /\b(?:feet|foot|ft|fu(?:ss|ß)|pieds?|pies)\b/
const METRES = /\b(?:met(?:er|re|ro)s?|metres)\b/

function folded(text: string) {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

/** Whether the message asks for elevation gain (its words, or the thread's metric). */
export function asksElevation({ text, entities }: Understanding): boolean {
  return entities.metric === 'elevation' || ELEVATION.test(folded(text))
}

/** Feet when asked, metres when asked, else the profile's system. */
export function elevationInFeet(text: string, units: 'metric' | 'imperial'): boolean {
  const plain = folded(text)
  if (FEET.test(plain)) return true
  if (METRES.test(plain)) return false
  return units === 'imperial'
}

/** "1 234 m" or "4 049 ft", the number written the language's way. */
export function elevationIn(language: Language, meters: number, feet: boolean): string {
  const value = Math.round(feet ? metersToFeet(meters) : meters)
  return `${numberIn(language, value, 0)} ${feet ? 'ft' : 'm'}`
}

const TEXTS: Record<Language, { gain: string; none: string; run: string; runs: string }> = {
  en: {
    gain: '{span}{gain} of elevation gain over {count} {what}.',
    none: '{span}no {what} recorded, so no elevation gain.',
    run: 'run',
    runs: 'runs',
  },
  de: {
    gain: '{span}{gain} Anstieg (Höhenmeter) in {count} {what}.',
    none: '{span}keine Läufe ({what}) erfasst, also keine Höhenmeter.',
    run: 'Lauf',
    runs: 'Läufen',
  },
  fr: {
    gain: '{span}{gain} de dénivelé positif (D+) sur {count} {what}.',
    none: '{span}aucune sortie ({what}) enregistrée, donc pas de dénivelé.',
    run: 'sortie',
    runs: 'sorties',
  },
  es: {
    gain: '{span}{gain} de desnivel positivo en {count} {what}.',
    none: '{span}no hay salidas ({what}) registradas, así que no hay desnivel.',
    run: 'salida',
    runs: 'salidas',
  },
}

function filled(template: string, vars: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''))
}

/** The elevation gain of the runs (or the sport named) over the period asked. */
export async function answerElevation(turn: Turn, period: Period) {
  const { session, language, today, question } = turn
  const named = turn.understanding.entities.sport
  const sport = named ?? 'running'
  const to = period.to > today ? today : period.to
  const result = await session.run(totalsTool, { from: period.from, to, sport })
  if (isRefusal(result)) return reply(turn, { headline: result.error })
  const texts = TEXTS[language]
  const feet = elevationInFeet(question, session.context.profile.units)
  const count = result.total.activities
  const runs = count === 1 ? texts.run : texts.runs
  const what = named && named !== 'all' ? sportName(language, named) : runs
  // The engine opens with what was understood; without it the answer names the span itself.
  const span = turn.understanding.understood
    ? ''
    : `${spanIn(period.from, to, language, today)}${language === 'fr' ? ' : ' : ': '}`
  const meters = result.total.elevationGainMeters
  if (count === 0) return reply(turn, { headline: filled(texts.none, { span, what }) })
  const gain = elevationIn(language, meters, feet)
  return reply(turn, { headline: filled(texts.gain, { span, gain, count, what }) })
}
