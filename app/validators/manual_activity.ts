import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { SPORTS } from '#domain/sports'

/** A run without a file. Distance in metres and duration in seconds (the form converts). */
export const createManualActivityValidator = vine.compile(
  vine.object({
    startDate: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .afterOrEqual('1990-01-01')
      .beforeOrEqual(() => DateTime.now().plus({ days: 1 }).toISODate()!)
      .transform((date) => DateTime.fromJSDate(date).toISODate()!),
    startTime: vine.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    sport: vine.enum(SPORTS),
    name: vine.string().trim().maxLength(200).nullable().optional(),
    distanceMeters: vine.number().min(0).max(1_000_000),
    durationSeconds: vine
      .number()
      .min(60)
      .max(100 * 3600),
    avgHr: vine.number().withoutDecimals().range([30, 230]).nullable().optional(),
    perceivedEffort: vine.number().withoutDecimals().range([1, 10]).nullable().optional(),
    notes: vine.string().trim().maxLength(5000).nullable().optional(),
  })
)
