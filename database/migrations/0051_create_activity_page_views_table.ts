import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the activity page derives from an activity's stored streams (display streams and the
 * workout analysis, as JSON), stored on its first view so that later views read it instead of
 * decoding and analysing the streams again. Rows are written lazily by the page; a row whose
 * `view_version` or `sport` no longer matches is recomputed on the next view, so no backfill.
 * See docs/decisions/043-activity-page-derived-data.md.
 */
export default class extends BaseSchema {
  protected tableName = 'activity_page_views'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('activity_id')
        .primary()
        .unsigned()
        .references('id')
        .inTable('activities')
        .onDelete('CASCADE')
      table.integer('view_version').notNullable()
      table.string('sport', 40).notNullable()
      table.text('streams').nullable()
      table.text('analysis').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
