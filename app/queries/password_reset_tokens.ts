import PasswordResetToken from '#models/password_reset_token'
import User from '#models/user'
import { hashResetToken } from '#services/hashes'

/** The reset token a link carries (stored only as its hash), or null. */
export function resetTokenFromLink(token: string) {
  return PasswordResetToken.query().where('tokenHash', hashResetToken(token)).first()
}

/** The account a reset token belongs to. */
export function userOfResetToken(record: PasswordResetToken) {
  return User.find(record.userId)
}
