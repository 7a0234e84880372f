import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

/**
 * To the owner of an address someone tried to sign up with: the sign-up
 * page answered as for a new account, so only the owner learns of it.
 */
export default class RegistrationAttemptNotification extends BaseMail {
  subject = `Someone tried to create a ${appName} account with your address`

  constructor(
    private recipient: { name: string; email: string },
    private loginUrl: string
  ) {
    super()
  }

  prepare() {
    const lines = [
      `Hi ${this.recipient.name},`,
      `Someone tried to create a new ${appName} account with ${this.recipient.email}, which already has an account.`,
      'If it was you, sign in instead. Forgot your password? The sign-in page lets you reset it.',
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nSign in: ${this.loginUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Someone tried to sign up with your address',
        lines,
        actionLabel: 'Sign in',
        actionUrl: this.loginUrl,
        footer: 'If it was not you, ignore this e-mail: nothing has changed on your account.',
      })
    )
  }
}
