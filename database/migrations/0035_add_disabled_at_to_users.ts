import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An administrator can disable an account: a disabled user cannot sign in, and
 * a session they still hold is ended on their next request. Re-enabling clears it.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('disabled_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('disabled_at')
    })
  }
}
