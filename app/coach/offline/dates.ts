/*
 * Dates, periods and amounts in a message, relative to the athlete's today (passed in, never
 * read from a clock), in English, French, Spanish and German: single days ("yesterday", "last
 * Tuesday", "on Sunday", "3 March", "2026-03-03", "mardi dernier", "el martes pasado", "letzten
 * Dienstag"), weeks ("next week"), months ("this month vs last month") and amounts ("3 days",
 * "30 minutes"). Weeks run Monday to Sunday (ISO 8601). A small rule set rather than a general
 * parser: chrono-node loads every locale it has (267 modules), which cost seconds on the first
 * coach reply (docs/decisions/028-offline-coach-engine.md).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import type { Language } from '#coach/offline/language'

export interface Period {
  from: string
  to: string
}

function iso(year: number, month: number, day: number) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const L = '[a-z0-9à-öø-ÿœß]'
const word = (pattern: string) => new RegExp(`(?<!${L})(?:${pattern})(?!${L})`, 'i')

/** Relative day words: offset from today. */
const RELATIVE: [RegExp, number][] = [
  [word('day before yesterday|avant-hier|anteayer|antier|vorgestern'), -2],
  [word('day after tomorrow|après-demain|pasado mañana|übermorgen'), 2],
  [word("yesterday(?:'s)?|hier|ayer|gestern"), -1],
  [
    word(
      "today(?:'s)?|tonight|this morning|this evening|aujourd'?hui|ce soir|hoy|esta noche|heute"
    ),
    0,
  ],
  [word("tomorrow(?:'s)?|demain|mañana|morgen"), 1],
]

/** Weekday names, ISO numbers 1–7. */
const WEEKDAY_NAMES: [string, number][] = [
  ['monday|lundi|lunes|montag', 1],
  ['tuesday|tues|tue|mardi|martes|dienstag', 2],
  ['wednesday|wed|mercredi|miércoles|miercoles|mittwoch', 3],
  ['thursday|thurs|thu|jeudi|jueves|donnerstag', 4],
  ['friday|fri|vendredi|viernes|freitag', 5],
  ['saturday|samedi|sábado|sabado|samstag', 6],
  ['sunday|dimanche|domingo|sonntag', 7],
]

const PAST_WORDS =
  'last|past|previous|dernier|derni[eè]re|pasado|pasada|anterior|letzten|letzter|letztes|vergangenen'
const NEXT_WORDS =
  'next|coming|prochain|prochaine|pr[oó]ximo|pr[oó]xima|que viene|n[aä]chsten|n[aä]chster|n[aä]chstes|kommenden'

const MONTH_NAMES: [string, number][] = [
  ['january|jan|janvier|enero|januar', 1],
  ['february|feb|février|fevrier|febrero|februar', 2],
  ['march|mar|mars|marzo|märz', 3],
  ['april|apr|avril|abril', 4],
  ['may|mai|mayo', 5],
  ['june|jun|juin|junio|juni', 6],
  ['july|jul|juillet|julio|juli', 7],
  ['august|aug|août|aout|agosto', 8],
  ['september|sept|sep|septembre|septiembre', 9],
  ['october|oct|octobre|octubre|oktober', 10],
  ['november|nov|novembre|noviembre', 11],
  ['december|dec|décembre|decembre|diciembre|dezember', 12],
]

/** The nearest date with that day of the month, in the given direction (today included). */
function nearestDate(todayIso: string, month: number, day: number, direction: 'past' | 'future') {
  const year = Number(todayIso.slice(0, 4))
  const candidates = [year - 1, year, year + 1].map((y) => iso(y, month, day))
  const fits = candidates.filter((date) =>
    direction === 'past' ? date <= todayIso : date >= todayIso
  )
  return direction === 'past' ? fits.at(-1)! : fits[0]
}

/**
 * The first day a message names, or null. A bare weekday ("on Tuesday") is the last one before
 * today when asking about the past, the next one after today when asking about the future;
 * "last" and "next" say which explicitly.
 */
