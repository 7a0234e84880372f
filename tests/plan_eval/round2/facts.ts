/*
 * Round 2's facts: round 1's (tests/plan_eval/facts.ts) with one rule changed. Round 1 graded
 * `run_vs_long_run` as "every other run ≤ 75 % of the week's long run"; the product's rule is now
 * that no other run is longer than the week's long run, and a run over 16 km besides the long
 * run is ≤ 75 % of it (at most one such run: `runs_over_16km_besides_long`, kept from round 1).
 * Every other fact and limit is round 1's.
 */
import type { PlanWeek } from '#domain/plans/types'
import type { EvalAthlete } from '#tests/plan_eval/athletes'
import * as m from '#tests/plan_eval/checks'
import { planFacts, round, type Measured, type PlanFact } from '#tests/plan_eval/facts'
import { ROUNDING } from '#tests/plan_eval/limits'

/** A run over this distance besides the long run is held to 75 % of the long run. */
export const LONG_OTHER_RUN_METRES = 16000

/** The worst other run of a week: its share of the long run and the limit that applies to it. */
function worstOtherRun(week: PlanWeek): { value: number; limit: number } | null {
  const long = m.longRunOf(week)
  if (!long) return null
  let worst: { value: number; limit: number } | null = null
  for (const w of m.runsOf(week)) {
    if (w.type === 'long') continue
    const metres = m.runMetres(w)
    const value = metres / long
    const limit = (metres > LONG_OTHER_RUN_METRES ? 0.75 : 1) + ROUNDING
    if (!worst || value - limit > worst.value - worst.limit) worst = { value, limit }
  }
  return worst
}

function runVsLongRun(weeks: PlanWeek[]): Measured {
  let worst: { value: number; limit: number; week: number } | null = null
  for (const week of weeks) {
    const r = worstOtherRun(week)
    if (r && (!worst || r.value - r.limit > worst.value - worst.limit))
      worst = { ...r, week: week.index }
  }
  if (!worst) return { value: 0, limit: 'n/a', pass: true }
  return {
    value: round(worst.value),
    limit: `≤ ${round(worst.limit)}`,
    pass: worst.value <= worst.limit,
    detail: `week ${worst.week}`,
  }
}

export const RUN_VS_LONG_RUN_ROUND2: PlanFact = {
  id: 'run_vs_long_run',
  measure: (plan) => runVsLongRun(m.trainingWeeks(plan)),
}

export function planFactsRound2(athlete: EvalAthlete): PlanFact[] {
  return planFacts(athlete).map((fact) =>
    fact.id === 'run_vs_long_run' ? RUN_VS_LONG_RUN_ROUND2 : fact
  )
}
