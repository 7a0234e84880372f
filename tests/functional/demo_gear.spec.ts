import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Activity from '#models/activity'
import MainSeeder from '#database/seeders/main_seeder'
import { RUN_SPORTS } from '#domain/sports'
import type { Sport } from '#domain/files/activity_file'
import { functionalGroup } from './helpers.js'

/*
| The seeded demo athlete wears the shoes of database/demo/gear_rotation.ts: every run is on
| a pair and no pair in use asks to be retired. (The seeder imports the short fixture history
| in tests; the two-year rotation itself is tested in tests/unit/seeders.)
*/
test.group('Demo athlete | shoes', (group) => {
  functionalGroup(group)

  test('every seeded run has a pair, and no pair in use is due for retirement', async ({
    client,
    assert,
  }) => {
    await new MainSeeder(db.connection()).run()
    const athlete = await User.findByOrFail('email', 'athlete@pacewise.test')

    const runs = await Activity.query()
      .where('user_id', athlete.id)
      .whereIn('sport', RUN_SPORTS as Sport[])
    assert.isNotEmpty(runs)
    for (const run of runs) assert.isNotNull(run.gearId, `${run.localDate} ${run.name}`)

    const response = await client.get('/profile/gear').loginAs(athlete).withInertia()
    response.assertStatus(200)
    const gear: Array<{
      name: string
      distanceMeters: number
      retired: boolean
      retirementDue: boolean
      isDefault: boolean
      sport: string
    }> = response.body().props.gear
    assert.isNotEmpty(gear)
    const inUse = gear.filter((pair) => !pair.retired)
    assert.isNotEmpty(inUse)
    for (const pair of gear) assert.isFalse(pair.retirementDue, pair.name)
    // One default pair of running shoes, and it is one in use.
    const defaults = gear.filter((pair) => pair.isDefault && pair.sport === 'run')
    assert.lengthOf(defaults, 1)
    assert.isFalse(defaults[0].retired)
    // The pairs carry the runs' distance, and nothing else.
    const total = runs.reduce((sum, run) => sum + (run.distanceMeters ?? 0), 0)
    const worn = gear.reduce((sum, pair) => sum + pair.distanceMeters, 0)
    assert.closeTo(worn, total, 1)
  })
})
