import type { HttpContext } from '@adonisjs/core/http'
import ImportJob from '#models/import_job'
import ImportUploads from '#actions/activities/import_uploads'
import { importJobDto } from '#dtos/import_job'
import ImportJobPolicy from '#policies/import_job_policy'

/** At most this many files per request (a ZIP counts as one). */
export const MAX_FILES_PER_REQUEST = 100

export default class ActivityImportsController {
  /**
   * POST /activities/import: multipart field `files`, one or many. JSON
   * clients get the result per file; a form post gets a flash summary.
   */
  async store({ request, response, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const files = request.files('files')
    const wantsJson = request.accepts(['html', 'json']) === 'json' && !request.header('x-inertia')

    const problem =
      files.length === 0
        ? 'Choose at least one FIT, GPX, TCX or ZIP file.'
        : files.length > MAX_FILES_PER_REQUEST
          ? `Upload at most ${MAX_FILES_PER_REQUEST} files at once, or put them in a ZIP.`
          : null
    if (problem) {
      if (wantsJson)
        return response.unprocessableEntity({ message: problem, errors: { files: problem } })
      session.flashErrors({ files: problem })
      return response.redirect().back()
    }

    const uploads = files
      .filter((file) => file.tmpPath)
      .map((file) => ({ clientName: file.clientName, tmpPath: file.tmpPath!, size: file.size }))
    const result = await new ImportUploads().handle(user.id, uploads)

    if (wantsJson) return response.ok(result)
    session.flash('success', summarize(result.files))
    return response.redirect().back()
  }

  /** GET /activities/imports/:id: a queued import's progress and per-file results. */
  async show({ params, bouncer }: HttpContext) {
    const job = await ImportJob.findOrFail(String(params.id))
    await bouncer.with(ImportJobPolicy).authorize('view', job)
    return importJobDto(job)
  }
}

function summarize(files: { status: string }[]) {
  const count = (status: string) => files.filter((file) => file.status === status).length
  const parts = [
    `${count('imported')} imported`,
    count('duplicate') ? `${count('duplicate')} already there` : null,
    count('rejected') ? `${count('rejected')} rejected` : null,
    count('queued') ? `${count('queued')} archive(s) importing in the background` : null,
  ].filter(Boolean)
  return `Import: ${parts.join(', ')}.`
}
