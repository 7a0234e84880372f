/*
 * A planned workout's purpose and its easy and hard words in the answer's language: the plan
 * generator writes them in English (app/domain/plans/workouts.ts), the day's answer in the
 * athlete's. Purposes follow the generator's (Daniels' Running Formula, the workout types of
 * docs/plans.md); a purpose the plan does not know by its type stays as written. Pure.
 */
import type { Language } from '#coach/offline/language'
import type { WorkoutType } from '#domain/plans/types'

type Localised = Record<Exclude<Language, 'en'>, string>

const PURPOSES: Partial<Record<WorkoutType, Localised>> = {
  easy: {
    de: 'Grundlage: locker, im Gesprächstempo.',
    fr: "Endurance de base : facile, à une allure où l'on peut parler.",
    es: 'Base aeróbica: suave, a ritmo de conversación.',
  },
  recovery: {
    de: 'Lockern nach einem harten Tag; langsamer als locker.',
    fr: 'Récupérer après une journée dure ; plus lent que le footing facile.',
    es: 'Soltar piernas tras un día duro; más lento que el rodaje suave.',
  },
  long: {
    de: 'Ausdauer: baut die aerobe Basis und die Belastbarkeit auf.',
    fr: 'Endurance : construit le moteur aérobie et la résistance.',
    es: 'Resistencia: construye el motor aeróbico y la durabilidad.',
  },
  strides: {
    de: 'Lockerer Lauf mit entspannten Steigerungen für Technik und Ökonomie.',
    fr: 'Footing facile avec des lignes droites relâchées pour la foulée et l’économie.',
    es: 'Rodaje suave con progresivos relajados para la técnica y la economía.',
  },
  tempo: {
    de: 'Hebt die Laktatschwelle: angenehm hart und gleichmäßig.',
    fr: 'Relève le seuil lactique : soutenu mais contrôlé, régulier.',
    es: 'Sube el umbral de lactato: exigente pero cómodo y constante.',
  },
  threshold: {
    de: 'Schwelle in Abschnitten: mehr Zeit im Schwellentempo mit kurzen Pausen.',
    fr: "Seuil fractionné : plus de temps à l'allure seuil avec de courtes récupérations.",
    es: 'Umbral en bloques: más tiempo a ritmo umbral con pausas cortas.',
  },
  intervals: {
    de: 'VO2max: harte Wiederholungen von 3–5 Minuten mit gleich langen Trabpausen.',
    fr: 'VMA : répétitions dures de 3 à 5 minutes avec autant de récupération en trottinant.',
    es: 'VO2máx: repeticiones duras de 3–5 minutos con trote de recuperación igual de largo.',
  },
  marathon_pace: {
    de: 'Wettkampfspezifisch: Renntempo, Verpflegung und Ausrüstung proben.',
    fr: "Spécifique : répéter l'allure de course, le ravitaillement et l'équipement.",
    es: 'Específico: ensayar el ritmo de carrera, la nutrición y el material.',
  },
  race: {
    de: 'Das Ziel: dem Tapering vertrauen und gleichmäßig einteilen.',
    fr: "L'objectif : faire confiance à l'affûtage et courir régulier.",
    es: 'El objetivo: confiar en la puesta a punto y repartir el esfuerzo.',
  },
}

/** The workout's purpose in the answer's language (the plan's own words in English). */
export function purposeText(type: string, purpose: string, language: Language): string {
  if (language === 'en') return purpose
  return PURPOSES[type as WorkoutType]?.[language] ?? purpose
}

/** The plan's step words ("16.5 km easy 5:56–6:38/km") in the answer's language. */
const STEP_WORDS: Record<Exclude<Language, 'en'>, [RegExp, string][]> = {
  de: [
    [/\beasy\b/g, 'locker'],
    [/\bwarm-?up\b/gi, 'Einlaufen'],
    [/\bcool-?down\b/gi, 'Auslaufen'],
    [/\bjog\b/g, 'Trab'],
    [/\brecovery\b/g, 'Erholung'],
    [/\bthreshold\b/g, 'Schwelle'],
    [/\binterval\b/g, 'Intervall'],
    [/\brepetition\b/g, 'Wiederholung'],
  ],
  fr: [
    [/\beasy\b/g, 'facile'],
    [/\bwarm-?up\b/gi, 'échauffement'],
    [/\bcool-?down\b/gi, 'retour au calme'],
    [/\bjog\b/g, 'trot'],
    [/\brecovery\b/g, 'récupération'],
    [/\bthreshold\b/g, 'seuil'],
    [/\binterval\b/g, 'intervalle'],
    [/\brepetition\b/g, 'répétition'],
  ],
  es: [
    [/\beasy\b/g, 'suave'],
    [/\bwarm-?up\b/gi, 'calentamiento'],
    [/\bcool-?down\b/gi, 'vuelta a la calma'],
    [/\bjog\b/g, 'trote'],
    [/\brecovery\b/g, 'recuperación'],
    [/\bthreshold\b/g, 'umbral'],
    [/\binterval\b/g, 'intervalo'],
    [/\brepetition\b/g, 'repetición'],
    [/\bmarathon\b/g, 'maratón'],
  ],
}

export function stepsInLanguage(steps: string, language: Language): string {
  if (language === 'en') return steps
  const local = STEP_WORDS[language].reduce((text, [word, said]) => text.replace(word, said), steps)
  return local.replace(/(\d)\.(\d)/g, '$1,$2')
}

/** A day's second run (docs/plans.md#doubles), as a line of the day's answer. */
const SECOND_RUN: Record<Language, (title: string) => string> = {
  en: (title) => `Second run the same day: ${title}.`,
  de: (title) => `Zweiter Lauf am selben Tag: ${title}.`,
  fr: (title) => `Deuxième sortie le même jour : ${title}.`,
  es: (title) => `Segunda carrera el mismo día: ${title}.`,
}

export function secondRunText(title: string, language: Language): string {
  return SECOND_RUN[language](title)
}
