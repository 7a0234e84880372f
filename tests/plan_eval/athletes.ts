/*
 * The held-out plan evaluation set: athletes a coach would meet, each with what the generator
 * must do for them (refuse with a given code, or produce a plan with given properties). The
 * numbers a plan is graded on come from tests/plan_eval/facts.ts; the athlete files hold the
 * athletes and the expectations only a coach's judgment can set (refusals, stretch goals,
 * compressed preparations). Written without reading the generator: do not tune it to it.
 */
import type { EvalAthlete } from '#tests/plan_eval/athlete_kit'
import { halves, shortRaces } from '#tests/plan_eval/athletes_short'
import { marathons, returners } from '#tests/plan_eval/athletes_long'
import { refusals } from '#tests/plan_eval/athletes_refused'

export type {
  AgeBand,
  ErrorCode,
  EvalAthlete,
  EvalInput,
  Expectation,
  PlanExpectation,
} from '#tests/plan_eval/athlete_kit'

export const ATHLETES: EvalAthlete[] = [
  ...shortRaces,
  ...halves,
  ...marathons,
  ...returners,
  ...refusals,
]
