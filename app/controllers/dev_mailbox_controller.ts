import type { HttpContext } from '@adonisjs/core/http'
import DevMail from '#models/dev_mail'

/**
 * The development mailbox (never routed in production): every message the
 * log mailer sent, newest first, so a fresh machine can follow its links.
 */
export default class DevMailboxController {
  async index({ view, request }: HttpContext) {
    const to = String(request.qs().to ?? '').trim()
    const query = DevMail.query().orderBy('id', 'desc').limit(100)
    if (to) query.where('toAddress', to.toLowerCase())
    return view.render('dev/mailbox', { mails: await query, to })
  }

  async show({ view, params, response }: HttpContext) {
    const mail = await DevMail.find(params.id)
    if (!mail) return response.notFound('No such message.')
    return view.render('dev/mail', { mail })
  }
}
