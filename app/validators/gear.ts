import vine from '@vinejs/vine'
import { SPORTS } from '#domain/sports'

const fields = {
  name: vine.string().trim().minLength(1).maxLength(120),
  sport: vine.enum(SPORTS),
  isDefault: vine.boolean().optional(),
  startingDistanceMeters: vine.number().min(0).max(100_000_000).nullable().optional(),
  retireAtMeters: vine.number().min(1000).max(100_000_000).nullable().optional(),
  retired: vine.boolean().optional(),
}

/** Shoes (or a bike): distances in metres (the form converts from the athlete's units). */
export const createGearValidator = vine.compile(vine.object(fields))

export const updateGearValidator = vine.compile(vine.object(fields))
