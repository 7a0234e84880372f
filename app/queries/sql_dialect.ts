import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { pgPreparedStatements } from '#config/database'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Every difference between SQLite and PostgreSQL the queries rely on, in one place
 * (docs/decisions/025-query-homes.md). SQLite keeps Lucid timestamps as
 * `yyyy-MM-dd HH:mm:ss` text (UTC) and dates as `yyyy-MM-dd` text; PostgreSQL keeps
 * timestamptz and date columns and returns them as Date objects. Column names passed
 * to the SQL builders below come from code, never from a request.
 */

/** Whether a client (the default connection when none is given) talks to PostgreSQL. */
export function isPostgres(client?: QueryClientContract) {
  return (client ?? db.connection()).dialect.name === 'postgres'
}

/**
 * A column written so that SQLite's planner uses no index for the term it is in: a unary plus,
 * a no-op on the value that also drops the column's affinity (so compare it with a value of the
 * stored type) (https://sqlite.org/optoverview.html, "Disqualifying WHERE clause terms using
 * unary-+"). For SQLite's plans without statistics, where a term would otherwise pick an index
 * that reads more rows (docs/decisions/048-personal-bests-walk-the-fastest-index.md). PostgreSQL
 * plans from statistics and has no unary plus for text or timestamps: the plain column.
 */
export function withoutIndex(column: string) {
  return isPostgres() ? column : `+${column}`
}

/**
 * Takes a transaction-level lock on the pair of keys: PostgreSQL's two-key advisory lock, held
 * until the transaction ends. SQLite serializes writing transactions already, so there is
 * nothing to take there.
 */
export async function transactionLock(trx: TransactionClientContract, key1: number, key2: number) {
  if (!isPostgres(trx)) return
  await trx.rawQuery('select pg_advisory_xact_lock(?, ?)', [key1, key2])
}

/**
 * A timestamp as a query binding, in the form Lucid stores `column.dateTime`
 * values: SQLite keeps `yyyy-MM-dd HH:mm:ss` text (UTC here), so comparisons
 * must use the same text; PostgreSQL takes a Date.
 */
export function sqlTimestamp(value: DateTime): Date | string {
  return isPostgres() ? value.toJSDate() : value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

/** A date column as returned: SQLite returns dates as strings, PostgreSQL as Date objects at local midnight. */
export function asDate(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) {
    return DateTime.fromJSDate(value).toISODate()
  }
  return String(value).slice(0, 10)
}

/** `yyyy-MM-dd HH:mm:ss` (SQLite's text) or ISO 8601 with an offset (PostgreSQL's JSON). */
const TIMESTAMP_TEXT =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|([+-])(\d{2}):(\d{2}))?$/

/**
 * A timestamp's text as ISO 8601 in UTC with milliseconds, exactly what luxon's
 * `DateTime.fromSQL(text, { zone: 'utc' })` (SQLite's stored UTC text) or
 * `DateTime.fromISO(text, { setZone: true })` (PostgreSQL's JSON, with an offset) then
 * `.toUTC().toISO()` give, in a fifth of the time (0.8 µs against 4 µs: pages read dozens of
 * them): the common forms go through `Date`, anything else through luxon. `Date` rolls an
 * impossible day or hour over (30 February is 2 March) where luxon refuses it, so a result is
 * kept only when it shows the same wall clock as the text. Null for text luxon cannot read.
 */
export function utcIsoFromText(text: string): string | null {
  const match = TIMESTAMP_TEXT.exec(text)
  if (match && (match[4] !== undefined || !text.includes('T'))) {
    const [, date, time, fraction = '', zone = 'Z', sign, hours, minutes] = match
    const offsetMinutes =
      zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
    const ms = Date.parse(`${date}T${time}${fraction}${zone}`)
    if (
      !Number.isNaN(ms) &&
      new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19) === `${date}T${time}`
    ) {
      return new Date(ms).toISOString()
    }
  }
  const parsed = text.includes('T')
    ? DateTime.fromISO(text, { setZone: true })
    : DateTime.fromSQL(text, { zone: 'utc' })
  return parsed.toUTC().toISO()
}

