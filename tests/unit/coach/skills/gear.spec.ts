import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import Gear from '#models/gear'
import { formatDistance } from '#domain/units'
import { answerGear } from '#coach/offline/skills/gear'
import { addActivity } from '#tests/unit/coach/tools/context'
import { coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

function shoes(userId: number, name: string, fields: Partial<Gear> = {}) {
  return Gear.create({
    userId,
    name,
    sport: 'run',
    isDefault: false,
    startingDistanceMeters: 0,
    retireAtMeters: null,
    retiredAt: null,
    ...fields,
  })
}

/** A pair's distance as the Gear tab counts it: its starting distance plus its activities' rows. */
async function metersOn(gear: Gear) {
  const rows = await Activity.query().where('gear_id', gear.id)
  return gear.startingDistanceMeters + rows.reduce((sum, row) => sum + row.distanceMeters, 0)
}

/** Two pairs in use (one past its retirement distance) and one retired, with runs on each. */
async function athleteWithShoes(units: 'metric' | 'imperial' = 'metric') {
  const athlete = await coachFor({ weeks: 0, units })
  const id = athlete.user.id
  const novablast = await shoes(id, 'ASICS Novablast 4', {
    isDefault: true,
    startingDistanceMeters: 100_000,
    retireAtMeters: 800_000,
  })
  const pegasus = await shoes(id, 'Nike Pegasus 40', {
    startingDistanceMeters: 640_000,
    retireAtMeters: 650_000,
  })
  const ghost = await shoes(id, 'Brooks Ghost 15', { retiredAt: athlete.profile.createdAt })
  await addActivity(id, '2026-03-01', { km: 12, gearId: novablast.id })
  await addActivity(id, '2026-03-08', { km: 21, gearId: novablast.id })
  await addActivity(id, '2026-03-05', { km: 15, gearId: pegasus.id })
  await addActivity(id, '2025-12-05', { km: 8, gearId: ghost.id })
  return { ...athlete, novablast, pegasus, ghost }
}

test.group('Offline coach skill: gear', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('the pair asked, by its name: {$self}')
    .with([
      'How many km on my Novablast?',
      'How much mileage is on my Novablasts?',
      'Wie viele Kilometer haben meine Novablast?',
      'Combien de kilomètres sur mes Novablast ?',
      '¿Cuántos kilómetros llevan mis Novablast?',
    ])
    .run(async ({ assert }, question) => {
      const { context, novablast } = await athleteWithShoes()
      const answer = await answerGear(await turnFor(context, question))
      const meters = await metersOn(novablast)
      // German, French and Spanish write the decimal comma ("133,0 km").
      const km = (value: number) => formatDistance(value, 'metric', 1).replace('.', ',')
      assert.match(answer, /^ASICS Novablast 4 ?: \*\*/)
      assert.include(answer.replace(/,/g, '.'), `**${formatDistance(meters, 'metric', 1)}**`)
      assert.include(answer, formatDistance(800_000, 'metric', 0))
      assert.isTrue(
        answer.includes(formatDistance(800_000 - meters, 'metric', 1)) ||
          answer.includes(km(800_000 - meters))
      )
      assert.notInclude(answer, 'Pegasus')
    })

  test('every pair, retirement due first, the retired one last: {$self}')
    .with(['How many km are on my shoes?', 'Should I replace my running shoes?'])
    .run(async ({ assert }, question) => {
      const { context, novablast, pegasus } = await athleteWithShoes()
      const answer = await answerGear(await turnFor(context, question))
      assert.match(answer, /^Time to replace Nike Pegasus 40/)
      assert.include(answer, `**${formatDistance(await metersOn(novablast), 'metric', 1)}**`)
      assert.include(
        answer,
        `Nike Pegasus 40: **${formatDistance(await metersOn(pegasus), 'metric', 1)}**`
      )
      assert.include(answer, '**due for retirement**')
      assert.match(answer, /Brooks Ghost 15: \*\*8\.0 km\*\* [^\n]*; retired\.$/)
    })

  test('a retired pair named is said to be retired', async ({ assert }) => {
    const { context } = await athleteWithShoes()
    const answer = await answerGear(await turnFor(context, 'How far did I run in my Ghost?'))
    assert.match(
      answer,
      /^Brooks Ghost 15: \*\*8\.0 km\*\* \(1 activity, last used Fri 5 December 2025\); retired\./
    )
  })

  test('miles for an imperial athlete', async ({ assert }) => {
    const { context, novablast } = await athleteWithShoes('imperial')
    const answer = await answerGear(await turnFor(context, 'How many miles on my Novablast?'))
    assert.include(answer, `**${formatDistance(await metersOn(novablast), 'imperial', 1)}**`)
  })

  test('no gear: where to add it', async ({ assert }) => {
    const { context } = await coachFor({ weeks: 0 })
    const answer = await answerGear(await turnFor(context, 'How many km on my shoes?'))
    assert.include(answer, 'Gear tab')
  })
})
