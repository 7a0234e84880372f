import { BaseSchema } from '@adonisjs/lucid/schema'

/** The user's Stripe customer, created on their first checkout and reused. */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('stripe_customer_id', 64).nullable().unique()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['stripe_customer_id'])
      table.dropColumn('stripe_customer_id')
    })
  }
}
