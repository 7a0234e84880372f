import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Input that passed validation but that the action refused, for one field
 * (HR zone boundaries out of order, a zone model without the data it needs, a
 * race date too close for a plan). Nothing was changed: back to the form with
 * the message on that field, as a validation error would come back (with the
 * input flashed too when `keepInput`).
 */
/** What a refusal can say besides its message: what would work instead. */
export interface RefusalDetails {
  /** The refusal's kind, e.g. the plan generator's 'too_soon' or 'contradiction'. */
  code?: string
  /** The earliest date that works, `YYYY-MM-DD`. */
  earliestDateIso?: string
  /** What would work instead, each a short phrase ("a half marathon on 2027-03-07"). */
  alternatives?: string[]
}

/** The flash key a refusal's details travel under to the form that is shown again. */
export const REFUSAL_FLASH_KEY = 'refusal'

/** A refusal's details as the page that shows the form again receives them. */
export type FlashedRefusal = RefusalDetails & { field: string }

/** The details of the refusal that sent the athlete back to this form, if any. */
export function flashedRefusal(ctx: HttpContext): FlashedRefusal | null {
  const value = ctx.session?.flashMessages.get(REFUSAL_FLASH_KEY) as FlashedRefusal | undefined
  return value && typeof value.field === 'string' ? value : null
}

export default class FieldRefusedException extends Exception {
  static status = 422
  static code = 'E_FIELD_REFUSED'

  constructor(
    readonly field: string,
    message: string,
    readonly options: { keepInput?: boolean; details?: RefusalDetails } = {}
  ) {
    super(message)
  }

  async handle(error: this, ctx: HttpContext) {
    // A JSON client gets what a validation error gives it: 422 and the field's message.
    if (!ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.status(422).send({
        errors: [{ field: error.field, message: error.message, ...error.options.details }],
      })
    }
    if (error.options.keepInput) ctx.session.flashAll()
    if (error.options.details) {
      ctx.session.flash(REFUSAL_FLASH_KEY, { field: error.field, ...error.options.details })
    }
    ctx.session.flashErrors({ [error.field]: error.message })
    return ctx.response.redirect().back()
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
