/*
 * The words of plan-change answers in English, German, French and Spanish: what a proposal
 * does (said from the change's own parameters, so the domain's English reason is not needed
 * in the other languages) and what an applied revision changed, day by day. Pure.
 */
import { dayLabel } from '#coach/understanding/labels'
import type { Language } from '#coach/offline/language'
import type { PlanChange } from '#coach/tools/propose_plan_change'
import type { PlannedWorkout, WorkoutType } from '#domain/plans/types'
import type { WorkoutChange } from '#domain/plans/adapt_plan'

type Texts<T> = Record<Language, T>

const WORKOUT_NAMES: Texts<Record<WorkoutType, string>> = {
  en: {
    easy: 'easy run',
    long: 'long run',
    recovery: 'recovery run',
    tempo: 'tempo run',
    threshold: 'threshold run',
    intervals: 'intervals',
    marathon_pace: 'marathon-pace run',
    strides: 'easy run with strides',
    rest: 'rest day',
    race: 'race',
  },
  de: {
    easy: 'lockerer Lauf',
    long: 'langer Lauf',
    recovery: 'Regenerationslauf',
    tempo: 'Tempolauf',
    threshold: 'Schwellenlauf',
    intervals: 'Intervalle',
    marathon_pace: 'Lauf im Marathontempo',
    strides: 'lockerer Lauf mit Steigerungen',
    rest: 'Ruhetag',
    race: 'Wettkampf',
  },
  fr: {
    easy: 'footing facile',
    long: 'sortie longue',
    recovery: 'footing de récupération',
    tempo: 'sortie tempo',
    threshold: 'sortie au seuil',
    intervals: 'fractionné',
    marathon_pace: 'sortie à allure marathon',
    strides: 'footing avec accélérations',
    rest: 'jour de repos',
    race: 'course',
  },
  es: {
    easy: 'rodaje suave',
    long: 'tirada larga',
    recovery: 'rodaje de recuperación',
    tempo: 'carrera a ritmo tempo',
    threshold: 'carrera al umbral',
    intervals: 'series',
    marathon_pace: 'carrera a ritmo de maratón',
    strides: 'rodaje suave con progresiones',
    rest: 'día de descanso',
    race: 'carrera',
  },
}

export function workoutName(type: WorkoutType, language: Language): string {
  return WORKOUT_NAMES[language][type]
}

/** A workout as the athlete sees it: its name and distance ("long run, 18.1 km"). */
export function workoutText(workout: PlannedWorkout, language: Language): string {
  const name = workoutName(workout.type, language)
  if (workout.type === 'rest' || !workout.distanceMeters) return name
  const km = (workout.distanceMeters / 1000).toFixed(1)
  return `${name}, ${language === 'en' ? km : km.replace('.', ',')} km`
}

/** A day of a plan change, in the answer's language ("Dienstag, 24. März"). */
export function dayText(iso: string, language: Language, todayIso: string): string {
  return dayLabel(iso, language, todayIso)
}

const FROM_TO: Texts<(from: string, to: string) => string> = {
  en: (from, to) => (from === to ? `on ${from}` : `from ${from} to ${to}`),
  de: (from, to) => (from === to ? `am ${from}` : `von ${from} bis ${to}`),
  fr: (from, to) => (from === to ? `le ${from}` : `du ${from} au ${to}`),
  es: (from, to) => (from === to ? `el ${from}` : `del ${from} al ${to}`),
}

export function span(fromIso: string, toIso: string, language: Language, todayIso: string) {
  return FROM_TO[language](dayText(fromIso, language, todayIso), dayText(toIso, language, todayIso))
}

