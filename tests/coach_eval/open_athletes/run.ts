/*
 * Runs the open set over other athletes with held-out set 3's runner and report (which put the
 * plans back between cases and grade the last reply): only the fixture and the cases differ.
 */
import {
  formatHeldOut,
  runHeldOut,
  type Ask,
  type HeldOutReport,
} from '#tests/coach_eval/held_out_3/run'
import type { HeldOutFixture } from '#tests/coach_eval/held_out_3/fixture'
import { OPEN_CASES } from '#tests/coach_eval/open_athletes/cases'
import { createOpenFixture, type OpenAthlete } from '#tests/coach_eval/open_athletes/fixture'

export { OPEN_CASES }

export async function runOpenAthletes(ask: Ask): Promise<HeldOutReport> {
  const open = await createOpenFixture()
  const fixture = {
    facts: open.facts,
    context: (athlete: string, audience: 'offline' | 'model') =>
      open.context(athlete as OpenAthlete, audience),
  } as unknown as HeldOutFixture
  return runHeldOut(ask, { fixture, cases: OPEN_CASES })
}

export function formatOpenAthletes(report: HeldOutReport): string {
  return formatHeldOut(report).replace(/^Coach held-out set 3:/, 'Coach open set, other athletes:')
}
