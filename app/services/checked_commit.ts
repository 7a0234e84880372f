import { createRequire } from 'node:module'

/**
 * Makes a failed COMMIT (or RELEASE SAVEPOINT) reject the caller.
 *
 * knex runs `COMMIT` through an internal query that catches its error and only
 * rejects the transaction's `executionPromise`; `trx.commit()` itself resolves
 * (knex 3.x, lib/execution/transaction.js). Lucid's managed transactions (`db.transaction(cb)`,
 * `db.transaction()` + `trx.commit()`, `Model.transaction`) await
 * `trx.commit()` alone, so a backend terminated before its COMMIT completed
 * looked like a success: the request was answered and the rows were gone.
 *
 * After the statement has run, `executionPromise` is settled: resolved when
 * the COMMIT succeeded, rejected with the driver's error when it failed.
 * Awaiting it turns the lost commit into an error for whoever committed.
 * PostgreSQL also answers COMMIT with the command tag ROLLBACK, and no error,
 * when an earlier statement of the transaction failed (and was caught): that
 * is an error too.
 * Patched once on knex's Transaction class, so every transaction of every
 * connection is covered and new code cannot forget it
 * (docs/decisions/015-acknowledged-writes.md).
 */
export class CommitRolledBackError extends Error {
  constructor() {
    super('COMMIT was answered with ROLLBACK: a statement of this transaction failed earlier')
    this.name = 'CommitRolledBackError'
  }
}

interface KnexTransaction {
  transactor?: { executionPromise?: Promise<unknown> }
  commit(connection: unknown, value?: unknown): Promise<unknown>
  release(connection: unknown, value?: unknown): Promise<unknown>
}

const PATCHED = Symbol.for('pacewise.checkedCommit')

export function installCheckedCommit() {
  const require = createRequire(import.meta.url)
  const Transaction: {
    prototype: KnexTransaction & { [PATCHED]?: true }
  } = require('knex/lib/execution/transaction.js')
  const prototype = Transaction.prototype
  if (prototype[PATCHED]) return
  prototype[PATCHED] = true

  for (const method of ['commit', 'release'] as const) {
    const original = prototype[method]
    prototype[method] = async function (this: KnexTransaction, connection, value) {
      const response = await original.call(this, connection, value)
      await this.transactor?.executionPromise
      if (method === 'commit' && commandOf(response) === 'ROLLBACK') {
        throw new CommitRolledBackError()
      }
      return response
    }
  }
}

/** The command tag of a pg result, as knex hands the query object back (`obj.response`). */
function commandOf(response: unknown) {
  const result = (response as { response?: { command?: unknown } } | undefined)?.response
  return typeof result?.command === 'string' ? result.command.toUpperCase() : null
}

installCheckedCommit()
