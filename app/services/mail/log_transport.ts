import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import nodemailer from 'nodemailer'

/**
 * The default mailer: renders the message, writes it to the log (with its
 * links, so a developer can follow them) and, outside production, keeps it in
 * the development mailbox (/dev/mailbox).
 */
export class LogTransport implements MailTransportContract {
  #renderer = nodemailer.createTransport({ jsonTransport: true })

  async send(message: NodeMailerMessage): Promise<MailResponse<unknown>> {
    const rendered = await this.#renderer.sendMail(message)
    const to = addressesOf(message.to)
    const subject = String(message.subject ?? '')
    const text = typeof message.text === 'string' ? message.text : null
    const html = typeof message.html === 'string' ? message.html : null
    const links = [...new Set((text ?? html ?? '').match(/https?:\/\/[^\s"'<>]+/g) ?? [])]

    // Imported here: this module is loaded by config/mail.ts, before the
    // app's services exist.
    const { default: app } = await import('@adonisjs/core/services/app')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    logger.info({ to, subject, links }, `mail: "${subject}" to ${to.join(', ')}`)

    if (!app.inProduction) {
      const { default: DevMail } = await import('#models/dev_mail')
      for (const address of to) {
        await DevMail.create({ toAddress: address, subject, html, text })
      }
    }

    return new MailResponse(rendered.messageId, rendered.envelope, rendered)
  }
}

function addressesOf(value: NodeMailerMessage['to']): string[] {
  if (!value) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address))
}
