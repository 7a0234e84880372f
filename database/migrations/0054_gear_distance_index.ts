import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The distance run in each item of gear (the gear page, the activity page's gear picker) is a sum
 * of its activities' distances. With (gear_id, distance_meters) the sum reads index entries only,
 * instead of each activity's row. It replaces the index on gear_id alone, of which it is an
 * extension. See docs/decisions/049-activity-page-reads-by-index.md.
 */
export default class extends BaseSchema {
  protected tableName = 'activities'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['gear_id', 'distance_meters'], 'activities_gear_distance_index')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['gear_id'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['gear_id'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'activities_gear_distance_index')
    })
  }
}
