import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Multipart } from '@adonisjs/core/bodyparser'
import uploadFolder from '#services/upload_folder'
import { ReceivedUploads } from '#services/received_uploads'
import UploadRefusedException from '#exceptions/upload_refused_exception'

/**
 * The one place a multipart body is read (docs/security.md#uploads). A route that takes
 * files names it after `auth` (the CSRF check ran before, in the router's middleware);
 * every other route refuses multipart (RefuseMultipartMiddleware). The files go to this
 * process's upload folder and are removed when the request ends: after the handler, on
 * a refusal or an error, and when the connection closes.
 */
export default class UploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { maxBytes: () => number }) {
    const multipart = ctx.request.multipart as Multipart | undefined
    if (!multipart) return next()

    const maxBytes = options.maxBytes()
    const declared = Number(ctx.request.header('content-length'))
    if (declared > maxBytes) throw UploadRefusedException.tooLarge(maxBytes)

    const received = new ReceivedUploads(uploadFolder)
    ctx.response.response.once('close', () => void received.discard())
    multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
      try {
        return await received.write(part, reportChunk)
      } catch (error) {
        // A file that cannot be written fails the whole request, as the body parser's own handler does.
        multipart.abort(error)
      }
    })
    try {
      await multipart.process({ limit: maxBytes })
    } catch (error) {
      await received.discard()
      if ((error as { code?: string }).code === 'E_REQUEST_ENTITY_TOO_LARGE') {
        throw UploadRefusedException.tooLarge(maxBytes)
      }
      // The client went away mid-body: nobody reads the answer, and it is not our fault.
      if (ctx.request.request.destroyed) throw UploadRefusedException.interrupted()
      throw error
    }
    try {
      return await next()
    } finally {
      await received.discard()
    }
  }
}
