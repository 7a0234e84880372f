import { BaseSchema } from '@adonisjs/lucid/schema'

/** What the athlete marked on a planned workout (done / skipped, with a note). */
export default class extends BaseSchema {
  protected tableName = 'plan_workout_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('plan_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('training_plans')
        .onDelete('CASCADE')
      table.string('workout_key', 16).notNullable()
      table.string('status', 16).notNullable()
      table.text('note').nullable()
      table.timestamp('updated_at').notNullable()
      table.primary(['plan_id', 'workout_key'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
