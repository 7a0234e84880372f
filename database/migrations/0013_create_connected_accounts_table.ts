import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * OAuth connections to other services (Strava first). Tokens are encrypted
 * with the app key before they are stored.
 */
export default class extends BaseSchema {
  protected tableName = 'connected_accounts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('provider', 16).notNullable()
      table.string('provider_user_id', 64).notNullable()
      table.string('display_name', 200).nullable()
      table.text('access_token').notNullable()
      table.text('refresh_token').notNullable()
      table.timestamp('expires_at').notNullable()
      table.string('scopes', 255).notNullable().defaultTo('')
      table.string('status', 16).notNullable().defaultTo('active')
      table.timestamp('last_synced_at').nullable()
      table.string('backfill_job_id', 36).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['user_id', 'provider'])
      table.unique(['provider', 'provider_user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