/**
 * A timestamp column as returned, as an ISO string in UTC: PostgreSQL returns a Date,
 * SQLite the stored `yyyy-MM-dd HH:mm:ss` (or ISO) text. Unparseable text is kept as is.
 */
export function asIsoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  return utcIsoFromText(text) ?? text
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

/**
 * The first day of the week of a date column, as `YYYY-MM-DD` text, for weeks starting on ISO
 * weekday `weekStart` (1 = Monday … 7 = Sunday), the rule of `weekStartOf` in
 * app/domain/calendar.ts. `weekStart` must be a whole number from 1 to 7 (it is written into
 * the SQL).
 */
export function localWeekStartSql(column: string, weekStart: number) {
  if (!Number.isInteger(weekStart) || weekStart < 1 || weekStart > 7) {
    throw new RangeError(`A week starts on ISO weekday 1 to 7, not ${weekStart}`)
  }
  if (isPostgres()) {
    return `to_char(${column} - ((EXTRACT(ISODOW FROM ${column})::int - ${weekStart} + 7) % 7), 'YYYY-MM-DD')`
  }
  // strftime('%w'): 0 = Sunday … 6 = Saturday; (w + 6) % 7 + 1 is the ISO weekday.
  const isoWeekday = `((CAST(strftime('%w', ${column}) AS INTEGER) + 6) % 7 + 1)`
  return `date(${column}, '-' || ((${isoWeekday} - ${weekStart} + 7) % 7) || ' days')`
}

/**
 * A case-insensitive "contains" condition on a text column for `whereRaw`, the same on both
 * databases (SQLite's LIKE and LOWER fold ASCII letters only; PostgreSQL's LOWER folds all),
 * and its one binding: `text` with LIKE's wildcards escaped, so it matches literally.
 */
export function containsText(column: string, text: string): [string, string[]] {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)
  return [`LOWER(${column}) LIKE ? ESCAPE '\\'`, [`%${escaped}%`]]
}

/** Statement names by SQL text; cleared past this many texts (a text is built from code). */
const MAX_STATEMENT_NAMES = 1000
const statementNames = new Map<string, string>()

/**
 * `db.rawQuery(sql, bindings)` as a named prepared statement on PostgreSQL, for the one-statement
 * page reads that run on every visit: each connection parses the text once, and after five runs
 * PostgreSQL may keep one generic plan instead of planning again each time (planning the
 * Dashboard's statement took longer than running it: 0.60 ms against 0.37 ms). The name is a
 * hash of the text, so one text always has one name and two texts never share one. Only for
 * statements that select named columns: a prepared `SELECT *` fails once a migration adds a
 * column ("cached plan must not change result type"). SQLite keeps its own statement cache
 * (app/services/sqlite_statement_cache.ts). See docs/decisions/053-prepared-page-reads.md.
 */
export function preparedRawQuery(sql: string, bindings: unknown[]) {
  const query = db.rawQuery(sql, bindings as any[])
  if (pgPreparedStatements && isPostgres()) {
    let name = statementNames.get(sql)
    if (name === undefined) {
      if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear()
      name = `pw_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`
      statementNames.set(sql, name)
    }
    query.knexQuery.options({ name })
  }
  return query
}

/**
 * SQL for a subquery's rows as one JSON array of objects, one key per column given, in the
 * subquery's order (`[]` without rows): PostgreSQL's json_agg / json_build_object, SQLite's
 * json_group_array / json_object. Several of these in one SELECT read several parts of a page
 * in one round trip (app/queries/pages/); `jsonColumn` reads the value back. Column
 * names come from code, never from a request.
 */
export function jsonRowsSql(columns: readonly string[], fromSql: string) {
  const pairs = columns.map((column) => `'${column}', t."${column}"`).join(', ')
  if (isPostgres()) {
    return `(SELECT COALESCE(json_agg(json_build_object(${pairs})), '[]'::json) FROM (${fromSql}) AS t)`
  }
  return `(SELECT json_group_array(json_object(${pairs})) FROM (${fromSql}) AS t)`
}

/** A JSON column as returned: the pg driver parses `json` values, better-sqlite3 returns text. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}
