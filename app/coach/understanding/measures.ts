import type { PaceUnit, RaceDistance } from './types.js'
import { blank, type MessageText } from './text.js'

/**
 * Distances, race distances, goal times, durations and paces in a message, returned in SI
 * (metres, seconds, seconds per kilometre). Patterns read the accent-free spelling.
 */
export const METERS_PER_MILE = 1609.344

export const RACE_METERS: Record<RaceDistance, number> = {
  '5k': 5000,
  '10k': 10_000,
  '15k': 15_000,
  '10_miles': 10 * METERS_PER_MILE,
  'half': 21_097.5,
  'marathon': 42_195,
}

export interface Measures {
  distanceMeters?: number
  raceDistance?: RaceDistance
  goalSeconds?: number
  durationSeconds?: number
  paceSecondsPerKm?: number
  paceUnit?: PaceUnit
}

const MILE_WORDS = '(?:miles?|mi|meilen?|milles?|millas?)'
const KM_WORDS = '(?:km|kms|k|kilometers?|kilometres?|kilometern?|kilometros?)'
const PER = '(?:/|\\s*(?:per|a|an|pro|je|par|au|por|el|la|a\\s+la)\\s+)'

const RACES: [RegExp, RaceDistance][] = [
  [
    /\b(?:half[- ]?marathon|halbmarathon|semi[- ]?marathon|media\s+maraton|medio\s+maraton|(?<!(?:potencia|velocidad|frecuencia|cadencia|pulsaciones|fc|ritmo|en|de)\s)media(?!\s+(?:hora|de|del)\b)|semi|(?<!(?:and\s+a|first|second|the\s+first|the\s+second)\s)half(?!\s+(?:an?|of|the|way|hours?)\b)|halbe?n?)\b(?!\s+(?:an?\s+)?hour|\s+stunde|\s+heure|\s+hora)/,
    'half',
  ],
  [/\b(?:marathon|maraton|marathons)\b/, 'marathon'],
  [/\b(?:10|ten|zehn|dix|diez)[- ]?(?:miles?|meilen|milles|millas)\b/, '10_miles'],
  [/\b15\s?k\b/, '15k'],
  [/\b10\s?k\b|\bzehner\b|\b10er\b/, '10k'],
  [/\b5\s?k\b|\bfunfer\b|\b5er\b/, '5k'],
]

/** "5 km" is a race only with a race word near it or in a race question; "5K" always is. */
const RACES_IN_KM: [RegExp, RaceDistance][] = [
  [/\b15\s?km\b/, '15k'],
  [/\b10\s?km\b/, '10k'],
  [/\b5\s?km\b/, '5k'],
]
const RACE_WORDS =
  /\b(?:race|racing|pb|pr|record|rennen|wettkampf|bestzeit|course|competition|carrera|marca|prueba)\b/

export function findMeasures(text: MessageText, raceQuestion = false): Measures {
  let rest = text
  const paceFound = findPace(rest)
  if (paceFound) rest = blank(rest, paceFound.index, paceFound.length)
  const paceUnit = findPaceUnit(rest)
  const raceDistance = findRace(rest.plain, raceQuestion)
  const goal = findGoal(rest.plain, raceDistance)
  if (goal) rest = blank(rest, goal.index, goal.length)
  const duration = goal ? undefined : findDuration(rest.plain, raceDistance)
  const distanceMeters =
    findDistance(rest.plain) ?? (raceDistance ? RACE_METERS[raceDistance] : undefined)
  return {
    distanceMeters,
    raceDistance,
    goalSeconds: goal?.seconds ?? (raceDistance && duration ? duration : undefined),
    durationSeconds: duration ?? goal?.seconds,
    paceSecondsPerKm: paceFound?.secondsPerKm,
    paceUnit,
  }
}

function findRace(plain: string, raceQuestion: boolean): RaceDistance | undefined {
  for (const [pattern, race] of RACES) if (pattern.test(plain)) return race
  if (!raceQuestion && !RACE_WORDS.test(plain)) return
  for (const [pattern, race] of RACES_IN_KM) if (pattern.test(plain)) return race
}

function findDistance(plain: string): number | undefined {
  const match = new RegExp(
    `\\b(\\d+(?:[.,]\\d+)?)\\s?(${MILE_WORDS}|${KM_WORDS}|m|meters?|metres?|meter|metros?)\\b`
  ).exec(plain)
  if (!match) return
  const value = Number(match[1].replace(',', '.'))
  const unit = match[2]
  if (new RegExp(`^${MILE_WORDS}$`).test(unit)) return round(value * METERS_PER_MILE)
  if (new RegExp(`^${KM_WORDS}$`).test(unit)) return round(value * 1000)
  return value >= 50 ? value : undefined
}

