import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per activity with its summary figures (SI units), the original
 * file's storage key, and where it came from. Streams live in
 * activity_streams (one compact blob per activity, not one row per sample).
 *
 * Duplicates are prevented by the database, not only by the import code:
 * - (user_id, source, external_id): a Strava id or a FIT file's own id;
 * - (user_id, file_sha256): the same bytes imported twice.
 * Same start time and duration within tolerance is checked by the import.
 */
export default class extends BaseSchema {
  protected tableName = 'activities'

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
      table.string('source', 16).notNullable()
      table.string('external_id', 128).nullable()
      table.string('name', 200).notNullable()
      table.string('sport', 16).notNullable()
      table.timestamp('start_time').notNullable()
      table.date('local_date').notNullable()
      table.double('distance_meters').notNullable().defaultTo(0)
      table.double('elapsed_seconds').notNullable().defaultTo(0)
      table.double('moving_seconds').notNullable().defaultTo(0)
      table.double('elevation_gain_meters').notNullable().defaultTo(0)
      table.double('elevation_loss_meters').notNullable().defaultTo(0)
      table.double('avg_hr').nullable()
      table.double('max_hr').nullable()
      table.double('avg_speed_mps').notNullable().defaultTo(0)
      table.double('max_speed_mps').nullable()
      table.double('avg_cadence').nullable()
      table.double('avg_power_watts').nullable()
      table.boolean('has_gps').notNullable().defaultTo(false)
      table.double('training_load').notNullable().defaultTo(0)
      table.string('load_source', 16).notNullable().defaultTo('duration')
      table.double('trimp').nullable()
      table.double('hrss').nullable()
      table.double('pace_load').nullable()
      table.double('vdot_estimate').nullable()
      table.integer('perceived_effort').nullable()
      table.text('summary').nullable()
      table.text('notes').nullable()
      table
        .integer('gear_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('gear')
        .onDelete('SET NULL')
      table.string('file_format', 8).nullable()
      table.string('file_name', 255).nullable()
      table.string('file_key', 255).nullable()
      table.integer('file_bytes').nullable()
      table.string('file_sha256', 64).nullable()
      table.string('device', 120).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.unique(['user_id', 'source', 'external_id'])
      table.unique(['user_id', 'file_sha256'])
      table.index(['user_id', 'start_time'])
      table.index(['user_id', 'local_date'])
      table.index(['gear_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
