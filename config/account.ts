import env from '#start/env'

/**
 * Limits of the account's e-mail flows
 * (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md).
 */
function positiveWhole(name: string, value: number) {
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got ${value}`)
  }
  return value
}

/** How long a password-reset link works (the revert of an e-mail change sends one too). */
export const RESET_LINK_LIFETIME_MINUTES = 60

/** How long an e-mail verification link works (sign-up and a new address alike). */
export const VERIFICATION_LINK_LIFETIME = '60 minutes'

/** Password-reset mails one recipient address gets per hour, whoever asks. */
export const passwordResetMailsPerHour = positiveWhole(
  'PASSWORD_RESET_MAILS_PER_HOUR',
  env.get('PASSWORD_RESET_MAILS_PER_HOUR', 3)
)

/** How long the old address's link can undo an e-mail change. */
export const emailChangeRevertDays = positiveWhole(
  'EMAIL_CHANGE_REVERT_DAYS',
  env.get('EMAIL_CHANGE_REVERT_DAYS', 7)
)
