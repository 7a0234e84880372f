import { Exception } from '@adonisjs/core/exceptions'

/**
 * A dependency the request needs (the job queue's Redis, say) is briefly out
 * of reach: 503 with a message that says to try again, never a bare 500.
 * Nothing was changed by the request when this is thrown.
 */
export default class ServiceUnavailableException extends Exception {
  static status = 503
  static code = 'E_SERVICE_UNAVAILABLE'
  static message =
    'Pacewise is briefly unavailable. Nothing was changed: please try again in a moment.'
}
