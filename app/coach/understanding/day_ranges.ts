/**
 * A range of days named by its two ends: "tue-thu next week", "from Monday to Wednesday",
 * "von Dienstag bis Donnerstag", "du mardi au jeudi", "de martes a jueves", "off from the 3rd
 * to the 6th", "vom 3. bis 6. April". The period is exactly those days, not the week around
 * them: a trip from Tuesday to Thursday rests three days (docs/coach.md#understanding).
 *
 * Pure: today and the direction the question looks come in. Plan questions look forward (the
 * next Tuesday, the next 3rd), history questions back (the last ones). A week named beside the
 * weekdays ("next week", "nächste Woche", "la semaine prochaine", "la semana que viene") puts
 * both ends in that week.
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { isoOf, lastDayOfMonth, mondayOf, monthOf, yearOf } from './iso_dates.js'
import { rangeLabel } from './labels.js'
import { MONTHS } from './lexicon.js'
import { blank, type MessageText } from './text.js'
import type { Language, Period } from './types.js'

export interface DayRangeContext {
  todayIso: string
  language: Language
  direction: 'past' | 'future'
}

/** Weekday words of the four languages (accents stripped), ISO weekday 1 = Monday. */
const WEEKDAY_WORDS: Record<string, number> = {
  monday: 1,
  mon: 1,
  tuesday: 2,
  tues: 2,
  tue: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thurs: 4,
  thur: 4,
  thu: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
  sunday: 7,
  sun: 7,
  montag: 1,
  dienstag: 2,
  mittwoch: 3,
  donnerstag: 4,
  freitag: 5,
  samstag: 6,
  sonnabend: 6,
  sonntag: 7,
  lundi: 1,
  mardi: 2,
  mercredi: 3,
  jeudi: 4,
  vendredi: 5,
  samedi: 6,
  dimanche: 7,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
  domingo: 7,
}

/** Two-letter and short forms, read only in a compact pair ("di-do", "lun-mer", "mar-jue"). */
const SHORT_WEEKDAYS: Record<Language, Record<string, number>> = {
  en: {},
  de: { mo: 1, di: 2, mi: 3, do: 4, fr: 5, sa: 6, so: 7 },
  fr: { lun: 1, mar: 2, mer: 3, jeu: 4, ven: 5, sam: 6, dim: 7 },
  es: { lun: 1, mar: 2, mie: 3, jue: 4, vie: 5, sab: 6, dom: 7 },
}

/** Today and tomorrow as the first end ("from tomorrow to Friday"). */
const RELATIVE_WORDS: Record<string, number> = {
  'today': 0,
  'heute': 0,
  "aujourd'hui": 0,
  'hoy': 0,
  'tomorrow': 1,
  'morgen': 1,
  'demain': 1,
  'manana': 1,
}

