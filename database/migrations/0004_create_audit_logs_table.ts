import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admin audit log. Kept when a user deletes their account: the actor and
 * subject ids are nulled and their labels anonymised, the entry stays.
 */
export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('actor_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('actor_label', 254).notNullable()
      table.string('action', 80).notNullable()
      table
        .integer('subject_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('subject_label', 254).nullable()
      table.text('details').nullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
