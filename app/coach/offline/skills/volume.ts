/*
 * How much to run: more or less weekly distance, and how many days a week (docs/science.md#weekly-growth-and-cutbacks,
 * docs/science.md#acute-to-chronic-workload-ratio-acwr, docs/science.md#quality-sessions).
 */
import { addDays } from '#domain/calendar'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { planSnapshot } from '#coach/tools/plan_data'
import { mondayOf } from '#coach/offline/dates'
import { METERS_PER_MILE } from '#domain/units'
import { dayLabel, WEEKDAYS } from '#coach/format'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

type Training = Awaited<ReturnType<typeof recentTrainingTool.run>>

/** The last four weeks, the plan's next week and the workload ratio, as facts. */
async function volumeFacts(turn: Turn, training: Training, unit: string, best: number) {
  const { session, today } = turn
  const monday = addDays(mondayOf(today), 7)
  const next = await planSnapshot(session.context, monday, addDays(monday, 6))
  const plannedM = next
    ? next.workouts
        .filter((w) => w.type !== 'rest')
        .reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0)
    : 0
  const planned = unit === 'mi' ? plannedM / METERS_PER_MILE : plannedM / 1000
  const facts = [
    `Last four weeks: ${training.weeks.map((w) => w.runningDistance).join(', ')} running.`,
  ]
  if (plannedM > 0)
    facts.push(
      `Your plan has **${planned.toFixed(1)} ${unit}** for next week (from ${dayLabel(monday)})${planned < best * 0.9 ? ': a lighter week by design, so keep it and grow the week after' : ''}.`
    )
  if (training.acwr)
    facts.push(
      `Your acute:chronic workload ratio is ${training.acwr.ratio} (${training.acwr.band}).`
    )
  return facts
}

/**
 * More or less weekly distance: composed from the last four weeks and the plan's next week,
 * capped at about 10 % growth a week and watched through the acute:chronic ratio.
 */
async function volume(turn: Turn, intent: IntentOf<'volume'>) {
  const { session } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const weekly = training.weeks.map((w) => Number.parseFloat(w.runningDistance) || 0)
  const unit = training.weeks[0]?.runningDistance.replace(/^[\d.,\s]+/, '') || 'km'
  const average = weekly.reduce((sum, d) => sum + d, 0) / Math.max(1, weekly.length)
  const best = Math.max(0, ...weekly)
  if (best === 0) {
    return reply(turn, {
      headline:
        "I don't see any running in the last four weeks. Start with what feels easy, 3 runs a week, and grow from there; I'll give you numbers once some runs are in.",
    })
  }
  const facts = await volumeFacts(turn, training, unit, best)
  if (intent.direction === 'up') {
    const spike = training.acwr && ['elevated', 'high'].includes(training.acwr.band)
    const cap = best * 1.1
    return reply(turn, {
      headline: spike
        ? `Not this week: your load is already rising fast. Hold about **${best.toFixed(1)} ${unit}** a week, then add up to 10 %.`
        : `Yes, gradually: from your best recent week of ${best.toFixed(1)} ${unit}, go up to about **${cap.toFixed(1)} ${unit}** next week (+10 % at most), and hold every third or fourth week lower.`,
      facts,
      why: [
        'Add the distance to easy runs and the long run, not to the hard sessions. Weekly jumps much above 10 %, or two weeks together more than 30 % above the two before, go with more running injuries (Nielsen et al. 2014). Your plan already grows this way; tell me "make my plan harder" if it is the paces you want faster.',
      ],
    })
  }
  return reply(turn, {
    headline: `Sure: take a lighter week at about **${(best * 0.75).toFixed(1)} ${unit}** (75 % of your best recent week of ${best.toFixed(1)} ${unit}), keeping one quality session and shortening the rest.`,
    facts: [...facts, `Average of the last four weeks: ${average.toFixed(1)} ${unit}.`],
    why: [
      'A cutback week at about 75 % lets the body absorb the training without losing fitness. If you are short on time, say "I only have 40 minutes per session this week" and I\'ll propose shorter sessions.',
    ],
  })
}

/**
 * "Is it ok to run two days in a row?": yes for easy running; hard days apart, with an easy
 * or rest day between (docs/science.md#quality-sessions), from the athlete's own week.
 */
function frequency(turn: Turn) {
  const { session } = turn
  const days = session.context.profile.trainingDays
  const names = days.map((d) => WEEKDAYS[d - 1])
  let inARow = 0
  for (const d of days) if (days.includes((d % 7) + 1)) inARow++
  return reply(turn, {
    headline:
      'Yes: easy runs on consecutive days are normal and build endurance. What matters is keeping the **hard** sessions (tempo, intervals, the long run) apart, with an easy or rest day between them.',
    facts: [
      `Your week has ${days.length} running days (${names.join(', ')}); ${inARow === 1 ? 'one is' : `${inARow} are`} followed by another run the next day.`,
      'If your legs are still heavy the next morning, make the second day shorter and slower, or rest.',
    ],
    why: [
      "Hard days need 48 hours or so to absorb; easy running between them adds aerobic volume without stacking fatigue (Daniels' Running Formula).",
    ],
  })
}

export const volumeSkill = defineSkill('volume', { volume, frequency })
