import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Activity from '#models/activity'
import Gear from '#models/gear'
import { runsForGearRotation } from '#queries/activities'
import { planDemoGearRotation, type DemoShoePair } from '#database/demo/gear_rotation'
import type { SessionType } from '#database/demo/types'

export interface SeedDemoGearInput {
  userId: number
  timeZone: string
  /** The generated sessions by `YYYY-MM-DD|name`, to tell races from other runs. */
  typeOf: Map<string, SessionType>
}

/** Rows per UPDATE … WHERE id IN (…): under SQLite's bound-parameter limit. */
const CHUNK = 400

/**
 * Gives the demo athlete the shoes of database/demo/gear_rotation.ts: creates the pairs
 * (retired ones with their retirement date, the daily pair in use as the default) and puts
 * every run on the pair worn that day, in one transaction. Run again, it finds the same
 * pairs by name and assigns the runs again.
 */
export class SeedDemoGear {
  async handle({ userId, timeZone, typeOf }: SeedDemoGearInput): Promise<DemoShoePair[]> {
    return db.transaction(async (trx) => {
      const runs = await runsForGearRotation(userId, trx)
      const { pairs, pairOf } = planDemoGearRotation(
        runs.map((run) => ({
          key: run.id,
          dateIso: run.localDate,
          sport: run.sport,
          type: typeOf.get(`${run.localDate}|${run.name}`) ?? null,
          distanceM: run.distanceMeters ?? 0,
        }))
      )
      if (pairs.length === 0) return pairs

      // One default per sport: the daily pair in use.
      await Gear.query({ client: trx })
        .where('user_id', userId)
        .where('sport', 'run')
        .update({ is_default: false })
      const rows: Gear[] = []
      for (const pair of pairs) {
        rows.push(
          await Gear.updateOrCreate(
            { userId, name: pair.name },
            {
              userId,
              name: pair.name,
              sport: 'run',
              isDefault: pair.kind === 'daily' && pair.retiredIso === null,
              startingDistanceMeters: 0,
              retireAtMeters: pair.retireAtMeters,
              retiredAt: pair.retiredIso
                ? DateTime.fromISO(pair.retiredIso, { zone: timeZone }).toUTC()
                : null,
              reminderDismissedAt: null,
            },
            { client: trx }
          )
        )
      }

      const runsOf = new Map<number, number[]>()
      for (const [activityId, index] of pairOf) {
        runsOf.set(index, [...(runsOf.get(index) ?? []), activityId])
      }
      for (const [index, ids] of runsOf) {
        for (let at = 0; at < ids.length; at += CHUNK) {
          await Activity.query({ client: trx })
            .whereIn('id', ids.slice(at, at + CHUNK))
            .update({ gear_id: rows[index].id })
        }
      }
      return pairs
    })
  }
}
