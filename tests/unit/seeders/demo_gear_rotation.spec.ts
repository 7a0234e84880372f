import { test } from '@japa/runner'
import { DEMO_ATHLETE, DEMO_SEED, generateTrainingHistory } from '#database/demo/training_history'
import { planDemoGearRotation, type DemoRun } from '#database/demo/gear_rotation'

const END = '2026-03-01' // a Sunday
const history = generateTrainingHistory({ endDateIso: END, seed: DEMO_SEED, athlete: DEMO_ATHLETE })
const runs: DemoRun[] = history
  .filter((session) => session.sport !== 'ride')
  .map((session) => ({
    key: session.index,
    dateIso: session.dateIso,
    sport: session.sport,
    type: session.type,
    distanceM: session.targetDistanceMeters,
  }))
const rotation = planDemoGearRotation(runs)
const active = rotation.pairs.filter((pair) => pair.retiredIso === null)
const retired = rotation.pairs.filter((pair) => pair.retiredIso !== null)

test.group('Demo shoes: a rotation over the two-year history', () => {
  test('every run has a pair, and the pairs add up to the running volume', ({ assert }) => {
    assert.isAbove(runs.length, 300)
    for (const run of runs) assert.isTrue(rotation.pairOf.has(run.key), `run ${run.key}`)
    const total = runs.reduce((sum, run) => sum + run.distanceM, 0)
    const worn = rotation.pairs.reduce((sum, pair) => sum + pair.distanceM, 0)
    assert.closeTo(worn, total, 1)
    // Two years of ~30–58 km weeks: thousands of km, so several pairs.
    assert.isAbove(total, 3_000_000)
    assert.isAtLeast(rotation.pairs.filter((pair) => pair.kind === 'daily').length, 4)
  })

  test('no pair in use is over its retirement distance (no reminder for the demo)', ({
    assert,
  }) => {
    assert.isNotEmpty(active)
    for (const pair of active) {
      assert.isBelow(pair.distanceM, pair.retireAtMeters, pair.name)
    }
    // One daily pair at a time, and it carries the latest runs.
    const daily = active.filter((pair) => pair.kind === 'daily')
    assert.lengthOf(daily, 1)
    const lastRun = runs.reduce((a, b) => (b.dateIso > a.dateIso ? b : a))
    assert.isBelow(daily[0].distanceM, 800_000)
    assert.equal(daily[0].lastRunIso, lastRun.dateIso)
    assert.equal(rotation.pairs[rotation.pairOf.get(lastRun.key)!].retiredIso, null)
  })

  test('retired daily pairs were run 600–800 km, and retired when the next one started', ({
    assert,
  }) => {
    const daily = rotation.pairs.filter((pair) => pair.kind === 'daily')
    const retiredDaily = retired.filter((pair) => pair.kind === 'daily')
    assert.isAtLeast(retiredDaily.length, 3)
    for (const pair of retiredDaily) {
      assert.isAtLeast(pair.distanceM, 600_000, pair.name)
      assert.isAtMost(pair.distanceM, 800_000, pair.name)
    }
    for (let i = 1; i < daily.length; i++) {
      assert.equal(daily[i - 1].retiredIso, daily[i].firstRunIso)
      assert.isTrue(daily[i - 1].lastRunIso <= daily[i].firstRunIso)
    }
    // Not all retired at the same distance: each pair wears out differently.
    const kms = new Set(retiredDaily.map((pair) => Math.round(pair.distanceM / 20_000)))
    assert.isAbove(kms.size, 1)
    assert.equal(new Set(rotation.pairs.map((pair) => pair.name)).size, rotation.pairs.length)
  })

  test('races are run in the race shoes, everything else in the daily pair of that date', ({
    assert,
  }) => {
    for (const run of runs) {
      const pair = rotation.pairs[rotation.pairOf.get(run.key)!]
      assert.equal(pair.kind, run.type === 'race' ? 'race' : 'daily')
      assert.isTrue(pair.firstRunIso <= run.dateIso && run.dateIso <= pair.lastRunIso)
    }
    const race = rotation.pairs.filter((pair) => pair.kind === 'race')
    assert.lengthOf(race, 1)
    assert.isBelow(race[0].distanceM, race[0].retireAtMeters)
  })

  test('trail runs get their own pair', ({ assert }) => {
    const { pairs, pairOf } = planDemoGearRotation([
      { key: 1, dateIso: '2026-01-03', sport: 'run', type: 'easy', distanceM: 10_000 },
      { key: 2, dateIso: '2026-01-04', sport: 'trail_run', type: 'long', distanceM: 20_000 },
      { key: 3, dateIso: '2026-01-05', sport: 'treadmill', type: 'treadmill', distanceM: 8000 },
    ])
    assert.deepEqual(
      pairs.map((pair) => [pair.kind, pair.distanceM]),
      [
        ['daily', 18_000],
        ['trail', 20_000],
      ]
    )
    assert.deepEqual([pairOf.get(1), pairOf.get(2), pairOf.get(3)], [0, 1, 0])
  })
})
