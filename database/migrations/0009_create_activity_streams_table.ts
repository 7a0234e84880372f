import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The recorded samples of one activity as one compressed blob of columns
 * (app/domain/activities/stream_codec.ts), not one row per sample.
 */
export default class extends BaseSchema {
  protected tableName = 'activity_streams'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('activity_id')
        .primary()
        .unsigned()
        .references('id')
        .inTable('activities')
        .onDelete('CASCADE')
      table.integer('sample_count').notNullable()
      table.binary('data').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
