import { BaseSchema } from '@adonisjs/lucid/schema'
import { oneSpellingPlan } from '#services/email_address'

/**
 * An e-mail change waits as `pending_email` until the new address is verified, and every
 * stored address takes its one spelling (punycode domain, lowercase, no needless quotes).
 * Two rows that reach one mailbox: the one already stored in that spelling keeps it, else
 * the first verified (lowest id), else the oldest; the others keep their stored spelling (no longer
 * reachable by sign-in) and are listed for the operator. See
 * docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md#existing-addresses.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('pending_email', 254).nullable()
    })

    this.defer(async (db) => {
      const rows = await db
        .from(this.tableName)
        .select('id', 'email', 'email_verified_at as verified')
      const plan = oneSpellingPlan(
        rows.map((row: { id: number; email: string; verified: unknown }) => ({
          id: Number(row.id),
          email: row.email,
          verified: row.verified !== null,
        }))
      )
      for (const { id, email } of plan.updates) {
        await db.from(this.tableName).where('id', id).update({ email })
      }
      for (const { keeperId, email, ids } of plan.unreachable) {
        console.warn(
          `users ${ids.join(', ')} reach the mailbox of user ${keeperId} (${email}) and can no longer sign in: merge or delete them`
        )
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('pending_email')
    })
  }
}
