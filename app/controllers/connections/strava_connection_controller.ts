import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { Exception } from '@adonisjs/core/exceptions'
import { appUrl } from '#config/app'
import ConnectStravaAccount from '#actions/strava/connect_strava_account'
import DisconnectStravaAccount from '#actions/strava/disconnect_strava_account'
import { stravaCallbackValidator } from '#validators/strava'
import { StravaClient, stravaSettings } from '#services/strava/strava_client'

const STATE_KEY = 'strava.oauth_state'

/**
 * Connecting a Strava account (OAuth 2 with a `state` bound to the session
 * against CSRF on the callback) and disconnecting it.
 */
export default class StravaConnectionController {
  /**
   * Sends the athlete to Strava's authorization page.
   */
  async connect({ response, session }: HttpContext) {
    const settings = configuredOrNotFound()
    const state = randomBytes(24).toString('base64url')
    session.put(STATE_KEY, state)
    return response.redirect(
      new StravaClient(settings).authorizeUrl({ redirectUri: callbackUrl(), state })
    )
  }

  /**
   * Where Strava sends the athlete back: checks the state and the granted
   * scopes, stores the connection and queues the history import.
   */
  async callback({ request, response, session, auth }: HttpContext) {
    const settings = configuredOrNotFound()
    const expected = session.pull(STATE_KEY) as string | undefined
    const [invalid, query] = await stravaCallbackValidator.tryValidate(request.qs())
    const back = () => response.redirect().toRoute('profile.apps')

    if (invalid || !sameState(expected, query.state)) {
      session.flash('error', 'The Strava connection could not be verified. Please try again.')
      return back()
    }
    if (query.error) {
      session.flash(
        'error',
        query.error === 'access_denied'
          ? 'You did not authorize Strava, so nothing was connected.'
          : 'Strava did not complete the connection. Please try again.'
      )
      return back()
    }
    const scopes = (query.scope ?? '').split(',').map((scope) => scope.trim())
    if (!scopes.includes('activity:read') && !scopes.includes('activity:read_all')) {
      session.flash(
        'error',
        'Strava was not connected: allow access to your activities ("View data about your activities") so that they can be imported.'
      )
      return back()
    }
    if (!query.code) {
      session.flash('error', 'The Strava connection could not be verified. Please try again.')
      return back()
    }

    await new ConnectStravaAccount(settings).handle({
      userId: auth.getUserOrFail().id,
      code: query.code,
      scopes,
    })
    session.flash('success', 'Strava is connected. Your activities are being imported.')
    return back()
  }

  /**
   * Disconnects Strava; imported activities stay.
   */
  async destroy({ response, session, auth }: HttpContext) {
    const disconnected = await new DisconnectStravaAccount().handle({
      userId: auth.getUserOrFail().id,
    })
    if (!disconnected) {
      throw new Exception('Strava is not connected.', { status: 404, code: 'E_NOT_FOUND' })
    }
    session.flash('success', 'Strava is disconnected. Activities imported from it are kept.')
    return response.redirect().toRoute('profile.apps')
  }
}

function configuredOrNotFound() {
  const settings = stravaSettings()
  if (!settings)
    throw new Exception('Strava is not available here.', { status: 404, code: 'E_NOT_FOUND' })
  return settings
}

function callbackUrl() {
  return appUrl + router.makeUrl('connections.strava.callback')
}

function sameState(expected: string | undefined, given: string | undefined) {
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
