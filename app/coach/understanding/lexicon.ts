import type { Language } from './types.js'

/** Month names (accent-free, lower case) per language, January first. */
export const MONTHS: Record<Language, string[][]> = {
  en: [
    ['january', 'jan'],
    ['february', 'feb'],
    ['march'],
    ['april', 'apr'],
    ['may'],
    ['june', 'jun'],
    ['july', 'jul'],
    ['august', 'aug'],
    ['september', 'sep'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  de: [
    ['januar', 'janner', 'jan'],
    ['februar', 'feb'],
    ['marz', 'maerz'],
    ['april', 'apr'],
    ['mai'],
    ['juni'],
    ['juli'],
    ['august', 'aug'],
    ['september', 'sep'],
    ['oktober', 'okt'],
    ['november', 'nov'],
    ['dezember', 'dez'],
  ],
  fr: [
    ['janvier', 'janv'],
    ['fevrier', 'fevr'],
    ['mars'],
    ['avril'],
    ['mai'],
    ['juin'],
    ['juillet'],
    ['aout'],
    ['septembre'],
    ['octobre', 'oct'],
    ['novembre', 'nov'],
    ['decembre', 'dec'],
  ],
  es: [
    ['enero'],
    ['febrero'],
    ['marzo'],
    ['abril'],
    ['mayo'],
    ['junio'],
    ['julio'],
    ['agosto'],
    ['septiembre', 'setiembre'],
    ['octubre'],
    ['noviembre'],
    ['diciembre'],
  ],
}

/** Small numbers written as words, accent-free. */
export const NUMBER_WORDS: Record<string, number> = {
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
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
}

/** A number pattern: digits or one of NUMBER_WORDS. */
export const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`

export function numberValue(token: string): number {
  return /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token]
}

/** Damerau-Levenshtein distance of at most one (one edit or one swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const restA = a.slice(i)
  const restB = b.slice(i)
  if (restA.slice(1) === restB.slice(1)) return true
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true
  return (
    restA.length >= 2 &&
    restA[0] === restB[1] &&
    restA[1] === restB[0] &&
    restA.slice(2) === restB.slice(2)
  )
}
