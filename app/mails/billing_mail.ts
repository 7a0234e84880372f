import { BaseMail } from '@adonisjs/mail'
import { actionEmailHtml } from '#mails/layout'

/**
 * The billing e-mails (trial ending, payment failed, subscription canceled,
 * subscription renewed, data export ready): one layout, one call to action.
 * Built by the `billingMails` helpers below so the wording lives in one place.
 */
export default class BillingMail extends BaseMail {
  constructor(
    private recipient: { name: string; email: string },
    readonly kind: string,
    public subject: string,
    private heading: string,
    private lines: string[],
    private action: { label: string; url: string },
    private footer: string
  ) {
    super()
  }

  prepare() {
    const lines = [`Hi ${this.recipient.name},`, ...this.lines]
    this.message.to(this.recipient.email)
    this.message.text(`${lines.join('\n\n')}\n\n${this.action.label}: ${this.action.url}\n`)
    this.message.html(
      actionEmailHtml({
        heading: this.heading,
        lines,
        actionLabel: this.action.label,
        actionUrl: this.action.url,
        footer: this.footer,
      })
    )
  }
}
