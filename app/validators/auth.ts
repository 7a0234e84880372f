import vine from '@vinejs/vine'
import { normalizeEmail } from '#services/email_address'

/**
 * Validators for the account life cycle. Field names follow Laravel Breeze.
 */
/**
 * An address in its one spelling (app/services/email_address.ts): every form that takes
 * an address (sign-up, sign-in, forgotten and reset password, the profile) compares this.
 */
const oneSpelling = vine.createRule((value, _, field) => {
  if (typeof value !== 'string') return
  const result = normalizeEmail(value)
  if (result.ok) return field.mutate(result.email, field)
  if (result.reason === 'quoted') {
    field.report(QUOTED_ADDRESS_MESSAGE, 'emailQuoted', field)
  } else {
    field.report('Enter a valid e-mail address.', 'email', field)
  }
})
export const QUOTED_ADDRESS_MESSAGE =
  'Enter the address without quotation marks: quoted addresses are not accepted.'
export const emailRule = () =>
  vine.string().trim().maxLength(254).use(oneSpelling()).email().maxLength(254)
export const newPasswordRule = () =>
  vine
    .string()
    .minLength(8)
    .maxLength(200)
    .confirmed({ confirmationField: 'password_confirmation' })

export const registerValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(120),
    // No uniqueness rule: an address with an account gets the same answer
    // (app/actions/auth/register_user.ts, decision 018).
    email: emailRule(),
    password: newPasswordRule(),
  })
)

export const loginValidator = vine.compile(
  vine.object({
    email: emailRule(),
    password: vine.string().maxLength(200),
    remember: vine.boolean().optional(),
  })
)

export const forgotPasswordValidator = vine.compile(
  vine.object({
    email: emailRule(),
  })
)

export const resetPasswordValidator = vine.compile(
  vine.object({
    token: vine.string().trim().minLength(1).maxLength(200),
    email: emailRule(),
    password: newPasswordRule(),
  })
)

export const confirmPasswordValidator = vine.compile(
  vine.object({
    password: vine.string().maxLength(200),
  })
)
