import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { vdotFromRace } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { formatDuration } from '#domain/units'
import { targetVerdict } from '#coach/offline/skills/predictions'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach skill: predictions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('race prediction from the VDOT of the recent race (Daniels)', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const answer = await ask('What could I run a 10K in?')
    // The fixture's best effort is VDOT 48.5; the profile's 10 km in 42:30 is about 48.7.
    const vdot = vdotFromRace(10000, 2550)
    const expected = predictRace({
      targetDistanceMeters: 10000,
      races: [{ distanceMeters: 10000, durationSeconds: 2550 }],
    })!
    assert.include(answer.content, `VDOT of **${Math.round(vdot * 10) / 10}**`)
    assert.include(answer.content, `10 km: **${formatDuration(expected.seconds)}**`)
    // The method is named, and the figure is the one Progress and the plan show.
    assert.match(
      answer.content,
      /Method: VDOT \d+(\.\d)? \(Daniels & Gilbert\), adjusted for \d+ km a week, the same figure as your Progress page and your plan/
    )
    assert.include(answer.content, 'second opinions: VDOT table')
  })
})

test.group('Offline coach skill: a goal time against the prediction', () => {
  test('{0}: {1}')
    .with([
      ['Could I break 20 minutes in a 5k?', '19:40', '**yes**'],
      [
        'Could I break 20 minutes in a 5k?',
        '20:20',
        '**within reach** on a good day (prediction 20:20, 1.7 % slower)',
      ],
      ['Could I run under 20:00?', '21:00', '**not yet**: the prediction is 21:00, 5.0 % slower'],
      ['Can I run a sub 3:30h marathon?', '3:29:00', '**yes**'],
    ] as const)
    .run(({ assert }, [question, predicted, verdict]) => {
      const [line] = targetVerdict(question, [{ distance: '5k', time: predicted }])
      assert.include(line, verdict)
    })

  test('no goal, or several distances: no verdict', ({ assert }) => {
    assert.deepEqual(
      targetVerdict('What could I run a 5k in?', [{ distance: '5k', time: '20:00' }]),
      []
    )
    assert.deepEqual(
      targetVerdict('Could I break 20 minutes?', [
        { distance: '5k', time: '20:00' },
        { distance: '10k', time: '41:00' },
      ]),
      []
    )
  })
})
