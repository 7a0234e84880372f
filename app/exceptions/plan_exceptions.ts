import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * The plan changed since the client loaded it (another tab, device, or the
 * coach). Nothing was changed; the page shows the message on `version`.
 */
export class PlanVersionConflictException extends Exception {
  static status = 409
  static code = 'E_PLAN_VERSION_CONFLICT'

  constructor() {
    super('This plan changed in another tab or device. Reload to see the latest.')
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flashErrors({ version: error.message })
    return backToPlanOrCoach(ctx)
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}

/**
 * A change that the domain refused, with the field it concerns and a message
 * to show. Nothing was changed.
 */
export class PlanChangeRefusedException extends Exception {
  static status = 422
  static code = 'E_PLAN_CHANGE_REFUSED'

  constructor(
    public field: string,
    message: string
  ) {
    super(message)
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flashErrors({ [error.field]: error.message })
    return backToPlanOrCoach(ctx)
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}

/**
 * Back to the plan, or to the coach's chat when the change was answered there
 * (Apply / Discard / Undo in a proposal): the path and query only
 * (`/coach?thread=12`), never another host.
 */
export function backToPlanOrCoach(ctx: HttpContext) {
  const referer = ctx.request.header('referer')
  let url: URL | null = null
  try {
    url = referer ? new URL(referer, 'http://localhost') : null
  } catch {
    url = null
  }
  if (url && (url.pathname === '/coach' || url.pathname.startsWith('/coach/'))) {
    return ctx.response.redirect().toPath(url.pathname + url.search)
  }
  return ctx.response.redirect().toRoute('plan')
}
