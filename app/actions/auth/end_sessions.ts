import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'

/**
 * Ends every session of an account: bumps its session version (a session
 * signed in under an older one is refused, see
 * app/services/versioned_session_guard.ts) and deletes its remember-me tokens.
 * Runs in the caller's transaction when given one. The user model gets the
 * new version, so that the caller can keep its own session alive with it.
 */
export default class EndSessions {
  async handle(user: User, trx?: TransactionClientContract) {
    const run = async (client: TransactionClientContract) => {
      await client.from('users').where('id', user.id).increment('session_version', 1)
      await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
      const row = await client.from('users').where('id', user.id).select('session_version').first()
      user.sessionVersion = Number(row.session_version)
      // Not a pending change of the model: the column was written above.
      user.$original.sessionVersion = user.sessionVersion
    }
    if (trx) return run(trx)
    return db.transaction(run)
  }
}
