/*
|--------------------------------------------------------------------------
| Rate limits
|--------------------------------------------------------------------------
|
| Named throttles for routes. Sign-in and sign-up count in their controllers
| (limits below; the numbers are in README.md and decision 018). The client
| address is the socket's peer unless TRUSTED_PROXIES says otherwise.
|
*/
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'

export const ACTIVITY_IMPORTS_PER_MINUTE = 60

export const throttle = {
  passwordReset: limiter.define('password_reset', (ctx) =>
    limiter.allowRequests(5).every('1 minute').usingKey(`reset_${ctx.request.ip()}`)
  ),
  verificationMail: limiter.define('verification_mail', (ctx) =>
    limiter
      .allowRequests(6)
      .every('1 minute')
      .usingKey(`verify_${ctx.auth.user?.id ?? ctx.request.ip()}`)
  ),
  confirmPassword: limiter.define('confirm_password', (ctx) =>
    limiter
      .allowRequests(5)
      .every('1 minute')
      .usingKey(`confirm_${ctx.auth.user?.id ?? ctx.request.ip()}`)
  ),
  /**
   * PATCH /profile checks the password only when the e-mail changes (decision 058): requests that
   * carry one count with confirm-password's guesses; a name-only save does not count.
   */
  profilePasswordCheck: limiter.define('profile_password_check', (ctx) =>
    ctx.request.input('current_password')
      ? limiter
          .allowRequests(5)
          .every('1 minute')
          .usingKey(`confirm_${ctx.auth.user?.id ?? ctx.request.ip()}`)
      : limiter.noLimit()
  ),
  coachMessages: limiter.define('coach_messages', (ctx) =>
    limiter
      .allowRequests(20)
      .every('1 minute')
      .usingKey(`coach_${ctx.auth.user?.id ?? ctx.request.ip()}`)
  ),
  /** Imports per athlete (docs/decisions/017): each may carry 100 files or a 200 MB ZIP. */
  activityImports: limiter.define('activity_imports', (ctx) =>
    limiter
      .allowRequests(ACTIVITY_IMPORTS_PER_MINUTE)
      .every('1 minute')
      .usingKey(`imports_${ctx.auth.user?.id ?? ctx.request.ip()}`)
      .limitExceeded((error) =>
        error.setMessage(
          `Too many imports: at most ${ACTIVITY_IMPORTS_PER_MINUTE} a minute. Try again in ${error.response.availableIn} s.`
        )
      )
  ),
}

/**
 * Sign-in: 5 failures per e-mail and IP within a minute block that pair for a
 * minute; a successful sign-in clears the count.
 */
export const LOGIN_LIMIT = { requests: 5, duration: '1 minute', blockDuration: '1 minute' }
export const loginLimiter = () => limiter.use(LOGIN_LIMIT)

/**
 * Password spraying: 20 failed sign-ins per IP within an hour, whatever the
 * addresses, refuse every sign-in from that IP until the hour is over.
 * Successes do not clear it.
 */
export const LOGIN_IP_LIMIT = { requests: 20, duration: '1 hour' }
export const loginIpLimiter = () => limiter.use(LOGIN_IP_LIMIT)

/**
 * Sign-up: 5 accepted registrations per IP per hour (those for an address
 * that already has an account included, so that both look the same).
 */
export const REGISTRATION_LIMIT = {
  requests: env.get('REGISTRATION_LIMIT_PER_HOUR', 5),
  duration: '1 hour',
}
export const registrationLimiter = () => limiter.use(REGISTRATION_LIMIT)
