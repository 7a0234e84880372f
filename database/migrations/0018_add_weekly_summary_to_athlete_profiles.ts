import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The weekly summary e-mail: opt-in (off by default), and the week it was
 * last sent for (the athlete's local Monday, yyyy-mm-dd) so that a send
 * that runs twice in the same hour, or on two processes, sends once.
 */
export default class extends BaseSchema {
  protected tableName = 'athlete_profiles'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('weekly_summary').notNullable().defaultTo(false)
      table.string('weekly_summary_sent_for', 10).nullable()
      table.index(['weekly_summary'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['weekly_summary'])
      table.dropColumn('weekly_summary_sent_for')
      table.dropColumn('weekly_summary')
    })
  }
}
