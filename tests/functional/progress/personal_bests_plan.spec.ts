import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fastestEffortsSql } from '#queries/activity_best_efforts'
import { isPostgres } from '#queries/sql_dialect'
import { functionalGroup } from '../helpers.js'

/*
 * The personal-best reads of a period walk the (user, distance, duration, start_time) index in
 * the order asked and stop at the first effort of the period, rather than sorting every effort of
 * the period (docs/decisions/048-personal-bests-walk-the-fastest-index.md). SQLite's plan says
 * which; PostgreSQL plans with its statistics and gets the plain condition.
 */
test.group('Personal bests | query plan', (group) => {
  functionalGroup(group)

  test('on SQLite each period read walks the fastest index without a sort', async ({ assert }) => {
    const bindings: unknown[] = []
    const sql = fastestEffortsSql(1, DateTime.utc().minus({ days: 90 }), bindings, 'last90Days')
    const plan: { detail: string }[] = await db.rawQuery(
      `EXPLAIN QUERY PLAN ${sql}`,
      bindings as any[]
    )
    const searches = plan
      .map((row) => row.detail)
      .filter((detail) => detail.includes('activity_best_efforts'))
    assert.lengthOf(searches, 7)
    for (const detail of searches) {
      assert.include(detail, 'activity_best_efforts_fastest_index')
    }
    assert.notInclude(plan.map((row) => row.detail).join('\n'), 'TEMP B-TREE')
  }).skip(isPostgres(), 'SQLite only: PostgreSQL chooses its plan from statistics')
})
