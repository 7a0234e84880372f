import { Exception } from '@adonisjs/core/exceptions'
import type { DatabaseOutage } from '#services/database_outage'

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

  /**
   * The database out of reach. A write whose connection died under a statement may have been
   * stored (its COMMIT may have completed before the answer was lost): the message says so
   * instead of "nothing was changed" (docs/decisions/059-lost-writes-and-database-outages.md).
   */
  static forDatabase(outage: DatabaseOutage, method: string, cause: unknown) {
    const reading = method === 'GET' || method === 'HEAD'
    return outage === 'interrupted' && !reading
      ? new ServiceUnavailableException(MAYBE_STORED, { cause })
      : new ServiceUnavailableException(undefined, { cause })
  }
}

export const MAYBE_STORED =
  'Pacewise lost its database connection while saving: your change may or may not have been stored. Please check before you try again.'
