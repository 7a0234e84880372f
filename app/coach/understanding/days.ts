import type { Chrono, ParsedComponents } from 'chrono-node'
// The four locales alone: chrono-node's entry point loads all sixteen it ships (decision 028).
import * as chronoDe from 'chrono-node/de'
import * as chronoEn from 'chrono-node/en'
import * as chronoEs from 'chrono-node/es'
import * as chronoFr from 'chrono-node/fr'
import {
  addDays,
  addYears,
  dayOfMonth,
  isoOf,
  monthOf,
  toIso,
  yearOf,
  addMonths,
} from './iso_dates.js'
import { holidayIn } from './holidays.js'
import { MONTHS } from './lexicon.js'
import { weekdaysIn } from './day_ranges.js'
import { daysBetween, isoWeekday } from '#domain/calendar'
import { tenseAt } from './tense.js'
import type { MessageText } from './text.js'
import type { Language, Units } from './types.js'

/**
 * One day named in a message. chrono-node reads the wording in each language ("yesterday",
 * "next Sunday", "am 29. November", "dimanche dernier", "el 12 de octubre"); this module
 * adds what it leaves out (a bare "the 29th", "avant-hier", "anteayer") and turns its
 * forward-looking guesses into the direction the question looks: a history question's
 * "Sunday" or "1 January" is the most recent one, a plan question's the next one.
 */
export type Direction = 'past' | 'future'

export interface DayContext {
  todayIso: string
  language: Language
  units: Units
  direction: Direction
  /**
   * True when the question's verbs may decide a bare day's direction (tense.ts): "what am I
   * doing on the 29th" looks ahead and "how did Thursday go" back, whatever the intent.
   */
  readTense?: boolean
}

export interface FoundDay {
  dayIso: string
  /** Set when the words name a range of days ("1 to 15 October"). */
  endIso?: string
  index: number
  length: number
}

const PAST_WORDS =
  /\b(?:last|past|previous|ago|letzte[nrms]?|vergangene[nrms]?|vorige[nrms]?|dernier|derniere|passe|passee|pasado|pasada|anterior)\b/
const FUTURE_WORDS =
  /\b(?:next|coming|upcoming|nachste[nrms]?|kommende[nrms]?|prochain|prochaine|proximo|proxima|que\s+viene)\b/

const OFFSET_WORDS: [RegExp, number][] = [
  [
    /\b(?:the\s+)?day\s+before\s+yesterday\b|\bvorgestern\b|\bavant[- ]hier\b|\banteayer\b|\bantes\s+de\s+ayer\b/,
    -2,
  ],
  [
    /\b(?:the\s+)?day\s+after\s+tomorrow\b|\bubermorgen\b|\bapres[- ]demain\b|\bpasado\s+manana\b/,
    2,
  ],
]

function parserFor(language: Language, units: Units): Chrono {
  if (language === 'de') return chronoDe.casual
  if (language === 'fr') return chronoFr.casual
  if (language === 'es') return chronoEs.casual
  return units === 'imperial' ? chronoEn.casual : chronoEn.GB
}

export function parseDay(text: MessageText, context: DayContext): FoundDay | undefined {
  const found =
    offsetDay(text, context) ??
    holidayDay(text, context) ??
    weekdayAndDate(text, context) ??
    writtenDay(text, context) ??
    withDayOfMonth(chronoDay(text, context), text, context) ??
    bareDayOfMonth(text, context)
  return found && !found.endIso ? withWeekdayNamed(found, text, context) : found
}

/**
 * "Thursday the 1st", "mercredi le 6": a weekday chrono-node read alone, with the day of the
 * month right after it; the two together are the date (its weekday checked below).
 */
function withDayOfMonth(
  found: FoundDay | undefined,
  text: MessageText,
  context: DayContext
): FoundDay | undefined {
  if (!found || found.endIso) return found
  const written = text.plain.slice(found.index, found.index + found.length)
  // A month named or a dotted date: chrono-node read the date itself.
  if (/\d[./]\d/.test(written) || namesMonth(written)) return found
  const weekday = [...written.matchAll(WEEKDAY_NAME)].at(-1)
  if (!weekday) return found
  const end = found.index + weekday.index + weekday[0].length
  const after = DAY_AFTER_WEEKDAY.exec(text.plain.slice(end))
  if (!after) return found
  const day = Number(after[1])
  if (day < 1 || day > 31) return found
  return {
    dayIso: nearestDayOfMonth(day, context.todayIso, directionAt(text, found.index, context)),
    index: found.index,
    length: end + after[0].length - found.index,
  }
}

const WEEKDAY_NAME =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/g

function namesMonth(written: string): boolean {
  return (written.match(/\p{L}+/gu) ?? []).some((word) => MONTH_NAMES.has(word))
}

