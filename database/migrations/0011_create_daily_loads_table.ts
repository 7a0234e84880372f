import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Derived daily figures per athlete (load, fitness, fatigue, form), one row
 * per local date from the first activity on, updated incrementally from the
 * date of a new, changed or deleted activity.
 */
export default class extends BaseSchema {
  protected tableName = 'daily_loads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.date('date').notNullable()
      table.double('load').notNullable().defaultTo(0)
      table.double('fitness').notNullable().defaultTo(0)
      table.double('fatigue').notNullable().defaultTo(0)
      table.double('form').notNullable().defaultTo(0)
      table.double('distance_meters').notNullable().defaultTo(0)
      table.double('moving_seconds').notNullable().defaultTo(0)
      table.primary(['user_id', 'date'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
