/*
 * PostgreSQL outages under concurrent writes, and the mutation check that
 * proves the write check can fail (docs/decisions/059-lost-writes-and-database-outages.md).
 *
 * Each outage: writers on every path; the test takes some writers' own
 * advisory locks (daily loads, gear: docs/decisions/015-acknowledged-writes.md)
 * from a connection of its own and waits until `pg_locks` shows writes
 * waiting on them, so that the stop is sure to catch writes inside their
 * action's transaction, past the auth middleware; then `pg_ctl stop -m
 * <mode>`, held down for `outageMs` and until every app's /health said so;
 * start again; the app heals without a restart; load runs on for 5 s.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { sleep, waitFor } from './processes.js'
import { startWriters } from './write_load.js'
import { checkWrites } from './write_check.js'

/** Advisory-lock keys of app/services/athlete_lock.ts. */
const DAILY_LOADS_LOCK = 7011
const GEAR_LOCK = 7013

/**
 * @param {object} t the topology: { pgPort, sql, pgStop(mode), pgStart(), appsHealthy(),
 *   databaseReported(seen), healthWatch(), log }
 */
export async function pgOutage(t, writers, { mode, tag, paths, outageMs, fitFrom }) {
  const watch = t.healthWatch()
  const load = startWriters(writers, tag, { paths, fitFrom })
  let failure = null
  let blocked = 0
  let faultAt = Date.now()
  let back = Date.now()
  try {
    await waitFor('first acknowledged writes', () => load.acks() >= writers.length, 90000)
    const holder = await holdWriters(t, writers)
    try {
      blocked = await waitFor(
        'writes waiting inside their transaction on the held locks',
        async () => {
          const [row] = await t.sql(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
          )
          return row.n >= 2 ? row.n : 0
        },
        30000
      )
      faultAt = Date.now()
      t.log(`PostgreSQL stop -m ${mode} with ${blocked} writes inside their transaction`)
      t.pgStop(mode)
    } finally {
      holder.end().catch(() => {})
    }
    try {
      await sleep(outageMs)
      await waitFor(
        '/health to report the database down',
        () => t.databaseReported(watch.seen),
        20000
      )
    } finally {
      t.log('PostgreSQL start')
      t.pgStart()
    }
    back = Date.now()
    await waitFor('every app healthy again, without a restart', t.appsHealthy, 90000)
    const settled = Date.now() + 5000
    await waitFor(
      '5 s of load after recovery',
      () => Date.now() > settled && load.acks(settled) >= writers.length,
      120000
    )
  } catch (error) {
    failure = String(error.message ?? error)
  } finally {
    await load.stop()
    await watch.stop()
  }
  const check = await checkWrites(writers, t.sql, tag)
  const refusedDuringOutage = writers
    .flatMap((w) => w.log)
    .filter((e) => e.at >= faultAt && e.status === 503).length
  return {
    failure,
    check,
    report: {
      mode,
      outageSeconds: Math.round((back - faultAt) / 100) / 10,
      writesInsideTransactionAtStop: blocked,
      refusedDuringOutage,
      writes: check.byPath,
      lost: check.lost.slice(0, 10),
      phantom: check.phantom.slice(0, 10),
      torn: check.torn.slice(0, 10),
      badAnswers: check.badAnswers.slice(0, 10),
      health: watch.seen,
    },
  }
}

/**
 * Takes, from a connection of the test's own, the daily-loads lock of the
 * first two writers and the gear lock of the third (session locks: released
 * when that connection ends, at the latest when PostgreSQL stops).
 */
async function holdWriters(t, writers) {
  const holder = new pg.Client({
    host: '127.0.0.1',
    port: t.pgPort,
    user: 'postgres',
    database: 'pacewise',
  })
  holder.on('error', () => {})
  await holder.connect()
  const held = [
    [DAILY_LOADS_LOCK, writers[0]],
    [DAILY_LOADS_LOCK, writers[1]],
    [GEAR_LOCK, writers[2]],
  ]
  for (const [key, writer] of held) {
    if (writer) await holder.query('SELECT pg_advisory_lock($1, $2)', [key, writer.userId])
  }
  return holder
}

/** The outage scenario's verdict: no lost, phantom or torn write, no bad answer. */
export function outagePassed(outcome) {
  const { failure, check } = outcome
  return (
    !failure &&
    check.lost.length === 0 &&
    check.phantom.length === 0 &&
    check.torn.length === 0 &&
    check.badAnswers.length === 0
  )
}

/*
 * The mutation check. A copy of build/ whose manual-entry controller swallows
 * its action's error and answers the success redirect (to /activities/0 when
 * no id was made): "saved" for a write that is not. It exists only in this
 * temporary copy; nothing in the source or in build/ can turn it on.
 */
const CONTROLLER = 'app/controllers/manual_activities_controller.js'
const CALL = /(new CreateManualActivity\(\)\.handle\(\{[^}]*\}\))/

export function makeMutantBuild(buildDir, mutantDir) {
  rmSync(mutantDir, { recursive: true, force: true })
  // Inside the project, so that the copy resolves node_modules as build/ does.
  cpSync(buildDir, mutantDir, { recursive: true })
  const file = join(mutantDir, CONTROLLER)
  const source = readFileSync(file, 'utf8')
  const matches = source.match(new RegExp(CALL, 'g')) ?? []
  if (matches.length !== 1) {
    throw new Error(
      `mutation check: ${CONTROLLER} no longer has exactly one CreateManualActivity call to ` +
        `patch (found ${matches.length}); update CALL in deploy/test/lib/pg_outage.js`
    )
  }
  writeFileSync(file, source.replace(CALL, '$1.catch(() => ({ activityId: 0 }))'))
}