/** "sub-4 marathon", "sub 3:30", "sub-20 5K", "unter 4 Stunden", "moins de 4 heures". */
function findGoal(
  plain: string,
  race: RaceDistance | undefined
): { seconds: number; index: number; length: number } | undefined {
  const sub =
    /\b(?:sub|under|unter|moins\s+de|menos\s+de|break(?:ing)?)[- ]?(\d{1,3})(?!\d)(?:[:h.](\d{2}))?(?::(\d{2}))?(?!\s*(?:km|k\b|mi\b|miles?\b|meilen|min\/|\/))/.exec(
      plain
    )
  if (!sub) return
  const unitAfter =
    /^\s*(h|hours?|hrs?|stunden?|std|heures?|horas?|min|minutes?|minuten|minutos?)\b/.exec(
      plain.slice(sub.index + sub[0].length)
    )
  const first = Number(sub[1])
  const second = sub[2] ? Number(sub[2]) : 0
  const third = sub[3] ? Number(sub[3]) : 0
  const long = race === 'marathon' || race === 'half'
  let seconds: number
  if (sub[3]) seconds = first * 3600 + second * 60 + third
  else if (unitAfter && /^(h|hours?|hrs?|stunden?|std|heures?|horas?)$/.test(unitAfter[1]))
    seconds = first * 3600 + second * 60
  else if (unitAfter) seconds = first * 60 + second
  else if (!race) return
  else if (long && first < 10) seconds = first * 3600 + second * 60
  else seconds = first * 60 + second
  return {
    seconds,
    index: sub.index,
    length: sub[0].length + (unitAfter ? unitAfter[0].length : 0),
  }
}

/** "45 min", "1h30", "1 h 30 min", "1:45:00", "2 hours", "90 Minuten", "1 hora y media". */
function findDuration(plain: string, race: RaceDistance | undefined): number | undefined {
  const clock = /\b(\d{1,2}):(\d{2}):(\d{2})\b/.exec(plain)
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3])
  const hoursMinutes =
    /\b(\d{1,2})\s?(?:h|hours?|hrs?|stunden?|std|heures?|horas?)\s?(?:(?:and|und|et|y)\s+)?(\d{1,2})?\s?(?:min|minutes?|minuten|minutos?|mn|')?(?!\w)/.exec(
      plain
    )
  if (hoursMinutes) {
    const half = /^\s*(?:and\s+a\s+half|und\s+eine?\s+halbe|et\s+demie|y\s+media)/.test(
      plain.slice(hoursMinutes.index + hoursMinutes[0].length)
    )
    return (
      Number(hoursMinutes[1]) * 3600 +
      (hoursMinutes[2] ? Number(hoursMinutes[2]) * 60 : half ? 1800 : 0)
    )
  }
  const minutes = /\b(\d{1,3})\s?(?:min|mins|minutes?|minuten|minutos?|mn)\b/.exec(plain)
  if (minutes) return Number(minutes[1]) * 60
  const bare = /\b(\d{1,2}):(\d{2})\b/.exec(plain)
  if (bare && race) {
    const long = race === 'marathon' || race === 'half'
    return long
      ? Number(bare[1]) * 3600 + Number(bare[2]) * 60
      : Number(bare[1]) * 60 + Number(bare[2])
  }
  if (
    /\b(?:an\s+hour\s+and\s+a\s+half|anderthalb\s+stunden|eineinhalb\s+stunden|une\s+heure\s+et\s+demie|una\s+hora\s+y\s+media)\b/.test(
      plain
    )
  )
    return 5400
  if (/\b(?:half\s+an\s+hour|eine\s+halbe\s+stunde|une\s+demi-heure|media\s+hora)\b/.test(plain))
    return 1800
  if (/\b(?:an\s+hour|eine\s+stunde|une\s+heure|una\s+hora)\b/.test(plain)) return 3600
}

/** A pace the athlete gave: "5:30/km", "8:45 per mile", "5'30 au km", "4:50 min/km". */
function findPace(
  text: MessageText
): { secondsPerKm: number; index: number; length: number } | undefined {
  const match = new RegExp(
    `\\b(\\d{1,2})[:'’.](\\d{2})"?\\s*(?:min(?:utes?|uten|utos)?)?\\s*${PER}?\\s*(${KM_WORDS}|${MILE_WORDS})\\b`
  ).exec(text.plain)
  if (!match) return
  const seconds = Number(match[1]) * 60 + Number(match[2])
  const perMile = new RegExp(`^${MILE_WORDS}$`).test(match[3])
  return {
    secondsPerKm: perMile ? round((seconds * 1000) / METERS_PER_MILE) : seconds,
    index: match.index,
    length: match[0].length,
  }
}

/** The unit a pace is asked in: "in minutes per mile", "pro Meile", "au mile", "per 400". */
function findPaceUnit(text: MessageText): PaceUnit | undefined {
  const plain = text.plain
  if (
    new RegExp(
      `(?:${PER}|\\bmin(?:utes?|uten|utos)?\\s*${PER})\\s*(?:one\\s+|une?\\s+)?${MILE_WORDS}\\b|\\bmin/mi\\b|\\bmpm\\b`
    ).test(plain)
  )
    return 'mile'
  // "and in miles?", "en millas": the unit alone, after "in".
  if (new RegExp(`\\b(?:in|en)\\s+${MILE_WORDS}\\b`).test(plain)) return 'mile'
  if (
    new RegExp(`${PER}\\s*400\\s?m?\\b|\\b400\\s?m?\\s+(?:pace|tempo|allure|ritmo)\\b`).test(plain)
  )
    return '400m'
  if (/\b(?:per|a|pro|par|au|por)\s+(?:lap|runde|tour|vuelta)\b/.test(plain)) return 'lap'
  if (
    new RegExp(`${PER}\\s*${KM_WORDS}\\b|\\bmin/km\\b|\\b(?:in|en)\\s+(?:km|kilomet\\w+)\\b`).test(
      plain
    )
  )
    return 'km'
}

function round(value: number): number {
  return Math.round(value)
}
