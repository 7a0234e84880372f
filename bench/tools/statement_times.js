/*
 * Where a page's SQL time goes: every better-sqlite3 statement the production server runs, timed
 * by SQL text. Loaded into the server process with Node's --import (see bench/README.md,
 * "Finding where the time goes"); other processes that load it do nothing.
 *
 *   NODE_OPTIONS="--import ./bench/tools/statement_times.js" node bench/run.js pages --only=Progress
 *
 * When the server stops (SIGTERM or SIGINT from the benchmark), it writes to
 * $STATEMENT_TIMES_OUT (default <tmpdir>/statement-times.txt), most total time first: the number of
 * runs, the mean time per run inside the server, the same statement re-run 2,000 times in a tight
 * loop with its last bindings (reads only), the SQL, and SQLite's query plan. A large gap between a
 * statement's time in the loop and what its plan suggests is worth a look: SQLite recompiles a
 * statement on every run when its plan used a bound value (docs/decisions/044-sqlite-literal-limits.md).
 */
import { createRequire } from 'node:module'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const LOOP_RUNS = 2000

if (process.argv.at(-1)?.endsWith('bin/server.js')) {
  const require = createRequire(join(process.cwd(), 'noop.js'))
  const Database = require('better-sqlite3')
  const stats = new Map()
  const prepare = Database.prototype.prepare
  Database.prototype.prepare = function (sql) {
    const statement = prepare.call(this, sql)
    for (const method of ['all', 'get', 'run']) {
      const original = statement[method]
      statement[method] = function (...bindings) {
        const start = process.hrtime.bigint()
        try {
          return original.apply(this, bindings)
        } finally {
          const micros = Number(process.hrtime.bigint() - start) / 1000
          const entry = stats.get(sql) ?? { runs: 0, micros: 0 }
          entry.runs++
          entry.micros += micros
          Object.assign(entry, { statement: this, method, original, bindings })
          stats.set(sql, entry)
        }
      }
    }
    return statement
  }

  /** Mean µs of the statement re-run in a tight loop, and its plan; reads only. */
  function inLoop(sql, entry) {
    if (entry.method === 'run' || !entry.statement.reader) return { loop: null, plan: [] }
    const start = process.hrtime.bigint()
    for (let i = 0; i < LOOP_RUNS; i++) entry.original.apply(entry.statement, entry.bindings)
    const loop = Number(process.hrtime.bigint() - start) / 1000 / LOOP_RUNS
    const plan = entry.statement.database
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...entry.bindings)
      .map((row) => row.detail)
    return { loop, plan }
  }

  const report = () => {
    const lines = []
    const rows = [...stats].sort((a, b) => b[1].micros - a[1].micros).slice(0, 30)
    for (const [sql, entry] of rows) {
      let measured = { loop: null, plan: [] }
      try {
        measured = inLoop(sql, entry)
      } catch (error) {
        measured.plan = [`(not re-run: ${error.message})`]
      }
      const loop =
        measured.loop === null ? 'not re-run' : `${measured.loop.toFixed(1)} µs in a loop`
      lines.push(
        `${entry.runs} runs, ${(entry.micros / entry.runs).toFixed(1)} µs each in the server, ${loop}`,
        sql,
        ...measured.plan.map((detail) => `  plan: ${detail}`),
        ''
      )
    }
    const out = process.env.STATEMENT_TIMES_OUT || join(tmpdir(), 'statement-times.txt')
    writeFileSync(out, lines.join('\n'))
    process.exit(0)
  }
  process.once('SIGTERM', report)
  process.once('SIGINT', report)
}
