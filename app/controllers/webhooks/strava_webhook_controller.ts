import { timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import ReceiveStravaEvent from '#actions/strava/receive_strava_event'
import { stravaEventValidator } from '#validators/strava'
import { stravaSettings } from '#services/strava/strava_client'

/**
 * Strava's webhook (https://developers.strava.com/docs/webhooks/): the
 * subscription handshake, and events, which are acknowledged at once (Strava
 * wants a 200 within 2 seconds) and handled by the 'strava.event' job.
 * CSRF-exempt (config/shield.ts): Strava sends no cookie.
 */
export default class StravaWebhookController {
  /**
   * The subscription validation: echo `hub.challenge` when `hub.verify_token`
   * is ours.
   */
  async verify({ request, response }: HttpContext) {
    const expected = stravaSettings()?.verifyToken
    const mode = hubParam(request.qs(), 'mode')
    const token = hubParam(request.qs(), 'verify_token')
    const challenge = hubParam(request.qs(), 'challenge')
    if (
      !expected ||
      mode !== 'subscribe' ||
      typeof token !== 'string' ||
      typeof challenge !== 'string' ||
      !sameToken(expected, token)
    ) {
      return response.forbidden({ message: 'Invalid verify token.' })
    }
    return response.ok({ 'hub.challenge': challenge })
  }

  /**
   * An event: refused (403) when it names another subscription than ours,
   * queued when the athlete is connected here, otherwise ignored (still 200,
   * so that Strava does not retry). The job verifies it with Strava
   * (docs/decisions/019-strava-webhook-events-are-verified.md).
   */
  async event({ request, response }: HttpContext) {
    if (!stravaSettings()) return response.notFound({ message: 'Strava is not configured.' })
    const [invalid, event] = await stravaEventValidator.tryValidate(request.body())
    if (invalid) return response.unprocessableEntity({ message: 'Not a Strava event.' })

    const outcome = await new ReceiveStravaEvent().handle(event)
    if (outcome === 'unknown_subscription') {
      return response.forbidden({ message: 'Unknown subscription.' })
    }
    return response.ok({ received: true, ...(outcome === 'ignored' ? { ignored: true } : {}) })
  }
}

function sameToken(expected: string, given: string) {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `hub.mode` and friends, whether the query parser kept the dot or made an object. */
function hubParam(query: Record<string, any>, name: string): unknown {
  return query[`hub.${name}`] ?? query.hub?.[name]
}
