import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import type User from '#models/user'
import { ATHLETE_LOCKS } from '#services/athlete_lock'
import { MAYBE_STORED } from '#exceptions/service_unavailable_exception'
import queue from '#services/queue'
import { until } from '#tests/support/wait_for'
import { route } from '../helpers.js'

/**
 * A write waiting inside its transaction on an athlete lock when the server ends its connection
 * (`pg_ctl stop -m fast`, an administrator's pg_terminate_backend) answers 503 with "may have
 * been stored", never 500, and stores nothing half
 * (docs/decisions/059-lost-writes-and-database-outages.md). The lock is held from a connection of
 * the test's own, as the deployment test does, so that the kill is sure to land inside the
 * request's transaction. No global transaction: the request commits for real.
 */
const ON_POSTGRES = db.connection().dialect.name === 'postgres'
const SKIP_REASON = 'Terminating a backend needs PostgreSQL (run with DB_CONNECTION=pg)'

/** The backends waiting on the daily-figures lock of this athlete. */
async function waitingBackends(userId: number): Promise<number[]> {
  const rows = await db.rawQuery(
    `select pid from pg_locks
      where locktype = 'advisory' and not granted and classid = ? and objid = ?`,
    [ATHLETE_LOCKS.dailyLoads, userId]
  )
  return rows.rows.map((row: { pid: number }) => Number(row.pid))
}

test.group('Database outage: a connection ended under a waiting write', (group) => {
  const users: User[] = []
  group.each.setup(() => async () => {
    await queue.drain()
    for (const user of users.splice(0)) await user.delete()
  })

  test('a manual entry waiting on the athlete lock answers 503 "may have been stored"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    const holder = await db.transaction()
    try {
      await holder.rawQuery('select pg_advisory_xact_lock(?, ?)', [
        ATHLETE_LOCKS.dailyLoads,
        user.id,
      ])
      const answer = client
        .post(route('activities.store'))
        .form({
          startDate: '2026-03-10',
          startTime: '18:30',
          sport: 'run',
          name: 'Under the lock',
          distanceMeters: 8000,
          durationSeconds: 2700,
        })
        .loginAs(user)
        .withCsrfToken()
        .withInertia()
        .redirects(0)
        .then((response) => response)
      let waiting: number[] = []
      await until('the entry to wait on the athlete lock', async () => {
        waiting = await waitingBackends(user.id)
        return waiting.length === 1
      })
      await db.rawQuery('select pg_terminate_backend(?)', [waiting[0]])
      const response = await answer
      response.assertStatus(503)
      response.assertHeader('retry-after', '5')
      assert.equal(response.body().component, 'Error')
      assert.equal(response.body().props.message, MAYBE_STORED)
    } finally {
      await holder.rollback()
    }
    // The transaction died with its connection: no activity and no daily figures.
    await until('the activities to be read back', async () => {
      const [row] = await db.from('activities').where('user_id', user.id).count('* as total')
      assert.equal(Number(row.total), 0)
      return true
    })
    const [loads] = await db.from('daily_loads').where('user_id', user.id).count('* as total')
    assert.equal(Number(loads.total), 0)
  })
    .skip(!ON_POSTGRES, SKIP_REASON)
    .timeout(60_000)
})
