import db from '@adonisjs/lucid/services/db'

/**
 * SQL for calendar periods of a timestamp column, in UTC, for both databases:
 * SQLite keeps Lucid timestamps as `yyyy-MM-dd HH:mm:ss` text (UTC), PostgreSQL
 * as timestamptz. Column names come from code, never from a request.
 */
function isPostgres() {
  return db.connection().dialect.name === 'postgres'
}

/** Months since January 1970 (see #domain/billing/metrics `monthIndex`); NULL stays NULL. */
export function monthIndexSql(column: string) {
  if (isPostgres()) {
    const utc = `(${column} AT TIME ZONE 'UTC')`
    return `((EXTRACT(YEAR FROM ${utc})::int - 1970) * 12 + EXTRACT(MONTH FROM ${utc})::int - 1)`
  }
  return `((CAST(substr(${column}, 1, 4) AS INTEGER) - 1970) * 12 + CAST(substr(${column}, 6, 2) AS INTEGER) - 1)`
}

/** The Monday (UTC) of the week of a timestamp, as `YYYY-MM-DD` text. */
export function weekStartSql(column: string) {
  if (isPostgres()) {
    return `to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`
  }
  // weekday 0 moves forward to Sunday; six days back is that week's Monday.
  return `date(${column}, 'weekday 0', '-6 days')`
}
