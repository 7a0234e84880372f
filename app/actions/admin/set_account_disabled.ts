import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import recordAdminAction from '#actions/admin/record_admin_action'
import EndSessions from '#actions/auth/end_sessions'
import AccountActionException from '#exceptions/account_action_exception'

/**
 * Disables an account (it can no longer sign in; every session it holds ends
 * at once, remember-me tokens included, and its realtime sockets are closed: EndSessions) or enables it
 * again. Audited as `user.disabled` / `user.enabled`. An admin cannot disable
 * their own account.
 */
export default class SetAccountDisabled {
  async handle(input: {
    admin: User
    userId: number
    disabled: boolean
    ip?: string | null
    now?: DateTime
  }) {
    const user = await User.findOrFail(input.userId)
    if (input.disabled && user.id === input.admin.id) {
      throw new AccountActionException('You cannot disable your own account.')
    }
    if (user.isDisabled === input.disabled) return user
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.disabledAt = input.disabled ? (input.now ?? DateTime.now()) : null
      await user.save()
      if (input.disabled) {
        await new EndSessions().handle(user, trx, { reconnect: false })
      }
    })
    await recordAdminAction({
      admin: input.admin,
      action: input.disabled ? 'user.disabled' : 'user.enabled',
      subject: user,
      ip: input.ip,
    })
    return user
  }
}
