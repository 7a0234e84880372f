import { z } from 'zod'
import { activitiesBetween, activitiesForModelProviders } from '#queries/activities'
import { asDate } from '#queries/sql_dialect'
import { addDays, daysBetween } from '#domain/calendar'
import { isRunSport } from '#domain/sports'
import { defineTool } from '#coach/tools/tool'
import { dayLabel, distance, duration, pace } from '#coach/format'
import type { CoachContext } from '#coach/context'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

/** At most this many days in one look-up (a month and a bit: enough for a month comparison). */
export const HISTORY_MAX_DAYS = 62

interface Row {
  sport: string
  dateIso: string
  distanceMeters: number
  movingSeconds: number
  avgPowerWatts: number | null
}

/**
 * The athlete's sessions between two dates (inclusive, not after today) with totals: running
 * (run, trail run, treadmill) apart from all sports, so that a ride never counts as running.
 * Names are left out; for a model only activities a model may see (decision 007).
 */
export const trainingHistoryTool = defineTool({
  name: 'training_history',
  description:
    'The athlete\'s sessions between two dates (YYYY-MM-DD, inclusive, at most 62 days, not in the future; default the last 7 days): per session the date, sport, distance, time, pace and average power when recorded (also in metres and seconds), with totals for running and for all sports. Use it for "what did I run last Tuesday" or to compare two months.',
  input: z.object({ from: isoDate.optional(), to: isoDate.optional() }).strict().default({}),
  async run(context, input) {
    const units = context.profile.units
    const to = input.to ?? context.todayIso
    const from = input.from ?? addDays(to, -6)
    const until = to > context.todayIso ? context.todayIso : to
    if (until < from) return { error: 'That period is in the future or empty.' }
    if (daysBetween(from, until) >= HISTORY_MAX_DAYS) {
      return { error: `At most ${HISTORY_MAX_DAYS} days at a time.` }
    }
    const rows = await rowsFor(context, from, until)
    const running = rows.filter((row) => isRunSport(row.sport))
    const sum = (list: Row[], key: 'distanceMeters' | 'movingSeconds') =>
      list.reduce((total, row) => total + row[key], 0)
    return {
      from,
      to: until,
      sessions: rows.map((row) => ({
        date: row.dateIso,
        day: dayLabel(row.dateIso),
        sport: row.sport,
        distance: row.distanceMeters > 0 ? distance(row.distanceMeters, units) : null,
        distanceMeters: Math.round(row.distanceMeters),
        time: duration(row.movingSeconds),
        movingSeconds: Math.round(row.movingSeconds),
        pace:
          row.distanceMeters > 0 && isRunSport(row.sport)
            ? pace(row.movingSeconds / (row.distanceMeters / 1000), units)
            : null,
        averagePowerWatts: row.avgPowerWatts === null ? null : Math.round(row.avgPowerWatts),
      })),
      running: {
        runs: running.length,
        distance: distance(sum(running, 'distanceMeters'), units),
        distanceMeters: Math.round(sum(running, 'distanceMeters')),
        time: duration(sum(running, 'movingSeconds')),
        movingSeconds: Math.round(sum(running, 'movingSeconds')),
        longest: running.length
          ? distance(Math.max(...running.map((row) => row.distanceMeters)), units)
          : null,
      },
      allSports: {
        sessions: rows.length,
        distance: distance(sum(rows, 'distanceMeters'), units),
        distanceMeters: Math.round(sum(rows, 'distanceMeters')),
        time: duration(sum(rows, 'movingSeconds')),
      },
    }
  },
  summary: ({ from, to }) =>
    !from
      ? 'looked at your last 7 days'
      : from === to
        ? `looked at your training on ${from}`
        : `looked at your training ${from} to ${to ?? 'today'}`,
})

async function rowsFor(context: CoachContext, from: string, to: string): Promise<Row[]> {
  if (context.audience === 'model') {
    const activities = await activitiesForModelProviders(context.userId)
      .whereBetween('local_date', [from, to])
      .orderBy('start_time', 'asc')
    return activities.map((a) => ({
      sport: a.sport,
      dateIso: asDate(a.localDate)!,
      distanceMeters: Number(a.distanceMeters),
      movingSeconds: Number(a.movingSeconds),
      avgPowerWatts: a.avgPowerWatts === null ? null : Number(a.avgPowerWatts),
    }))
  }
  const rows = await activitiesBetween(context.userId, from, to, { withPower: true })
  return rows.map((row) => ({
    sport: row.sport,
    dateIso: row.localDate,
    distanceMeters: row.distanceMeters,
    movingSeconds: row.movingSeconds,
    avgPowerWatts: row.avgPowerWatts ?? null,
  }))
}

/** The first and last day of the month `offset` months from the one holding `todayIso`. */
export function monthRange(todayIso: string, offset: number) {
  const [year, month] = todayIso.split('-').map(Number)
  const index = year * 12 + (month - 1) + offset
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  const first = `${y}-${String(m).padStart(2, '0')}-01`
  const nextFirst = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return { from: first, to: addDays(nextFirst, -1) }
}
