import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A data export that is not started: one is already queued or running, or the daily limit is
 * reached (docs/decisions/057-bounded-data-exports.md). Nothing was queued. An Inertia visit
 * goes back to the profile with the message as a flash; any other client gets 429 with
 * `Retry-After` and `{ message }`.
 */
export default class ExportRefusedException extends Exception {
  static status = 429
  static code = 'E_EXPORT_REFUSED'

  constructor(readonly refusal: { seconds: number; message: string }) {
    super(refusal.message)
  }

  async handle(error: this, ctx: HttpContext) {
    const { request, response, session } = ctx
    response.header('Retry-After', String(Math.max(1, Math.ceil(error.refusal.seconds))))
    if (request.header('x-inertia')) {
      session.flash('error', error.refusal.message)
      return response.redirect().toRoute('profile.edit')
    }
    return response.status(429).send({ message: error.refusal.message })
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
