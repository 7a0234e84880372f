import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * The gear chosen for an activity is not one of the athlete's own. Nothing was
 * changed: back to the form with the message on `gearId`.
 */
export default class GearNotFoundException extends Exception {
  static status = 422
  static code = 'E_GEAR_NOT_FOUND'

  constructor() {
    super('Choose shoes from the list.')
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flashErrors({ gearId: error.message })
    return ctx.response.redirect().back()
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
