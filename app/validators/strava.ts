import vine from '@vinejs/vine'

/**
 * The query string Strava's authorization page sends back: `code`, `scope`
 * and our `state`, or `error` (access_denied) when the athlete declined.
 */
export const stravaCallbackValidator = vine.compile(
  vine.object({
    state: vine.string().maxLength(200).optional(),
    code: vine.string().maxLength(200).optional(),
    scope: vine.string().maxLength(500).optional(),
    error: vine.string().maxLength(200).optional(),
  })
)

/** A Strava id: a positive integer a double holds exactly (ids are compared as text). */
const stravaId = () => vine.number().withoutDecimals().positive().max(Number.MAX_SAFE_INTEGER)

/**
 * A webhook event (https://developers.strava.com/docs/webhooks/). Strava
 * always names its subscription; an event without one is not Strava's.
 */
export const stravaEventValidator = vine.compile(
  vine.object({
    object_type: vine.enum(['activity', 'athlete'] as const),
    object_id: stravaId(),
    aspect_type: vine.enum(['create', 'update', 'delete'] as const),
    owner_id: stravaId(),
    subscription_id: stravaId(),
    event_time: vine.number().optional(),
    updates: vine.record(vine.any()).optional(),
  })
)
