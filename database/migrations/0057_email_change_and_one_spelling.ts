import { BaseSchema } from '@adonisjs/lucid/schema'
import { canonicalStoredEmail } from '#services/email_address'

/**
 * An e-mail change waits as `pending_email` until the new address is verified, and every
 * stored address takes its one spelling (punycode domain, lowercase, no needless quotes).
 * Two rows that reach one mailbox: the one already stored in that spelling keeps it, else
 * the earliest verified, else the oldest; the others keep their stored spelling (no longer
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
      const rows: Array<{ id: number; email: string; verified: unknown }> = await db
        .from(this.tableName)
        .select('id', 'email', 'email_verified_at as verified')
        .orderBy('id')
      const groups = new Map<string, typeof rows>()
      for (const row of rows) {
        const key = canonicalStoredEmail(row.email)
        groups.set(key, [...(groups.get(key) ?? []), row])
      }
      for (const [email, group] of groups) {
        const keeper =
          group.find((row) => row.email === email) ??
          group.find((row) => row.verified !== null) ??
          group[0]
        if (keeper.email !== email) {
          await db.from(this.tableName).where('id', keeper.id).update({ email })
        }
        const others = group.filter((row) => row !== keeper).map((row) => row.id)
        if (others.length > 0) {
          console.warn(
            `users ${others.join(', ')} reach the mailbox of user ${keeper.id} (${email}) and can no longer sign in: merge or delete them`
          )
        }
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('pending_email')
    })
  }
}
