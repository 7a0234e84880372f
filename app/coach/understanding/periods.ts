import { parseDay } from './days.js'
import {
  addDays,
  addMonths,
  addYears,
  isoOf,
  mondayOf,
  monthOf,
  monthRange,
  yearOf,
} from './iso_dates.js'
import { monthLabel, rangeLabel } from './labels.js'
import { MONTHS, NUMBER, numberValue, withinOneEdit } from './lexicon.js'
import { blank, type MessageText } from './text.js'
import { shortWeekend, unitsAgo, yearToDate } from './period_words.js'
import { quarterNamed } from './quarters.js'
import type { Language, Period, Units } from './types.js'

/**
 * Periods named in a message, in the four languages: "the last 6 weeks", "this year",
 * "last month", "since 1 January", "in October", "October 2025", "in 2025". A month without
 * a year is the most recent such month that has begun. Patterns run on the accent-free
 * spelling and in every language, so a misdetected language still finds the period.
 */
export interface PeriodContext {
  todayIso: string
  language: Language
  units: Units
  /** The thread's period, which "the week before" steps back from. */
  previous?: Period
}

type Unit = 'day' | 'weekend' | 'week' | 'month' | 'year'
type Which = 'this' | 'last' | 'next'

const UNIT_WORDS: Record<string, Unit> = {
  day: 'day',
  tag: 'day',
  jour: 'day',
  dia: 'day',
  week: 'week',
  woche: 'week',
  semaine: 'week',
  semana: 'week',
  month: 'month',
  monat: 'month',
  mois: 'month',
  mes: 'month',
  year: 'year',
  jahr: 'year',
  an: 'year',
  annee: 'year',
  ano: 'year',
}
const UNIT =
  '(day|tag|jour|dia|week|woche|semaine|semana|month|monat|mois|mes|year|jahr|annee|ano|an)'
const UNIT_TAIL = '(?:s|e|en|n|es)?'

const LAST_N: RegExp[] = [
  new RegExp(
    `\\b(?:(?:over|in|during)\\s+)?(?:the\\s+)?(?:last|past|previous)\\s+${NUMBER}\\s+${UNIT}${UNIT_TAIL}\\b`
  ),
  new RegExp(
    `\\b(?:(?:in|wahrend|uber)\\s+)?(?:den\\s+|die\\s+)?(?:letzten|vergangenen)\\s+${NUMBER}\\s+${UNIT}${UNIT_TAIL}\\b`
  ),
  new RegExp(
    `\\b(?:(?:les|ces|sur\\s+les|durant\\s+les|pendant\\s+les)\\s+)?${NUMBER}\\s+(?:derniers|dernieres)\\s+${UNIT}${UNIT_TAIL}\\b`
  ),
  new RegExp(
    `\\b(?:(?:les|ces|sur\\s+les)\\s+)?(?:derniers|dernieres)\\s+${NUMBER}\\s+${UNIT}${UNIT_TAIL}\\b`
  ),
  new RegExp(
    `\\b(?:(?:en|durante)\\s+)?(?:(?:los|las)\\s+)?(?:ultimos|ultimas|pasados|pasadas)\\s+${NUMBER}\\s+${UNIT}${UNIT_TAIL}\\b`
  ),
]

