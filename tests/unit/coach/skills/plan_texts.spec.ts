import { test } from '@japa/runner'
import { appliedText, changeReason } from '#coach/offline/skills/plan_texts'
import type { PlannedWorkout } from '#domain/plans/types'

/*
 * Plan-change texts in the athlete's language (app/coach/offline/skills/plan_texts.ts): the
 * proposal said from the change's own dates, the applied change listed day by day.
 */
const workout = (dateIso: string, type: PlannedWorkout['type'], km: number) =>
  ({ key: `w1-${dateIso}`, dateIso, type, distanceMeters: km * 1000 }) as PlannedWorkout

test.group('Coach plan-change texts', () => {
  const today = '2026-03-21'
  const trip = {
    type: 'travel' as const,
    fromDate: '2026-03-24',
    toDate: '2026-03-26',
    availableWeekdays: [],
  }

  test('a trip names its first and last day in {0}')
    .with([
      ['de', 'Dienstag, 24. März', 'Donnerstag, 26. März'],
      ['fr', 'mardi 24 mars', 'jeudi 26 mars'],
      ['es', 'martes, 24 de marzo', 'jueves, 26 de marzo'],
    ] as const)
    .run(({ assert }, [language, from, to]) => {
      const text = changeReason(trip, language, today)
      assert.include(text, from)
      assert.include(text, to)
    })

  test('an applied move lists both days, in German', ({ assert }) => {
    const before = workout('2026-03-22', 'long', 18.1)
    const after = { ...before, dateIso: '2026-03-23' }
    const { headline, facts } = appliedText([{ key: before.key, before, after }], 'de', today)
    assert.match(headline, /^Erledigt/)
    assert.include(facts[0], 'Sonntag, 22. März')
    assert.include(facts[0], 'Montag, 23. März')
    assert.include(facts[0], '18,1 km')
  })

  test('an applied rest day says what the session became, in Spanish', ({ assert }) => {
    const before = workout('2026-03-24', 'tempo', 7.3)
    const after = { ...before, type: 'rest' as const, distanceMeters: undefined }
    const { facts } = appliedText([{ key: before.key, before, after }], 'es', today)
    assert.equal(facts[0], 'Martes, 24 de marzo: carrera a ritmo tempo, 7,3 km → día de descanso.')
  })
})
