import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The development mailbox: messages the log mailer "sent" outside production,
 * readable at /dev/mailbox so that sign-up and reset work with no SMTP server.
 */
export default class extends BaseSchema {
  protected tableName = 'dev_mails'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('to_address', 254).notNullable().index()
      table.string('subject', 255).notNullable()
      table.text('html').nullable()
      table.text('text').nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
