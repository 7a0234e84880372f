import { appName } from '#config/app'
import BillingMail from '#mails/billing_mail'

type Recipient = { name: string; email: string }

const FOOTER = `You get this e-mail because of your ${appName} subscription.`

/** The wording of each billing e-mail (dates already formatted, amounts with their currency). */
export const billingMails = {
  trialEnding(to: Recipient, input: { endsOn: string; planName: string; subscriptionUrl: string }) {
    return new BillingMail(
      to,
      'trial_ending',
      `Your ${appName} trial ends on ${input.endsOn}`,
      'Your trial ends soon',
      [
        `Your ${input.planName} trial ends on ${input.endsOn}. After that, your subscription starts and your card is charged.`,
        'Nothing to do if you want to keep Premium. To stop, cancel before that date: your data and plans stay yours on the Free plan.',
      ],
      { label: 'Manage your subscription', url: input.subscriptionUrl },
      FOOTER
    )
  },

  paymentFailed(to: Recipient, input: { amount: string; portalUrl: string }) {
    return new BillingMail(
      to,
      'payment_failed',
      `Your ${appName} payment did not go through`,
      'Your payment failed',
      [
        `We could not collect ${input.amount} for your subscription. We will try again over the next days.`,
        'Update your payment method in the billing portal to keep Premium.',
      ],
      { label: 'Update payment method', url: input.portalUrl },
      FOOTER
    )
  },

  canceled(to: Recipient, input: { subscriptionUrl: string }) {
    return new BillingMail(
      to,
      'subscription_canceled',
      `Your ${appName} subscription has ended`,
      'Your subscription has ended',
      [
        'You are now on the Free plan. Your activities, plans and history stay here, readable and exportable.',
        'You can subscribe again at any time.',
      ],
      { label: 'See plans', url: input.subscriptionUrl },
      FOOTER
    )
  },

  renewed(
    to: Recipient,
    input: { amount: string; nextRenewal: string | null; subscriptionUrl: string }
  ) {
    return new BillingMail(
      to,
      'subscription_renewed',
      `Your ${appName} subscription was renewed`,
      'Thanks for staying with us',
      [
        `Your subscription was renewed: ${input.amount} paid.`,
        input.nextRenewal
          ? `Next renewal: ${input.nextRenewal}.`
          : 'Your receipt is on the Subscription tab.',
      ],
      { label: 'See invoices', url: input.subscriptionUrl },
      FOOTER
    )
  },

  exportReady(to: Recipient, input: { downloadUrl: string; expiresIn: string }) {
    return new BillingMail(
      to,
      'export_ready',
      `Your ${appName} data export is ready`,
      'Your data export is ready',
      [
        'The ZIP holds your profile, your activities (as JSON and the original files), your plans with their revisions, your gear and your coach conversations.',
        `This link works for ${input.expiresIn}; you need to be signed in to use it.`,
      ],
      { label: 'Download your data', url: input.downloadUrl },
      `You get this e-mail because you asked for your ${appName} data.`
    )
  },
}

export function formatMoney(amountCents: number, currency: string) {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100)
}

export function formatDay(date: { toFormat(format: string): string }) {
  return date.toFormat('d LLLL yyyy')
}
