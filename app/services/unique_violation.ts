/**
 * Whether a database error is a UNIQUE constraint violation: PostgreSQL
 * SQLSTATE 23505 (unique_violation), SQLite's extended result code
 * SQLITE_CONSTRAINT_UNIQUE (better-sqlite3 puts it in `code`).
 */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
