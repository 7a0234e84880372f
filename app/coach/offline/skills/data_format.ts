/*
 * Figures and dates of the data answers (history, totals, gear, best efforts) in the language
 * and unit the athlete asked: numbers with the locale's decimal separator, distances in km or
 * miles from metres (SI inside, converted here at the edge), days as a runner writes them
 * ("Tue 24 March", "Di., 24. März") from the platform's date formatter (ICU) rather than
 * hand-written tables. Durations keep the clock form "1:40:00" in every language.
 */
import { METERS_PER_MILE } from '#domain/units'
import type { Language } from '#coach/offline/language'

export type DistanceUnit = 'km' | 'mile'

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' }

/** "12.3" in English, "12,3" in German, French and Spanish; no grouping ("1991,8"). */
export function numberIn(language: Language, value: number, decimals = 1): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value)
}

/** "18.0 km", "11.2 mi", "18,0 km". */
export function distanceIn(
  language: Language,
  meters: number,
  unit: DistanceUnit,
  decimals = 1
): string {
  const value = unit === 'mile' ? meters / METERS_PER_MILE : meters / 1000
  return `${numberIn(language, value, decimals)} ${unit === 'mile' ? 'mi' : 'km'}`
}

/** A pace from seconds per km in the unit: "5:33/km", "8:56/mi". */
export function paceIn(secondsPerKm: number, unit: DistanceUnit): string {
  const seconds = Math.round(
    unit === 'mile' ? (secondsPerKm * METERS_PER_MILE) / 1000 : secondsPerKm
  )
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}/${unit === 'mile' ? 'mi' : 'km'}`
}

/** "15 h 52 min" (the same in the four languages). */
export function hoursText(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}

/** Parts of a date from Intl, so no comma or order is hand-written. */
function parts(iso: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const found = new Intl.DateTimeFormat(LOCALES[language], {
    ...options,
    timeZone: 'UTC',
  }).formatToParts(new Date(`${iso}T00:00:00Z`))
  return (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? ''
}

/**
 * A day inside a sentence or a list: "Tue 24 March", "Di. 24. März", "mar. 24 mars",
 * "mar 24 de marzo"; the year only when it is not today's year ("Sun 19 October 2025").
 */
export function shortDay(iso: string, language: Language, todayIso: string): string {
  const withYear = iso.slice(0, 4) !== todayIso.slice(0, 4)
  const part = parts(iso, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const year = withYear ? ` ${part('year')}` : ''
  switch (language) {
    case 'de':
      return `${part('weekday')} ${part('day')}. ${part('month')}${year}`
    case 'es':
      return `${part('weekday')} ${part('day')} de ${part('month')}${withYear ? ` de ${part('year')}` : ''}`
    default:
      return `${part('weekday')} ${part('day')} ${part('month')}${year}`
  }
}

/** A span of days: "Mon 9 March – Sun 15 March". */
export function spanIn(fromIso: string, toIso: string, language: Language, todayIso: string) {
  if (fromIso === toIso) return shortDay(fromIso, language, todayIso)
  return `${shortDay(fromIso, language, todayIso)} – ${shortDay(toIso, language, todayIso)}`
}
