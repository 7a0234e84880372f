import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per "Download all my data" request: what the daily limit counts and what says an
 * export is queued or running. `in_flight_user_id` holds the user id while the export is
 * queued or running and NULL afterwards; its unique index lets one INSERT decide between
 * simultaneous requests, whichever web process answers them
 * (docs/decisions/057-bounded-data-exports.md).
 */
export default class extends BaseSchema {
  protected tableName = 'data_exports'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).primary()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.integer('in_flight_user_id').unsigned().nullable().unique()
      table.string('status', 16).notNullable()
      table.bigInteger('bytes').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('finished_at').nullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
