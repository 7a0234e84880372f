/*
 * A plan change proposed from the chat: the propose_plan_change tool stores a revision the
 * athlete reviews, applies or discards; nothing changes before that (docs/coach.md). Used by
 * the plan-change skills and by health answers that rest the athlete.
 */
import { proposePlanChangeTool, type PlanChange } from '#coach/tools/propose_plan_change'
import { isRefusal } from '#coach/tools/tool'
import { t } from '#coach/offline/i18n'
import type { Language } from '#coach/offline/language'
import { reply, type Turn } from '#coach/offline/turn'
import { changeReason } from '#coach/offline/skills/plan_texts'
import {
  newPlanText,
  nothingToChangeText,
  outsidePlan,
} from '#coach/offline/skills/plan_life_texts'
import { activePlan } from '#queries/training_plans'
import { addDays, daysBetween, isoWeekday } from '#domain/calendar'
import { weekdaysIn } from '#coach/understanding/day_ranges'
import { cannotRunIn } from '#coach/understanding/requests'

export interface ProposalParts {
  headline: string
  why: string[]
  facts?: string[]
}

export async function propose(turn: Turn, change: PlanChange, parts: ProposalParts) {
  const { session, language } = turn
  const outside = await outsideThePlan(turn, change)
  if (outside !== null) {
    // The advice (an illness's or an injury's above all) stands; only the proposal is none.
    return reply(turn, {
      headline: parts.headline,
      facts: [...(parts.facts ?? []), ...outside],
      why: parts.why,
      cheer: CHEER[language],
    })
  }
  const result = await session.run(proposePlanChangeTool, { change })
  if (isRefusal(result)) {
    return reply(turn, {
      headline: parts.headline,
      facts: [...(parts.facts ?? []), refusalFact(change, result.error, language)],
      why: parts.why,
      cheer: CHEER[language],
    })
  }
  return reply(turn, {
    headline: parts.headline,
    facts: [
      ...(parts.facts ?? []),
      t(language, 'proposed', {
        reason: language === 'en' ? result.reason : changeReason(change, language, turn.today),
      }),
      language === 'en'
        ? `${result.changedWorkouts} workout${result.changedWorkouts === 1 ? '' : 's'} would change. Review the preview below and apply or discard it; nothing changes until you do, and you can undo it.`
        : t(language, 'review', { count: result.changedWorkouts }),
    ],
    why: parts.why,
    cheer: CHEER[language],
  })
}

const CHEER = {
  en: 'Look after yourself; the plan will be there.',
  de: 'Pass auf dich auf; der Plan läuft dir nicht weg.',
  fr: 'Prenez soin de vous ; le plan vous attendra.',
  es: 'Cuídate; el plan seguirá ahí.',
} as const

const NO_PLAN = {
  de: 'Du hast keinen aktiven Trainingsplan, also gibt es nichts anzupassen.',
  fr: "Vous n'avez pas de plan d'entraînement actif : il n'y a rien à adapter.",
  es: 'No tienes un plan de entrenamiento activo, así que no hay nada que ajustar.',
} as const

const LET_IT_GO = {
  de: 'Dein Plan bleibt, wie er ist: Kein lockerer Tag dieser Woche kann die Einheit ohne zwei harte Tage hintereinander aufnehmen, also lass sie weg, nicht nachholen, und mach mit der nächsten Einheit weiter.',
  fr: "Votre plan reste tel quel : aucun jour facile de la semaine ne peut la prendre sans deux jours durs d'affilée, alors laissez-la de côté, ne la rattrapez pas, et continuez avec la séance suivante.",
  es: 'Tu plan se queda como está: ningún día suave de esta semana puede acogerla sin dos días duros seguidos, así que déjala, no la recuperes, y sigue con la próxima sesión.',
} as const

/**
 * The tool's refusals (English sentences) by kind, in German, French and Spanish; a refusal of
 * no kind known here is said by the generic sentence, never in English.
 */
