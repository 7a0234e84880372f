import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fitnessFatigue } from '#domain/science/fitness'
import { eachDate } from '#domain/activities/daily_load'

export interface RefreshDailyLoadsInput {
  userId: number
  /** The first local date whose figures changed (yyyy-mm-dd). */
  fromDate: string
  /** The athlete's today: rows are kept up to here (or the last activity, if later). */
  todayIso: string
  trx?: TransactionClientContract
}

const INSERT_CHUNK = 200

/**
 * Recomputes the cached daily figures from `fromDate` on, continuing from the
 * stored day before it: the cost grows with the days since that date, never
 * with the athlete's history. Rows exist for every date from the athlete's
 * first activity to today (rest days are load 0, not missing).
 */
export default class RefreshDailyLoads {
  async handle({ userId, fromDate, todayIso, trx }: RefreshDailyLoadsInput) {
    const client = trx ?? db
    const firstActivity = await client
      .from('activities')
      .where('user_id', userId)
      .min('local_date as first')
      .max('local_date as last')
      .first()
    const first = asDate(firstActivity?.first)
    const last = asDate(firstActivity?.last)

    if (!first) {
      await client.from('daily_loads').where('user_id', userId).delete()
      return { days: 0 }
    }

    const start = first > fromDate ? first : fromDate
    const end = last && last > todayIso ? last : todayIso

    const previous = await client
      .from('daily_loads')
      .where('user_id', userId)
      .where('date', '<', start)
      .orderBy('date', 'desc')
      .first()

    const sums = await client
      .from('activities')
      .where('user_id', userId)
      .where('local_date', '>=', start)
      .groupBy('local_date')
      .select('local_date')
      .sum('training_load as load')
      .sum('distance_meters as distance')
      .sum('moving_seconds as moving')
    const byDate = new Map(
      sums.map((row) => [
        asDate(row.local_date)!,
        { load: Number(row.load), distance: Number(row.distance), moving: Number(row.moving) },
      ])
    )

    const dates = eachDate(start, end)
    const loads = dates.map((date) => byDate.get(date)?.load ?? 0)
    const figures = fitnessFatigue(loads, {
      initial: previous
        ? { fitness: Number(previous.fitness), fatigue: Number(previous.fatigue) }
        : undefined,
    })

    await client
      .from('daily_loads')
      .where('user_id', userId)
      .where((query) => query.where('date', '>=', start).orWhere('date', '<', first))
      .delete()
    const rows = dates.map((date, i) => ({
      user_id: userId,
      date,
      load: loads[i],
      fitness: figures[i].fitness,
      fatigue: figures[i].fatigue,
      form: figures[i].form,
      distance_meters: byDate.get(date)?.distance ?? 0,
      moving_seconds: byDate.get(date)?.moving ?? 0,
    }))
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await client.table('daily_loads').multiInsert(rows.slice(i, i + INSERT_CHUNK))
    }
    return { days: rows.length }
  }
}

/** SQLite returns dates as strings, PostgreSQL as Date objects at local midnight. */
export function asDate(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) {
    return DateTime.fromJSDate(value).toISODate()
  }
  return String(value).slice(0, 10)
}
