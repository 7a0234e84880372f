import { capitalised, dayLabel } from './labels.js'
import type { Language, PaceUnit, RaceDistance, Understanding, WorkoutKind } from './types.js'

/**
 * The short label a reply opens with, so the athlete sees what was understood:
 * "Sunday 29 November", "Oktober 2026", "Marathon, goal 4:00:00, per mile".
 */
const RACES: Record<Language, Record<RaceDistance, string>> = {
  en: {
    '5k': '5K',
    '10k': '10K',
    '15k': '15K',
    '10_miles': '10 miles',
    'half': 'half marathon',
    'marathon': 'marathon',
  },
  de: {
    '5k': '5 km',
    '10k': '10 km',
    '15k': '15 km',
    '10_miles': '10 Meilen',
    'half': 'Halbmarathon',
    'marathon': 'Marathon',
  },
  fr: {
    '5k': '5 km',
    '10k': '10 km',
    '15k': '15 km',
    '10_miles': '10 miles',
    'half': 'semi-marathon',
    'marathon': 'marathon',
  },
  es: {
    '5k': '5K',
    '10k': '10K',
    '15k': '15K',
    '10_miles': '10 millas',
    'half': 'media maratón',
    'marathon': 'maratón',
  },
}

const GOAL: Record<Language, string> = { en: 'goal', de: 'Ziel', fr: 'objectif', es: 'objetivo' }

const PACE_UNITS: Record<Language, Record<PaceUnit, string>> = {
  en: { 'km': 'per km', 'mile': 'per mile', '400m': 'per 400 m', 'lap': 'per lap' },
  de: { 'km': 'pro km', 'mile': 'pro Meile', '400m': 'pro 400 m', 'lap': 'pro Runde' },
  fr: { 'km': 'au km', 'mile': 'au mile', '400m': 'au 400 m', 'lap': 'au tour' },
  es: { 'km': 'por km', 'mile': 'por milla', '400m': 'por 400 m', 'lap': 'por vuelta' },
}

const WORKOUTS: Record<Language, Record<WorkoutKind, string>> = {
  en: {
    easy: 'easy',
    long: 'long run',
    marathon: 'marathon pace',
    threshold: 'threshold',
    interval: 'intervals',
    repetition: 'repetitions',
  },
  de: {
    easy: 'locker',
    long: 'langer Lauf',
    marathon: 'Marathontempo',
    threshold: 'Schwelle',
    interval: 'Intervalle',
    repetition: 'Wiederholungen',
  },
  fr: {
    easy: 'footing',
    long: 'sortie longue',
    marathon: 'allure marathon',
    threshold: 'seuil',
    interval: 'fractionné',
    repetition: 'répétitions',
  },
  es: {
    easy: 'rodaje suave',
    long: 'tirada larga',
    marathon: 'ritmo maratón',
    threshold: 'umbral',
    interval: 'series',
    repetition: 'repeticiones',
  },
}

const IN_MILES: Record<Language, string> = {
  en: 'in miles',
  de: 'in Meilen',
  fr: 'en miles',
  es: 'en millas',
}

/** Questions about distances run, where "in miles" asks the distances' unit, not a pace's. */
const DISTANCE_QUESTIONS = new Set(['history_day', 'history_period', 'totals', 'gear'])

export function understoodLabel(understanding: Understanding, todayIso: string): string {
  const { entities, language } = understanding
  const parts: string[] = []
  if (entities.day) parts.push(dayLabel(entities.day, language, todayIso))
  if (entities.period) parts.push(entities.period.label)
  if (entities.raceDistance) {
    const race = RACES[language][entities.raceDistance]
    parts.push(
      entities.goalSeconds ? `${race}, ${GOAL[language]} ${clock(entities.goalSeconds)}` : race
    )
  }
  if (entities.workoutKind) parts.push(WORKOUTS[language][entities.workoutKind])
  const distances = DISTANCE_QUESTIONS.has(understanding.intent) && entities.metric !== 'pace'
  if (distances && entities.distanceUnit === 'mile') parts.push(IN_MILES[language])
  else if (entities.paceUnit) parts.push(PACE_UNITS[language][entities.paceUnit])
  return capitalised(parts.join(', '))
}

/** h:mm:ss, or m:ss under an hour. */
export function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = Math.round(seconds % 60)
  const mmss = `${String(minutes).padStart(hours > 0 ? 2 : 1, '0')}:${String(rest).padStart(2, '0')}`
  return hours > 0 ? `${hours}:${mmss}` : mmss
}
