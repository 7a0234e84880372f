import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { disconnectUser } from '#realtime/main'

/**
 * Ends every session of an account: bumps its session version (a session
 * signed in under an older one is refused, see
 * app/services/versioned_session_guard.ts) and deletes its remember-me tokens.
 * Runs in the caller's transaction when given one. The user model gets the
 * new version, so that the caller can keep its own session alive with it.
 *
 * Once the change is committed, the account's realtime sockets are closed on
 * every process: every socket that was given a channel authorization for it,
 * so that no socket keeps the private channel of a session that ended
 * (docs/decisions/055-realtime-capacity-and-session-end.md). They are closed
 * with 4200: pusher-js reconnects and asks for fresh authorizations, which
 * only a session still current (the one that changed the password) gets; a
 * disabled account's with 4009 (`reconnect: false`), which pusher-js does not
 * retry. Not before the commit: the old session could authorize them again.
 */
export default class EndSessions {
  async handle(
    user: User,
    trx?: TransactionClientContract,
    sockets: { reconnect: boolean } = { reconnect: true }
  ) {
    const run = async (client: TransactionClientContract) => {
      await client.from('users').where('id', user.id).increment('session_version', 1)
      await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
      const row = await client.from('users').where('id', user.id).select('session_version').first()
      user.sessionVersion = Number(row.session_version)
      // Not a pending change of the model: the column was written above.
      user.$original.sessionVersion = user.sessionVersion
    }
    if (trx) {
      trx.after('commit', async () => {
        await disconnectUser(user.id, sockets)
      })
      return run(trx)
    }
    await db.transaction(run)
    await disconnectUser(user.id, sockets)
  }
}
