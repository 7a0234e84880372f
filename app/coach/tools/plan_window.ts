import { z } from 'zod'
import { addDays, daysBetween } from '#domain/calendar'
import { defineTool } from '#coach/tools/tool'
import { planSnapshot, workoutSummary } from '#coach/tools/plan_data'
import { distance } from '#coach/format'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
/** The longest span asked by dates: two months (a question about "next month" fits). */
const SPAN_MAX_DAYS = 62

/**
 * The next or last N days of the active plan (keys are what plan changes refer to), or the days
 * from `fromDate` to `toDate` (the day or range asked, before or after the plan's own days too).
 */
export const planWindowTool = defineTool({
  name: 'plan_window',
  description:
    "The athlete's active training plan around today: the next or last N days (1–28), or the days from fromDate to toDate (YYYY-MM-DD, up to 62 days), of workouts with their keys, type, size, hard flag and state (planned, done, skipped), plus the plan's race, dates and version.",
  input: z
    .object({
      direction: z.enum(['next', 'last']).default('next'),
      days: z.number().int().min(1).max(28).default(7),
      fromDate: isoDate.optional(),
      toDate: isoDate.optional(),
    })
    .strict()
    .default({ direction: 'next', days: 7 }),
  async run(context, { direction, days, fromDate, toDate }) {
    const { todayIso } = context
    const units = context.profile.units
    const [from, to] = fromDate
      ? spanOf(fromDate, toDate ?? fromDate)
      : direction === 'next'
        ? [todayIso, addDays(todayIso, days - 1)]
        : [addDays(todayIso, -days), addDays(todayIso, -1)]
    const snapshot = await planSnapshot(context, from, to)
    if (!snapshot) return { plan: null, note: 'The athlete has no active training plan.' }
    const { plan, workouts, states } = snapshot
    const document = plan.document
    const week = document.weeks.find((w) => w.startDateIso <= todayIso && todayIso <= w.endDateIso)
    return {
      plan: {
        race: document.raceDistanceMeters ? distance(document.raceDistanceMeters, units, 2) : null,
        raceDate: document.raceDateIso,
        startDate: document.startDateIso,
        endDate: document.endDateIso,
        version: plan.version,
        thisWeek: week ? { index: week.index, phase: week.phase, cutback: week.isCutback } : null,
      },
      from,
      to,
      workouts: workouts
        .filter((w) => w.type !== 'rest')
        .map((w) => workoutSummary(w, states.get(w.key) ?? 'planned', units)),
    }
  },
  summary: ({ direction, days, fromDate, toDate }) =>
    fromDate
      ? `looked at your plan from ${fromDate} to ${toDate ?? fromDate}`
      : direction === 'next'
        ? `looked at the next ${days} days of your plan`
        : `looked at the last ${days} days of your plan`,
})

/** A span in order, at most SPAN_MAX_DAYS long (a longer one is cut at its end). */
function spanOf(fromIso: string, toIso: string): [string, string] {
  const [from, to] = fromIso <= toIso ? [fromIso, toIso] : [toIso, fromIso]
  return daysBetween(from, to) >= SPAN_MAX_DAYS
    ? [from, addDays(from, SPAN_MAX_DAYS - 1)]
    : [from, to]
}
