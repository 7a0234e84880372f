import vine from '@vinejs/vine'
import { emailRule, newPasswordRule } from '#validators/auth'

export const updateProfileValidator = vine.withMetaData<{ userId: number }>().compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(120),
    email: emailRule().unique(async (db, value, field) => {
      const existing = await db
        .from('users')
        .where('email', value)
        .whereNot('id', field.meta.userId)
        .first()
      return !existing
    }),
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
