import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AthleteProfile from '#models/athlete_profile'
import { UserFactory } from '#database/factories/user_factory'
import { functionalGroup } from '../helpers.js'

/** The SQL texts the app sent while `run` ran (knex's `query` event). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const knex = db.connection().getWriteClient()
  const seen: string[] = []
  const listener = (query: { sql: string }) => seen.push(query.sql.toLowerCase())
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return seen
}

/**
 * The session guard reads the signed-in user with their athlete profile in one
 * statement (app/services/user_with_profile_provider.ts): the page gets that
 * profile, never a stale or a foreign one.
 */
test.group('Signed-in user and profile in one statement', (group) => {
  functionalGroup(group)

  test('a signed-in page reads the user and the profile together, once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await AthleteProfile.create({ userId: user.id, units: 'imperial', weekStart: 7 })

    let page: Awaited<ReturnType<typeof client.get>> | undefined
    const statements = await statementsDuring(async () => {
      page = await client.get('/profile').loginAs(user).withInertia()
    })
    page!.assertStatus(200)
    page!.assertInertiaPropsContains({
      preferences: { units: 'imperial', weekStart: 7 },
      athlete: {},
    })
    const reads = statements.filter(
      (sql) => sql.includes('from `users`') || sql.includes('from "users"')
    )
    assert.lengthOf(reads, 1)
    assert.include(reads[0], 'athlete_profiles')
    assert.isEmpty(
      statements.filter((sql) => /from [`"]athlete_profiles[`"]/.test(sql)),
      'no separate read of the profile'
    )
  })

  test('each request sees the profile as it is now', async ({ client }) => {
    const user = await UserFactory.create()
    const profile = await AthleteProfile.create({ userId: user.id, units: 'metric' })
    const first = await client.get('/dashboard').loginAs(user).withInertia()
    first.assertInertiaPropsContains({ preferences: { units: 'metric' } })

    profile.units = 'imperial'
    await profile.save()
    const second = await client.get('/dashboard').loginAs(user).withInertia()
    second.assertInertiaPropsContains({ preferences: { units: 'imperial' } })
  })

  test('a user without a profile yet gets one, with its defaults', async ({ client, assert }) => {
    const user = await UserFactory.create()
    assert.isNull(await AthleteProfile.findBy('userId', user.id))
    const page = await client.get('/profile').loginAs(user).withInertia()
    page.assertStatus(200)
    page.assertInertiaPropsContains({ preferences: { units: 'metric' } })
    assert.isNotNull(await AthleteProfile.findBy('userId', user.id))
  })

  test("another user's profile is never the one read", async ({ client }) => {
    const [mine, theirs] = await UserFactory.createMany(2)
    await AthleteProfile.create({ userId: theirs.id, units: 'imperial', weekStart: 7 })
    await AthleteProfile.create({ userId: mine.id, units: 'metric', weekStart: 1 })
    const page = await client.get('/profile').loginAs(mine).withInertia()
    page.assertInertiaPropsContains({ preferences: { units: 'metric', weekStart: 1 } })
  })
})
