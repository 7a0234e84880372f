import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fitnessFatigue } from '#domain/science/fitness'
import { eachDate } from '#domain/calendar'
import { lockAthlete } from '#services/athlete_lock'
import { activityDateSpan, dailyTotalsSince } from '#queries/activities'
import { dailyLoadBefore } from '#queries/daily_loads'

export interface RefreshDailyLoadsInput {
  userId: number
  /** The first local date whose figures changed (yyyy-mm-dd). */
  fromDate: string
  /** The athlete's today: rows are kept up to here (or the last activity, if later). */
  todayIso: string
  trx?: TransactionClientContract
}

const UPSERT_CHUNK = 200

/**
 * Recomputes the cached daily figures from `fromDate` on, continuing from the
 * stored day before it: the cost grows with the days since that date, never
 * with the athlete's history. Rows exist for every date from the athlete's
 * first activity to today (rest days are load 0, not missing).
 *
 * One athlete's refreshes run one at a time: on PostgreSQL a transaction-level
 * advisory lock keyed by the athlete is taken before anything is read and held
 * until the caller's transaction ends (SQLite serializes writers already), so
 * the last refresh to run sees every committed activity. Rows are upserted
 * (INSERT ... ON CONFLICT DO UPDATE), never deleted and re-inserted, so a
 * refresh cannot collide with another on the primary key
 * (docs/decisions/015-acknowledged-writes.md).
 */
export default class RefreshDailyLoads {
  async handle(input: RefreshDailyLoadsInput) {
    if (input.trx) return this.refresh(input.trx, input)
    return db.transaction((trx) => this.refresh(trx, input))
  }

  private async refresh(
    client: TransactionClientContract,
    { userId, fromDate, todayIso }: RefreshDailyLoadsInput
  ) {
    await lockAthlete(client, 'dailyLoads', userId)
    const { first, last } = await activityDateSpan(userId, client)

    if (!first) {
      await client.from('daily_loads').where('user_id', userId).delete()
      return { days: 0 }
    }

    const start = first > fromDate ? first : fromDate
    const end = last && last > todayIso ? last : todayIso

    const previous = await dailyLoadBefore(userId, start, client)
    const byDate = await dailyTotalsSince(userId, start, client)

    const dates = eachDate(start, end)
    const loads = dates.map((date) => byDate.get(date)?.load ?? 0)
    const figures = fitnessFatigue(loads, {
      initial: previous ? { fitness: previous.fitness, fatigue: previous.fatigue } : undefined,
    })

    await client
      .from('daily_loads')
      .where('user_id', userId)
      .where((query) => query.where('date', '<', first).orWhere('date', '>', end))
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
    for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
      await client
        .knexQuery()
        .table('daily_loads')
        .insert(rows.slice(i, i + UPSERT_CHUNK))
        .onConflict(['user_id', 'date'])
        .merge()
    }
    return { days: rows.length }
  }
}
