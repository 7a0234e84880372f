import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The athlete's physiology, goal and preferences: one row per user. SI units
 * (kg, metres, bpm, metres per second, watts, seconds) as the names say.
 */
export default class extends BaseSchema {
  protected tableName = 'athlete_profiles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')

      table.date('birth_date').nullable()
      table.string('sex', 8).nullable()
      table.double('weight_kg').nullable()
      table.double('height_meters').nullable()
      table.integer('resting_hr').nullable()
      table.integer('max_hr').nullable()
      table.integer('lthr').nullable()
      table.double('threshold_speed_mps').nullable()
      table.integer('threshold_power_watts').nullable()
      table.double('race_distance_meters').nullable()
      table.double('race_duration_seconds').nullable()
      table.date('race_date').nullable()
      table.string('experience', 16).nullable()

      table.string('hr_zone_model', 16).notNullable().defaultTo('max')
      table.text('hr_zone_overrides').nullable()

      table.string('goal_kind', 16).nullable()
      table.double('goal_distance_meters').nullable()
      table.date('goal_date').nullable()

      table.string('units', 8).notNullable().defaultTo('metric')
      table.integer('week_start').notNullable().defaultTo(1)
      table.string('time_zone', 64).notNullable().defaultTo('UTC')
      table.string('training_days', 32).notNullable().defaultTo('[2,4,6,7]')
      table.integer('long_run_day').notNullable().defaultTo(7)
      table.string('coach_tone', 16).notNullable().defaultTo('encouraging')
      table.boolean('email_notifications').notNullable().defaultTo(true)

      table.string('onboarding_step', 16).nullable()
      table.timestamp('onboarding_completed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
