import app from '@adonisjs/core/services/app'
import { Exception } from '@adonisjs/core/exceptions'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import InertiaAdapterMiddleware from '@adonisjs/inertia/inertia_middleware'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as lucidErrors } from '@adonisjs/lucid'
import ServiceUnavailableException from '#exceptions/service_unavailable_exception'
import { databaseOutageOf } from '#services/database_outage'
import type { ErrorPageProps } from '#dtos/error_page'

/**
 * Where errors become responses.
 * - A CSRF failure answers 419 with a fresh token, so the Inertia client can
 *   say "Your session expired, please try again" and retry; nothing changed.
 * - 403, 404 and (in production) 500 render the Error page for people and
 *   JSON for API clients.
 * - A policy's denial (app/policies) answers its status the same way: 404
 *   for someone else's record, exactly as a missing one; 403 otherwise.
 * - The database out of reach answers 503 with `Retry-After`, never 500, and says whether
 *   the change may have been stored (docs/decisions/059-lost-writes-and-database-outages.md).
 * - Refusals that the user can act on (app/exceptions/*_exception.ts) render
 *   themselves: a redirect back with the message on its field or as a flash
 *   (docs/decisions/024-policies-and-self-rendering-exceptions.md).
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction
  protected renderStatusPages = true
  /** A policy's denial is an answer, not a fault: not logged (as `response.notFound()` was not). */
  protected ignoreCodes = ['E_AUTHORIZATION_FAILURE']

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '403': (error, ctx) => this.#renderErrorPage(ctx, 403, error),
    '404': (error, ctx) => this.#renderErrorPage(ctx, 404, error),
    '500..599': (error, ctx) =>
      this.#renderErrorPage(ctx, statusOf(error) === 503 ? 503 : 500, error),
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (isCode(error, 'E_BAD_CSRF_TOKEN')) {
      return this.#csrfExpired(ctx)
    }
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      return this.#denied(error, ctx)
    }
    const outage = databaseOutageOf(error)
    if (outage) {
      error = ServiceUnavailableException.forDatabase(outage, ctx.request.method(), error)
    }
    // Set here, not only on the status page: JSON clients get no status page.
    if (statusOf(error) === 503) ctx.response.header('Retry-After', '5')
    if (error instanceof ServiceUnavailableException && wantsJson(ctx)) {
      // The message is the answer, in development too (no debugger page for an outage).
      return ctx.response.status(503).send({ message: error.message })
    }
    return super.handle(error, ctx)
  }

  /**
   * Status pages are for people; API clients and anything the debugger
   * should explain in development get the default treatment.
   */
  protected shouldRenderStatusPage(ctx: HttpContext, error: unknown) {
    const status = statusOf(error)
    if (status >= 500 && status !== 503 && this.debug) return false
    if (wantsJson(ctx)) return false
    return true
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }

  #csrfExpired(ctx: HttpContext) {
    const message = 'Your session expired, please try again.'
    const wantsHtml =
      !ctx.request.header('x-inertia') &&
      !ctx.request.header('x-requested-with') &&
      ctx.request.accepts(['html', 'json']) === 'html'
    ctx.response.status(419)
    if (wantsHtml) {
      return ctx.response.send(
        `<!doctype html><meta charset="utf-8"><title>Session expired</title>` +
          `<p>${message}</p><p><a href="javascript:history.back()">Go back</a></p>`
      )
    }
    return ctx.response.send({ message, csrf_token: ctx.request.csrfToken })
  }

  /**
   * A 404 denial answers exactly as a missing record does (the record was
   * looked up with findOrFail), so that an id reveals nothing; a 403 answers
   * like any other 403.
   */
  #denied(error: InstanceType<typeof bouncerErrors.E_AUTHORIZATION_FAILURE>, ctx: HttpContext) {
    const status = error.response.status ?? 403
    if (status === 404) return super.handle(new lucidErrors.E_ROW_NOT_FOUND(), ctx)
    const message = error.response.message ?? 'You are not allowed to do this.'
    return super.handle(new Exception(message, { status, code: error.code }), ctx)
  }

  async #renderErrorPage(ctx: HttpContext, status: number, error: unknown) {
    const message =
      error instanceof ServiceUnavailableException
        ? error.message
        : status >= 500
          ? 'Something went wrong on our side.'
          : messageOf(error, status)
    if (!ctx.inertia && ctx.request.header('x-inertia')) {
      // No route matched, so the router middleware (Inertia's too) never
      // ran: start Inertia here so that an Inertia visit gets the Error page.
      const adapter = await app.container.make(InertiaAdapterMiddleware)
      await adapter.handle(ctx, async () => {})
    }
    if (ctx.inertia) {
      ctx.response.status(status)
      return ctx.inertia.render<ErrorPageProps>('Error', { status, message })
    }
    ctx.response.status(status)
    return ctx.view.render('errors/status', { status, message })
  }
}

/** An API client: JSON preferred, not an Inertia visit. */
function wantsJson(ctx: HttpContext) {
  return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
}

function isCode(error: unknown, code: string) {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === code
}

function statusOf(error: unknown): number {
  const status = (error as { status?: number })?.status
  return typeof status === 'number' ? status : 500
}

function messageOf(error: unknown, status: number) {
  if (status === 404) return 'This page does not exist.'
  const message = (error as { message?: string })?.message
  return message && status < 500 ? message : 'You are not allowed to do this.'
}
