/*
 * Days not run: a missed workout (moved to a later easy day or dropped) and a day to skip
 * (made a rest day), proposed through propose_plan_change (docs/coach.md#the-offline-engine).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { planSnapshot } from '#coach/tools/plan_data'
import { dayIn } from '#coach/offline/dates'
import { dayLabel, WEEKDAYS } from '#coach/format'
import { propose } from '#coach/offline/propose'
import { dayText } from '#coach/offline/skills/plan_texts'
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
  if (!snapshot) {
    return reply(turn, {
      headline: `No problem: without a training plan there's nothing to skip on ${dayLabel(date)}. Pick up with your next run.`,
    })
  }
  const isOpen = (w: Workout) => w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
  const workout = snapshot.workouts.find((w) => w.dateIso === date && isOpen(w))
  if (!workout) {
    const next = snapshot.workouts.find((w) => w.dateIso > date && isOpen(w))
    return reply(turn, {
      headline: `${dayLabel(date)} is already a **rest day** in your plan, so there is nothing to skip.`,
      facts: next ? [`Your next session is **${next.title}** on ${dayLabel(next.dateIso)}.`] : [],
    })
  }
  return propose(
    turn,
    { type: 'travel', fromDate: date, toDate: date, availableWeekdays: [] },
    {
      headline: `No problem: **${workout.title}** on ${dayLabel(date)} (${workout.distanceMeters ? `${(workout.distanceMeters / 1000).toFixed(1)} km` : 'planned'}) becomes a rest day.`,
      facts: moveHint(snapshot, workout, date),
      why: [
        'One missed day costs no fitness; squeezing the session into the next days would stack hard days. Consistency over weeks is what counts.',
      ],
    }
  )
}

export const missedDaysSkill = defineSkill('missed_days', {
  missed_workout: missed,
  skip_day: skipDay,
})
