import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * The Strava connection could not be made; nothing was connected. Back to the
 * Profile's Apps tab with the message as a flash.
 */
abstract class StravaConnectionException extends Exception {
  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    return ctx.response.redirect().toRoute('profile.apps')
  }

  /** Logged where it happens (the action), if worth logging: nothing more here. */
  report() {}
}

/** The Strava athlete is already connected to another Pacewise account. */
export class StravaAthleteTakenException extends StravaConnectionException {
  static status = 409
  static code = 'E_STRAVA_ATHLETE_TAKEN'

  constructor() {
    super('This Strava account is already connected to another Pacewise account.')
  }
}

/** Strava did not complete the connection (the token exchange failed, say). */
export class StravaConnectionFailedException extends StravaConnectionException {
  static status = 502
  static code = 'E_STRAVA_CONNECTION_FAILED'

  constructor(options?: { cause?: unknown }) {
    super('Strava did not complete the connection. Please try again.', options)
  }
}