const REFUSALS: [RegExp, Record<'de' | 'fr' | 'es', string>][] = [
  [
    /already behind you/i,
    {
      de: 'Dein Plan bleibt, wie er ist: Diese Tage liegen schon hinter dir.',
      fr: 'Votre plan reste tel quel : ces jours sont déjà passés.',
      es: 'Tu plan se queda como está: esos días ya han pasado.',
    },
  ],
  [
    /already fit|already on/i,
    {
      de: 'Dein Plan bleibt, wie er ist: Er passt schon so, es gibt nichts zu ändern.',
      fr: 'Votre plan reste tel quel : il convient déjà, rien à changer.',
      es: 'Tu plan se queda como está: ya encaja así, no hay nada que cambiar.',
    },
  ],
  [
    /no session to shorten/i,
    {
      de: 'Dein Plan bleibt, wie er ist: An diesem Tag ist keine Einheit zu kürzen.',
      fr: 'Votre plan reste tel quel : aucune séance à raccourcir ce jour-là.',
      es: 'Tu plan se queda como está: ese día no hay ninguna sesión que acortar.',
    },
  ],
  [
    /still ahead of you/i,
    {
      de: 'Dein Plan bleibt, wie er ist: Diese Einheit liegt noch vor dir, du hast nichts verpasst.',
      fr: "Votre plan reste tel quel : cette séance est encore à venir, vous n'avez rien manqué.",
      es: 'Tu plan se queda como está: esa sesión todavía está por llegar, no te has perdido nada.',
    },
  ],
  [
    /fresh start|needs a new plan/i,
    {
      de: 'So lange ohne Laufen ist ein Neustart statt einer Änderung: Beende diesen Plan, wenn du so weit bist, und lege einen neuen an.',
      fr: "Une si longue pause est un nouveau départ plutôt qu'une modification : terminez ce plan le moment venu et créez-en un nouveau.",
      es: 'Tanto tiempo sin correr es empezar de nuevo, no un cambio: cuando estés listo, termina este plan y crea uno nuevo.',
    },
  ],
  [
    /rest day instead/i,
    {
      de: 'Mit so wenig Zeit nimm lieber einen Ruhetag: Sag mir, welcher Tag, dann mache ich ihn zum Ruhetag.',
      fr: 'Avec si peu de temps, prenez plutôt un jour de repos : dites-moi lequel et je le transforme en repos.',
      es: 'Con tan poco tiempo, mejor toma un día de descanso: dime cuál y lo convierto en descanso.',
    },
  ],
  [
    /two weeks back to two weeks ahead/i,
    {
      de: 'Ich plane eine Krankheit oder Verletzung von zwei Wochen zurück bis zwei Wochen voraus; sag es mir näher am Termin noch einmal.',
      fr: 'Je prends en compte une maladie ou une blessure de deux semaines en arrière à deux semaines en avant ; redites-le-moi plus près de la date.',
      es: 'Planifico una enfermedad o lesión desde dos semanas atrás hasta dos semanas adelante; vuelve a decírmelo más cerca de la fecha.',
    },
  ],
]

const NOTHING_CHANGES = {
  de: 'Dein Plan bleibt, wie er ist: An diesen Tagen gibt es darin nichts zu ändern.',
  fr: "Votre plan reste tel quel : il n'y a rien à y changer pour ces jours.",
  es: 'Tu plan se queda como está: no hay nada que cambiar en esos días.',
} as const

/** Why the plan stays as it is, from the tool's refusal, in the answer's language. */
function refusalFact(change: PlanChange, error: string, language: Language) {
  const noPlan = /no active plan/i.test(error)
  const nothing = /nothing in the plan needs to change|let it go/i.test(error)
  if (language !== 'en') {
    if (noPlan) return NO_PLAN[language]
    if (nothing && change.type === 'missed_workout') return LET_IT_GO[language]
    return (
      REFUSALS.find(([pattern]) => pattern.test(error))?.[1][language] ?? NOTHING_CHANGES[language]
    )
  }
  return noPlan
    ? "You don't have an active training plan, so there is nothing to adjust."
    : nothing && change.type === 'missed_workout'
      ? 'Your plan stays as it is: there is no easy day left this week where it fits without two hard days in a row, so let it go and carry on with the next session.'
      : `Your plan stays as it is: ${error}`
}

