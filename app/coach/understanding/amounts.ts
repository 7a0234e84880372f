/*
 * Amounts of time in a message, in English, French, Spanish and German: how many days an
 * illness, an injury or a trip lasts ("sick for 3 days", "zwei Wochen verletzt"), how many
 * minutes a short day has ("only 45 min", "une heure"), how far ahead a race is ("in 3
 * weeks"). The slots the plan-change skills need (docs/coach.md#pipeline); read on the raw
 * text, lower or upper case.
 */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  couple: 2,
  few: 3,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six_fr: 6,
  sept: 7,
  dix: 10,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  diez: 10,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  zehn: 10,
}

const COUNT = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|couple of|few|un|une|deux|trois|quatre|cinq|sept|dix|uno|dos|tres|cuatro|cinco|seis|siete|diez|ein|eine|zwei|drei|vier|fünf|sechs|sieben|zehn)`

function count(token: string) {
  const key = token.toLowerCase().replace(' of', '')
  return /^\d+$/.test(key) ? Number(key) : (NUMBER_WORDS[key] ?? 1)
}

/** "3 days", "three days", "a week", "2 weeks", "trois jours", "zwei Wochen" → days, or null. */
export function daysIn(text: string): number | null {
  const pattern = new RegExp(
    String.raw`(?<![a-z0-9à-öø-ÿœß])${COUNT}\s+(days?|weeks?|jours?|semaines?|d[ií]as?|semanas?|tage?n?|wochen?)(?![a-zà-öø-ÿœß])`,
    'gi'
  )
  for (const match of text.matchAll(pattern)) {
    // "30 minutes a day", "3 times a week" are rates, not lengths.
    const before = text.slice(0, match.index)
    if (
      /^(a|an|un|une|una|ein|eine)$/i.test(match[1]) &&
      /(min(ute)?s?|minuten|minutos|hours?|times|fois|veces|mal|km|miles?)\s*$/i.test(before)
    )
      continue
    const days = /^(week|semaine|semana|woche)/i.test(match[2])
      ? count(match[1]) * 7
      : count(match[1])
    return Math.min(Math.max(days, 1), 60)
  }
  return null
}

/** "30 minutes", "45 min", "an hour", "1.5 hours", "30 Minuten", "une heure" → minutes, or null. */
export function minutesIn(text: string): number | null {
  const minutes =
    /(?<![a-z0-9à-öø-ÿœß])(\d{1,3})\s*(m|min|mins|minutes?|minutos?|minuten?)(?![a-zà-öø-ÿœß])/i.exec(
      text
    )
  if (minutes) return Math.min(Math.max(Number(minutes[1]), 10), 300)
  const hours =
    /(?<![a-z0-9à-öø-ÿœß])(\d(?:[.,]\d)?|an|one|une|una|eine)\s*(h|hr|hrs|hours?|heures?|horas?|stunden?)(?![a-zà-öø-ÿœß])/i.exec(
      text
    )
  if (hours) {
    const value = /^\d/.test(hours[1]) ? Number(hours[1].replace(',', '.')) : 1
    return Math.min(Math.max(Math.round(value * 60), 10), 300)
  }
  return null
}

/** "in 3 weeks", "in 10 days", "dans 3 semaines": how many days ahead, or null. */
export function daysAhead(text: string): number | null {
  const match = new RegExp(
    String.raw`\b(in|dans|en|within|in about)\s+(?:${COUNT}\s+)?(days?|weeks?|jours?|semaines?|d[ií]as?|semanas?|tagen?|wochen?)\b`,
    'i'
  ).exec(text)
  if (!match) return null
  const n = match[2] ? count(match[2]) : 1
  return /^(week|semaine|semana|woche)/i.test(match[3]) ? n * 7 : n
}
