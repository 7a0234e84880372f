import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Files on the Drive disk still to remove after the rows that named them are gone (a deleted
 * account's activity files, import uploads and exports): a file key, or a folder whose every
 * object goes. Written in the transaction that deletes the rows, emptied by the `files.purge`
 * job, which retries until every entry is done. See docs/decisions/056-account-files-deleted-by-a-job.md.
 */
export default class extends BaseSchema {
  protected tableName = 'pending_file_deletions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** `file`: one key; `folder`: every object under `<key>/`. */
      table.string('kind', 8).notNullable()
      table.string('file_key', 255).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
