/*
 * The words of a plan's life outside its days, in English, German, French and Spanish: a plan
 * that has not started yet, a day after its last day, a plan that has ended, and no plan at all.
 * What is on a day answers the day asked, so a day outside the plan says where the plan is
 * instead of calling the day a rest day. Pure.
 */
import type { Language } from '#coach/offline/language'
import { dayText, workoutName } from '#coach/offline/skills/plan_texts'
import type { WorkoutType } from '#domain/plans/types'

type Texts<T> = Record<Language, T>

/** The plan's first day is after the days asked: nothing planned yet. */
const STARTS: Texts<(start: string) => string> = {
  en: (start) => `Your plan starts on ${start}; nothing is planned before that.`,
  de: (start) => `Dein Plan beginnt am ${start}; davor ist nichts geplant.`,
  fr: (start) => `Votre plan commence le ${start} ; rien n'est prévu avant.`,
  es: (start) => `Tu plan empieza el ${start}; antes no hay nada previsto.`,
}

const FIRST_SESSIONS: Texts<string> = {
  en: 'Its first sessions:',
  de: 'Die ersten Einheiten:',
  fr: 'Ses premières séances :',
  es: 'Sus primeras sesiones:',
}

/** The plan ended before today: nothing is planned now. */
const ENDED: Texts<(end: string) => string> = {
  en: (end) => `Your plan ended on ${end}; nothing is planned after it.`,
  de: (end) => `Dein Plan endete am ${end}; danach ist nichts mehr geplant.`,
  fr: (end) => `Votre plan s'est terminé le ${end} ; rien n'est prévu après.`,
  es: (end) => `Tu plan terminó el ${end}; después no hay nada previsto.`,
}

/** The days asked are after a plan that is still running. */
const ENDS: Texts<(end: string) => string> = {
  en: (end) => `Your plan ends on ${end}; nothing is planned after it.`,
  de: (end) => `Dein Plan endet am ${end}; danach ist nichts geplant.`,
  fr: (end) => `Votre plan se termine le ${end} ; rien n'est prévu après.`,
  es: (end) => `Tu plan termina el ${end}; después no hay nada previsto.`,
}

const NEW_PLAN: Texts<string> = {
  en: 'For what comes next, create a new plan on the Training plan page (a next race or a base block); then I can tell you each day.',
  de: 'Für das, was jetzt kommt, lege auf der Seite Trainingsplan einen neuen Plan an (ein nächster Wettkampf oder ein Grundlagenblock); dann sage ich dir jeden Tag, was ansteht.',
  fr: "Pour la suite, créez un nouveau plan sur la page Plan d'entraînement (une prochaine course ou un bloc de base) ; je pourrai alors vous dire chaque jour ce qui est prévu.",
  es: 'Para lo que viene, crea un plan nuevo en la página del plan de entrenamiento (una próxima carrera o un bloque de base); así te diré cada día lo que toca.',
}

/** A change asked for days the plan does not have. */
const NOTHING_TO_CHANGE: Texts<(what: string) => string> = {
  en: (what) => `There is nothing to change: ${what}`,
  de: (what) => `Da gibt es nichts zu ändern: ${what}`,
  fr: (what) => `Il n'y a rien à modifier : ${what}`,
  es: (what) => `No hay nada que cambiar: ${what}`,
}

/** "What's left before my race": the days up to the race. */
const UNTIL_RACE: Texts<(race: string) => string> = {
  en: (race) => `Left before your race on ${race}:`,
  de: (race) => `Bis zu deinem Wettkampf am ${race} steht noch an:`,
  fr: (race) => `D'ici votre course du ${race}, il reste :`,
  es: (race) => `Antes de tu carrera del ${race} queda:`,
}

export interface PlanDays {
  startDate: string
  endDate: string
}

export function startsText(plan: PlanDays, language: Language, todayIso: string): string {
  return STARTS[language](dayText(plan.startDate, language, todayIso))
}

export function firstSessionsText(language: Language): string {
  return FIRST_SESSIONS[language]
}

export function endedText(plan: PlanDays, language: Language, todayIso: string): string {
  return ENDED[language](dayText(plan.endDate, language, todayIso))
}

export function endsText(plan: PlanDays, language: Language, todayIso: string): string {
  return ENDS[language](dayText(plan.endDate, language, todayIso))
}

export function newPlanText(language: Language): string {
  return NEW_PLAN[language]
}

export function untilRaceText(raceIso: string, language: Language, todayIso: string): string {
  return UNTIL_RACE[language](dayText(raceIso, language, todayIso))
}

/**
 * Where the plan is when the days asked are outside it: it has ended, it starts later, or it
 * ends before them. Null when the days meet the plan's own.
 */
export function outsidePlan(
  plan: PlanDays,
  fromIso: string,
  toIso: string,
  todayIso: string
): 'ended' | 'before' | 'after' | null {
  if (plan.endDate < todayIso && plan.endDate < fromIso) return 'ended'
  if (toIso < plan.startDate) return 'before'
  if (fromIso > plan.endDate) return 'after'
  return null
}

/** "Nothing to change: your plan starts on Monday 12 October." for a change outside the plan. */
export function nothingToChangeText(
  plan: PlanDays,
  where: 'ended' | 'before' | 'after',
  language: Language,
  todayIso: string
): string {
  const what =
    where === 'ended'
      ? endedText(plan, language, todayIso)
      : where === 'before'
        ? startsText(plan, language, todayIso)
        : endsText(plan, language, todayIso)
  return NOTHING_TO_CHANGE[language](what)
}

/**
 * A planned workout as one line of a day's answer: its title, and in de/fr/es the kind of
 * session in the message's language (the plan's titles are English), with its size written
 * with a decimal comma there.
 */
export function workoutLine(
  workout: { title: string; type: string; distance?: string; time?: string },
  language: Language
): string {
  const size = workout.distance ?? workout.time
  const local = size && language !== 'en' ? size.replace(/(\d)\.(\d)/g, '$1,$2') : size
  if (language === 'en') return `**${workout.title}**${local ? ` (${local})` : ''}`
  const kind = workoutName(workout.type as WorkoutType, language)
  return `**${workout.title}** (${kind}${local ? `, ${local}` : ''})`
}
