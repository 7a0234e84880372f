import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

/**
 * To a requested new address: the signed link that makes it the account's sign-in address.
 */
export default class VerifyNewEmailNotification extends BaseMail {
  subject = `Confirm your new e-mail address for ${appName}`

  constructor(
    private recipient: { name: string; email: string },
    private currentEmail: string,
    private verificationUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = [
      `Hi ${this.recipient.name},`,
      `Confirm that ${this.recipient.email} is your new ${appName} address. Until you do, you sign in with ${this.currentEmail}.`,
      'This link expires in 60 minutes; sign in first if asked.',
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nConfirm: ${this.verificationUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Confirm your new e-mail address',
        lines,
        actionLabel: 'Confirm new address',
        actionUrl: this.verificationUrl,
        footer: `If you did not ask for this, ignore this e-mail: ${this.recipient.email} is not used until it is confirmed.`,
      })
    )
  }
}