/** What a proposed change does, in the athlete's language (the tool's reason is English). */
export function changeReason(change: PlanChange, language: Language, todayIso: string): string {
  const when = (from: string, to: string) => span(from, to, language, todayIso)
  switch (change.type) {
    case 'travel':
      return travelReason(change, language, todayIso)
    case 'illness':
    case 'injury':
      return healthReason(change, language, todayIso)
    case 'move_workout':
      return {
        en: `The workout moves to ${dayText(change.toDate, language, todayIso)}.`,
        de: `Die Einheit wird auf ${dayText(change.toDate, language, todayIso)} verschoben.`,
        fr: `La séance est déplacée au ${dayText(change.toDate, language, todayIso)}.`,
        es: `La sesión pasa al ${dayText(change.toDate, language, todayIso)}.`,
      }[language]
    case 'missed_workout':
      return {
        en: 'The missed session moves to a later easy day only if hard days stay apart; otherwise it is dropped.',
        de: 'Die verpasste Einheit rückt nur auf einen späteren lockeren Tag, wenn harte Tage getrennt bleiben; sonst fällt sie weg.',
        fr: 'La séance manquée passe à un jour facile plus tard seulement si les jours durs restent séparés ; sinon elle est abandonnée.',
        es: 'La sesión perdida pasa a un día suave posterior solo si los días duros quedan separados; si no, se deja.',
      }[language]
    case 'fewer_days': {
      const dates =
        change.fromDate && change.toDate ? ` ${when(change.fromDate, change.toDate)}` : ''
      const n = change.daysPerWeek
      return {
        en: `Only ${n} running days a week${dates}: the long run and a key session stay, the other days become rest.`,
        de: `Nur ${n} Lauftage pro Woche${dates}: der lange Lauf und eine Schlüsseleinheit bleiben, die anderen Tage werden Ruhetage.`,
        fr: `Seulement ${n} jours de course par semaine${dates} : la sortie longue et une séance clé restent, les autres jours deviennent du repos.`,
        es: `Solo ${n} días de carrera por semana${dates}: se mantienen la tirada larga y una sesión clave, los demás días pasan a descanso.`,
      }[language]
    }
    case 'short_on_time':
    case 'shorten_day': {
      const minutes = change.maxSessionMinutes
      const where =
        change.type === 'shorten_day' ? ` (${dayText(change.date, language, todayIso)})` : ''
      return {
        en: `Sessions cut to ${minutes} minutes${where}.`,
        de: `Einheiten auf ${minutes} Minuten gekürzt${where}.`,
        fr: `Séances limitées à ${minutes} minutes${where}.`,
        es: `Sesiones acortadas a ${minutes} minutos${where}.`,
      }[language]
    }
    case 'intensity':
      return INTENSITY_REASON[change.direction][language]
  }
}

type Change<T extends PlanChange['type']> = Extract<PlanChange, { type: T }>

function travelReason(change: Change<'travel'>, language: Language, todayIso: string): string {
  const dates = span(change.fromDate, change.toDate, language, todayIso)
  const capped = change.maxSessionMinutes
  const rest = change.availableWeekdays.length === 0
  return {
    en: rest
      ? `You are away ${dates}: those days become rest days; the rest of the plan stays.`
      : `You are away ${dates}: sessions are cut to ${capped ?? 45} minutes.`,
    de: rest
      ? `Du bist ${dates} unterwegs: diese Tage werden Ruhetage, der Rest des Plans bleibt.`
      : `Du bist ${dates} unterwegs: die Einheiten werden auf ${capped ?? 45} Minuten gekürzt.`,
    fr: rest
      ? `Vous êtes absent ${dates} : ces jours deviennent des jours de repos, le reste du plan ne change pas.`
      : `Vous êtes absent ${dates} : les séances sont limitées à ${capped ?? 45} minutes.`,
    es: rest
      ? `Estás fuera ${dates}: esos días pasan a ser de descanso; el resto del plan se mantiene.`
      : `Estás fuera ${dates}: las sesiones se acortan a ${capped ?? 45} minutos.`,
  }[language]
}

function healthReason(
  change: Change<'illness' | 'injury'>,
  language: Language,
  todayIso: string
): string {
  const start = change.startDate ?? todayIso
  const days = change.days ?? 7
  const dates = span(start, addIsoDays(start, days - 1), language, todayIso)
  return {
    en: `Rest ${dates}, then an easier return; no hard session straight after.`,
    de: `Ruhe ${dates}, danach ein lockerer Wiedereinstieg ohne harte Einheit direkt danach.`,
    fr: `Repos ${dates}, puis une reprise plus facile, sans séance dure juste après.`,
    es: `Descanso ${dates} y después una vuelta más suave, sin sesión dura justo después.`,
  }[language]
}

