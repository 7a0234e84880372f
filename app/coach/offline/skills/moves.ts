/*
 * Moving sessions: tomorrow's run swapped with today's, and the long run moved to another
 * day. Each is proposed through propose_plan_change; the preview warns of hard days together.
 */
import { addDays, daysBetween, isoWeekday } from '#domain/calendar'
import { intensityIn } from '#coach/understanding/requests'
import { planSnapshot } from '#coach/tools/plan_data'
import { dayLabel, WEEKDAYS } from '#coach/format'
import { propose } from '#coach/offline/propose'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { dayText, workoutName } from '#coach/offline/skills/plan_texts'
import { moveTargetIn, weekdaysIn } from '#coach/understanding/day_ranges'
import { planChangesSkill } from '#coach/offline/skills/plan_changes'

/** "Swap tomorrow's run with today's": tomorrow's session moves to today, after a preview. */
async function swapDays(turn: Turn) {
  const { session, today } = turn
  const tomorrow = addDays(today, 1)
  const snapshot = await planSnapshot(session.context, today, tomorrow)
  const next = snapshot?.workouts.find(
    (w) => w.dateIso === tomorrow && w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
  )
  if (!snapshot || !next) {
    return reply(turn, {
      headline: snapshot
        ? `Nothing is planned for ${dayLabel(tomorrow)}, so there is nothing to swap: today's session stays.`
        : "You don't have a training plan yet, so there's nothing to swap.",
    })
  }
  return propose(
    turn,
    { type: 'move_workout', workoutKey: next.key, toDate: today },
    {
      headline: `Swapping: **${next.title}** moves from ${dayLabel(tomorrow)} to today, ${dayLabel(today)}.`,
      why: [
        'Swapping two neighbouring days keeps the week the same; if it puts two hard days together, the preview warns you.',
      ],
    }
  )
}

/** The day asked for: today, tomorrow, or the named weekday closest to the long run's day, not in the past. */
function moveTarget(intent: IntentOf<'move_long_run'>, todayIso: string, longRunIso: string) {
  if (intent.relative) return intent.relative === 'today' ? todayIso : addDays(todayIso, 1)
  if (!intent.weekday) return null
  const candidates = []
  for (let offset = -6; offset <= 6; offset++) {
    const date = addDays(longRunIso, offset)
    if (date >= todayIso && isoWeekday(date) === intent.weekday) candidates.push({ date, offset })
  }
  candidates.sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset))
  return candidates[0]?.date ?? null
}

/** Words naming a session to move; without one, a range of days is time away, not a move. */
const WORKOUT_WORDS =
  /\b(?:run|long|workout|session|tempo|intervals?|lauf|training|einheit|intervalle|sortie|seance|fractionne|tirada|sesion|entrenamiento|series|rodaje)\b/

/** The same weekday as `iso` closest to the long run's day, not in the past. */
function closestTo(iso: string, longRunIso: string, todayIso: string) {
  const weekday = isoWeekday(iso)
  const candidates = []
  for (let offset = -6; offset <= 6; offset++) {
    const date = addDays(longRunIso, offset)
    if (date >= todayIso && isoWeekday(date) === weekday) candidates.push({ date, offset })
  }
  candidates.sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset))
  return iso === todayIso || iso === addDays(todayIso, 1) ? iso : (candidates[0]?.date ?? iso)
}

/** "Swap Tuesday and Thursday", "tausche Dienstag und Donnerstag", "échanger mardi et jeudi". */
const SWAP_WORDS =
  /\b(?:swap|switch|trade|exchange|tausch\w*|vertausch\w*|echang\w*|inverse\w*|intercambi\w*|cambia\w*)\b/

/**
 * The sessions of two named weekdays swapped: the first day's session moves to the second day
 * of the same week, and the move puts the second day's session in its place (ProposeMove).
 */
async function swapWeekdays(turn: Turn, first: number, second: number) {
  const { session, today, language } = turn
  const fromIso = addDays(today, (first - isoWeekday(today) + 7) % 7)
  const weekStart = addDays(fromIso, 1 - isoWeekday(fromIso))
  let toIso = addDays(weekStart, second - 1)
  if (toIso < today) toIso = addDays(toIso, 7)
  const snapshot = await planSnapshot(session.context, today, addDays(today, 14))
  const open = (iso: string) =>
    snapshot?.workouts.find(
      (w) => w.dateIso === iso && w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
    )
  const moving = open(fromIso) ?? open(toIso)
  if (!snapshot || !moving) return null
  const target = moving.dateIso === fromIso ? toIso : fromIso
  return propose(
    turn,
    { type: 'move_workout', workoutKey: moving.key, toDate: target },
    {
      headline: MOVING[language](
        workoutName(moving.type, language),
        dayText(moving.dateIso, language, today),
        dayText(target, language, today)
      ),
      why: [SWAP_WHY[language]],
    }
  )
}

const SWAP_WHY = {
  en: 'Swapping two days keeps the week the same; if it puts two hard days together, the preview warns you.',
  de: 'Ein Tausch zweier Tage lässt die Woche gleich; liegen danach zwei harte Tage nebeneinander, warnt dich die Vorschau.',
  fr: "Échanger deux jours garde la même semaine ; si deux jours durs se suivent ensuite, l'aperçu vous prévient.",
  es: 'Intercambiar dos días mantiene la semana igual; si quedan dos días duros seguidos, la vista previa te avisa.',
} as const

