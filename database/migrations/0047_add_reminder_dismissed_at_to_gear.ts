import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When the athlete dismissed the retirement reminder of one pair of shoes (null: shown while
 * due). See docs/decisions/033-gear-reminders-per-pair.md.
 */
export default class extends BaseSchema {
  protected tableName = 'gear'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('reminder_dismissed_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('reminder_dismissed_at')
    })
  }
}
