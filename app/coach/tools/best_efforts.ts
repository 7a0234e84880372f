import { z } from 'zod'
import { fastestEffortsSince } from '#queries/activity_best_efforts'
import { activityNamesAndDates } from '#queries/activities'
import { fastestEffortsBetween, type DatedBestEffortRow } from '#queries/best_efforts_between'
import { personalBestDtos } from '#actions/progress/personal_bests'
import { METERS_PER_MILE } from '#domain/units'
import { defineTool } from '#coach/tools/tool'
import { isoDateInput, pastPeriod } from '#coach/tools/period'
import { dayLabel, duration, pace } from '#coach/format'
import type { CoachContext } from '#coach/context'

/** The standard distances best efforts are kept for (STANDARD_EFFORT_DISTANCES_METERS). */
const EFFORT_DISTANCES = {
  '400m': 400,
  '1k': 1000,
  '1mi': METERS_PER_MILE,
  '5k': 5000,
  '10k': 10000,
  'half': 21097.5,
  'marathon': 42195,
} as const

type EffortKey = keyof typeof EFFORT_DISTANCES

/**
 * The athlete's best efforts per standard distance, the Progress page's personal bests: the
 * fastest stretch of that distance inside any run, with the run's date. All time by default;
 * within a period when asked. For a model only activities a model may see (decision 007).
 */
export const bestEffortsTool = defineTool({
  name: 'best_efforts',
  description:
    'The athlete\'s best efforts (personal bests, as on the Progress page) per standard distance (400 m, 1 km, 1 mile, 5 km, 10 km, half marathon, marathon): time, pace, date and the run it was in. All time by default; `from`/`to` (YYYY-MM-DD) for a period ("my fastest 5k this year"); `distances` to ask for some only.',
  input: z
    .object({
      from: isoDateInput.optional(),
      to: isoDateInput.optional(),
      distances: z
        .array(z.enum(Object.keys(EFFORT_DISTANCES) as [EffortKey, ...EffortKey[]]))
        .min(1)
        .optional(),
    })
    .strict()
    .default({}),
  async run(context, input) {
    const units = context.profile.units
    const period = pastPeriod(context.todayIso, input)
    if ('error' in period) return period
    const wanted = input.distances?.map((key): number => EFFORT_DISTANCES[key])
    const found = await effortRows(context, period)
    const rows = found.filter((row) => !wanted || wanted.includes(row.distanceMeters))
    return {
      from: period.from,
      to: period.to,
      allTime: period.from === null,
      efforts: personalBestDtos(rows).map((best) => ({
        distance: best.label,
        distanceMeters: best.distanceMeters,
        time: duration(best.durationSeconds),
        seconds: Math.round(best.durationSeconds * 10) / 10,
        pace: pace(best.durationSeconds / (best.distanceMeters / 1000), units),
        date: best.date,
        day: dayLabel(best.date),
        activity: best.activityName.slice(0, 60),
      })),
      note:
        rows.length === 0
          ? 'No best efforts in that period: they come from runs recorded with GPS or distance samples.'
          : null,
    }
  },
  summary: ({ from, to }) =>
    from
      ? `looked at your best efforts from ${from} to ${to ?? 'today'}`
      : 'looked at your best efforts',
})

/**
 * All time up to today offline: the Progress page's own read (fastestEffortsSince, then the
 * activities' names and dates). A bounded period, or a model's read, by local date.
 */
async function effortRows(
  context: CoachContext,
  period: { from: string | null; to: string }
): Promise<DatedBestEffortRow[]> {
  if (context.audience === 'offline' && period.from === null && period.to === context.todayIso) {
    const bests = await fastestEffortsSince(context.userId, null)
    const names = await activityNamesAndDates(
      context.userId,
      bests.map((best) => best.activityId)
    )
    return bests.flatMap((best) => {
      const activity = names.get(best.activityId)
      return activity ? [{ ...best, activityName: activity.name, date: activity.date }] : []
    })
  }
  return fastestEffortsBetween(context.userId, {
    fromIso: period.from,
    toIso: period.to,
    ...(context.audience === 'model' ? { withoutSource: 'strava' as const } : {}),
  })
}
