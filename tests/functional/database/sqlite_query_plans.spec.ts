import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { fastestEffortsSql } from '#queries/activity_best_efforts'
import { gearWithActivityMetersSql } from '#queries/gear'
import { activityPageRows } from '#queries/pages/activity'
import { progressFirstPaintRows } from '#queries/pages/progress'
import { isPostgres } from '#queries/sql_dialect'
import { functionalGroup } from '../helpers.js'
import { statementsSent } from '#tests/support/sql_statements'

/*
 * SQLite plans without statistics (a deployment never gathers them), and for a few of the page
 * reads its first choice of index reads all of the athlete's activities or sorts a period's
 * efforts (docs/decisions/048-personal-bests-walk-the-fastest-index.md,
 * docs/decisions/049-activity-page-reads-by-index.md). These tests read the plans SQLite makes
 * for those statements. PostgreSQL plans from its statistics and gets the plain SQL.
 */

const SKIP = 'SQLite only: PostgreSQL chooses its plans from statistics'

async function planOf(sql: string, bindings: unknown[]) {
  const rows: { detail: string }[] = await db.rawQuery(
    `EXPLAIN QUERY PLAN ${sql}`,
    bindings as any[]
  )
  return rows.map((row) => row.detail)
}

test.group('SQLite query plans of the page reads', (group) => {
  functionalGroup(group)

  test('each period best walks the fastest-effort index without a sort', async ({ assert }) => {
    const statement = fastestEffortsSql(1, DateTime.utc().minus({ days: 90 }), 'last90Days')
    const plan = await planOf(statement.text, [...statement.bindings])
    const searches = plan.filter((detail) => detail.includes('activity_best_efforts'))
    assert.lengthOf(searches, 7)
    for (const detail of searches) {
      assert.include(detail, 'activity_best_efforts_fastest_index')
    }
    assert.notInclude(plan.join('\n'), 'TEMP B-TREE')
  }).skip(isPostgres(), SKIP)

  test("the Progress page finds each best's activity by its key", async ({ assert }) => {
    const user = await UserFactory.create()
    const [statement] = await statementsSent(() =>
      progressFirstPaintRows(user.id, DateTime.utc().toISODate()!, {
        yearStart: DateTime.utc().startOf('year'),
        ninetyDays: DateTime.utc().minus({ days: 89 }),
      })
    )
    const plan = await planOf(statement.sql, statement.bindings)
    assert.include(plan, 'SEARCH a USING INTEGER PRIMARY KEY (rowid=?)')
    assert.notInclude(plan.join('\n'), 'BLOOM FILTER ON b')
  }).skip(isPostgres(), SKIP)

  test("the activity page reads the day's activities and each shoe's distance by index", async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id })
    const [statement] = await statementsSent(() => activityPageRows(activity.id, user.id))
    const plan = await planOf(statement.sql, statement.bindings)
    assert.include(
      plan,
      'SEARCH activities USING INDEX activities_user_id_local_date_index (user_id=? AND local_date=?)'
    )
    assert.include(plan, 'SEARCH a USING COVERING INDEX activities_gear_distance_index (gear_id=?)')
    // No part walks the athlete's activities with the user id alone.
    for (const detail of plan) {
      assert.notMatch(detail, /activities_user_id_\w+_index \(user_id=\?\)$/)
    }
  }).skip(isPostgres(), SKIP)

  test("the gear list sums each item's distance on the gear index alone", async ({ assert }) => {
    const statement = gearWithActivityMetersSql(1)
    const plan = await planOf(statement.text, [...statement.bindings])
    assert.include(plan, 'SEARCH a USING COVERING INDEX activities_gear_distance_index (gear_id=?)')
  }).skip(isPostgres(), SKIP)
})
