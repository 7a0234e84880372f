import { Exception } from '@adonisjs/core/exceptions'

/**
 * The signed-in user may not do this (403). Rendered by the exception
 * handler as the Error page, or as JSON for API clients.
 */
export default class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'
  static message = 'You are not allowed to do this.'
}
