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
}

export const loginLimiter = () =>
  limiter.use({ requests: 5, duration: '1 minute', blockDuration: '1 minute' })
