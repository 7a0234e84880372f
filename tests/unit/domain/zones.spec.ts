import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  runningPowerZones,
  hrZonesByLthr,
  hrZonesByMax,
  hrZonesByReserve,
  paceZones,
  powerZones,
  zoneFor,
  type Zone,
} from '#domain/science/zones'
import { trainingPaces } from '#domain/science/vdot'
import { parseDurationSeconds } from '#domain/units'

const seconds = (text: string) => parseDurationSeconds(text)!

const NUM_RUNS = 200

/** [min, max) zones from 0 to Infinity, ascending, contiguous, each non-empty. */
function isWellFormed(zones: Zone[]): boolean {
  if (zones.length === 0 || zones[0].min !== 0 || zones[zones.length - 1].max !== Infinity) {
    return false
  }
  return zones.every((zone, i) => zone.min < zone.max && (i === 0 || zones[i - 1].max === zone.min))
}

test.group('Heart-rate zones', () => {
  test('% max HR: Z1 < 60, Z2 60–70, Z3 70–80, Z4 80–90, Z5 ≥ 90 % (whole bpm)', ({ assert }) => {
    assert.deepEqual(hrZonesByMax(190), [
      { name: 'Z1', min: 0, max: 114 },
      { name: 'Z2', min: 114, max: 133 },
      { name: 'Z3', min: 133, max: 152 },
      { name: 'Z4', min: 152, max: 171 },
      { name: 'Z5', min: 171, max: Infinity },
    ])
  })

  test('Karvonen: rest + 60/70/80/90 % of the reserve', ({ assert }) => {
    // rest 55, max 190: reserve 135 → 136, 149.5 → 150 (Math.round), 163, 176.5 → 177.
    assert.deepEqual(
      hrZonesByReserve(55, 190).map((zone) => zone.min),
      [0, 136, 150, 163, 177]
    )
  })

  test('Friel run zones for LTHR 160', ({ assert }) => {
    // Friel: Z1 < 136, Z2 136–143, Z3 144–151, Z4 152–159, Z5a 160–164, Z5b 165–170, Z5c ≥ 171.
    assert.deepEqual(hrZonesByLthr(160), [
      { name: 'Z1', min: 0, max: 136 },
      { name: 'Z2', min: 136, max: 144 },
      { name: 'Z3', min: 144, max: 152 },
      { name: 'Z4', min: 152, max: 160 },
      { name: 'Z5a', min: 160, max: 165 },
      { name: 'Z5b', min: 165, max: 171 },
      { name: 'Z5c', min: 171, max: Infinity },
    ])
  })

  test('boundaries are half-open: a boundary value belongs to the upper zone', ({ assert }) => {
    const zones = hrZonesByLthr(160)
    assert.equal(zoneFor(zones, 143.9)!.name, 'Z2')
    assert.equal(zoneFor(zones, 144)!.name, 'Z3')
    assert.equal(zoneFor(zones, 0)!.name, 'Z1')
    assert.equal(zoneFor(zones, 250)!.name, 'Z5c')
    assert.isNull(zoneFor(zones, Number.NaN))
  })

  test('rejects impossible heart rates', ({ assert }) => {
    assert.throws(() => hrZonesByReserve(190, 60))
    assert.throws(() => hrZonesByMax(0))
    assert.throws(() => hrZonesByLthr(Number.NaN))
  })

  test('every model is well formed for any valid input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 100 }),
        fc.integer({ min: 150, max: 220 }),
        fc.integer({ min: 120, max: 200 }),
        (restHr, maxHr, lthr) => {
          fc.pre(maxHr > restHr + 40)
          return (
            isWellFormed(hrZonesByMax(maxHr)) &&
            isWellFormed(hrZonesByReserve(restHr, maxHr)) &&
            isWellFormed(hrZonesByLthr(lthr))
          )
        }
      ),
      { numRuns: NUM_RUNS }
    )
  })
})

