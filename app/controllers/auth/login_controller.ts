import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import { loginIpLimiter, loginLimiter } from '#start/limiter'
import { waitText } from '#services/too_many_attempts'
import TooManyAttemptsException from '#exceptions/too_many_attempts_exception'
import { DISABLED_ACCOUNT_MESSAGE } from '#middleware/auth_middleware'
import EndSessions from '#actions/auth/end_sessions'

export default class LoginController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/Login')
  }

  /**
   * Signs in with e-mail and password. Five failures per e-mail and IP within
   * a minute block further attempts for that pair for a minute; twenty
   * failures from one IP within an hour, whatever the addresses, block that
   * IP until the hour is over (HTTP 429 either way, see start/limiter.ts).
   */
  async store(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)

    const ipKey = `login_ip_${request.ip()}`
    const ipLimiter = loginIpLimiter()
    const ipState = await ipLimiter.get(ipKey)
    if (ipState && ipState.remaining <= 0) {
      throw new TooManyAttemptsException({
        seconds: ipState.availableIn,
        message: `Too many failed sign-ins from your network. Try again in ${waitText(Math.max(1, ipState.availableIn))}.`,
        page: 'Auth/Login',
        field: 'email',
      })
    }

    const key = `login_${email}_${request.ip()}`
    let attempt: User | null
    let throttled
    try {
      // penalize() counts a failure when the callback throws, and clears the
      // counter when it succeeds.
      ;[throttled, attempt] = await loginLimiter().penalize(
        key,
        async () => (await User.verifyCredentials(email, password)) as User
      )
    } catch (error) {
      if ((error as { code?: string }).code !== 'E_INVALID_CREDENTIALS') throw error
      await ipLimiter.increment(ipKey)
      session.flashExcept(['password'])
      session.flashErrors({ email: 'These credentials do not match our records.' })
      return response.redirect().back()
    }

    if (throttled) {
      const seconds = Math.max(1, throttled.response.availableIn)
      throw new TooManyAttemptsException({
        seconds,
        message: `Too many sign-in attempts. Try again in ${seconds} seconds.`,
        page: 'Auth/Login',
        field: 'email',
      })
    }

    if (attempt!.isDisabled) {
      session.flashExcept(['password'])
      session.flashErrors({ email: DISABLED_ACCOUNT_MESSAGE })
      return response.redirect().back()
    }

    await auth.use('web').login(attempt!, !!remember)
    const intended = session.pull('intended_url', null) as string | null
    return response.redirect(safeRedirect(intended) ?? '/dashboard')
  }

  /**
   * Signs out everywhere: every session of the account ends, on other
   * devices too (decision 018).
   */
  async destroy({ auth, response, session }: HttpContext) {
    await new EndSessions().handle(auth.getUserOrFail())
    await auth.use('web').logout()
    session.regenerate()
    return response.redirect('/')
  }
}

/**
 * Only same-site paths are followed after sign-in.
 */
function safeRedirect(url: string | null) {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null
  return url
}
