import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

/**
 * To the owner of an address that another account asked to change to: that account's
 * owner got the same answer as for a free address, so only this owner learns of it
 * (docs/decisions/018-sessions-sign-up-and-enumeration.md#decision).
 */
export default class EmailInUseNotification extends BaseMail {
  subject = `Someone tried to use your address for another ${appName} account`

  constructor(
    private recipient: { name: string; email: string },
    private loginUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = [
      `Hi ${this.recipient.name},`,
      `Someone asked to change the address of another ${appName} account to ${this.recipient.email}, which already has an account. Nothing was changed.`,
      'If it was you, sign in with this address instead. Forgot your password? The sign-in page lets you reset it.',
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nSign in: ${this.loginUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Someone tried to use your address',
        lines,
        actionLabel: 'Sign in',
        actionUrl: this.loginUrl,
        footer: 'If it was not you, ignore this e-mail: your account is unchanged.',
      })
    )
  }
}