async function moveLongRun(turn: Turn, intent: IntentOf<'move_long_run'>) {
  const { session, today: todayIso } = turn
  const weekdays = weekdaysIn(turn.question)
  if (
    SWAP_WORDS.test(turn.question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')) &&
    weekdays.length === 2 &&
    weekdays[0] !== weekdays[1]
  ) {
    const swapped = await swapWeekdays(turn, weekdays[0], weekdays[1])
    if (swapped !== null) return swapped
  }
  const { period } = turn.understanding.entities
  const plain = turn.question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const named = moveTargetIn(turn.question, todayIso)
  // "I travel Monday to Wednesday": a few days away is a trip (a move goes to one day).
  const span = period ? daysBetween(period.fromIso, period.toIso) : 0
  if (period && span > 0 && span < 6 && !WORKOUT_WORDS.test(plain)) {
    return planChangesSkill.answer(turn, {
      type: 'travel',
      days: null,
      minutes: null,
      noRunning: false,
    })
  }
  // "Make next week easier" names no day to move to: it asks for an easier or harder plan.
  const direction = intensityIn(turn.understanding.text)
  if (!named && direction) {
    return planChangesSkill.answer(turn, { type: 'plan_intensity', direction })
  }
  const snapshot = await planSnapshot(session.context, todayIso, addDays(todayIso, 13))
  const longRun = snapshot?.workouts.find(
    (w) => w.type === 'long' && snapshot.states.get(w.key) === 'planned'
  )
  if (!snapshot || !longRun) {
    return reply(turn, {
      headline: (snapshot ? NO_LONG_RUN : NO_PLAN_TO_MOVE)[turn.language],
    })
  }
  const target = named
    ? closestTo(named, longRun.dateIso, todayIso)
    : moveTarget(intent, todayIso, longRun.dateIso)
  if (!target) {
    return reply(turn, {
      headline: `Your next long run is **${longRun.title}** on ${dayLabel(longRun.dateIso)}. Which day should it move to? Say, for example, "move my long run to ${WEEKDAYS[(isoWeekday(longRun.dateIso) + 4) % 7]}".`,
    })
  }
  const { language } = turn
  const name = workoutName(longRun.type, language)
  return propose(
    turn,
    { type: 'move_workout', workoutKey: longRun.key, toDate: target },
    {
      headline: MOVING[language](
        name,
        dayText(longRun.dateIso, language, todayIso),
        dayText(target, language, todayIso)
      ),
      why: [MOVE_WHY[language]],
    }
  )
}

const NO_LONG_RUN = {
  en: "I don't see a long run in your plan in the next two weeks, so there is nothing to move.",
  de: 'In den nächsten zwei Wochen sehe ich keinen langen Lauf in deinem Plan, also gibt es nichts zu verschieben.',
  fr: "Je ne vois pas de sortie longue dans votre plan sur les deux prochaines semaines : il n'y a rien à déplacer.",
  es: 'No veo ninguna tirada larga en tu plan en las próximas dos semanas, así que no hay nada que mover.',
} as const

/** Without a plan, what would help: one made on the Plan page. */
const NO_PLAN_TO_MOVE = {
  en: "You don't have a training plan yet, so there's no session to move. Create one on the Training plan page and I can move sessions whenever something comes up.",
  de: 'Du hast noch keinen Trainingsplan, also gibt es keine Einheit zu verschieben. Lege einen auf der Seite Trainingsplan an, dann verschiebe ich Einheiten, wann immer etwas dazwischenkommt.',
  fr: "Vous n'avez pas encore de plan d'entraînement, donc aucune séance à déplacer. Créez-en un sur la page Plan d'entraînement et je pourrai déplacer des séances dès qu'un imprévu arrive.",
  es: 'Aún no tienes un plan de entrenamiento, así que no hay ninguna sesión que mover. Crea uno en la página del plan de entrenamiento y podré mover sesiones cuando surja algo.',
} as const

const MOVING = {
  en: (name: string, from: string, to: string) => `Moving your **${name}** from ${from} to ${to}.`,
  de: (name: string, from: string, to: string) =>
    `Ich verschiebe deinen **${name}** von ${from} auf ${to}.`,
  fr: (name: string, from: string, to: string) =>
    `Je déplace votre **${name}** du ${from} au ${to}.`,
  es: (name: string, from: string, to: string) => `Paso tu **${name}** del ${from} al ${to}.`,
} as const

const MOVE_WHY = {
  en: 'Long runs are best with an easy or rest day on either side; if the new day sits next to a hard session, the preview warns you.',
  de: 'Ein langer Lauf steht am besten zwischen lockeren Tagen oder Ruhetagen; liegt der neue Tag neben einer harten Einheit, warnt dich die Vorschau.',
  fr: "Une sortie longue se place au mieux entre des jours faciles ou de repos ; si le nouveau jour touche une séance dure, l'aperçu vous prévient.",
  es: 'La tirada larga va mejor entre días suaves o de descanso; si el nuevo día queda junto a una sesión dura, la vista previa te avisa.',
} as const

export const movesSkill = defineSkill('moves', {
  swap_days: swapDays,
  move_long_run: moveLongRun,
})
