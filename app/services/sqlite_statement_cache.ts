/**
 * Reuses better-sqlite3 prepared statements. knex's better-sqlite3 client
 * calls `connection.prepare(sql)` for every query, so SQLite parses and
 * plans the same few dozen statement texts on every request; this keeps the
 * prepared statements of one connection by SQL text (least recently used
 * dropped past `size`) and hands them out again. A statement is stateless
 * between runs for knex (it binds on each `all`/`run` and never calls
 * `bind`, `raw`, `pluck` or `expand`); one still being iterated (`busy`) is
 * not shared: that caller gets a new one. SQLite re-prepares a cached
 * statement by itself after a schema change.
 * See docs/decisions/040-request-cost.md.
 */
export interface PreparingConnection {
  prepare(sql: string): { busy: boolean }
}

export const STATEMENT_CACHE_SIZE = 256

export function cachePreparedStatements<C extends PreparingConnection>(
  connection: C,
  size = STATEMENT_CACHE_SIZE
): C {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, ReturnType<C['prepare']>>()
  connection.prepare = ((sql: string) => {
    const cached = statements.get(sql)
    if (cached && !cached.busy) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(sql)
      statements.set(sql, cached)
      return cached
    }
    const statement = prepare(sql) as ReturnType<C['prepare']>
    if (!cached) {
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value as string)
    }
    return statement
  }) as C['prepare']
  return connection
}
