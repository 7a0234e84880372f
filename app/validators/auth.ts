import vine from '@vinejs/vine'

/**
 * Validators for the account life cycle. Field names follow Laravel Breeze.
 */
export const emailRule = () => vine.string().trim().toLowerCase().email().maxLength(254)
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
