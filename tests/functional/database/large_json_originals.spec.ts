import { test } from '@japa/runner'
import Activity from '#models/activity'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { functionalGroup } from '../helpers.js'

/*
 * Activity keeps no deep copy of its summary in `$original` (app/models/large_json_originals.ts):
 * the summary always counts as changed, so no edit of it can be lost on save.
 */
test.group('Large JSON columns: no copy in $original, always written', (group) => {
  functionalGroup(group)

  test('a summary edited in place is saved; other columns are still tracked', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const created = await createActivity({ userId: user.id })
    const activity = await Activity.findOrFail(created.id)
    assert.notProperty(activity.$original, 'summary')
    assert.property(activity.$original, 'name')
    assert.deepEqual(Object.keys(activity.$dirty), ['summary'])

    activity.summary!.laps.push({ index: 99 } as never)
    activity.name = 'Renamed'
    await activity.save()

    const again = await Activity.findOrFail(created.id)
    assert.equal(again.name, 'Renamed')
    assert.deepEqual(again.summary!.laps.at(-1), { index: 99 } as never)
    assert.notProperty(again.$original, 'summary')
    assert.equal(again.$original.name, 'Renamed')
  })
})
