import vine from '@vinejs/vine'
import { MAX_ROW_ID, ROW_ID_PATTERN } from '#domain/row_ids'

/**
 * The one rule for a number that reaches an `integer` column (a row id, a plan's version):
 * a whole number from 1 to 2147483647, so that PostgreSQL is never sent a value its column
 * cannot hold (docs/decisions/060-security-hygiene.md).
 */
export const rowId = () => vine.number().withoutDecimals().range([1, MAX_ROW_ID])

/**
 * The route matcher for `:id` (registered for every route in start/routes.ts): a path that
 * names no row is not routed at all, so it answers 404 before any middleware or query.
 */
export const rowIdParam = { match: ROW_ID_PATTERN, cast: (value: string) => Number(value) }
