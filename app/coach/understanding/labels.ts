import { toUtcDate, yearOf } from './iso_dates.js'
import type { Language } from './types.js'

/**
 * Labels of what was understood, in the message's language, formatted by Intl (full ICU in
 * Node 20): "Sunday 29 November", "Sonntag, 29. November", "octobre 2026".
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' }

export function dayLabel(iso: string, language: Language, todayIso: string): string {
  const withYear = yearOf(iso) !== yearOf(todayIso)
  const label = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(toUtcDate(iso))
  // en-GB writes "Monday, 29 December 2025" with a year and "Sunday 29 November" without.
  return language === 'en' ? label.replace(/^(\p{L}+), /u, '$1 ') : label
}

export function monthLabel(year: number, month1: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month1 - 1, 1)))
}

export function rangeLabel(fromIso: string, toIso: string, language: Language): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.formatRange(toUtcDate(fromIso), toUtcDate(toIso))
}

/** The first letter in upper case, as a label opening a reply ("dimanche" -> "Dimanche"). */
export function capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1)
}
