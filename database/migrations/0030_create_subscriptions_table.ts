import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per subscription (Stripe or admin-granted). A user's current
 * subscription is their latest row that has not ended (`ended_at` null);
 * no row means Free. `stripe_state_at` is the timestamp of the Stripe object
 * (the event's `created`) that the row reflects, so an older webhook
 * delivered late never overwrites a newer state.
 */
export default class extends BaseSchema {
  protected tableName = 'subscriptions'

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
      table.string('plan', 24).notNullable()
      table.string('status', 16).notNullable()
      table.string('source', 16).notNullable()
      table.string('stripe_customer_id', 64).nullable()
      table.string('stripe_subscription_id', 64).nullable().unique()
      table.integer('amount_cents').notNullable().defaultTo(0)
      table.string('currency', 3).notNullable()
      table.string('interval', 8).nullable()
      table.timestamp('trial_ends_at').nullable()
      table.timestamp('current_period_start').nullable()
      table.timestamp('current_period_end').nullable()
      table.boolean('cancel_at_period_end').notNullable().defaultTo(false)
      table.timestamp('canceled_at').nullable()
      table.timestamp('ended_at').nullable()
      table.timestamp('stripe_state_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'status'])
      table.index(['plan', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
