import type { HttpContext } from '@adonisjs/core/http'

/**
 * "Try again in 40 seconds" / "in 12 minutes".
 */
export function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}

/**
 * A refused attempt (HTTP 429 with Retry-After): the form page again with the
 * message on a field for an Inertia visit, `{ message }` otherwise.
 */
export function tooManyAttempts(
  ctx: HttpContext,
  input: { seconds: number; message: string; page: string; field: string }
) {
  const { request, response } = ctx
  response.header('Retry-After', String(Math.max(1, input.seconds)))
  response.status(429)
  if (ctx.inertia && request.header('x-inertia')) {
    return ctx.inertia.render(input.page, { errors: { [input.field]: input.message } })
  }
  return response.send({ message: input.message })
}
