import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { actionEmailHtml } from '#mails/layout'

/**
 * To the address an account signs in with when someone asks to change it: the change, and
 * a link that undoes it for a week (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md).
 */
export default class EmailChangeNotice extends BaseMail {
  subject = `Your ${appName} e-mail address is being changed`

  constructor(
    private recipient: { name: string; email: string },
    private newEmail: string,
    private revertUrl: string,
    private revertDays: number
  ) {
    super()
  }

  prepare() {
    const lines = [
      `Hi ${this.recipient.name},`,
      `Someone signed in to your ${appName} account asked to change its e-mail address from ${this.recipient.email} to ${this.newEmail}. The new address takes over once it is verified.`,
      `If it was you, there is nothing to do. If it was not, follow the link within ${this.revertDays} days: it restores ${this.recipient.email}, signs the account out everywhere and lets you choose a new password.`,
    ]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\nIt was not me: ${this.revertUrl}\n`)
    this.message.html(
      actionEmailHtml({
        heading: 'Your e-mail address is being changed',
        lines,
        actionLabel: 'It was not me: restore my address',
        actionUrl: this.revertUrl,
        footer: 'Someone who can change your address knows your password: change it if in doubt.',
      })
    )
  }
}
