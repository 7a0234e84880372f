import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Input that passed validation but that the action refused, for one field
 * (HR zone boundaries out of order, a zone model without the data it needs, a
 * race date too close for a plan). Nothing was changed: back to the form with
 * the message on that field, as a validation error would come back (with the
 * input flashed too when `keepInput`).
 */
export default class FieldRefusedException extends Exception {
  static status = 422
  static code = 'E_FIELD_REFUSED'

  constructor(
    readonly field: string,
    message: string,
    readonly options: { keepInput?: boolean } = {}
  ) {
    super(message)
  }

  async handle(error: this, ctx: HttpContext) {
    // A JSON client gets what a validation error gives it: 422 and the field's message.
    if (!ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response
        .status(422)
        .send({ errors: [{ field: error.field, message: error.message }] })
    }
    if (error.options.keepInput) ctx.session.flashAll()
    ctx.session.flashErrors({ [error.field]: error.message })
    return ctx.response.redirect().back()
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
