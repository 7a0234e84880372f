/*
 * A row id as the database holds it: every `increments` key and every `integer` column is a
 * 32-bit signed integer on PostgreSQL (`serial` / `int4`), so an id outside 1..2147483647
 * names no row and, sent in a query, makes PostgreSQL fail the statement ("value out of range
 * for type integer"). Routes, validators and query strings refuse such ids before a query is
 * built (docs/decisions/060-security-hygiene.md). Pure: the router, the validators and the DTOs share it.
 */

/** The largest value of a PostgreSQL `integer` column (https://www.postgresql.org/docs/current/datatype-numeric.html). */
export const MAX_ROW_ID = 2_147_483_647

/**
 * A regular expression source (no anchors) that matches exactly the decimal numbers from 1 to
 * `max`, written without a sign, leading zeros or an exponent: a route matcher can only test
 * text, so the bound has to be in the pattern itself.
 */
export function decimalsUpTo(max: number): string {
  if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`not a positive integer: ${max}`)
  const digits = String(max)
  const alternatives: string[] = []
  // Every number with fewer digits than max.
  if (digits.length > 1) alternatives.push(`[1-9]\\d{0,${digits.length - 2}}`)
  // As many digits as max: the same first i digits, then a smaller one, then anything.
  for (let i = 0; i < digits.length; i++) {
    const lowest = i === 0 ? 1 : 0
    const digit = Number(digits[i])
    if (digit > lowest) {
      const rest = digits.length - i - 1
      const smaller = digit - 1 === lowest ? `${lowest}` : `[${lowest}-${digit - 1}]`
      alternatives.push(`${digits.slice(0, i)}${smaller}${rest ? `\\d{${rest}}` : ''}`)
    }
  }
  alternatives.push(digits)
  return `(?:${alternatives.join('|')})`
}

/** The text of a row id, 1 to 2147483647 in plain decimal digits, for use inside a pattern. */
export const ROW_ID_SOURCE = decimalsUpTo(MAX_ROW_ID)

/** The text of a row id, whole. */
export const ROW_ID_PATTERN = new RegExp(`^${ROW_ID_SOURCE}$`)

/** Whether a number is an id a row can have. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID
}

/** The id written in a path segment or query value, or null when it cannot name a row. */
export function parseRowId(text: unknown): number | null {
  return typeof text === 'string' && ROW_ID_PATTERN.test(text) ? Number(text) : null
}
