import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every session stores the account's session version at sign-in and is ended
 * once the version has moved on (sign-out, password change or reset, account
 * disabled), also for encrypted cookie sessions, which the server cannot
 * delete. See docs/decisions/018-sessions-sign-up-and-enumeration.md.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('session_version').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('session_version')
    })
  }
}
