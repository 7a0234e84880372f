/*
 * Days not run: a missed workout (moved to a later easy day or dropped) and a day to skip
 * (made a rest day), proposed through propose_plan_change (docs/coach.md#the-offline-engine).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { planSnapshot } from '#coach/tools/plan_data'
import { dayIn } from '#coach/offline/dates'
import { dayLabel, WEEKDAYS } from '#coach/format'
import { propose } from '#coach/offline/propose'
import { dayText, workoutText } from '#coach/offline/skills/plan_texts'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

type Snapshot = NonNullable<Awaited<ReturnType<typeof planSnapshot>>>
type Workout = Snapshot['workouts'][number]

async function missed(turn: Turn) {
  const { session, today, question, language } = turn
  const snapshot = await planSnapshot(session.context, addDays(today, -7), addDays(today, -1))
  if (!snapshot) {
    return reply(turn, {
      headline:
        "No problem: without a training plan there's nothing to reschedule. Just pick up with your next run.",
    })
  }
  const open = snapshot.workouts
    .filter((w) => w.type !== 'rest' && snapshot.states.get(w.key) === 'planned')
    .sort((a, b) => Number(b.hard) - Number(a.hard) || (a.dateIso < b.dateIso ? 1 : -1))
  const understood = turn.understanding.entities.day
  const day =
    understood && understood < today
      ? { dateIso: understood }
      : dayIn(question, today, language, 'past')
  if (day && day.dateIso < today) {
    const planned = snapshot.workouts.filter((w) => w.dateIso === day.dateIso && w.type !== 'rest')
    if (planned.length === 0) {
      const other = open[0]
      return reply(turn, {
        headline: `${dayLabel(day.dateIso)} was a **rest day** in your plan, so you didn't miss anything.`,
        facts: other
          ? [
              `The last session still open is **${other.title}** on ${dayLabel(other.dateIso)}. Say "I missed ${WEEKDAYS[isoWeekday(other.dateIso) - 1]}'s workout" and I'll propose what to do with it.`,
            ]
          : [],
      })
    }
    return proposeMissed(turn, planned[0])
  }
  const first = open[0]
  if (!first) {
    return reply(turn, {
      headline: 'I see every workout of the last week done or marked, so nothing needs moving.',
      cheer: 'Great consistency!',
    })
  }
  return proposeMissed(turn, first)
}

function proposeMissed(turn: Turn, workout: Workout) {
  const { language, today } = turn
  const name = `**${workout.title}**`
  const when = dayText(workout.dateIso, language, today)
  return propose(
    turn,
    { type: 'missed_workout', workoutKey: workout.key },
    {
      headline: {
        en: `No stress about missing ${name} (${when}).`,
        de: `Kein Stress wegen der verpassten Einheit ${name} (${when}).`,
        fr: `Pas de souci pour la séance manquée ${name} (${when}).`,
        es: `Tranquilo por la sesión perdida ${name} (${when}).`,
      }[language],
      why: [
        {
          en: 'A missed key session moves to a later easy day this week only if that keeps hard days apart; otherwise it is dropped. Cramming it in adds fatigue without adding fitness.',
          de: 'Eine verpasste Schlüsseleinheit rückt nur dann auf einen späteren lockeren Tag dieser Woche, wenn harte Tage getrennt bleiben; sonst fällt sie weg. Nachholen um jeden Preis bringt Müdigkeit, keine Form.',
          fr: 'Une séance clé manquée passe à un jour facile plus tard dans la semaine seulement si les jours durs restent séparés ; sinon elle est abandonnée. La caser à tout prix ajoute de la fatigue sans ajouter de forme.',
          es: 'Una sesión clave perdida pasa a un día suave posterior de esta semana solo si los días duros quedan separados; si no, se deja. Meterla a la fuerza suma cansancio, no forma.',
        }[language],
      ],
    }
  )
}

/** A key session is better moved than lost: the first free day after it (docs/coach.md#the-offline-engine). */
function moveHint(snapshot: Snapshot, workout: Workout, date: string) {
  const free = [1, 2, 3]
    .map((offset) => addDays(date, offset))
    .find((d) => !snapshot.workouts.some((w) => w.dateIso === d && w.type !== 'rest'))
  return workout.hard && free
    ? [
        workout.type === 'long'
          ? `If you'd rather keep it, say "move my long run to ${WEEKDAYS[isoWeekday(free) - 1]}" (${dayLabel(free)} is free) and I'll propose that instead.`
          : `If you'd rather keep it, ${dayLabel(free)} is free: tell me and I'll move it there instead.`,
      ]
    : []
}

