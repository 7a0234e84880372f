/*
 * A quarter of the year named, in the four languages, on the accent-free lower-case text
 * (docs/coach.md, "Understanding"): "this quarter", "dieses Quartal", "ce trimestre", "este
 * trimestre" (its first day to its last); "last quarter", "letztes Quartal", "le trimestre
 * dernier", "el trimestre pasado"; "the first quarter", "Q2", "im ersten Quartal", "le premier
 * trimestre", "el primer trimestre" (that quarter of this year, or of last year when it is
 * still to come). Quarters are January–March, April–June, July–September, October–December.
 */
import { addMonths, isoOf, monthOf, monthRange, yearOf } from './iso_dates.js'
import { rangeLabel } from './labels.js'
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

const THIS =
  /\b(?:this|the\s+current|current)\s+quarter\b|\b(?:in\s+)?(?:diesem|dieses|aktuellen|laufenden)\s+quartal\b|\b(?:ce|du)\s+trimestre(?:-ci)?\b|\b(?:este|el\s+actual)\s+trimestre\b/
const LAST =
  /\b(?:the\s+)?(?:last|previous|past)\s+quarter\b|\b(?:im\s+)?(?:letzten|vergangenen|vorigen|letztes|vergangenes|voriges)\s+quartal\b|\b(?:le\s+|du\s+)?trimestre\s+(?:dernier|passe|precedent)\b|\b(?:el\s+)?trimestre\s+(?:pasado|anterior)\b/

/** Ordinal words of a quarter: [pattern, quarter]. */
const ORDINALS: [RegExp, number][] = [
  [
    /\bq1\b|\bfirst\s+quarter\b|\bersten?\s+quartal\b|\bpremier\s+trimestre\b|\bprimer\s+trimestre\b/,
    1,
  ],
  [
    /\bq2\b|\bsecond\s+quarter\b|\bzweiten?\s+quartal\b|\b(?:deuxieme|second)\s+trimestre\b|\bsegundo\s+trimestre\b/,
    2,
  ],
  [
    /\bq3\b|\bthird\s+quarter\b|\bdritten?\s+quartal\b|\btroisieme\s+trimestre\b|\btercer\s+trimestre\b/,
    3,
  ],
  [
    /\bq4\b|\bfourth\s+quarter\b|\bvierten?\s+quartal\b|\bquatrieme\s+trimestre\b|\bcuarto\s+trimestre\b/,
    4,
  ],
]

/** The first month (1, 4, 7, 10) of the quarter a date is in. */
function quarterStart(iso: string) {
  return Math.floor((monthOf(iso) - 1) / 3) * 3 + 1
}

function quarter(year: number, firstMonth: number, language: Language): Period {
  const fromIso = isoOf(year, firstMonth, 1)
  const { toIso } = monthRange(year, firstMonth + 2)
  return { fromIso, toIso, label: rangeLabel(fromIso, toIso, language) }
}

export function quarterNamed(
  text: MessageText,
  { todayIso, language }: Context
): Found | undefined {
  const year = yearOf(todayIso)
  const current = quarterStart(todayIso)
  const last = LAST.exec(text.plain)
  if (last) {
    const first = addMonths(isoOf(year, current, 1), -3)
    return {
      period: quarter(yearOf(first), monthOf(first), language),
      index: last.index,
      length: last[0].length,
    }
  }
  const thisOne = THIS.exec(text.plain)
  if (thisOne) {
    return {
      period: quarter(year, current, language),
      index: thisOne.index,
      length: thisOne[0].length,
    }
  }
  for (const [pattern, number] of ORDINALS) {
    const match = pattern.exec(text.plain)
    if (!match) continue
    const firstMonth = (number - 1) * 3 + 1
    const ahead = isoOf(year, firstMonth, 1) > todayIso
    return {
      period: quarter(ahead ? year - 1 : year, firstMonth, language),
      index: match.index,
      length: match[0].length,
    }
  }
}
