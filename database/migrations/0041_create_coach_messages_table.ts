import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messages of a coach thread: the athlete's questions and the coach's
 * replies, with the model that answered, its token usage and estimated cost
 * (for daily quotas and the admin dashboard: index on user and time).
 */
export default class extends BaseSchema {
  protected tableName = 'coach_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('thread_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('coach_threads')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('role', 16).notNullable()
      table.text('content').notNullable()
      table.string('status', 16).notNullable().defaultTo('complete')
      /** The provider's model id, `offline`, or null for the athlete's messages. */
      table.string('model', 120).nullable()
      table.string('provider', 32).nullable()
      table.text('tool_uses').nullable()
      table
        .integer('revision_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('plan_revisions')
        .onDelete('SET NULL')
      table.text('safety_notice').nullable()
      table.integer('input_tokens').nullable()
      table.integer('output_tokens').nullable()
      table.decimal('cost_usd', 12, 6).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'created_at'])
      table.index(['thread_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
