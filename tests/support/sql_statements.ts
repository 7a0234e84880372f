import db from '@adonisjs/lucid/services/db'

export interface SentStatement {
  sql: string
  bindings: unknown[]
}

/** The SQL statements, with their bindings, that `read` sends on the default connection, in order. */
export async function statementsSent(read: () => Promise<unknown>): Promise<SentStatement[]> {
  const client = db.connection().getWriteClient()
  const sent: SentStatement[] = []
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    sent.push({ sql: query.sql, bindings: query.bindings ?? [] })
  client.on('query', listener)
  try {
    await read()
  } finally {
    client.off('query', listener)
  }
  return sent
}
