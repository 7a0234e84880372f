import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every billing event, kept for audit: each Stripe webhook (unique by its
 * event id, which is what makes a replay a no-op) and each admin change.
 * `payload` is the event's JSON; `amount_cents` is set for invoices.
 */
export default class extends BaseSchema {
  protected tableName = 'billing_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('stripe_event_id', 255).nullable().unique()
      table
        .integer('user_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('subscription_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('subscriptions')
        .onDelete('SET NULL')
      table.string('type', 80).notNullable()
      table.string('source', 16).notNullable()
      table.integer('amount_cents').nullable()
      table.text('payload').notNullable()
      table.timestamp('occurred_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'occurred_at'])
      table.index(['type', 'occurred_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
