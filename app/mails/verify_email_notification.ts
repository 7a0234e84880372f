import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

export default class VerifyEmailNotification extends BaseMail {
  subject = `Verify your e-mail address for ${appName}`

  constructor(
    private recipient: { name: string; email: string },
    private verificationUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = [
      `Hi ${this.recipient.name},`,
      `Confirm that ${this.recipient.email} is your address to start training with ${appName}.`,
      'This link expires in 60 minutes.',
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nVerify: ${this.verificationUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Verify your e-mail address',
        lines,
        actionLabel: 'Verify e-mail address',
        actionUrl: this.verificationUrl,
        footer: 'If you did not create an account, you can ignore this e-mail.',
      })
    )
  }
}
