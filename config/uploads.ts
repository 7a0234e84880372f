import { resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Multipart uploads (docs/security.md#uploads). Only the routes that take
 * files read a multipart body, after authentication and the CSRF check, into
 * `directory` (UPLOADS_TMP_DIR, relative to the app root unless absolute);
 * each file is removed when its request ends, and what a crash left is swept
 * at the next start (docs/decisions/054-uploads-read-after-auth-and-removed.md).
 *
 * Read at request time, so tests may lower a limit and restore it.
 */
export const uploadsConfig = {
  directory: resolve(app.makePath(), env.get('UPLOADS_TMP_DIR') || 'tmp/uploads'),
  /** POST /activities/import: the whole multipart body (IMPORT_UPLOAD_MAX_MB). */
  importMaxBytes: (env.get('IMPORT_UPLOAD_MAX_MB') ?? 200) * 1_000_000,
}
