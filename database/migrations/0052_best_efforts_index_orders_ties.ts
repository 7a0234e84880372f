import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The personal-best reads ask, per standard distance, for the fastest effort with ties to the
 * earlier one (`ORDER BY duration_seconds, start_time LIMIT 1`). The index (user_id,
 * distance_meters, duration_seconds) left the tie-break to a sort of every effort at that
 * distance; with start_time as its last column the index gives the order outright, and a period's
 * `start_time >= ?` is checked in the index. It replaces the old one, of which it is an extension.
 * See docs/decisions/045-progress-and-admin-reads.md.
 */
export default class extends BaseSchema {
  protected tableName = 'activity_best_efforts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(
        ['user_id', 'distance_meters', 'duration_seconds', 'start_time'],
        'activity_best_efforts_fastest_index'
      )
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['user_id', 'distance_meters', 'duration_seconds'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['user_id', 'distance_meters', 'duration_seconds'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'activity_best_efforts_fastest_index')
    })
  }
}
