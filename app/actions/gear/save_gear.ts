import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { lockAthlete } from '#services/athlete_lock'
import Gear from '#models/gear'
import type { Sport } from '#domain/files/activity_file'
import { gearSportOf } from '#domain/sports'

export interface SaveGearInput {
  userId: number
  /** Absent to create; an id the athlete owns to update (else null is returned). */
  gearId?: number
  name: string
  sport: Sport
  isDefault?: boolean
  startingDistanceMeters?: number | null
  retireAtMeters?: number | null
  retired?: boolean
}

/**
 * Creates or updates a piece of gear. One default per sport: making this one
 * the default clears the flag on the others, in the same transaction. Retired
 * gear is never the default.
 */
export default class SaveGear {
  async handle(input: SaveGearInput) {
    return db.transaction(async (trx) => {
      // One default per sport: a concurrent save waits, then clears this one's flag.
      await lockAthlete(trx, 'gear', input.userId)
      let gear: Gear | null
      if (input.gearId !== undefined) {
        gear = await Gear.query({ client: trx })
          .where('id', input.gearId)
          .where('user_id', input.userId)
          .forUpdate()
          .first()
        if (!gear) return null
      } else {
        gear = new Gear()
        gear.userId = input.userId
      }
      gear.useTransaction(trx)
      const sport = gearSportOf(input.sport)
      const retired = input.retired ?? (gear.retiredAt ?? null) !== null
      gear.merge({
        name: input.name,
        sport,
        startingDistanceMeters: input.startingDistanceMeters ?? gear.startingDistanceMeters ?? 0,
        retireAtMeters: input.retireAtMeters ?? null,
        retiredAt: retired ? (gear.retiredAt ?? DateTime.now()) : null,
        isDefault: Boolean(input.isDefault) && !retired,
      })
      if (gear.isDefault) {
        const others = Gear.query({ client: trx })
          .where('user_id', input.userId)
          .where('sport', sport)
          .where('is_default', true)
        if (gear.$isPersisted) others.whereNot('id', gear.id)
        await others.update({ is_default: false })
      }
      await gear.save()
      return gear
    })
  }
}
