import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The admin dashboard counts, over all athletes, the activities added in the last seven days and
 * the athletes with an activity that started or was added in them. Every index of `activities`
 * leads with `user_id`, so both counts read the whole table on every visit, a cost that grows
 * with every import on the instance. An index on each timestamp makes them ranges over the
 * week's rows (an OR of the two is a union of two index ranges on SQLite and a BitmapOr on
 * PostgreSQL). See docs/decisions/047-admin-counts-by-index.md.
 */
export default class extends BaseSchema {
  protected tableName = 'activities'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['created_at'], 'activities_created_at_index')
      table.index(['start_time'], 'activities_start_time_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex([], 'activities_created_at_index')
      table.dropIndex([], 'activities_start_time_index')
    })
  }
}
