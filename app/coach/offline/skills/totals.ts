/*
 * Totals compared: this month with the last (or two named months), this week with the last,
 * per week so that a period still under way is not mistaken for a drop; in the language and
 * unit asked (data_format.ts, data_texts.ts).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { trainingHistoryTool } from '#coach/tools/training_history'
import { isRefusal } from '#coach/tools/tool'
import { monthPeriod, monthsIn, type Period } from '#coach/offline/dates'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { monthLabel } from '#coach/understanding/labels'
import { distanceIn, spanIn } from '#coach/offline/skills/data_format'
import { dataText } from '#coach/offline/skills/data_texts'
import { unitAsked } from '#coach/offline/skills/data_route'

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

/** Two periods side by side (the data route and the skill intent compare_months). */
export async function answerComparison(turn: Turn) {
  const { session, today, language } = turn
  const unit = unitAsked(turn.understanding, session.context.profile.units)
  const size = (meters: number) => distanceIn(language, meters, unit)
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
  const weeklyA = perWeek(a.running.distanceMeters, a)
  const weeklyB = perWeek(b.running.distanceMeters, b)
  const ratio = weeklyB > 0 ? weeklyA / weeklyB : null
  const verdict =
    ratio === null
      ? dataText(language, 'cmpNothing')
      : Math.abs(ratio - 1) < 0.05
        ? dataText(language, 'cmpSame')
        : ratio > 1
          ? dataText(language, 'cmpMore', { percent: Math.round((ratio - 1) * 100) })
          : dataText(language, 'cmpLess', { percent: Math.round((1 - ratio) * 100) })
  const row = (r: typeof a) => {
    const runs = r.sessions.filter((s) => s.pace !== null)
    const longest = Math.max(0, ...runs.map((s) => s.distanceMeters))
    const [year, month] = r.from.split('-').map(Number)
    return dataText(language, 'cmpRow', {
      name: weekly ? dataText(language, 'cmpWeek') : monthLabel(year, month, language),
      span: spanIn(r.from, r.to, language, today),
      soFar: r.to === today ? dataText(language, 'cmpSoFar') : '',
      running: size(r.running.distanceMeters),
      runs: r.running.runs,
      time: r.running.time,
      others:
        r.allSports.distanceMeters === r.running.distanceMeters
          ? ''
          : dataText(language, 'cmpOthers', { distance: size(r.allSports.distanceMeters) }),
      longest: longest > 0 ? dataText(language, 'cmpLongest', { distance: size(longest) }) : '',
    })
  }
  return reply(turn, {
    headline: verdict,
    facts: [row(a), row(b)],
    why: [dataText(language, 'cmpWhy')],
  })
}

export const totalsSkill = defineSkill('totals', { compare_months: answerComparison })
