import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { isPostgres } from '#queries/sql_dialect'
import { functionalGroup } from '../helpers.js'

/*
 * On PostgreSQL the one-statement page reads are named prepared statements
 * (docs/decisions/053-prepared-page-reads.md): each connection parses a text once and
 * runs it again by name. The tests share one connection (the global transaction), so its
 * pg_prepared_statements lists what the requests prepared.
 */
test.group('Prepared page reads', (group) => {
  functionalGroup(group)

  test('the session user, Dashboard, Progress and activity page reads are prepared once and run by name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const activity = await createActivity({ userId: user.id, name: 'Tempo' })
    const other = await UserFactory.create()
    await createActivity({ userId: other.id, name: 'Long run' })

    // Two athletes, twice each: other bindings, the same statements.
    for (const athlete of [user, other, user]) {
      for (const path of ['/dashboard', '/progress']) {
        const response = await client.get(path).loginAs(athlete).withInertia()
        response.assertStatus(200)
      }
    }
    const page = await client.get(`/activities/${activity.id}`).loginAs(user).withInertia()
    page.assertStatus(200)
    assert.equal(page.body().props.activity.name, 'Tempo')
    const again = await client.get(`/activities/${activity.id}`).loginAs(user).withInertia()
    again.assertStatus(200)

    const result = await db.rawQuery(
      "SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'pw\\_%'"
    )
    const prepared: { name: string; statement: string }[] = result.rows
    const withText = (fragment: string) =>
      prepared.filter((statement) => statement.statement.includes(fragment))
    // One statement per read, whatever the athlete.
    assert.lengthOf(withText('AS recent'), 1, 'the Dashboard read')
    assert.lengthOf(withText('AS any_activity'), 1, 'the Progress first-paint read')
    assert.lengthOf(withText('AS view_streams'), 1, 'the activity page read')
    assert.lengthOf(withText('AS "profile__user_id"'), 1, 'the session user and profile read')
    // A name is the text's: no two statements share one.
    assert.equal(new Set(prepared.map((statement) => statement.name)).size, prepared.length)
    for (const statement of prepared) assert.match(statement.name, /^pw_[0-9a-f]{32}$/)
  }).skip(!isPostgres(), 'PostgreSQL only: SQLite has its own statement cache')
})