/**
 * A change whose days the plan does not have (it ended, or starts after them): the facts that
 * say there is nothing to change and where the plan stands, in the message's language, instead
 * of a refusal; null when the plan has those days.
 */
async function outsideThePlan(turn: Turn, change: PlanChange): Promise<string[] | null> {
  const plan = await activePlan(turn.session.context.userId)
  if (!plan) return null
  const { startDateIso, endDateIso } = plan.document
  const days = { startDate: startDateIso, endDate: endDateIso }
  const span = changeSpan(change, turn.today)
  if (span === null) return null
  const where = outsidePlan(days, span.from, span.to, turn.today)
  if (where === null) return null
  const nothing = nothingToChangeText(days, where, turn.language, turn.today)
  return where === 'ended' ? [nothing, newPlanText(turn.language)] : [nothing]
}

/**
 * The days a change touches: a week of shorter sessions from today, paces for the rest of the
 * plan (a year ahead), and none for a missed workout (its key is the plan's own).
 */
function changeSpan(change: PlanChange, todayIso: string): { from: string; to: string } | null {
  switch (change.type) {
    case 'illness':
    case 'injury': {
      const from = change.startDate ?? todayIso
      return { from, to: addDays(from, Math.max(1, change.days ?? 7) - 1) }
    }
    case 'travel':
      return { from: change.fromDate, to: change.toDate }
    case 'fewer_days':
      return change.fromDate && change.toDate
        ? { from: change.fromDate, to: change.toDate }
        : { from: todayIso, to: addDays(todayIso, 13) }
    case 'shorten_day':
      return { from: change.date, to: change.date }
    case 'move_workout':
      return { from: change.toDate, to: change.toDate }
    case 'intensity':
      return { from: todayIso, to: addDays(todayIso, 365) }
    case 'short_on_time':
      return { from: todayIso, to: addDays(todayIso, 6) }
    case 'missed_workout':
      return null
  }
}

/** Days taken out: "clear", "cancel", "skip", "off", "streich", "supprime", "quita"... */
const TAKE_OUT =
  /\b(?:clear|cancel|skip|remove|take\s+out|drop|off|rest|streich\w*|absag\w*|sag\w*\s.*\bab|frei|ruhe\w*|pause|supprim\w*|annul\w*|enleve\w*|repos|quita\w*|cancela\w*|elimina\w*|borra\w*|descans\w*|libres?)\b/
/** "Today", "tomorrow" in the four languages, as days from today. */
const RELATIVE: [RegExp, number][] = [
  [/\b(?:today|heute|aujourd'hui|hoy)\b/, 0],
  [/\b(?:tomorrow|morgen|demain|manana)\b/, 1],
]

/**
 * The days a message takes out of the plan, when it names them: "clear tomorrow and Tuesday",
 * "streich morgen und Dienstag", "no running Wednesday to Friday". The first day to the last,
 * none in the past; null without a word of taking days out or without a day named.
 */
export function daysOffNamed(turn: Turn): { from: string; days: number } | null {
  const plain = turn.understanding.text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  if (!TAKE_OUT.test(plain) && !cannotRunIn(plain)) return null
  const { today } = turn
  const { period } = turn.understanding.entities
  if (period && period.fromIso < period.toIso && period.toIso >= today) {
    const from = period.fromIso < today ? today : period.fromIso
    return { from, days: daysBetween(from, period.toIso) + 1 }
  }
  const named = [
    ...RELATIVE.filter(([word]) => word.test(plain)).map(([, offset]) => addDays(today, offset)),
    ...weekdaysIn(plain.replace(/(day|tag)s\b/g, '$1')).map((weekday) =>
      addDays(today, (weekday - isoWeekday(today) + 7) % 7)
    ),
  ].sort()
  if (named.length === 0) return null
  return { from: named[0], days: daysBetween(named[0], named.at(-1)!) + 1 }
}
