import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export type UserRole = 'user' | 'admin'

export default class User extends compose(BaseModel, AuthFinder) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fullName: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  /**
   * A requested new address, not yet verified: sign-in, resets and mails use `email`
   * until it is (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md).
   */
  @column()
  declare pendingEmail: string | null

  @column()
  declare role: UserRole

  /** The Stripe customer, created on the first checkout and reused. */
  @column()
  declare stripeCustomerId: string | null

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  /** Set by an administrator: a disabled account cannot sign in. */
  @column.dateTime()
  declare disabledAt: DateTime | null

  /**
   * Sessions signed in under an older version have ended (see
   * app/services/versioned_session_guard.ts).
   */
  @column({ serializeAs: null })
  declare sessionVersion: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  get isAdmin() {
    return this.role === 'admin'
  }

  get isDisabled() {
    return this.disabledAt !== null
  }

  get isVerified() {
    return this.emailVerifiedAt !== null
  }
}
