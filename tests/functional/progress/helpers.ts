import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AthleteProfile from '#models/athlete_profile'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import ImportActivity from '#actions/activities/import_activity'
import { asDate } from '#queries/sql_dialect'
import { syntheticRun } from '#tests/support/activity_files'
import queue from '#services/queue'

export const todayUtc = () => DateTime.utc().toISODate()!

/** An athlete with HR figures (so imports get zones, HRSS and best efforts), in UTC. */
export async function athlete(overrides: Partial<AthleteProfile> = {}): Promise<User> {
  const user = await UserFactory.create()
  await AthleteProfile.create({
    userId: user.id,
    timeZone: 'UTC',
    sex: 'male',
    restingHr: 50,
    maxHr: 190,
    lthr: 170,
    hrZoneModel: 'max',
    ...overrides,
  })
  return user
}

/**
 * Imports a steady synthetic run through the real import path (analysis, best efforts, zones,
 * daily figures): `daysAgo` days before today at 07:00 UTC.
 */
export async function importRun(
  user: User,
  daysAgo: number,
  { durationSeconds = 2400, speedMps = 3.3, heartRate = 150, sport = 'run' as const } = {}
) {
  const startTime = DateTime.utc().startOf('day').minus({ days: daysAgo }).set({ hour: 7 }).toISO()!
  const result = await new ImportActivity().handle({
    userId: user.id,
    activity: {
      kind: 'parsed',
      parsed: syntheticRun({ startTime, durationSeconds, speedMps, heartRate, sport }),
      name: `Run ${daysAgo} days ago`,
    },
  })
  if (result.status !== 'imported') throw new Error(`import: ${result.status}`)
  // The import queues a plan check: run it now, inside the test's transaction.
  await queue.drain()
  return result.activityId!
}

/** The stored daily figures of a user, oldest first. */
export async function storedDailyLoads(userId: number) {
  const rows = await db.from('daily_loads').where('user_id', userId).orderBy('date', 'asc')
  return rows.map((row) => ({
    date: asDate(row.date)!,
    load: Number(row.load),
    fitness: Number(row.fitness),
    fatigue: Number(row.fatigue),
    form: Number(row.form),
  }))
}

export const round1 = (value: number) => Math.round(value * 10) / 10
