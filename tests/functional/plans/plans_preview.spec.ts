import { test } from '@japa/runner'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ace from '@adonisjs/core/services/ace'
import PlansPreview from '#commands/plans_preview'

/*
 * `node ace plans:preview` (docs/plans.md#norms): a plan as a week table with the norms that
 * bind, from flags or from a JSON input; a refusal as its code and message.
 */
async function run(argv: string[]) {
  const command = await ace.create(PlansPreview, argv)
  await command.exec()
  const text = command.logger
    .getLogs()
    .map((entry) => entry.message)
    .join('\n')
  return { command, text }
}

test.group('plans:preview', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('prints a marathon plan week by week from flags', async ({ assert }) => {
    const { command, text } = await run([
      '--distance=marathon',
      '--race=2027-04-25',
      '--start=2026-12-28',
      '--weekly=50',
      '--longest=18',
      '--days=2,3,4,6,7',
      '--long-day=7',
      '--experience=intermediate',
      '--vdot=45',
      '--age=58',
    ])
    command.assertSucceeded()
    assert.include(text, 'Plan: 42.2 km race on 2027-04-25')
    assert.include(text, 'age 58')
    assert.match(text, /^wk +dates +phase +target +planned +long +quality sessions/m)
    assert.match(text, /^1 +2026-12-28\.\.01-03 /m)
    assert.match(text, /race week/)
    assert.match(text, /RACE 42\.2/)
    assert.match(text, /Every norm holds|Norms broken \(\d+\)/)
  })

  test('reads a PlanInput from --json', async ({ assert }) => {
    const file = join(tmpdir(), `plans-preview-${process.pid}.json`)
    writeFileSync(
      file,
      JSON.stringify({
        raceDistanceMeters: 10000,
        raceDateIso: '2027-03-07',
        goalSeconds: null,
        currentWeeklyMeters: 30000,
        longestRecentRunMeters: 10000,
        availableDays: [2, 3, 4, 6, 7],
        longRunDay: 7,
        experience: 'intermediate',
        startDateIso: '2027-01-04',
        vdot: 42,
        hrZones: null,
      })
    )
    const { command, text } = await run([`--json=${file}`])
    command.assertSucceeded()
    assert.include(text, 'Plan: 10.0 km race on 2027-03-07, 9 weeks from 2027-01-04')
  })

  test('a refusal prints its code and message', async ({ assert }) => {
    const { command, text } = await run([
      '--distance=10k',
      '--race=2027-01-05',
      '--start=2027-01-10',
    ])
    command.assertSucceeded()
    assert.match(text, /^Refused: .+ \(field raceDateIso\)\n.+/)
  })

  test('an unknown distance fails with exit code 1', async () => {
    const { command } = await run(['--distance=mile', '--race=2027-05-01'])
    command.assertFailed()
  })
})
