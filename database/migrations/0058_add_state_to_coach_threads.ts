import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a conversation with the offline coach remembers between messages (the last question's
 * subject, day, period, race and pending proposal) as JSON text, so "and in August?" and
 * "yes, do that" can be answered. Null for threads without a reply yet. See
 * docs/coach.md#pipeline.
 */
export default class extends BaseSchema {
  protected tableName = 'coach_threads'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('state').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('state')
    })
  }
}