export function dayIn(
  raw: string,
  todayIso: string,
  _language: Language = 'en',
  direction: 'past' | 'future' = 'past'
): { dateIso: string; text: string } | null {
  // "3 days from tomorrow" names tomorrow and a length, not the day three days later.
  const text = raw
    .replace(/[’‘`]/g, "'")
    .replace(
      /\b(\d+|a|one|two|three|four|five|six|seven|ten)\s+(days?|weeks?)\s+(from|starting)\b/gi,
      '$3'
    )
  const isoMatch = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text)
  if (isoMatch) return { dateIso: isoMatch[0], text: isoMatch[0] }
  const ago = /\b(\d{1,2}|a|one|two|three|four|five|six|seven)\s+days?\s+ago\b/i.exec(text)
  if (ago) {
    const words: Record<string, number> = {
      a: 1,
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
    }
    const n = /^\d+$/.test(ago[1]) ? Number(ago[1]) : words[ago[1].toLowerCase()]
    return { dateIso: addDays(todayIso, -n), text: ago[0] }
  }
  for (const [pattern, offset] of RELATIVE) {
    const match = pattern.exec(text)
    if (match) return { dateIso: addDays(todayIso, offset), text: match[0] }
  }
  for (const [names, weekday] of WEEKDAY_NAMES) {
    const match = word(
      `(?:(${PAST_WORDS}|${NEXT_WORDS}|this|ce|este|diesen)\\s+)?(?:${names})(?:'s)?(?:\\s+(${PAST_WORDS}|${NEXT_WORDS}))?`
    ).exec(text)
    if (!match) continue
    const modifier = (match[1] ?? match[2] ?? '').toLowerCase()
    const past = modifier !== '' && new RegExp(`^(?:${PAST_WORDS})$`, 'i').test(modifier)
    const next = modifier !== '' && new RegExp(`^(?:${NEXT_WORDS})$`, 'i').test(modifier)
    const towardsPast = past || (!next && direction === 'past')
    let date = addDays(todayIso, towardsPast ? -1 : 1)
    while (isoWeekday(date) !== weekday) date = addDays(date, towardsPast ? -1 : 1)
    return { dateIso: date, text: match[0] }
  }
  for (const [names, month] of MONTH_NAMES) {
    const match =
      word(`(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:de\\s+)?(?:${names})`).exec(text) ??
      word(`(?:${names})\\s+(\\d{1,2})(?:st|nd|rd|th)?`).exec(text)
    if (match) {
      const day = Number(match[1])
      if (day >= 1 && day <= 31)
        return { dateIso: nearestDate(todayIso, month, day, direction), text: match[0] }
    }
  }
  return null
}

/** Monday of the week holding `dateIso`. */
export function mondayOf(dateIso: string) {
  return addDays(dateIso, 1 - isoWeekday(dateIso))
}

const NEXT_WEEK =
  /\b(next week|the week after|la semaine prochaine|semaine prochaine|la próxima semana|próxima semana|la semana que viene|nächste woche|kommende woche)\b/i
const THIS_WEEK = /\b(this week|cette semaine|esta semana|diese woche)\b/i
const LAST_WEEK =
  /\b(last week|past week|la semaine dernière|semaine dernière|la semana pasada|semana pasada|letzte woche|vergangene woche)\b/i

/** "next week" → next Monday to Sunday; "this week" → today to Sunday; "last week". */
export function weekIn(text: string, todayIso: string): Period | null {
  const monday = mondayOf(todayIso)
  if (NEXT_WEEK.test(text)) return { from: addDays(monday, 7), to: addDays(monday, 13) }
  if (LAST_WEEK.test(text)) return { from: addDays(monday, -7), to: addDays(monday, -1) }
  if (THIS_WEEK.test(text)) return { from: todayIso, to: addDays(monday, 6) }
  return null
}

const MONTHS: [RegExp, number][] = [
  [/\b(january|janvier|enero|januar)\b/i, 1],
  [/\b(february|février|fevrier|febrero|februar)\b/i, 2],
  [/\b(march|mars|marzo|märz)\b/i, 3],
  [/\b(april|avril|abril)\b/i, 4],
  [/\b(may|mai|mayo)\b/i, 5],
  [/\b(june|juin|junio|juni)\b/i, 6],
  [/\b(july|juillet|julio|juli)\b/i, 7],
  [/\b(august|août|aout|agosto)\b/i, 8],
  [/\b(september|septembre|septiembre)\b/i, 9],
  [/\b(october|octobre|octubre|oktober)\b/i, 10],
  [/\b(november|novembre|noviembre)\b/i, 11],
  [/\b(december|décembre|decembre|diciembre|dezember)\b/i, 12],
]

/** The calendar month `offset` months from the one holding `todayIso` (whole month). */
export function monthPeriod(todayIso: string, offset: number): Period {
  const [year, month] = todayIso.split('-').map(Number)
  const index = year * 12 + (month - 1) + offset
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  const next = m === 12 ? iso(y + 1, 1, 1) : iso(y, m + 1, 1)
  return { from: iso(y, m, 1), to: addDays(next, -1) }
}

/**
 * The months a message names, in the order named: "this month", "last month", month names
 * (the most recent one not after today). Used for "compare this month to last month".
 */
export function monthsIn(text: string, todayIso: string): Period[] {
  const found: { at: number; period: Period }[] = []
  const rules: [RegExp, number][] = [
    [/\b(this month|ce mois(-ci)?|este mes|diesen monat|dieser monat)\b/gi, 0],
    [
      /\b(last month|previous month|le mois dernier|mois dernier|el mes pasado|mes pasado|letzten monat|letzter monat|vormonat)\b/gi,
      -1,
    ],
  ]
  for (const [pattern, offset] of rules) {
    for (const match of text.matchAll(pattern)) {
      found.push({ at: match.index ?? 0, period: monthPeriod(todayIso, offset) })
    }
  }
  const month = Number(todayIso.slice(5, 7))
  for (const [pattern, number] of MONTHS) {
    // "may" is also a verb: only as a month next to a number or after in/of/during.
    if (number === 5 && !/\b(in|of|during|en|im)\s+may\b/i.test(text)) continue
    const match = pattern.exec(text)
    if (match) {
      const offset = number <= month ? number - month : number - month - 12
      found.push({ at: match.index, period: monthPeriod(todayIso, offset) })
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.period)
}

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  fourteen: 14,
  thirty: 30,
}

/** "the past 4 weeks", "last 10 days", "over the last two weeks" → the days up to today. */
export function spanIn(text: string, todayIso: string): Period | null {
  const match =
    /\b(?:past|last|previous)\s+(\d{1,3}|two|three|four|five|six|seven|eight|ten|fourteen|thirty)\s+(days?|weeks?)\b/i.exec(
      text
    )
  if (!match) return null
  const amount = /^\d+$/.test(match[1]) ? Number(match[1]) : COUNT_WORDS[match[1].toLowerCase()]
  const days = /^week/i.test(match[2]) ? amount * 7 : amount
  if (days < 1 || days > 366) return null
  return { from: addDays(todayIso, 1 - days), to: todayIso }
}
