import vine from '@vinejs/vine'
import { emailRule, newPasswordRule } from '#validators/auth'

export const updateProfileValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(120),
    // No uniqueness rule: an address another account uses gets the answer a free one gets
    // (app/actions/users/request_email_change.ts, decision 058).
    email: emailRule(),
    // Checked by the action when the address changes.
    current_password: vine.string().maxLength(200).optional(),
  })
)

export const updatePasswordValidator = vine.compile(
  vine.object({
    current_password: vine.string().maxLength(200),
    password: newPasswordRule(),
  })
)

export const deleteUserValidator = vine.compile(
  vine.object({
    password: vine.string().maxLength(200),
  })
)
