import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Training plans. The plan itself (weeks and workouts, app/domain/plans/types.ts)
 * is one JSON document, changed only through revisions and moves that bump
 * `version` (optimistic locking: a stale version is refused). An archived
 * plan stays readable: it is the athlete's data.
 */
export default class extends BaseSchema {
  protected tableName = 'training_plans'

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
      table.string('status', 16).notNullable().defaultTo('active')
      table.integer('version').notNullable().defaultTo(1)
      table.text('input').notNullable()
      table.text('document').notNullable()
      table.string('ics_token', 64).notNullable().unique()
      table.double('race_distance_meters').nullable()
      table.date('race_date').nullable()
      table.double('goal_seconds').nullable()
      table.date('start_date').notNullable()
      table.date('end_date').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('archived_at').nullable()
      table.index(['user_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