const INTENSITY_REASON: Record<'easier' | 'harder', Texts<string>> = {
  easier: {
    en: 'Paces one VDOT point slower; distances stay.',
    de: 'Tempi um einen VDOT-Punkt langsamer; die Distanzen bleiben.',
    fr: "Allures plus lentes d'un point de VDOT ; les distances restent.",
    es: 'Ritmos un punto de VDOT más lentos; las distancias se mantienen.',
  },
  harder: {
    en: 'Paces one VDOT point faster; distances stay.',
    de: 'Tempi um einen VDOT-Punkt schneller; die Distanzen bleiben.',
    fr: "Allures plus rapides d'un point de VDOT ; les distances restent.",
    es: 'Ritmos un punto de VDOT más rápidos; las distancias se mantienen.',
  },
}

function addIsoDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const APPLIED: Texts<{ done: string; undo: string; more: (n: number) => string }> = {
  en: {
    done: 'Done: I applied the change to your plan.',
    undo: 'You can undo it on the Training plan page.',
    more: (n) => `…and ${n} more change${n === 1 ? '' : 's'} later in the plan.`,
  },
  de: {
    done: 'Erledigt: Ich habe die Änderung in deinen Plan übernommen.',
    undo: 'Du kannst sie auf der Seite Trainingsplan rückgängig machen.',
    more: (n) => `…und ${n} weitere Änderung${n === 1 ? '' : 'en'} später im Plan.`,
  },
  fr: {
    done: "C'est fait : j'ai appliqué la modification à votre plan.",
    undo: "Vous pouvez l'annuler sur la page Plan d'entraînement.",
    more: (n) =>
      `…et ${n} autre${n === 1 ? '' : 's'} modification${n === 1 ? '' : 's'} plus loin dans le plan.`,
  },
  es: {
    done: 'Hecho: he aplicado el cambio a tu plan.',
    undo: 'Puedes deshacerlo en la página del plan de entrenamiento.',
    more: (n) => `…y ${n} cambio${n === 1 ? '' : 's'} más adelante en el plan.`,
  },
}

/** The first changes shown by day; a plan-wide pace change lists only its first days. */
const LISTED_CHANGES = 6

/** The answer to "yes, do that": what changed, day by day, in the athlete's language. */
export function appliedText(
  changes: WorkoutChange[],
  language: Language,
  todayIso: string
): { headline: string; facts: string[] } {
  const texts = APPLIED[language]
  const dated = changes
    .map((change) => ({ change, iso: (change.after ?? change.before)!.dateIso }))
    .sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0))
  const lines = dated
    .slice(0, LISTED_CHANGES)
    .map(({ change }) => changeLine(change, language, todayIso))
  if (dated.length > LISTED_CHANGES) lines.push(texts.more(dated.length - LISTED_CHANGES))
  return { headline: texts.done, facts: [...lines, texts.undo] }
}

function changeLine(change: WorkoutChange, language: Language, todayIso: string): string {
  const { before, after } = change
  if (before && after && before.dateIso !== after.dateIso) {
    const from = dayText(before.dateIso, language, todayIso)
    const to = dayText(after.dateIso, language, todayIso)
    const what = workoutText(before, language)
    return {
      en: `${capital(what)}: moved from ${from} to ${to}.`,
      de: `${capital(what)}: von ${from} auf ${to} verschoben.`,
      fr: `${capital(what)} : déplacé(e) du ${from} au ${to}.`,
      es: `${capital(what)}: pasa del ${from} al ${to}.`,
    }[language]
  }
  const date = capital(dayText((after ?? before)!.dateIso, language, todayIso))
  const was = before ? workoutText(before, language) : '—'
  const now = after ? workoutText(after, language) : workoutName('rest', language)
  return was === now ? `${date}: ${now}.` : `${date}: ${was} → ${now}.`
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