/** "this week", "last month", "cette année", "el año pasado"... : [pattern, which, unit]. */
const NAMED: [RegExp, Which, Unit][] = [
  [
    /\bnext\s+weekend\b|\bnachstes\s+wochenende\b|\b(?:le\s+)?week-?end\s+prochain\b|\b(?:el\s+)?(?:proximo\s+fin\s+de\s+semana|fin\s+de\s+semana\s+que\s+viene)\b/,
    'next',
    'weekend',
  ],
  [
    /\b(?:last|past|previous)\s+weekend\b|\b(?:letztes|vergangenes|letzten|vergangenen)\s+wochenende\b|\b(?:le\s+)?week-?end\s+dernier\b|\b(?:el\s+)?fin\s+de\s+semana\s+pasado\b/,
    'last',
    'weekend',
  ],
  [
    /\b(?:this|the)\s+weekend\b|\b(?:dieses|am|diesem)\s+wochenende\b|\b(?:ce|le)\s+week-?end\b|\b(?:este|el)\s+fin\s+de\s+semana\b/,
    'this',
    'weekend',
  ],
  [
    /\bnext\s+week\b|\b(?:(?:in\s+der\s+)?nachsten|nachste|kommende|(?:in\s+der\s+)?kommenden)\s+woche\b|\b(?:la\s+)?semaine\s+prochaine\b|\b(?:la\s+)?(?:semana\s+que\s+viene|proxima\s+semana|semana\s+proxima)\b/,
    'next',
    'week',
  ],
  [
    /\bnext\s+month\b|\b(?:im\s+)?nachsten\s+monat\b|\b(?:le\s+)?mois\s+prochain\b|\b(?:el\s+)?(?:mes\s+que\s+viene|proximo\s+mes|mes\s+proximo)\b/,
    'next',
    'month',
  ],
  [
    /\b(?:the\s+)?(?:last|previous|past)\s+week\b|\blast\s+weeks\b(?!\s+(?:of|in|before))/,
    'last',
    'week',
  ],
  [/\bthis\s+week\b/, 'this', 'week'],
  [/\b(?:the\s+)?(?:last|previous|past)\s+month\b/, 'last', 'month'],
  [/\bthis\s+month\b/, 'this', 'month'],
  [/\b(?:the\s+)?(?:last|previous|past)\s+year\b/, 'last', 'year'],
  [/\bthis\s+year\b/, 'this', 'year'],
  [
    /\b(?:(?:in\s+der\s+)?(?:letzten|vergangenen|vorigen)|letzte|vergangene|vorige)\s+woche\b/,
    'last',
    'week',
  ],
  [/\b(?:(?:in\s+)?dieser|diese)\s+woche\b/, 'this', 'week'],
  [/\b(?:(?:im\s+)?(?:letzten|vergangenen|vorigen))\s+monat\b/, 'last', 'month'],
  [/\b(?:(?:in\s+)?diesem|diesen)\s+monat\b/, 'this', 'month'],
  [
    /\b(?:(?:im\s+)?(?:letzten|vergangenen|vorigen)|letztes|vergangenes|voriges)\s+jahr\b/,
    'last',
    'year',
  ],
  [/\b(?:(?:in\s+)?diesem|dieses)\s+jahr\b/, 'this', 'year'],
  [/\b(?:la\s+)?semaine\s+(?:derniere|passee)\b/, 'last', 'week'],
  [/\bcette\s+semaine\b/, 'this', 'week'],
  [/\b(?:le\s+)?mois\s+(?:dernier|passe)\b/, 'last', 'month'],
  [/\bce\s+mois(?:-ci)?\b/, 'this', 'month'],
  [/\b(?:l'|l\s)?(?:annee|an)\s+(?:derniere|dernier|passee|passe)\b/, 'last', 'year'],
  [/\bcette\s+annee\b/, 'this', 'year'],
  [/\b(?:la\s+)?semana\s+pasada\b/, 'last', 'week'],
  [/\besta\s+semana\b/, 'this', 'week'],
  [/\b(?:el\s+)?mes\s+pasado\b/, 'last', 'month'],
  [/\beste\s+mes\b/, 'this', 'month'],
  [/\b(?:el\s+)?ano\s+pasado\b/, 'last', 'year'],
  [/\beste\s+ano\b/, 'this', 'year'],
]

/** "the week before", "die Woche davor", "la semaine d'avant", "la semana anterior"... */
const BEFORE =
  /\b(?:the\s+)?(?:week|month|year)\s+before\b|\b(?:die\s+|der\s+|das\s+|den\s+)?(?:woche|monat|jahr)\s+(?:davor|zuvor)\b|\b(?:la\s+|le\s+|l')?(?:semaine|mois|annee)\s+(?:d'avant|precedente?|d'\s*avant)\b|\b(?:la\s+|el\s+)?(?:semana|mes|ano)\s+(?:anterior|de\s+antes)\b/

const SINCE = /\b(since|seit|depuis|desde)\s+(?:(?:le|el|dem|den)\s+)?/

export function findPeriod(
  text: MessageText,
  context: PeriodContext
): { period?: Period; text: MessageText } {
  for (const find of [
    periodBefore,
    yearToDate,
    quarterNamed,
    unitsAgo,
    lastN,
    shortWeekend,
    named,
    since,
    dayRange,
    monthSpan,
    monthName,
    yearAlone,
  ]) {
    const found = find(text, context)
    if (found) return { period: found.period, text: blank(text, found.index, found.length) }
  }
  return { text }
}

interface Found {
  period: Period
  index: number
  length: number
}

/** The period before the thread's one, as long as it: a month before a month, a year before a year. */
function periodBefore(text: MessageText, { previous, language }: PeriodContext): Found | undefined {
  const match = previous ? BEFORE.exec(text.plain) : null
  if (!match || !previous) return
  return { period: stepBackPeriod(previous, language), index: match.index, length: match[0].length }
}

function stepBackPeriod(period: Period, language: Language): Period {
  const { fromIso, toIso } = period
  const wholeMonth =
    fromIso.endsWith('-01') && monthRange(yearOf(fromIso), monthOf(fromIso)).toIso === toIso
  if (wholeMonth) {
    const first = addMonths(fromIso, -1)
    return monthPeriod(yearOf(first), monthOf(first), language)
  }
  const wholeYear = fromIso.endsWith('-01-01') && toIso === isoOf(yearOf(fromIso), 12, 31)
  if (wholeYear) return yearPeriod(yearOf(fromIso) - 1)
  const days = Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000) + 1
  const newFrom = addDays(fromIso, -days)
  const newTo = addDays(toIso, -days)
  return { fromIso: newFrom, toIso: newTo, label: rangeLabel(newFrom, newTo, language) }
}

function lastN(text: MessageText, { todayIso, language }: PeriodContext): Found | undefined {
  for (const pattern of LAST_N) {
    const match = pattern.exec(text.plain)
    if (!match) continue
    const count = numberValue(match[1])
    const unit = UNIT_WORDS[match[2]]
    const fromIso = addDays(stepBack(todayIso, unit, count), 1)
    return {
      period: { fromIso, toIso: todayIso, label: rangeLabel(fromIso, todayIso, language) },
      index: match.index,
      length: match[0].length,
    }
  }
}

function stepBack(iso: string, unit: Unit, count: number): string {
  if (unit === 'day') return addDays(iso, -count)
  if (unit === 'week') return addDays(iso, -7 * count)
  if (unit === 'month') return addMonths(iso, -count)
  return addYears(iso, -count)
}

function named(text: MessageText, { todayIso, language }: PeriodContext): Found | undefined {
  for (const [pattern, which, unit] of NAMED) {
    const match = pattern.exec(text.plain)
    if (!match) continue
    return {
      period: namedPeriod(todayIso, which, unit, language),
      index: match.index,
      length: match[0].length,
    }
  }
}

function namedPeriod(todayIso: string, which: Which, unit: Unit, language: Language): Period {
  const back = which === 'last' ? 1 : which === 'next' ? -1 : 0
  if (unit === 'weekend') {
    const fromIso = addDays(mondayOf(todayIso), 5 - 7 * back)
    const toIso = addDays(fromIso, 1)
    return { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) }
  }
  if (unit === 'week') {
    const fromIso = addDays(mondayOf(todayIso), -7 * back)
    const toIso = addDays(fromIso, 6)
    return { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) }
  }
  if (unit === 'month') {
    const first = addMonths(isoOf(yearOf(todayIso), monthOf(todayIso), 1), -back)
    return monthPeriod(yearOf(first), monthOf(first), language)
  }
  return yearPeriod(yearOf(todayIso) - back)
}

