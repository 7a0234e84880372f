import { errors as limiterErrors } from '@adonisjs/limiter'
import type { Limiter } from '@adonisjs/limiter'
import TooManyAttemptsException from '#exceptions/too_many_attempts_exception'

/**
 * "Try again in 40 seconds" / "in 12 minutes".
 */
export function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}

/**
 * Counts one attempt against `key`; when none is left, throws
 * TooManyAttemptsException with the refusal `refusal(seconds)` describes
 * (seconds until the next attempt, at least 1).
 */
export async function consumeAttempt(
  limiter: Limiter,
  key: string,
  refusal: (seconds: number) => { message: string; page: string; field: string }
) {
  try {
    await limiter.consume(key)
  } catch (error) {
    if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
    const seconds = Math.max(1, error.response.availableIn)
    throw new TooManyAttemptsException({ seconds, ...refusal(seconds) })
  }
}
