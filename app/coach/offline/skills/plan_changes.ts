/*
 * Plan changes for a changed week: travel, short on time (a day or the week), and a harder or
 * easier plan. Each is proposed through propose_plan_change and applied only by the athlete.
 */
import { addDays } from '#domain/calendar'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { dayIn, weekIn, type Period } from '#coach/offline/dates'
import { dayLabel } from '#coach/format'
import { propose } from '#coach/offline/propose'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import type { Turn } from '#coach/offline/turn'

/** The days away: "from Monday to Thursday", a named week, or so many days from a start. */
function travelPeriod(turn: Turn, intent: IntentOf<'travel'>): Period {
  const { today, question } = turn
  const week = weekIn(question, today)
  const start = dayIn(question, today, 'en', 'future')
  const range = /\bfrom\s+(.+?)\s+(?:to|until|till)\s+(.+)$/i.exec(question)
  const rangeFrom = range ? dayIn(range[1], today, 'en', 'future') : null
  const rangeTo = range && rangeFrom ? dayIn(range[2], rangeFrom.dateIso, 'en', 'future') : null
  if (rangeFrom && rangeTo && rangeTo.dateIso >= rangeFrom.dateIso) {
    return { from: rangeFrom.dateIso, to: rangeTo.dateIso }
  }
  if (week && !intent.days) return week
  const from = start && start.dateIso >= today ? start.dateIso : week ? week.from : today
  return { from, to: addDays(from, (intent.days ?? 7) - 1) }
}

async function travel(turn: Turn, intent: IntentOf<'travel'>) {
  const { session } = turn
  const period = travelPeriod(turn, intent)
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1
  const weekdays = intent.noRunning ? [] : session.context.profile.trainingDays
  const minutes = intent.noRunning ? undefined : (intent.minutes ?? 45)
  return propose(
    turn,
    {
      type: 'travel',
      fromDate: period.from,
      toDate: period.to,
      availableWeekdays: weekdays,
      ...(minutes ? { maxSessionMinutes: minutes } : {}),
    },
    {
      headline: intent.noRunning
        ? `Safe travels! For the ${days} days away (${dayLabel(period.from)} to ${dayLabel(period.to)}) I've planned rest.`
        : `Safe travels! For the ${days} days away (${dayLabel(period.from)} to ${dayLabel(period.to)}) I've kept your usual days and capped sessions at ${minutes} minutes.`,
      why: [
        'A few days of reduced training costs very little fitness; consistency over the weeks matters more than any single session. Tell me different dates or limits and I will propose again.',
      ],
    }
  )
}

async function shortOnTime(turn: Turn, intent: IntentOf<'short_on_time'>) {
  const { today, question } = turn
  const minutes = intent.minutes ?? 45
  if (intent.scope === 'day') {
    const day = dayIn(question, today, 'en', 'future')
    const date = day && day.dateIso >= today ? day.dateIso : today
    return propose(
      turn,
      { type: 'shorten_day', date, maxSessionMinutes: minutes },
      {
        headline: `Got it: ${minutes} minutes on ${dayLabel(date)}. Only that day's session gets shorter; the rest of the week stays as planned.`,
        why: [
          'A shorter session at the same intensity keeps its purpose; one short day costs nothing over a training block.',
        ],
      }
    )
  }
  return propose(
    turn,
    { type: 'short_on_time', maxSessionMinutes: minutes },
    {
      headline: `Got it: at most ${minutes} minutes per session this week.`,
      why: [
        'Shorter sessions keep the rhythm of the week: the key workouts keep their purpose at a smaller size, and consistency beats the odd long session.',
      ],
    }
  )
}

async function planIntensity(turn: Turn, intent: IntentOf<'plan_intensity'>) {
  const { session } = turn
  const { direction } = intent
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const spike =
    training.acwr && (training.acwr.band === 'elevated' || training.acwr.band === 'high')
  return propose(
    turn,
    { type: 'intensity', direction },
    {
      headline:
        direction === 'harder'
          ? 'Sure: a harder plan, one step at a time. I have proposed paces one VDOT point faster; distances stay the same.'
          : 'Sure: an easier plan. I have proposed paces one VDOT point slower; distances stay the same.',
      facts:
        direction === 'harder' && spike
          ? [
              `Careful: your acute:chronic workload ratio is ${training.acwr!.ratio} (${training.acwr!.band}); hold the load a week before you add more.`,
            ]
          : [],
      why: [
        "Daniels advises raising training paces by one VDOT point at a time, after 4–6 weeks at the current one, when the sessions feel easy (Daniels' Running Formula). If it is the volume that is too much or too little, tell me and I'll adjust that instead.",
      ],
    }
  )
}

export const planChangesSkill = defineSkill('plan_changes', {
  travel,
  short_on_time: shortOnTime,
  plan_intensity: planIntensity,
})
