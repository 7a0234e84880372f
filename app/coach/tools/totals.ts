import { z } from 'zod'
import {
  longestActivityBetween,
  sportTotalsBetween,
  type SportTotalsRow,
} from '#queries/activity_totals'
import { RUN_SPORTS, SPORTS, isRunSport } from '#domain/sports'
import { formatElevation, type UnitSystem } from '#domain/units'
import { defineTool } from '#coach/tools/tool'
import { isoDateInput, pastPeriod } from '#coach/tools/period'
import { distance, duration, round } from '#coach/format'

/** Which activities a total counts: the running sports (the default), every sport, or one. */
const SELECTIONS = ['running', 'all', ...SPORTS] as const

function isSelected(sport: string, selection: (typeof SELECTIONS)[number]) {
  if (selection === 'all') return true
  return selection === 'running' ? isRunSport(sport) : sport === selection
}

/** The first day with an activity among the rows (all time starts there); null without any. */
function firstDateOf(rows: SportTotalsRow[]) {
  return rows.reduce<string | null>(
    (first, row) => (first === null || row.firstDate < first ? row.firstDate : first),
    null
  )
}

/** One total in the athlete's units, with the SI figures it comes from. */
function totalOf(rows: SportTotalsRow[], units: UnitSystem) {
  const sum = (key: 'count' | 'distanceMeters' | 'movingSeconds' | 'elevationGainMeters') =>
    rows.reduce((total, row) => total + row[key], 0)
  const distanceMeters = sum('distanceMeters')
  const movingSeconds = sum('movingSeconds')
  const longestMeters = rows.reduce((longest, row) => Math.max(longest, row.longestMeters), 0)
  return {
    activities: sum('count'),
    distance: distance(distanceMeters, units),
    distanceMeters: Math.round(distanceMeters),
    movingHours: round(movingSeconds / 3600, 1),
    movingSeconds: Math.round(movingSeconds),
    time: duration(movingSeconds),
    longest: rows.length ? distance(longestMeters, units) : null,
    elevationGain: formatElevation(sum('elevationGainMeters'), units),
    elevationGainMeters: Math.round(sum('elevationGainMeters')),
  }
}

/**
 * Totals over any past period (a month, a year, since a date, all time): activities, distance,
 * moving time in hours, the longest activity and the climb, for the running sports (run, trail
 * run, treadmill; the volume a running plan counts), one sport, or all sports each apart.
 * For a model only activities a model may see (decision 007).
 */
export const totalsTool = defineTool({
  name: 'totals',
  description:
    'Totals over any past period (from/to YYYY-MM-DD, both included; no `from`: all time; `to` defaults to today): number of activities, distance, moving time in hours, longest, elevation gain; for running also the longest run with its date. `sport`: "running" (run, trail run, treadmill; default), "all" (each sport apart and the sum), or one sport. Use it for "how far did I run in October", "how many hours this year", "total since March".',
  input: z
    .object({
      from: isoDateInput.optional(),
      to: isoDateInput.optional(),
      sport: z.enum(SELECTIONS).default('running'),
    })
    .strict()
    .default({ sport: 'running' }),
  async run(context, input) {
    const units = context.profile.units
    const period = pastPeriod(context.todayIso, input)
    if ('error' in period) return period
    const read = {
      fromIso: period.from,
      toIso: period.to,
      ...(context.audience === 'model' ? { withoutSource: 'strava' as const } : {}),
    }
    const rows = await sportTotalsBetween(context.userId, read)
    const selected = rows.filter((row) => isSelected(row.sport, input.sport))
    const longest =
      input.sport === 'running'
        ? await longestActivityBetween(context.userId, read, RUN_SPORTS)
        : null
    return {
      from: period.from ?? firstDateOf(selected),
      to: period.to,
      allTime: period.from === null,
      sport: input.sport,
      total: totalOf(selected, units),
      ...(longest
        ? {
            longestRun: {
              date: longest.dateIso,
              distance: distance(longest.distanceMeters, units),
              distanceMeters: Math.round(longest.distanceMeters),
              time: duration(longest.movingSeconds),
              movingSeconds: Math.round(longest.movingSeconds),
            },
          }
        : {}),
      ...(input.sport === 'all'
        ? { bySport: selected.map((row) => ({ sport: row.sport, ...totalOf([row], units) })) }
        : {}),
    }
  },
  summary: ({ from, to, sport }) => {
    const what =
      sport === 'running'
        ? 'your running'
        : sport === 'all'
          ? 'all your sports'
          : `your ${sport.replace('_', ' ')}`
    if (!from) return `added up ${what} ${to ? `up to ${to}` : 'over all time'}`
    return `added up ${what} from ${from} to ${to ?? 'today'}`
  },
})