/** The day of the month right after a weekday: " the 1st", " 10", ", den 7.", " le 6". */
const DAY_AFTER_WEEKDAY =
  /^,?\s+(?:the\s+|le\s+|den\s+|der\s+|el\s+)?(\d{1,2})(?:st|nd|rd|th|er|\.)?(?![\d:]|[.,]\d|\s*(?:km|k\b|mi\b|miles?|m\b|h\b|am\b|pm\b|min|hours?|std|stunden|heures?|horas?|x\b|%))/

const MONTH_NAMES = new Set(Object.values(MONTHS).flat(2))

/**
 * A date written with its weekday ("thu jan 7", "Donnerstag, 7. Januar", "mercredi 6",
 * "wednesday the 6th") and no year is the one whose weekday agrees, nearest to today: the
 * weekday says which year (or month) the writer means when the question's direction would
 * pick another.
 */
function withWeekdayNamed(found: FoundDay, text: MessageText, context: DayContext): FoundDay {
  const weekdays = weekdaysIn(text.plain)
  if (weekdays.length !== 1 || isoWeekday(found.dayIso) === weekdays[0]) return found
  const written = text.plain.slice(found.index, found.index + found.length)
  if (!/\d/.test(written) || /\b\d{4}\b/.test(written)) return found
  const monthNamed = /\d{1,2}\.\d{1,2}\./.test(written) || namesMonth(written)
  const today = context.todayIso
  const candidates = monthNamed
    ? [-1, 0, 1].map((years) => addYears(found.dayIso, years))
    : Array.from({ length: 25 }, (_, i) => i - 12)
        .map((months) => addMonths(found.dayIso.slice(0, 8) + '01', months))
        .map((month) => isoOf(yearOf(month), monthOf(month), dayOfMonth(found.dayIso)))
        .filter((iso) => dayOfMonth(iso) === dayOfMonth(found.dayIso))
  const agreeing = candidates
    .filter((iso) => isoWeekday(iso) === weekdays[0])
    .sort((a, b) => Math.abs(daysBetween(today, a)) - Math.abs(daysBetween(today, b)))
  return agreeing.length > 0 ? { ...found, dayIso: agreeing[0] } : found
}

/** The direction for a day named at `index`: the clause's verbs, else the question's. */
function directionAt(text: MessageText, index: number, context: DayContext): Direction {
  return (
    (context.readTense ? tenseAt(text.plain, index, context.language) : undefined) ??
    context.direction
  )
}

const MONTH_WORDS = MONTHS.en
  .flat()
  .sort((a, b) => b.length - a.length)
  .join('|')

/**
 * Days chrono-node misses or misreads as a month: "15.3." and "15.03.2026" (day first),
 * and English "March 15" (its day-first parser reads March 2015). A year left out is the
 * one the question looks toward.
 */
