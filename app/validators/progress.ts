import vine from '@vinejs/vine'
import { PROGRESS_RANGES } from '#dtos/progress'

/** GET /progress?range=6w|3m|1y|all (default 3m). */
export const progressQueryValidator = vine.compile(
  vine.object({
    range: vine.enum(PROGRESS_RANGES).optional(),
  })
)
