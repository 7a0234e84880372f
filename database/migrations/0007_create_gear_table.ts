import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Shoes (and bikes): mileage comes from the activities assigned to them; one
 * default per sport; a reminder when the distance passes retire_at_meters.
 */
export default class extends BaseSchema {
  protected tableName = 'gear'

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
      table.string('name', 120).notNullable()
      table.string('sport', 16).notNullable().defaultTo('run')
      table.boolean('is_default').notNullable().defaultTo(false)
      table.double('starting_distance_meters').notNullable().defaultTo(0)
      table.double('retire_at_meters').nullable()
      table.timestamp('retired_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'sport'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
