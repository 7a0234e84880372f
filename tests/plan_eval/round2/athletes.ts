/*
 * Round 2 of the held-out plan evaluation (tests/plan_eval/round2/README.md): new athletes,
 * written without reading the generator, graded with round 1's facts except the round-2
 * `run_vs_long_run` (tests/plan_eval/round2/facts.ts). Do not tune them to the generator.
 */
import type { EvalAthlete } from '#tests/plan_eval/athlete_kit'
import { beginners, shortPreparations } from '#tests/plan_eval/round2/athletes_new_runners'
import { marathons, tenKsAndHalves } from '#tests/plan_eval/round2/athletes_trained'
import { refusals, returnersAndOthers } from '#tests/plan_eval/round2/athletes_others'

export const ROUND2_ATHLETES: EvalAthlete[] = [
  ...beginners,
  ...shortPreparations,
  ...tenKsAndHalves,
  ...marathons,
  ...returnersAndOthers,
  ...refusals,
]
