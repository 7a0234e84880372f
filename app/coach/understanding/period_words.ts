/*
 * More ways of naming a period, in the four languages, on the accent-free lower-case text
 * (docs/coach.md, "Understanding"):
 * - the year to date: "since new year", "YTD", "so far this year", "seit Jahresanfang",
 *   "depuis le début de l'année", "desde año nuevo", "en lo que va de año": 1 January to today;
 * - a weekend said the short way: "el finde pasado", "ce week-end", "le dernier week-end",
 *   "am letzten WE";
 * - "two weeks ago", "vor zwei Wochen", "il y a deux semaines", "hace dos semanas": that
 *   calendar week (Monday to Sunday), the way a total is asked of it; "three months ago" that
 *   month. A day ago stays a day (days.ts).
 */
import { addDays, addMonths, isoOf, mondayOf, monthOf, monthRange, yearOf } from './iso_dates.js'
import { monthLabel, rangeLabel } from './labels.js'
import { NUMBER, numberValue } from './lexicon.js'
import type { MessageText } from './text.js'
import type { Language, Period } from './types.js'

interface Found {
  period: Period
  index: number
  length: number
}

interface Context {
  todayIso: string
  language: Language
}

const YEAR_TO_DATE =
  /\b(?:since\s+(?:the\s+)?(?:new\s+year(?:'s)?|start\s+of\s+(?:the\s+)?year|beginning\s+of\s+(?:the\s+)?year)|ytd|year\s+to\s+date|so\s+far\s+this\s+year|seit\s+(?:jahresanfang|jahresbeginn|neujahr|(?:dem\s+)?(?:anfang|beginn)\s+des\s+jahres)|(?:im\s+)?jahr\s+bisher|bisher\s+(?:in\s+)?diesem\s+jahr|depuis\s+(?:le\s+)?(?:debut\s+de\s+l'?\s*annee|nouvel\s+an|jour\s+de\s+l'an)|(?:depuis\s+)?le\s+debut\s+de\s+l'?\s*annee|desde\s+(?:el\s+)?(?:ano\s+nuevo|(?:inicio|principio|comienzo)s?\s+(?:de|del)\s+(?:este\s+)?ano)|en\s+lo\s+que\s+(?:va|llevamos)\s+(?:de|del)\s+ano)\b/

/** [pattern, weeks back]: weekends named by a short word or with "last" in front. */
const WEEKENDS: [RegExp, number][] = [
  [
    /\b(?:el\s+)?(?:finde|fin\s+de\s+semana)\s+(?:pasado|anterior)\b|\b(?:el\s+)?ultimo\s+(?:finde|fin\s+de\s+semana)\b|\b(?:le\s+)?dernier\s+week-?end\b|\b(?:le\s+)?week-?end\s+(?:passe|precedent)\b|\b(?:am\s+)?(?:letzten|vergangenen|letztes)\s+we\b/,
    1,
  ],
  [/\b(?:el\s+)?(?:proximo\s+finde|finde\s+que\s+viene)\b/, -1],
  [/\b(?:este|el)\s+finde\b/, 0],
]

const AGO = new RegExp(
  `\\b(?:${NUMBER}\\s+(week|month)s?\\s+ago|vor\\s+${NUMBER}\\s+(woche|monat)(?:en|e|n)?|il\\s+y\\s+a\\s+${NUMBER}\\s+(semaine|mois)s?|hace\\s+${NUMBER}\\s+(semana|mes)(?:es|s)?)\\b`
)

const MONTHLY = new Set(['month', 'monat', 'mois', 'mes'])

export function yearToDate(text: MessageText, { todayIso, language }: Context): Found | undefined {
  const match = YEAR_TO_DATE.exec(text.plain)
  if (!match) return
  const fromIso = isoOf(yearOf(todayIso), 1, 1)
  return {
    period: { fromIso, toIso: todayIso, label: rangeLabel(fromIso, todayIso, language) },
    index: match.index,
    length: match[0].length,
  }
}

export function shortWeekend(
  text: MessageText,
  { todayIso, language }: Context
): Found | undefined {
  for (const [pattern, back] of WEEKENDS) {
    const match = pattern.exec(text.plain)
    if (!match) continue
    const fromIso = addDays(mondayOf(todayIso), 5 - 7 * back)
    const toIso = addDays(fromIso, 1)
    return {
      period: { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) },
      index: match.index,
      length: match[0].length,
    }
  }
}

export function unitsAgo(text: MessageText, { todayIso, language }: Context): Found | undefined {
  const match = AGO.exec(text.plain)
  if (!match) return
  const count = numberValue(match[1] ?? match[3] ?? match[5] ?? match[7])
  const unit = match[2] ?? match[4] ?? match[6] ?? match[8]
  if (!count) return
  const found = { index: match.index, length: match[0].length }
  if (MONTHLY.has(unit)) {
    const first = addMonths(isoOf(yearOf(todayIso), monthOf(todayIso), 1), -count)
    const period = {
      ...monthRange(yearOf(first), monthOf(first)),
      label: monthLabel(yearOf(first), monthOf(first), language),
    }
    return { period, ...found }
  }
  const fromIso = addDays(mondayOf(todayIso), -7 * count)
  const toIso = addDays(fromIso, 6)
  return { period: { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) }, ...found }
}