function writtenDay(text: MessageText, context: DayContext): FoundDay | undefined {
  const dotted = /(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?(?![\d,]|\.\d)/.exec(
    text.plain
  )
  if (dotted) {
    const at = { index: dotted.index, length: dotted[0].length }
    const found = dayOf(Number(dotted[1]), Number(dotted[2]), dotted[3], at, text, context)
    if (found) return found
  }
  const monthFirst = new RegExp(
    `\\b(${MONTH_WORDS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b(?!\\s*(?:km|k\\b|mi\\b|miles?|min|h\\b|hours?|:|[.,]\\d))`
  ).exec(text.plain)
  if (monthFirst && context.language === 'en') {
    const month1 = MONTHS.en.findIndex((forms) => forms.includes(monthFirst[1])) + 1
    if (month1 > 0) {
      const at = { index: monthFirst.index, length: monthFirst[0].length }
      const found = dayOf(Number(monthFirst[2]), month1, monthFirst[3], at, text, context)
      if (found) return found
    }
  }
}

function dayOf(
  day: number,
  month1: number,
  yearText: string | undefined,
  match: { index: number; length: number },
  text: MessageText,
  context: DayContext
): FoundDay | undefined {
  if (month1 < 1 || month1 > 12 || day < 1 || day > 31) return
  const direction = directionAt(text, match.index, context)
  const thisYear = yearOf(context.todayIso)
  const year = yearText
    ? Number(yearText.length === 2 ? `20${yearText}` : yearText)
    : direction === 'past'
      ? isoOf(thisYear, month1, 1) > context.todayIso
        ? thisYear - 1
        : thisYear
      : thisYear
  let dayIso = isoOf(year, month1, day)
  if (dayOfMonth(dayIso) !== day) return
  if (!yearText && direction === 'past' && dayIso > context.todayIso) dayIso = addYears(dayIso, -1)
  if (!yearText && direction === 'future' && dayIso < context.todayIso) dayIso = addYears(dayIso, 1)
  return { dayIso, index: match.index, length: match.length }
}

const WEEKDAY_NAMES = [
  'monday|montag|lundi|lunes',
  'tuesday|dienstag|mardi|martes',
  'wednesday|mittwoch|mercredi|miercoles',
  'thursday|donnerstag|jeudi|jueves',
  'friday|freitag|vendredi|viernes',
  'saturday|samstag|samedi|sabado',
  'sunday|sonntag|dimanche|domingo',
]

/** "sábado 19", "Saturday the 19th", "samedi 19", "Samstag, den 19.": no month named after it. */
const WEEKDAY_DATE = new RegExp(
  `\\b(${WEEKDAY_NAMES.join('|')})(?:'?s)?,?\\s+(?:the\\s+|den\\s+|le\\s+|el\\s+|dia\\s+)?(\\d{1,2})(?!\\d)(?:st|nd|rd|th|er|\\.)?(?![\\d:,.]\\d)(?!\\s*(?:km|k\\b|mi\\b|miles?|min|h\\b|hours?|%|x\\b|m\\b|(?:de\\s+|of\\s+)?(?:${MONTH_WORDS}|${MONTHS.de.flat().join('|')}|${MONTHS.fr.flat().join('|')}|${MONTHS.es.flat().join('|')})\\b))`
)

/** A month right after the day ("7.1.2026", ", 7. januar"): a full date, read elsewhere. */
const MONTH_AFTER = new RegExp(
  `^\\.?\\s*(?:\\d{1,2}\\.|(?:de\\s+|of\\s+)?(?:${MONTH_WORDS}|${MONTHS.de.flat().join('|')}|${MONTHS.fr.flat().join('|')}|${MONTHS.es.flat().join('|')})\\b)`
)
const monthFollows = (rest: string) => MONTH_AFTER.test(rest)

/**
 * A weekday with a day of the month and no month: the nearest date (back for a question about
 * what was done, ahead for a plan) that is that weekday, within a year; else the day of the
 * month alone.
 */
function weekdayAndDate(text: MessageText, context: DayContext): FoundDay | undefined {
  const match = WEEKDAY_DATE.exec(text.plain)
  if (!match || monthFollows(text.plain.slice(match.index + match[0].length))) return
  const day = Number(match[2])
  if (day < 1 || day > 31) return
  const weekday = WEEKDAY_NAMES.findIndex((names) => names.split('|').includes(match[1])) + 1
  const direction = directionAt(text, match.index, context)
  const step = direction === 'past' ? -1 : 1
  let month = isoOf(yearOf(context.todayIso), monthOf(context.todayIso), 1)
  let dayIso: string | undefined
  for (let tries = 0; tries < 13 && !dayIso; tries++) {
    const candidate = isoOf(yearOf(month), monthOf(month), day)
    const inTime =
      direction === 'past' ? candidate <= context.todayIso : candidate >= context.todayIso
    if (dayOfMonth(candidate) === day && inTime && isoWeekday(candidate) === weekday)
      dayIso = candidate
    month = addMonths(month, step)
  }
  dayIso ??= nearestDayOfMonth(day, context.todayIso, direction)
  return { dayIso, index: match.index, length: match[0].length }
}

/** "christmas eve", "Silvester", "le jour de l'an": the holiday's date (holidays.ts). */
function holidayDay(text: MessageText, context: DayContext): FoundDay | undefined {
  const found = holidayIn(text.plain)
  return found ? dayOf(found.day, found.month1, undefined, found, text, context) : undefined
}

function offsetDay(text: MessageText, { todayIso }: DayContext): FoundDay | undefined {
  for (const [pattern, days] of OFFSET_WORDS) {
    const match = pattern.exec(text.plain)
    if (match)
      return { dayIso: addDays(todayIso, days), index: match.index, length: match[0].length }
  }
}

function chronoDay(text: MessageText, context: DayContext): FoundDay | undefined {
  const reference = { instant: new Date(`${context.todayIso}T12:00:00Z`), timezone: 'UTC' }
  const results = parserFor(context.language, context.units).parse(
    withoutPossessive(text.lower),
    reference
  )
  for (const result of results) {
    const start = result.start
    if (!start.isCertain('day') && !start.isCertain('weekday')) continue
    // "in 4 hours", "en moins de 4 heures": a duration, not a day; "for 5 days" is how
    // long, "now" is no day asked about, "3 days a week" is a count.
    if (CLOCK_SPAN.test(result.text) || NOT_A_DAY.test(result.text.trim())) continue
    const around = text.plain.slice(
      Math.max(0, result.index - 12),
      result.index + result.text.length + 12
    )
    const dayIso = towardQuestion(toIso(start.date()), start, around, {
      ...context,
      direction: directionAt(text, result.index, context),
    })
    const endIso = result.end?.isCertain('day') ? toIso(result.end.date()) : undefined
    const shiftedYears = yearOf(dayIso) - yearOf(toIso(start.date()))
    return {
      dayIso,
      endIso: endIso ? addYears(endIso, shiftedYears) : undefined,
      index: result.index,
      length: result.text.length,
    }
  }
}

function towardQuestion(
  iso: string,
  start: ParsedComponents,
  around: string,
  { todayIso, direction, language }: DayContext
): string {
  const dayNamed = start.isCertain('day')
  if (dayNamed && start.isCertain('year')) return iso
  if (dayNamed && start.isCertain('month')) {
    if (direction === 'past' && iso > todayIso) return addYears(iso, -1)
    if (direction === 'future' && iso < todayIso) return addYears(iso, 1)
    return iso
  }
  if (dayNamed) return iso
  // A weekday: an explicit "last"/"next" wins over the question's direction.
  const looks = PAST_WORDS.test(around) ? 'past' : FUTURE_WORDS.test(around) ? 'future' : direction
  let day = iso
  // "how was Saturday" asked on a Saturday is last week's: today would be named "today".
  while (looks === 'past' && day >= todayIso) day = addDays(day, -7)
  while (looks === 'future' && day < todayIso) day = addDays(day, 7)
  if (looks === 'future' && language !== 'en' && FUTURE_WORDS.test(around))
    return comingWeekday(day, todayIso)
  return day
}

/**
 * "jeudi prochain", "nächsten Donnerstag", "el próximo jueves": the coming one, at least two
 * days ahead (tomorrow is "demain", "morgen", "mañana"); English "next Thursday" keeps
 * chrono-node's reading (docs/coach.md, "Understanding").
 */
function comingWeekday(iso: string, todayIso: string): string {
  let day = iso
  while (day > addDays(todayIso, 8)) day = addDays(day, -7)
  while (day < addDays(todayIso, 2)) day = addDays(day, 7)
  return day
}

/**
 * "sunday's run", "sundays run", "thursdays workout": the weekday, which chrono-node reads
 * only bare; the same length, so indexes still point into the message.
 */
function withoutPossessive(lower: string): string {
  return lower.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)('s|s)(?=\s+(?:run|long|workout|session|race|training|tempo|intervals?|easy|plan)\b)/g,
    (_match, day: string, tail: string) => day + ' '.repeat(tail.length)
  )
}

