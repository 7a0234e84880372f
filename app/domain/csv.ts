/*
 * CSV for spreadsheets (RFC 4180 quoting, https://www.rfc-editor.org/rfc/rfc4180), safe to
 * open in one: nothing a user typed can become a formula (OWASP, "CSV Injection",
 * https://owasp.org/www-community/attacks/CSV_Injection). Pure: values in, text out.
 *
 * A spreadsheet runs a cell as a formula when it starts with = + - @, a tab or a carriage
 * return. Where cells start depends on the reader: a spreadsheet in a locale whose list
 * separator is `;` (or one told to split on tabs) does not see our commas and quotes, so
 * `Bob;=1+1` inside one quoted field is two cells there, the second a formula. So every text
 * field is quoted, and a formula character at the start of the text or after anything that
 * starts a cell in some reading (a comma, semicolon, tab, line break or quote, then spaces) gets
 * an apostrophe before it, which spreadsheets read as "this cell is text"
 * (docs/decisions/060-security-hygiene.md#csv-export).
 */

/** A character that makes a spreadsheet read the cell as a formula when it comes first. */
const FORMULA_START = '=+\\-@\\t\\r'

/** A cell start in some reading of the line, then the spaces a reader may skip. */
const FORMULA_AT_CELL_START = new RegExp(`(?<=^|[,;\\t\\r\\n"])( *)(?=[${FORMULA_START}])`, 'g')

/** Text with an apostrophe before every formula character that could start a cell. */
export function defuseFormulas(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "$1'")
}

/**
 * One field: empty for null, a number or boolean as written, text (anything else) defused and
 * always quoted, its quotes doubled.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return `"${defuseFormulas(String(value)).replaceAll('"', '""')}"`
}

/** One record: its fields separated by commas, ended by CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvField).join(',') + '\r\n'
}
