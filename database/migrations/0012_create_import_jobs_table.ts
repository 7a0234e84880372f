import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A queued import (a large ZIP, a Strava backfill): progress and the result
 * per file, so the page can be left and come back.
 */
export default class extends BaseSchema {
  protected tableName = 'import_jobs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 36).primary()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('kind', 16).notNullable()
      table.string('status', 16).notNullable()
      table.string('upload_key', 255).nullable()
      table.string('upload_name', 255).nullable()
      table.integer('total').notNullable().defaultTo(0)
      table.integer('processed').notNullable().defaultTo(0)
      table.integer('imported').notNullable().defaultTo(0)
      table.integer('duplicates').notNullable().defaultTo(0)
      table.integer('rejected').notNullable().defaultTo(0)
      table.text('results').nullable()
      table.text('error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('finished_at').nullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