function monthPeriod(year: number, month1: number, language: Language): Period {
  return { ...monthRange(year, month1), label: monthLabel(year, month1, language) }
}

function yearPeriod(year: number): Period {
  return { fromIso: isoOf(year, 1, 1), toIso: isoOf(year, 12, 31), label: String(year) }
}

function since(text: MessageText, context: PeriodContext): Found | undefined {
  const match = SINCE.exec(text.plain)
  if (!match) return
  const tailStart = match.index + match[0].length
  const tail: MessageText = {
    lower: text.lower.slice(tailStart),
    plain: text.plain.slice(tailStart),
  }
  const month = monthAt(tail.plain, 0)
  const day = month ? undefined : parseDay(tail, { ...context, direction: 'past' })
  const fromIso = month
    ? mostRecentMonthStart(month.month1, month.year, context.todayIso)
    : day && day.index < 3
      ? day.dayIso
      : undefined
  if (!fromIso) return
  const length = match[0].length + (month ? month.length : day!.index + day!.length)
  return {
    period: {
      fromIso,
      toIso: context.todayIso,
      label: rangeLabel(fromIso, context.todayIso, context.language),
    },
    index: match.index,
    length,
  }
}

function mostRecentMonthStart(month1: number, year: number | undefined, todayIso: string): string {
  const thisYear = yearOf(todayIso)
  const resolvedYear = year ?? (month1 <= monthOf(todayIso) ? thisYear : thisYear - 1)
  return isoOf(resolvedYear, month1, 1)
}

const MONTH_PREFIX =
  /(?:\b(?:in|im|en|de|del|for|during|of|au\s+mois\s+d'|au\s+mois\s+de|el\s+mes\s+de|mois\s+d'|mois\s+de)\s+)$/

const DAY_BEFORE = /\b\d{1,2}(?:st|nd|rd|th|er|\.)?\s*(?:de\s+|of\s+)?$/
const DAY_AFTER = /^\s*\d{1,2}(?:st|nd|rd|th)?\b/

