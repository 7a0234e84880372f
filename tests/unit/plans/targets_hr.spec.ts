import { test } from '@japa/runner'
import { hrRange, target } from '#domain/plans/targets'
import { hrZonesByLthr, hrZonesByMax, hrZonesByReserve } from '#domain/science/zones'
import { trainingPaces } from '#domain/science/vdot'

const asInput = (zones: { name: string; min: number; max: number }[]) =>
  zones.map((zone) => ({ ...zone, max: Number.isFinite(zone.max) ? zone.max : null }))

test.group('Heart-rate targets agree with pace targets', () => {
  test("% HRmax zones: Daniels' E 65–79 %, M 80–90 %, T 88–92 %, I 98–100 %", ({ assert }) => {
    // Daniels' Running Formula (3rd ed.), ch. 4, for HRmax 200 bpm.
    const zones = asInput(hrZonesByMax(200))
    assert.deepEqual(hrRange('easy', zones), [130, 158])
    assert.deepEqual(hrRange('marathon', zones), [160, 180])
    assert.deepEqual(hrRange('threshold', zones), [176, 184])
    assert.deepEqual(hrRange('interval', zones), [196, 200])
    assert.deepEqual(hrRange('easy', zones, 'max'), [130, 158])
  })

  test('R and race efforts are paced, with no heart-rate target', ({ assert }) => {
    const zones = asInput(hrZonesByMax(200))
    assert.isUndefined(hrRange('repetition', zones))
    assert.isUndefined(hrRange('race', zones))
    const step = target('repetition', { vdot: 50, paces: trainingPaces(50) }, zones)
    assert.notProperty(step, 'hr')
  })

  test('marathon pace is never given a heart rate below easy running', ({ assert }) => {
    for (const maxHr of [160, 185, 210]) {
      const zones = asInput(hrZonesByMax(maxHr))
      const easy = hrRange('easy', zones)!
      const marathon = hrRange('marathon', zones)!
      const threshold = hrRange('threshold', zones)!
      const interval = hrRange('interval', zones)!
      assert.isAtLeast(marathon[0], easy[1])
      assert.isAbove(threshold[1], marathon[1])
      assert.isAbove(interval[0], threshold[1])
    }
  })

  test("% HRR zones: Daniels' % of VO2max as % of reserve (E 59–74, M 75–84, T 83–88, I 95–100)", ({
    assert,
  }) => {
    // Rest 50, max 200: reserve 150 bpm; Swain & Leutholtz (1997): %HRR ≈ %VO2R.
    const zones = asInput(hrZonesByReserve(50, 200))
    assert.deepEqual(hrRange('easy', zones, 'reserve'), [139, 161])
    assert.deepEqual(hrRange('marathon', zones, 'reserve'), [163, 176])
    assert.deepEqual(hrRange('threshold', zones, 'reserve'), [175, 182])
    assert.deepEqual(hrRange('interval', zones, 'reserve'), [193, 200])
    assert.isUndefined(hrRange('repetition', zones, 'reserve'))
    // Without the model, the zones say it: extended to 0 % they meet the resting HR (50 bpm).
    assert.deepEqual(hrRange('easy', zones), [139, 161])
    assert.deepEqual(
      hrRange('easy', asInput(hrZonesByReserve(40, 185))),
      hrRange('easy', asInput(hrZonesByReserve(40, 185)), 'reserve')
    )
  })

  test("LTHR zones: Friel's zones, E up to 89 %, M 90–94 %, T 95–102 %, I 103–106 % of LTHR", ({
    assert,
  }) => {
    const zones = asInput(hrZonesByLthr(170))
    assert.equal(hrRange('easy', zones)![1], 153) // 90 % of 170
    assert.deepEqual(hrRange('marathon', zones), [153, 162])
    assert.deepEqual(hrRange('threshold', zones), [162, 175])
    assert.deepEqual(hrRange('interval', zones), [175, 182])
    assert.isUndefined(hrRange('repetition', zones))
  })

  test('the athlete’s moved boundaries are followed; other zone counts get no HR target', ({
    assert,
  }) => {
    const zones = asInput(hrZonesByMax(200)).map((zone, index) =>
      index === 3 ? { ...zone, min: 164 } : index === 2 ? { ...zone, max: 164 } : zone
    )
    assert.equal(hrRange('marathon', zones)![0], 164) // 80 % is the athlete's Z3|Z4 boundary
    assert.isUndefined(hrRange('easy', asInput(hrZonesByMax(200)).slice(0, 4)))
    assert.isUndefined(hrRange('easy', null))
  })
})
