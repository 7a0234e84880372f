/*
|--------------------------------------------------------------------------
| Rate limits
|--------------------------------------------------------------------------
|
| Named throttles for routes. Login has its own penalty-based limit in the
| LoginController (5 failures per e-mail and IP per minute).
|
*/
import limiter from '@adonisjs/limiter/services/main'

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

export const loginLimiter = () =>
  limiter.use({ requests: 5, duration: '1 minute', blockDuration: '1 minute' })
