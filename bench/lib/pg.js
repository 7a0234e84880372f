/*
 * PostgreSQL for the benchmarks that run on it (admin.js, progress.js, cluster.js): the
 * connection settings from PG_HOST, PG_USER and PG_PASSWORD (defaults: 127.0.0.1, postgres),
 * and one statement on the maintenance database (CREATE / DROP DATABASE).
 */
import pg from 'pg'

export const pgConfig = (database) => ({
  host: process.env.PG_HOST || '127.0.0.1',
  user: process.env.PG_USER || 'postgres',
  password: process.env.PG_PASSWORD || undefined,
  database,
})

/** Runs one statement on the `postgres` database. */
export async function onPostgres(sql) {
  const client = new pg.Client(pgConfig('postgres'))
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
