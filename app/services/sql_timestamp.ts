import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/**
 * A timestamp as a query binding, in the form Lucid stores `column.dateTime`
 * values: SQLite keeps `yyyy-MM-dd HH:mm:ss` text (UTC here), so comparisons
 * must use the same text; PostgreSQL takes a Date.
 */
export function sqlTimestamp(value: DateTime): Date | string {
  return db.connection().dialect.name === 'postgres'
    ? value.toJSDate()
    : value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}
