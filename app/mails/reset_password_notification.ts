import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

export default class ResetPasswordNotification extends BaseMail {
  subject = `Reset your ${appName} password`

  constructor(
    private recipient: { name: string; email: string },
    private resetUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = [
      `Hi ${this.recipient.name},`,
      'Someone (hopefully you) asked to reset the password of your account.',
      'This link works once and expires in 60 minutes.',
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nReset your password: ${this.resetUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Reset your password',
        lines,
        actionLabel: 'Reset password',
        actionUrl: this.resetUrl,
        footer: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      })
    )
  }
}
