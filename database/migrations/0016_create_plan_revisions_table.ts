import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every change to a plan's workouts: proposed (previewed as a diff), then
 * applied or discarded; an applied revision can be undone. Kept as history.
 */
export default class extends BaseSchema {
  protected tableName = 'plan_revisions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('plan_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('training_plans')
        .onDelete('CASCADE')
      table.integer('number').notNullable()
      table.string('trigger', 32).notNullable()
      table.string('source', 16).notNullable().defaultTo('athlete')
      table.text('reason').notNullable()
      table.text('changes').notNullable()
      table.text('fitness').nullable()
      table.string('status', 16).notNullable().defaultTo('proposed')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('applied_at').nullable()
      table.unique(['plan_id', 'number'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
