/*
 * Moving sessions: tomorrow's run swapped with today's, and the long run moved to another
 * day. Each is proposed through propose_plan_change; the preview warns of hard days together.
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { planSnapshot } from '#coach/tools/plan_data'
import { dayLabel, WEEKDAYS } from '#coach/format'
import { propose } from '#coach/offline/propose'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

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

async function moveLongRun(turn: Turn, intent: IntentOf<'move_long_run'>) {
  const { session, today: todayIso } = turn
  const snapshot = await planSnapshot(session.context, todayIso, addDays(todayIso, 13))
  const longRun = snapshot?.workouts.find(
    (w) => w.type === 'long' && snapshot.states.get(w.key) === 'planned'
  )
  if (!snapshot || !longRun) {
    return reply(turn, {
      headline: snapshot
        ? "I don't see a long run in your plan in the next two weeks."
        : "You don't have a training plan yet, so there's no long run to move.",
    })
  }
  const target = moveTarget(intent, todayIso, longRun.dateIso)
  if (!target) {
    return reply(turn, {
      headline: `Your next long run is **${longRun.title}** on ${dayLabel(longRun.dateIso)}. Which day should it move to? Say, for example, "move my long run to ${WEEKDAYS[(isoWeekday(longRun.dateIso) + 4) % 7]}".`,
    })
  }
  return propose(
    turn,
    { type: 'move_workout', workoutKey: longRun.key, toDate: target },
    {
      headline: `Moving **${longRun.title}** from ${dayLabel(longRun.dateIso)} to ${dayLabel(target)}.`,
      why: [
        'Long runs are best with an easy or rest day on either side; if the new day sits next to a hard session, the preview warns you.',
      ],
    }
  )
}

export const movesSkill = defineSkill('moves', {
  swap_days: swapDays,
  move_long_run: moveLongRun,
})
