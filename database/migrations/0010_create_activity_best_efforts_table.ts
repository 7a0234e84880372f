import { BaseSchema } from '@adonisjs/lucid/schema'

/** Best efforts per standard distance per activity, for personal bests. */
export default class extends BaseSchema {
  protected tableName = 'activity_best_efforts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('activity_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('activities')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.double('distance_meters').notNullable()
      table.double('duration_seconds').notNullable()
      table.double('start_offset_seconds').notNullable()
      table.timestamp('start_time').notNullable()
      table.index(['user_id', 'distance_meters', 'duration_seconds'])
      table.index(['activity_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
