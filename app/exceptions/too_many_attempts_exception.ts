import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A refused attempt (HTTP 429 with Retry-After): the form page again with the
 * message on a field for an Inertia visit, `{ message }` otherwise
 * (docs/decisions/018-sessions-sign-up-and-enumeration.md). Nothing was done.
 */
export default class TooManyAttemptsException extends Exception {
  static status = 429
  static code = 'E_TOO_MANY_ATTEMPTS'

  constructor(readonly refusal: { seconds: number; message: string; page: string; field: string }) {
    super(refusal.message)
  }

  async handle(error: this, ctx: HttpContext) {
    const { request, response } = ctx
    response.header('Retry-After', String(Math.max(1, error.refusal.seconds)))
    response.status(429)
    if (ctx.inertia && request.header('x-inertia')) {
      // The handler does not send what `handle` returns: send the page here.
      const page = await ctx.inertia.render(error.refusal.page, {
        errors: { [error.refusal.field]: error.refusal.message },
      })
      return response.send(page)
    }
    return response.send({ message: error.refusal.message })
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
