import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { formatBytes } from '#services/format_bytes'

/**
 * A multipart body refused before it was kept (docs/security.md#uploads): 415 on a route
 * that takes no files, 413 over the route's size cap, 400 when the client broke off the
 * body. Nothing was stored; JSON clients get `{ message, errors: { files } }` like the
 * import's other refusals, others the message.
 */
export default class UploadRefusedException extends Exception {
  static code = 'E_UPLOAD_REFUSED'

  static notAccepted() {
    return new UploadRefusedException('This address takes no file uploads.', 415)
  }

  static tooLarge(maxBytes: number) {
    return new UploadRefusedException(
      `The upload is larger than the ${formatBytes(maxBytes)} allowed at once. Send fewer files, or a smaller ZIP.`,
      413
    )
  }

  static interrupted() {
    return new UploadRefusedException('The upload was interrupted. Please try again.', 400)
  }

  constructor(message: string, status: number) {
    super(message, { status })
  }

  async handle(error: this, { request, response }: HttpContext) {
    response.status(error.status)
    if (request.accepts(['html', 'json']) === 'json') {
      return response.send({ message: error.message, errors: { files: error.message } })
    }
    return response.type('text/plain').send(error.message)
  }

  /** An expected answer, not a fault: nothing to log. */
  report() {}
}