const CLOCK_SPAN = /\d\s*(?:h|hours?|hrs?|stunden?|heures?|horas?|min\w*|sec\w*|sek\w*|seg\w*)\b/

const NOT_A_DAY =
  /^(?:for|pendant|durante|fur)\s|^(?:right\s+)?now$|^jetzt$|^maintenant$|^ahora$|\b(?:a|per|pro|par|por)\s+(?:week|woche|semaine|semana)\b/

const BARE_DAY: RegExp[] = [
  /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:km|k\b|mi\b|miles?|min|minutes?|h\b|hours?|%|x\b|m\b|of\b))/,
  /\b(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s*of\b)/,
  /\b(?:am|vom|den)\s+(\d{1,2})\.(?!\s*\d)/,
  /\b(?:le|du)\s+(\d{1,2})(?:er)?\b(?!\s*(?:km|k\b|mi|miles?|min|minutes?|h\b|heures?|%|x\b|m\b|fois|jours?|semaines?))/,
  /\b(?:el|del)\s+(?:dia\s+)?(\d{1,2})\b(?!\s*(?:km|k\b|mi|millas?|min|minutos?|h\b|horas?|%|x\b|m\b|de\s+\D|veces|dias?|semanas?))/,
]

function bareDayOfMonth(text: MessageText, context: DayContext): FoundDay | undefined {
  for (const pattern of BARE_DAY) {
    const match = pattern.exec(text.plain)
    if (!match) continue
    const day = Number(match[1])
    if (day < 1 || day > 31) continue
    return {
      dayIso: nearestDayOfMonth(day, context.todayIso, directionAt(text, match.index, context)),
      index: match.index,
      length: match[0].length,
    }
  }
}

/** The most recent (or next) date with this day of the month, skipping months too short. */
function nearestDayOfMonth(day: number, todayIso: string, direction: Direction): string {
  const step = direction === 'past' ? -1 : 1
  let month = isoOf(yearOf(todayIso), monthOf(todayIso), 1)
  for (let tries = 0; tries < 13; tries++) {
    const candidate = isoOf(yearOf(month), monthOf(month), day)
    const fits = dayOfMonth(candidate) === day
    if (fits && (direction === 'past' ? candidate <= todayIso : candidate >= todayIso))
      return candidate
    month = addMonths(month, step)
  }
  return todayIso
}