/** A month name at `index` (a name or a typo one edit from a long name), with an optional year. */
function monthAt(
  plain: string,
  index: number
): { month1: number; year?: number; length: number } | undefined {
  const word = /^\s*([a-z]+)\.?(?:\s+(?:de\s+)?(\d{4}))?/.exec(plain.slice(index))
  if (!word) return
  const month1 = monthNumber(word[1])
  if (!month1) return
  return { month1, year: word[2] ? Number(word[2]) : undefined, length: word[0].length }
}

function monthNumber(word: string): number | undefined {
  for (const names of Object.values(MONTHS)) {
    const exact = names.findIndex((forms) => forms.includes(word))
    if (exact >= 0) return exact + 1
  }
  if (word.length < 6) return
  for (const names of Object.values(MONTHS)) {
    const close = names.findIndex((forms) => forms[0].length >= 6 && withinOneEdit(forms[0], word))
    if (close >= 0) return close + 1
  }
}

function monthName(text: MessageText, { todayIso, language }: PeriodContext): Found | undefined {
  const words = /[a-z]+/g
  for (let match = words.exec(text.plain); match; match = words.exec(text.plain)) {
    const month = monthAt(text.plain, match.index)
    if (!month) continue
    const before = text.plain.slice(0, match.index)
    // English "may" is a month only after "in", "during"... or before a year.
    if (match[0] === 'may' && !month.year && !MONTH_PREFIX.test(before)) continue
    // "12 October", "October 12th": a day, read by the day parser.
    if (DAY_BEFORE.test(before)) continue
    if (!month.year && DAY_AFTER.test(text.plain.slice(match.index + month.length))) continue
    const start = mostRecentMonthStart(month.month1, month.year, todayIso)
    const prefix = MONTH_PREFIX.exec(before)
    const index = prefix ? prefix.index : match.index
    return {
      period: monthPeriod(yearOf(start), monthOf(start), language),
      index,
      length: match.index - index + month.length,
    }
  }
}

const FROM = '(?:from|between|von|vom|zwischen|de|du|entre|desde|del)'
const TO = '(?:to|and|until|till|through|-|–|bis|und|au|a|al|y|hasta)'
const ORDINAL = '(?:st|nd|rd|th|er|\\.)?'

/** "between 1 and 15 October", "vom 1. bis 15. Oktober", "del 1 al 15 de octubre". */
function dayRange(text: MessageText, { todayIso, language }: PeriodContext): Found | undefined {
  const match = new RegExp(
    `\\b${FROM}\\s+(?:the\\s+|le\\s+|el\\s+)?(\\d{1,2})${ORDINAL}\\s+${TO}\\s+(?:the\\s+|le\\s+|el\\s+)?(\\d{1,2})${ORDINAL}\\s+(?:of\\s+|de\\s+)?([a-z]+)`
  ).exec(text.plain)
  if (!match) return
  const month = monthAt(match[3], 0)
  if (!month) return
  const start = mostRecentMonthStart(month.month1, month.year, todayIso)
  const fromIso = isoOf(yearOf(start), monthOf(start), Number(match[1]))
  const toIso = isoOf(yearOf(start), monthOf(start), Number(match[2]))
  if (toIso < fromIso) return
  return {
    period: { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) },
    index: match.index,
    length: match[0].length,
  }
}

/** "from March to May", "von März bis Mai", "de mars à mai", "de marzo a mayo". */
function monthSpan(text: MessageText, { todayIso, language }: PeriodContext): Found | undefined {
  const match = new RegExp(`\\b${FROM}\\s+([a-z]+)\\s+${TO}\\s+([a-z]+)`).exec(text.plain)
  if (!match) return
  const first = monthAt(match[1], 0)
  const last = monthAt(match[2], 0)
  if (!first || !last) return
  const end = mostRecentMonthStart(last.month1, last.year, todayIso)
  const startYear = first.month1 <= last.month1 ? yearOf(end) : yearOf(end) - 1
  const fromIso = isoOf(startYear, first.month1, 1)
  const toIso = monthRange(yearOf(end), monthOf(end)).toIso
  return {
    period: { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) },
    index: match.index,
    length: match[0].length,
  }
}

function yearAlone(text: MessageText): Found | undefined {
  // A year alone, not the year of a written date ("2026-03-17", "17/03/2026").
  const match =
    /\b(?:(?:in|im|en|for|during)\s+(?:(?:the\s+)?year\s+|jahr\s+|(?:el\s+)?ano\s+|l'annee\s+)?)?(?<![\d/.-])((?:19|20)\d{2})\b(?![/.-]\d)/.exec(
      text.plain
    )
  if (!match) return
  return { period: yearPeriod(Number(match[1])), index: match.index, length: match[0].length }
}