test.group('Pace zones', () => {
  test('seconds per km, fastest first; each Daniels pace sits inside its zone', ({ assert }) => {
    const zones = paceZones(50)
    const paces = trainingPaces(50)
    assert.deepEqual(
      zones.map((zone) => zone.name),
      ['Repetition', 'Interval', 'Threshold', 'Marathon', 'Easy', 'Recovery']
    )
    assert.equal(zoneFor(zones, paces.repetition)!.name, 'Repetition')
    assert.equal(zoneFor(zones, paces.interval)!.name, 'Interval')
    assert.equal(zoneFor(zones, paces.threshold)!.name, 'Threshold')
    assert.equal(zoneFor(zones, paces.marathon)!.name, 'Marathon')
    assert.equal(zones[4].min, paces.easy.fastSecPerKm)
    assert.equal(zones[4].max, paces.easy.slowSecPerKm)
    assert.equal(zoneFor(zones, 480)!.name, 'Recovery')
  })

  // Daniels' Running Formula, 3rd ed., Table 5.2 (rows and sources in vdot.spec.ts), per km:
  // VDOT, E fast, E slow, M, T, I, R. I at VDOT 30 and 35 is the 400 m column × 2.5, R the
  // 400 m column × 2.5 (the 300 m one × 10/3 at VDOT 30).
  const published: Array<[number, string, string, string, string, number, number]> = [
    [30, '7:27', '8:14', '7:03', '6:24', 142 * 2.5, (101 * 10) / 3],
    [35, '6:36', '7:21', '6:10', '5:40', 125 * 2.5, 117 * 2.5],
    [40, '5:56', '6:38', '5:29', '5:06', seconds('4:42'), 104 * 2.5],
    [50, '4:56', '5:34', '4:31', '4:15', seconds('3:55'), 87 * 2.5],
    [60, '4:15', '4:49', '3:52', '3:40', seconds('3:23'), 75 * 2.5],
    [70, '3:44', '4:15', '3:24', '3:14', seconds('2:59'), 65 * 2.5],
  ]
  for (const [vdot, easyFast, easySlow, m, t, i, r] of published) {
    test(`VDOT ${vdot}: each published Table 5.2 pace gets its own label`, ({ assert }) => {
      const zones = paceZones(vdot)
      const label = (secPerKm: number) => zoneFor(zones, secPerKm)!.name
      // Daniels-easy running is Easy from the fast end of the band (with E at 62–70 % of
      // VDOT the band's fast third was labelled Marathon).
      assert.equal(label(seconds(easyFast)), 'Easy')
      assert.equal(label((seconds(easyFast) + seconds(easySlow)) / 2), 'Easy')
      assert.equal(label(seconds(easySlow) - 1), 'Easy')
      assert.equal(label(seconds(easySlow) + 15), 'Recovery')
      assert.equal(label(seconds(m)), 'Marathon')
      assert.equal(label(seconds(t)), 'Threshold')
      assert.equal(label(i), 'Interval')
      assert.equal(label(r), 'Repetition')
    })
  }

  test('well formed for any VDOT from 25 to 85', () => {
    fc.assert(
      fc.property(fc.double({ min: 25, max: 85, noNaN: true }), (vdot) =>
        isWellFormed(paceZones(vdot))
      ),
      { numRuns: NUM_RUNS }
    )
  })
})

test.group('Power zones', () => {
  test('Coggan levels for a 250 W threshold', ({ assert }) => {
    // 56, 76, 91, 106, 121 and 151 % of 250 W.
    assert.deepEqual(
      powerZones(250).map((zone) => [zone.name, zone.min, zone.max]),
      [
        ['Z1', 0, 140],
        ['Z2', 140, 190],
        ['Z3', 190, 228],
        ['Z4', 228, 265],
        ['Z5', 265, 303],
        ['Z6', 303, 378],
        ['Z7', 378, Infinity],
      ]
    )
  })

  test('well formed for any threshold from 100 to 450 W', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 450, noNaN: true }), (watts) =>
        isWellFormed(powerZones(watts))
      ),
      { numRuns: NUM_RUNS }
    )
  })
})

test.group('Running power zones (Stryd, % of critical power)', () => {
  test('Easy 65–80 %, Moderate 80–90 %, Threshold 90–100 %, Interval 100–115 %, Repetition 115–130 %', ({
    assert,
  }) => {
    const zones = runningPowerZones(300)
    assert.deepEqual(
      zones.map(({ name, min, max }) => [name, min, max]),
      [
        ['Below easy', 0, 195],
        ['Easy', 195, 240],
        ['Moderate', 240, 270],
        ['Threshold', 270, 300],
        ['Interval', 300, 345],
        ['Repetition', 345, 390],
        ['Above repetition', 390, Infinity],
      ]
    )
    assert.throws(() => runningPowerZones(0))
  })
})
