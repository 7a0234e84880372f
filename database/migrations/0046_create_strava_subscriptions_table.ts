import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The installation's Strava webhook subscription (Strava allows one per
 * application), recorded by `node ace strava:subscribe`. Events naming
 * another subscription are refused (docs/decisions/019-strava-webhook-events-are-verified.md).
 * Strava's id is kept as text: it is compared, never computed with.
 */
export default class extends BaseSchema {
  protected tableName = 'strava_subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('strava_id', 32).notNullable().unique()
      table.string('callback_url', 2000).nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