const LONG_WEEKDAY = Object.keys(WEEKDAY_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const RELATIVE = Object.keys(RELATIVE_WORDS).join('|')

/** Words before the first end: "from", "von", "du", "del", "between"... */
const FROM = "(?:from|between|von|vom|ab|zwischen|du|de|des|entre|desde|del|d')"
/** Words joining the ends; "and" only after "between" (see ARTICLE_AND). */
const TO =
  "(?:-|–|—|to|till|until|til|thru|through|bis(?:\\s+(?:zum|einschlie(?:ss|ß)lich))?|au|a|jusqu'au|jusqu'a|al|hasta(?:\\s+el)?)"
const AND = '(?:and|und|et|y)'
/** Articles and "on" before a day: "the", "am", "le", "el". */
const ARTICLE = '(?:(?:the|on|am|dem|den|le|el|la)\\s+)?'
const ORDINAL = '(?:st|nd|rd|th|er|eme|e|o|º|\\.)?'

const NEXT_WEEK =
  /\b(?:next|coming)\s+week\b|\b(?:nachste[nrms]?|kommende[nrms]?)\s+woche\b|\b(?:la\s+)?semaine\s+prochaine\b|\b(?:la\s+)?prochaine\s+semaine\b|\b(?:la\s+)?semana\s+(?:que\s+viene|proxima)\b|\b(?:la\s+)?proxima\s+semana\b/
const THIS_WEEK = /\bthis\s+week\b|\bdiese[nrms]?\s+woche\b|\bcette\s+semaine\b|\besta\s+semana\b/
const LAST_WEEK =
  /\blast\s+week\b|\b(?:letzte[nrms]?|vergangene[nrms]?|vorige[nrms]?)\s+woche\b|\b(?:la\s+)?semaine\s+(?:derniere|passee)\b|\b(?:la\s+)?semana\s+(?:pasada|anterior)\b/

/** What follows a number that makes it a distance, a time or a count rather than a day. */
const NOT_A_DAY =
  /^\s*(?:k\b|km|kms|mi\b|miles?|meilen|m\b|min|mins|minutes?|minuten|minutos|h\b|hours?|stunden?|heures?|horas?|days?|tage[n]?|jours?|dias?|weeks?|wochen?|semaines?|semanas?|times|x\b|mal\b|fois|veces|%|kg|bpm|sec|s\b|reps?|wdh)/

const MOVE_WORDS =
  /\b(?:move|moving|shift|swap|switch|reschedule|push|verschieb\w*|verleg\w*|legen|tausch\w*|deplace[rz]?|decal\w*|inverse\w*|echang\w*|mover|mueve|muevo|pasar|intercambi\w*)\b/

interface Range {
  fromIso: string
  toIso: string
  index: number
  length: number
}

/**
 * The range of days the message names, as a period, with its words blanked so that the day
 * and period readers do not read them again; undefined when it names none.
 */
export function findDayRange(
  text: MessageText,
  context: DayRangeContext
): { period: Period; text: MessageText } | undefined {
  // "move it from Sunday to Monday" names two days of a move, not a range.
  if (MOVE_WORDS.test(text.plain)) return
  const found = weekdayRange(text.plain, context) ?? dateRange(text.plain, context)
  if (!found || found.toIso < found.fromIso) return
  let rest = blank(text, found.index, found.length)
  const week =
    NEXT_WEEK.exec(rest.plain) ?? THIS_WEEK.exec(rest.plain) ?? LAST_WEEK.exec(rest.plain)
  if (week) rest = blank(rest, week.index, week[0].length)
  return {
    period: {
      fromIso: found.fromIso,
      toIso: found.toIso,
      label: rangeLabel(found.fromIso, found.toIso, context.language),
    },
    text: rest,
  }
}

function weekdayRange(plain: string, context: DayRangeContext): Range | undefined {
  const short = Object.keys(SHORT_WEEKDAYS[context.language]).join('|')
  const end = `(${LONG_WEEKDAY}${short ? `|${short}` : ''})\\.?`
  const first = `(${LONG_WEEKDAY}|${RELATIVE}${short ? `|${short}` : ''})\\.?`
  const patterns = [
    new RegExp(`\\b(?:${FROM}\\s+)?${ARTICLE}${first}\\s*${TO}\\s*${ARTICLE}${end}(?![a-z])`),
    new RegExp(
      `\\b(?:between|zwischen|entre)\\s+${ARTICLE}${first}\\s+${AND}\\s+${ARTICLE}${end}(?![a-z])`
    ),
  ]
  for (const pattern of patterns) {
    const match = pattern.exec(plain)
    if (!match) continue
    const startWord = match[1]
    const endWord = match[2]
    const shortForms = SHORT_WEEKDAYS[context.language]
    const compact = /^[a-z]+\.?\s*[-–—]\s*[a-z]+\.?$/.test(match[0].trim())
    // Short forms stand only in a compact pair: "di-do", not "so bis do".
    const weekdayOf = (word: string) =>
      WEEKDAY_WORDS[word] ?? (compact ? shortForms[word] : undefined)
    const last = weekdayOf(endWord)
    const offset = RELATIVE_WORDS[startWord]
    const firstDay = weekdayOf(startWord)
    if (last === undefined || (firstDay === undefined && offset === undefined)) continue
    const span = offset !== undefined ? undefined : (last - firstDay! + 7) % 7 || 7
    const { fromIso, toIso } =
      offset !== undefined
        ? fromRelative(context.todayIso, offset, last)
        : fromWeekdays(plain, context, firstDay!, span!)
    return { fromIso, toIso, index: match.index, length: match[0].length }
  }
}

/** "from tomorrow to Friday": from that day to the next Friday on or after it. */
function fromRelative(todayIso: string, offset: number, last: number) {
  const fromIso = addDays(todayIso, offset)
  return { fromIso, toIso: addDays(fromIso, (last - isoWeekday(fromIso) + 7) % 7) }
}

function fromWeekdays(plain: string, context: DayRangeContext, first: number, span: number) {
  const { todayIso, direction } = context
  const weekStart = NEXT_WEEK.test(plain)
    ? addDays(mondayOf(todayIso), 7)
    : THIS_WEEK.test(plain)
      ? mondayOf(todayIso)
      : LAST_WEEK.test(plain)
        ? addDays(mondayOf(todayIso), -7)
        : null
  if (weekStart) {
    const fromIso = addDays(weekStart, first - 1)
    return { fromIso, toIso: addDays(fromIso, span) }
  }
  if (direction === 'future') {
    const fromIso = addDays(todayIso, (first - isoWeekday(todayIso) + 7) % 7)
    return { fromIso, toIso: addDays(fromIso, span) }
  }
  // Looking back: the last such range that has begun.
  const fromIso = addDays(todayIso, -((isoWeekday(todayIso) - first + 7) % 7))
  return { fromIso, toIso: addDays(fromIso, span) }
}

const MONTH_WORDS: Record<string, number> = Object.fromEntries(
  Object.values(MONTHS).flatMap((months) =>
    months.flatMap((forms, index) => forms.map((form) => [form, index + 1] as const))
  )
)
const MONTH = Object.keys(MONTH_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')

function dateRange(plain: string, context: DayRangeContext): Range | undefined {
  const day = `(\\d{1,2})${ORDINAL}`
  const monthAfter = `(?:\\s+(?:of\\s+|de\\s+)?(${MONTH})\\b\\.?)?`
  const patterns: { pattern: RegExp; monthFirst?: boolean; needs: 'from' | 'ordinal' | 'month' }[] =
    [
      // "from the 3rd to the 6th", "vom 3. bis 6. April", "du 3 au 6", "del 3 al 6 de abril"
      {
        pattern: new RegExp(
          `\\b${FROM}\\s+${ARTICLE}${day}\\s*(?:${TO}|${AND})\\s*${ARTICLE}${day}${monthAfter}`
        ),
        needs: 'from',
      },
      // "the 3rd-6th", "3rd to 6th April"
      {
        pattern: new RegExp(`\\b${ARTICLE}${day}\\s*${TO}\\s*${ARTICLE}${day}${monthAfter}`),
        needs: 'ordinal',
      },
      // "April 3-6", "april 3rd to 6th"
      {
        pattern: new RegExp(`\\b(${MONTH})\\.?\\s+${day}\\s*${TO}\\s*${day}`),
        monthFirst: true,
        needs: 'month',
      },
    ]
  for (const { pattern, monthFirst, needs } of patterns) {
    const match = pattern.exec(plain)
    if (!match) continue
    const after = plain.slice(match.index + match[0].length)
    const [firstDay, lastDay, monthWord] = monthFirst
      ? [match[2], match[3], match[1]]
      : [match[1], match[2], match[3]]
    const month1 = monthWord ? MONTH_WORDS[monthWord] : undefined
    if (!month1 && NOT_A_DAY.test(after)) continue
    const ordinal = /\d(?:st|nd|rd|th|er|\.)/.test(match[0])
    if (needs === 'ordinal' && !ordinal && !month1) continue
    const from = Number(firstDay)
    const to = Number(lastDay)
    if (from < 1 || from > 31 || to < 1 || to > 31) continue
    const resolved = resolveDays(from, to, month1, context)
    if (!resolved) continue
    return { ...resolved, index: match.index, length: match[0].length }
  }
}

/** The two days of the month in the month named, or the next (last) month they fit. */
function resolveDays(
  from: number,
  to: number,
  month1: number | undefined,
  { todayIso, direction }: DayRangeContext
): { fromIso: string; toIso: string } | undefined {
  const year = yearOf(todayIso)
  const make = (y: number, m: number) => {
    if (from > lastDayOfMonth(y, m)) return undefined
    const fromIso = isoOf(y, m, from)
    // "the 28th to the 3rd" ends in the month after.
    const endMonth = to >= from ? { y, m } : m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 }
    if (to > lastDayOfMonth(endMonth.y, endMonth.m)) return undefined
    return { fromIso, toIso: isoOf(endMonth.y, endMonth.m, to) }
  }
  if (month1) {
    const same = make(year, month1)
    if (!same) return
    if (direction === 'future' && same.toIso < todayIso) return make(year + 1, month1)
    if (direction === 'past' && same.fromIso > todayIso) return make(year - 1, month1)
    return same
  }
  const month = monthOf(todayIso)
  const here = make(year, month)
  const next = month === 12 ? make(year + 1, 1) : make(year, month + 1)
  const previous = month === 1 ? make(year - 1, 12) : make(year, month - 1)
  if (direction === 'future') {
    return here && here.toIso >= todayIso ? here : next
  }
  return here && here.fromIso <= todayIso ? here : previous
}

/** Where a move goes: the weekday after "to", "auf", "à", "al" ("move Sunday's long run to Monday"). */
const TARGET = new RegExp(
  `\\b(?:to|onto|until|till|on|auf|nach|zum|am|a|au|al|pour|para|hasta)\\s+(?:(?:the|le|el|den|dem|lundi|next|this)\\s+)?(${LONG_WEEKDAY}|${RELATIVE})\\b`,
  'g'
)

/**
 * The day a move goes to, on or after today: the last weekday (or today, tomorrow) named after
 * a "to" word in any of the four languages; undefined when none is named.
 */
export function moveTargetIn(text: string, todayIso: string): string | undefined {
  const plain = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const found = [...plain.matchAll(TARGET)].at(-1)?.[1]
  if (!found) return
  const offset = RELATIVE_WORDS[found]
  if (offset !== undefined) return addDays(todayIso, offset)
  const weekday = WEEKDAY_WORDS[found]
  return addDays(todayIso, (weekday - isoWeekday(todayIso) + 7) % 7)
}

/** The weekdays a message names, in order ("swap Tuesday and Thursday" is [2, 4]). */
export function weekdaysIn(text: string): number[] {
  const plain = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const words = plain.match(new RegExp(`\\b(?:${LONG_WEEKDAY})\\b`, 'g')) ?? []
  return words.map((word) => WEEKDAY_WORDS[word])
}
