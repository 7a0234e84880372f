import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import RequestDataExport from '#actions/export/request_data_export'
import { EXPORT_ID_PATTERN, exportKey } from '#services/user_files'
import { EXPORT_PURPOSE } from '#services/data_export_links'

/**
 * "Download all my data": the request queues the 'export.data' job (which
 * e-mails a signed link), one at a time and a few a day per athlete
 * (docs/decisions/057-bounded-data-exports.md); the link streams the ZIP to its
 * owner while the signature is valid (24 hours).
 */
export default class DataExportController {
  async store({ auth, session, response }: HttpContext) {
    await new RequestDataExport().handle({ userId: auth.getUserOrFail().id })
    session.flash(
      'success',
      'We are preparing your data. You will get an e-mail with a download link in a few minutes.'
    )
    return response.redirect().toRoute('profile.edit')
  }

  async show({ request, params, auth, session, response }: HttpContext) {
    if (!request.hasValidSignature(EXPORT_PURPOSE)) {
      session.flash(
        'error',
        'This download link has expired or is not valid. Ask for a new export below.'
      )
      return response.redirect().toRoute('profile.edit')
    }
    const id = String(params.id)
    const key = exportKey(auth.getUserOrFail().id, id)
    const disk = drive.use()
    if (!EXPORT_ID_PATTERN.test(id) || !(await disk.exists(key))) {
      return response.notFound('This export does not exist.')
    }
    response.header('content-type', 'application/zip')
    response.header('content-disposition', `attachment; filename="pacewise-export-${id}.zip"`)
    response.header('cache-control', 'private, no-store')
    return response.stream(await disk.getStream(key))
  }
}
