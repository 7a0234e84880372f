import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A done mark carries what was done: one of the athlete's runs linked to the workout, or a
 * distance and time entered by hand. Deleting the run keeps the mark (the link becomes null).
 * See docs/decisions/029-done-marks.md.
 */
export default class extends BaseSchema {
  protected tableName = 'plan_workout_logs'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('activity_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('activities')
        .onDelete('SET NULL')
      table.double('distance_meters').nullable()
      table.integer('duration_seconds').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['activity_id'])
      table.dropColumn('activity_id')
      table.dropColumn('distance_meters')
      table.dropColumn('duration_seconds')
    })
  }
}
