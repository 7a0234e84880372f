import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTimestamp } from '#queries/sql_dialect'
import { until } from '#tests/support/wait_for'
import { DateTime } from 'luxon'

/**
 * A write the app acknowledged must be in the database. These tests kill the
 * PostgreSQL backend of a transaction from a second connection right before
 * its COMMIT, as a server restart or an administrator would, and check that
 * the caller sees an error instead of a success
 * (docs/decisions/015-acknowledged-writes.md). No global transaction here:
 * the point is the real COMMIT.
 */
const ON_POSTGRES = db.connection().dialect.name === 'postgres'
const SKIP_REASON = 'Terminating a backend needs PostgreSQL (run with DB_CONNECTION=pg)'
const MARKER = 'acknowledged-writes'

async function insertUser(trx: TransactionClientContract, label: string) {
  const now = sqlTimestamp(DateTime.utc())
  await trx.table('users').insert({
    full_name: 'Commit check',
    email: `${MARKER}-${label}@example.test`,
    password: 'not-a-hash',
    role: 'user',
    created_at: now,
  })
}

/**
 * The labels of the rows stored. Read back right after a backend was killed, the pool can
 * still hand out that dead connection once before it notices the socket closed (the read then
 * fails with ECONNRESET and the connection is dropped): the read is asked again until it
 * answers. What is asserted is the answer, never the failed read.
 */
async function storedLabels(labels: string[]) {
  let stored: string[] = []
  await until('the stored rows to be read back', async () => {
    stored = await readLabels(labels)
    return true
  })
  return stored
}

async function readLabels(labels: string[]) {
  const rows = await db
    .from('users')
    .whereIn(
      'email',
      labels.map((label) => `${MARKER}-${label}@example.test`)
    )
    .select('email')
  return rows
    .map(
      (row) =>
        String(row.email)
          .slice(MARKER.length + 1)
          .split('@')[0]
    )
    .sort()
}

/** Terminates the backend serving `trx` from another pooled connection and waits until it is gone. */
async function terminateBackendOf(trx: TransactionClientContract) {
  const own = await trx.rawQuery('select pg_backend_pid() as pid')
  const pid = Number(own.rows[0].pid)
  const killed = await db.rawQuery('select pg_terminate_backend(?) as done', [pid])
  if (killed.rows[0].done !== true) throw new Error(`Backend ${pid} was not terminated`)
  await until(`backend ${pid} to be gone after pg_terminate_backend`, async () => {
    const alive = await db.rawQuery(
      'select count(*)::int as n from pg_stat_activity where pid = ?',
      [pid]
    )
    return alive.rows[0].n === 0
  })
}

test.group('Acknowledged writes: a lost COMMIT is an error', (group) => {
  group.each.setup(() => async () => {
    await db.from('users').where('email', 'like', `${MARKER}-%`).delete()
  })

  test('db.transaction(callback) rejects when the backend dies before COMMIT', async ({
    assert,
  }) => {
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await insertUser(trx, 'managed')
        await terminateBackendOf(trx)
        return 'acknowledged'
      })
    )
    assert.deepEqual(await storedLabels(['managed']), [])
    // The pool throws the dead connection away: the next transaction works.
    await db.transaction((trx) => insertUser(trx, 'after'))
    assert.deepEqual(await storedLabels(['after']), ['after'])
  }).skip(!ON_POSTGRES, SKIP_REASON)

  test('an explicit trx.commit() rejects when the backend dies before COMMIT', async ({
    assert,
  }) => {
    const trx = await db.transaction()
    await insertUser(trx, 'explicit')
    await terminateBackendOf(trx)
    await assert.rejects(() => trx.commit())
    assert.deepEqual(await storedLabels(['explicit']), [])
  }).skip(!ON_POSTGRES, SKIP_REASON)

  test('a COMMIT answered with ROLLBACK (an earlier statement failed) rejects', async ({
    assert,
  }) => {
    await assert.rejects(
      () =>
        db.transaction(async (trx) => {
          await insertUser(trx, 'aborted')
          // A failure swallowed inside the transaction: PostgreSQL aborts the transaction.
          await trx.rawQuery('select 1 / 0').catch(() => null)
        }),
      /answered with ROLLBACK/
    )
    assert.deepEqual(await storedLabels(['aborted']), [])
  }).skip(!ON_POSTGRES, 'Only PostgreSQL aborts a transaction when one of its statements fails')

  test('of concurrent transactions, every one acknowledged is stored', async ({ assert }) => {
    const labels = Array.from({ length: 8 }, (_, i) => `concurrent-${i}`)
    const outcomes = await Promise.allSettled(
      labels.map((label, i) =>
        db.transaction(async (trx) => {
          await insertUser(trx, label)
          // Every other backend is killed, as a restart would, before its COMMIT.
          if (i % 2 === 1) await terminateBackendOf(trx)
        })
      )
    )
    const acknowledged = labels.filter((_, i) => outcomes[i].status === 'fulfilled')
    const failed = labels.filter((_, i) => outcomes[i].status === 'rejected')
    assert.deepEqual(await storedLabels(labels), acknowledged.sort())
    assert.lengthOf(failed, labels.length / 2)
  }).skip(!ON_POSTGRES, SKIP_REASON)
})
