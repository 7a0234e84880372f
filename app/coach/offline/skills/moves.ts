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
import { findWorkoutKind } from '#coach/understanding/workouts'
import type { WorkoutKind } from '#coach/understanding/types'
import type { Language } from '#coach/offline/language'
import type { PlannedWorkout, WorkoutType } from '#domain/plans/types'
import { planChangesSkill } from '#coach/offline/skills/plan_changes'

type Workout = PlannedWorkout

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

/** The same weekday as `iso` closest to the session's day, not in the past. */
function closestTo(iso: string, sessionIso: string, todayIso: string) {
  const weekday = isoWeekday(iso)
  const candidates = []
  for (let offset = -6; offset <= 6; offset++) {
    const date = addDays(sessionIso, offset)
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
  const plain = turn.question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const weekdays = weekdaysIn(withoutPlural(plain))
  if (SWAP_WORDS.test(plain) && weekdays.length === 2 && weekdays[0] !== weekdays[1]) {
    const swapped = await swapWeekdays(turn, weekdays[0], weekdays[1])
    if (swapped !== null) return swapped
  }
  const { period } = turn.understanding.entities
  const named = moveDayIn(turn.question, todayIso)
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
  const open = (snapshot?.workouts ?? []).filter(
    (w) => w.type !== 'rest' && w.type !== 'race' && snapshot!.states.get(w.key) === 'planned'
  )
  const source = named ? weekdays.find((day) => day !== isoWeekday(named)) : undefined
  const moving = sessionToMove(open, plain, turn.language, source)
  if (!snapshot || !moving) {
    return reply(turn, {
      headline: (snapshot ? NO_LONG_RUN : NO_PLAN_TO_MOVE)[turn.language],
    })
  }
  const target = named
    ? (exactDay(turn, named) ?? closestTo(named, moving.dateIso, todayIso))
    : moveTarget(intent, todayIso, moving.dateIso)
  if (!target) {
    return reply(turn, {
      headline: `Your next ${workoutName(moving.type, 'en')} is **${moving.title}** on ${dayLabel(moving.dateIso)}. Which day should it move to? Say, for example, "move it to ${WEEKDAYS[(isoWeekday(moving.dateIso) + 4) % 7]}".`,
    })
  }
  return proposeMove(turn, moving, target)
}

function proposeMove(turn: Turn, moving: Workout, target: string, facts: string[] = []) {
  const { language, today } = turn
  turn.answeredDay = target
  return propose(
    turn,
    { type: 'move_workout', workoutKey: moving.key, toDate: target },
    {
      headline: MOVING[language](
        workoutName(moving.type, language),
        dayText(moving.dateIso, language, today),
        dayText(target, language, today)
      ),
      facts,
      why: [(moving.type === 'long' ? MOVE_WHY : MOVE_SESSION_WHY)[language]],
    }
  )
}

/**
 * "No, to Thursday" after a proposed move: the same session proposed on the day now named
 * (the proposal before is discarded by the caller); null when the message names no day.
 */
export async function moveElsewhere(turn: Turn, moved: Workout, facts: string[]) {
  const named = moveDayIn(turn.understanding.text, turn.today) ?? onlyWeekday(turn)
  if (!named) return null
  return proposeMove(turn, moved, closestTo(named, moved.dateIso, turn.today), facts)
}

/** "Instead of Wednesday", "statt Mittwoch", "au lieu du mercredi", "en vez del miércoles". */
const INSTEAD_OF =
  /\b(?:instead\s+of|rather\s+than|statt|anstatt|au\s+lieu\s+d[ue']?|plutot\s+que|en\s+vez\s+del?|en\s+lugar\s+del?)\s+(?:(?:the|le|el|dem|den)\s+)?(\p{L}+)/u

/**
 * The day a move goes to: the weekday after "to" (moveTargetIn), else, with "instead of" a
 * weekday, the other weekday named ("Friday instead of Wednesday", "le vendredi au lieu du
 * mercredi"), as the next such day.
 */
export function moveDayIn(text: string, todayIso: string): string | undefined {
  const named = moveTargetIn(text, todayIso)
  if (named) return named
  const plain = withoutPlural(text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))
  const instead = INSTEAD_OF.exec(plain)
  const from = instead ? weekdaysIn(instead[1])[0] : undefined
  const to = from === undefined ? undefined : weekdaysIn(plain).find((day) => day !== from)
  return to === undefined ? undefined : addDays(todayIso, (to - isoWeekday(todayIso) + 7) % 7)
}

/** "No, Saturday": the one weekday a short answer names, as the next such day. */
function onlyWeekday(turn: Turn): string | undefined {
  const plain = turn.understanding.text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const weekdays = weekdaysIn(plain)
  if (weekdays.length !== 1) return undefined
  return addDays(turn.today, (weekdays[0] - isoWeekday(turn.today) + 7) % 7)
}

/** "Thursdays intervals", "dienstags": the weekday itself, so the day of the session is read. */
function withoutPlural(plain: string) {
  return plain.replace(/(day|tag)s\b/g, '$1')
}

/** The plan's sessions each kind of workout names ("intervals", "Tempo", "fractionné"). */
const KIND_TYPES: Record<WorkoutKind, WorkoutType[]> = {
  long: ['long'],
  threshold: ['tempo', 'threshold'],
  interval: ['intervals'],
  repetition: ['intervals', 'strides'],
  marathon: ['marathon_pace'],
  easy: ['easy', 'recovery', 'strides'],
}

/** "My first run", "den ersten Lauf", "ma première séance", "mi primera sesión", "my next run". */
const FIRST =
  /\b(?:first|next|erste[nmrs]?|nachste[nmrs]?|premiere?|prochaine?|primer[ao]?|proxim[ao])\s+(?:(?:planned|geplante[nmrs]?)\s+)?(?:run|session|workout|lauf|einheit|training|sortie|seance|course|carrera|sesion|entrenamiento|rodaje|salida)\b/

/**
 * The session a move is about: the one on the weekday it moves from ("Thursday's intervals",
 * "vom Mittwoch"), else the next of the kind named ("the tempo"), the first one ahead ("my first
 * run"), or the next long run when the message names none (the usual move).
 */
function sessionToMove(
  open: Workout[],
  plain: string,
  language: Language,
  sourceWeekday: number | undefined
): Workout | undefined {
  const kind = findWorkoutKind(plain, language)
  const fits = (w: Workout) => KIND_TYPES[kind ?? 'long'].includes(w.type)
  if (sourceWeekday !== undefined) {
    const onDay = open.filter((w) => isoWeekday(w.dateIso) === sourceWeekday)
    const found = onDay.find(fits) ?? (kind ? undefined : onDay[0])
    if (found) return found
  }
  if (!kind && FIRST.test(plain)) return open[0]
  return open.find(fits)
}

/** A date written with the weekday ("Wednesday the 13th") is that day, not the nearest Wednesday. */
function exactDay(turn: Turn, named: string): string | undefined {
  const day = turn.understanding.entities.day
  return day && day >= turn.today && isoWeekday(day) === isoWeekday(named) && day !== named
    ? day
    : undefined
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

const MOVE_SESSION_WHY = {
  en: 'Moving one session keeps the week the same; if the new day puts two hard days together, the preview warns you.',
  de: 'Eine verschobene Einheit lässt die Woche gleich; liegen am neuen Tag zwei harte Tage nebeneinander, warnt dich die Vorschau.',
  fr: "Déplacer une séance garde la même semaine ; si le nouveau jour colle deux jours durs, l'aperçu vous prévient.",
  es: 'Mover una sesión mantiene la semana igual; si el nuevo día junta dos días duros, la vista previa te avisa.',
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
