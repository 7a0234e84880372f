/*
 * Totals compared: this month with the last (or two named months), this week with the last,
 * per week so that a period still under way is not mistaken for a drop.
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { trainingHistoryTool } from '#coach/tools/training_history'
import { isRefusal } from '#coach/tools/tool'
import { monthPeriod, monthsIn, type Period } from '#coach/offline/dates'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

/** The two periods compared, the later first, and whether they are weeks. */
function periodsCompared(turn: Turn): { weekly: boolean; periods: Period[] } {
  const { today, question } = turn
  const named = monthsIn(question, today)
  const weekly = /\bweek|semaine|semana|woche/i.test(question) && named.length === 0
  const monday = addDays(today, 1 - isoWeekday(today))
  const periods = weekly
    ? [
        { from: monday, to: today },
        { from: addDays(monday, -7), to: addDays(monday, -1) },
      ]
    : named.length >= 2
      ? named
      : named.length === 1 && named[0].from !== monthPeriod(today, 0).from
        ? [monthPeriod(today, 0), named[0]]
        : [monthPeriod(today, 0), monthPeriod(today, -1)]
  return { weekly, periods }
}

async function compareMonths(turn: Turn) {
  const { session, today } = turn
  const { weekly, periods } = periodsCompared(turn)
  const [first, second] = periods
  const a = await session.run(trainingHistoryTool, first)
  const b = await session.run(trainingHistoryTool, second)
  if (isRefusal(a) || isRefusal(b)) {
    return reply(turn, { headline: (isRefusal(a) ? a : (b as { error: string })).error })
  }
  const days = (p: { from: string; to: string }) =>
    Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1
  const perWeek = (meters: number, p: { from: string; to: string }) => (meters / 1000 / days(p)) * 7
  const name = (p: { from: string; to: string }) =>
    `${weekly ? 'Week' : p.from.slice(0, 7)} (${p.from} to ${p.to}${p.to === today ? ', so far' : ''})`
  const weeklyA = perWeek(a.running.distanceMeters, a)
  const weeklyB = perWeek(b.running.distanceMeters, b)
  const ratio = weeklyB > 0 ? weeklyA / weeklyB : null
  const verdict =
    ratio === null
      ? 'There is nothing to compare against in the earlier month.'
      : Math.abs(ratio - 1) < 0.05
        ? 'Per week you are running about the same.'
        : ratio > 1
          ? `Per week you are running about ${Math.round((ratio - 1) * 100)} % more.`
          : `Per week you are running about ${Math.round((1 - ratio) * 100)} % less.`
  const row = (r: typeof a) =>
    `${name(r)}: **${r.running.distance} running** in ${r.running.runs} runs (${r.running.time})${r.allSports.distance === r.running.distance ? '' : `; all sports ${r.allSports.distance}`}${r.running.longest ? `; longest run ${r.running.longest}` : ''}`
  return reply(turn, {
    headline: verdict,
    facts: [row(a), row(b)],
    why: [
      'A period still under way is compared per week (its distance over the days so far), so a half month or week is not mistaken for a drop.',
    ],
  })
}

export const totalsSkill = defineSkill('totals', { compare_months: compareMonths })
