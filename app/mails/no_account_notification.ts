import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

/**
 * The answer to a password reset asked for an address without an account:
 * the page answers the same either way, so only the address's owner learns
 * that there is no account.
 */
export default class NoAccountNotification extends BaseMail {
  subject = `Reset your ${appName} password`

  constructor(
    private recipient: { email: string },
    private registerUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = [
      'Hi,',
      `Someone (hopefully you) asked to reset the ${appName} password for ${this.recipient.email}, but no account uses this address.`,
      'Perhaps you signed up with another address. Or create an account now.',
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nCreate an account: ${this.registerUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Reset your password',
        lines,
        actionLabel: 'Create an account',
        actionUrl: this.registerUrl,
        footer: 'If you did not ask for this, ignore this e-mail.',
      })
    )
  }
}