/** "Can't run tomorrow", "skip today's workout": that day becomes rest, after a preview. */
async function skipDay(turn: Turn) {
  const { session, today, question, language } = turn
  // The day understood when it is still ahead, else the phrase reading's (it looks forward).
  const understood = turn.understanding.entities.day
  const day =
    understood && understood >= today
      ? { dateIso: understood }
      : dayIn(question, today, language, 'future')
  const date = day && day.dateIso >= today ? day.dateIso : today
  turn.answeredDay = date
  const snapshot = await planSnapshot(session.context, date, addDays(date, 6))
  const when = (iso: string) => dayText(iso, language, today)
  if (!snapshot) {
    return reply(turn, { headline: SKIP_TEXTS[language].noPlan(when(date)) })
  }
  const isOpen = (w: Workout) => w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
  const workout = snapshot.workouts.find((w) => w.dateIso === date && isOpen(w))
  if (!workout) {
    const next = snapshot.workouts.find((w) => w.dateIso > date && isOpen(w))
    return reply(turn, {
      headline: SKIP_TEXTS[language].restDay(when(date)),
      facts: next ? [SKIP_TEXTS[language].next(next.title, when(next.dateIso))] : [],
    })
  }
  return propose(
    turn,
    { type: 'travel', fromDate: date, toDate: date, availableWeekdays: [] },
    {
      headline: SKIP_TEXTS[language].skipped(
        workoutText(workout, language),
        workout.title,
        when(date)
      ),
      facts: language === 'en' ? moveHint(snapshot, workout, date) : [],
      why: [SKIP_TEXTS[language].why],
    }
  )
}

const SKIP_TEXTS = {
  en: {
    noPlan: (day: string) =>
      `No problem: without a training plan there's nothing to skip on ${day}. Pick up with your next run.`,
    restDay: (day: string) =>
      `${capital(day)} is already a **rest day** in your plan, so there is nothing to skip.`,
    next: (title: string, day: string) => `Your next session is **${title}** on ${day}.`,
    skipped: (what: string, title: string, day: string) =>
      `No problem: **${title}** on ${day} (${what}) becomes a rest day.`,
    why: 'One missed day costs no fitness; squeezing the session into the next days would stack hard days. Consistency over weeks is what counts.',
  },
  de: {
    noPlan: (day: string) =>
      `Kein Problem: Ohne Trainingsplan gibt es am ${day} nichts auszulassen. Mach einfach mit deinem nächsten Lauf weiter.`,
    restDay: (day: string) =>
      `${capital(day)} ist in deinem Plan schon ein **Ruhetag**, es gibt also nichts auszulassen.`,
    next: (title: string, day: string) => `Deine nächste Einheit ist **${title}** am ${day}.`,
    skipped: (what: string, title: string, day: string) =>
      `Kein Problem: **${title}** am ${day} (${what}) wird ein Ruhetag.`,
    why: 'Ein ausgelassener Tag kostet keine Form; die Einheit in die nächsten Tage zu quetschen, würde harte Tage stapeln. Entscheidend ist die Regelmäßigkeit über Wochen.',
  },
  fr: {
    noPlan: (day: string) =>
      `Pas de souci : sans plan d'entraînement, il n'y a rien à annuler le ${day}. Reprenez simplement avec votre prochaine sortie.`,
    restDay: (day: string) =>
      `Le ${day} est déjà un **jour de repos** dans votre plan : rien à annuler.`,
    next: (title: string, day: string) => `Votre prochaine séance : **${title}** le ${day}.`,
    skipped: (what: string, title: string, day: string) =>
      `Pas de souci : **${title}** du ${day} (${what}) devient un jour de repos.`,
    why: "Un jour manqué ne coûte pas de forme ; caser la séance les jours suivants empilerait les jours durs. C'est la régularité sur des semaines qui compte.",
  },
  es: {
    noPlan: (day: string) =>
      `Sin problema: sin un plan de entrenamiento no hay nada que saltar el ${day}. Sigue con tu próxima salida.`,
    restDay: (day: string) =>
      `El ${day} ya es un **día de descanso** en tu plan, así que no hay nada que saltar.`,
    next: (title: string, day: string) => `Tu próxima sesión es **${title}** el ${day}.`,
    skipped: (what: string, title: string, day: string) =>
      `Sin problema: **${title}** del ${day} (${what}) pasa a ser día de descanso.`,
    why: 'Un día perdido no cuesta forma; meter la sesión en los días siguientes acumularía días duros. Lo que cuenta es la constancia durante semanas.',
  },
} as const

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export const missedDaysSkill = defineSkill('missed_days', {
  missed_workout: missed,
  skip_day: skipDay,
})
