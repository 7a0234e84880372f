/**
 * A billing change that cannot be made as asked; `message` is written for
 * the person who asked (athlete or admin).
 */
export class BillingError extends Error {
  constructor(
    readonly code:
      | 'not_configured'
      | 'no_subscription'
      | 'already_subscribed'
      | 'stripe_managed'
      | 'invalid_plan'
      | 'unknown_user',
    message: string
  ) {
    super(message)
  }
}
