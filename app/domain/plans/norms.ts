/*
 * The norms every generated (or revised) plan keeps (docs/plans.md#norms): one table of
 * invariants, each with its source, and the checker that measures a plan against them.
 *
 *   PLAN_NORMS                         the table (id, description, source), as docs/plans.md has it
 *   planNormViolations(input, plan)    every broken norm: norm, week, measured value, limit, message
 *   normMargins(input, plan)           per week, each norm's tightest measurement and its limit;
 *                                      `binds` when within 3 % of the limit (the preview shows it)
 *
 * Every check yields measurements (value against a max or min limit); a violation is a
 * measurement past its limit by more than the rounding of its unit (distances are rounded to
 * 100 m, so 50 m). "Week volume" is the week's planned training metres (race excluded); for a
 * partial first week it is the full-week target the week is built for. Pure: no clock, no I/O.
 */
import { normContext, type Measurement, type NormOptions } from '#domain/plans/norms_context'
import { RACE_CHECKS } from '#domain/plans/norms_race'
import { WEEK_CHECKS } from '#domain/plans/norms_week'
import type { Plan, PlanInput } from '#domain/plans/types'

export type NormId =
  | 'race_week_runs'
  | 'long_run_share'
  | 'long_run_duration'
  | 'long_run_distance'
  | 'quality_session_size'
  | 'hard_share'
  | 'hard_days'
  | 'easy_run_each_week'
  | 'single_run_size'
  | 'weekly_growth'
  | 'first_long_run'
  | 'cutback_cadence'
  | 'taper_depth'
  | 'planned_matches_target'
  | 'race_pace'
  | 'returner_start'

export interface PlanNorm {
  id: NormId
  /** The rule with its limits, as docs/plans.md#norms states it. */
  description: string
  source: string
}

export const PLAN_NORMS: readonly PlanNorm[] = [
  {
    id: 'race_week_runs',
    description:
      "In the 7 days ending on race day, every run except the race ≤ min(10 km, 50 % of the plan's longest long run), none of type long, no quality except one short sharpening session (≤ 15 % of the race week's volume at T/I/M/race pace)",
    source: 'Pfitzinger & Douglas race-week schedules; Daniels',
  },
  {
    id: 'long_run_share',
    description:
      "Long run ≤ 30 % of the week for 5K/10K; ≤ 35 % half/marathon/ultra; up to 45 % only in peak-phase weeks or with ≤ 3 running days; weeks under 20 km may hold a long run up to 8 km; a long run may equal the athlete's longest recent run when that is ≤ 40 % of the week and within long_run_distance",
    source: 'Daniels (25–30 %), Higdon/Hansons low-volume peaks',
  },
  {
    id: 'long_run_duration',
    description:
      'Long run (at the middle of its easy band) ≤ 150 min for beginners, ≤ 120 min in every 5K/10K plan, ≤ 180 min otherwise',
    source: 'Daniels (150 min); about 3 h for experienced marathoners',
  },
  {
    id: 'long_run_distance',
    description: 'Long run ≤ 16 km (5K/10K), 22 km (half), 35 km (marathon), 40 km (ultra)',
    source: 'Pfitzinger (22 mi); Higdon',
  },
  {
    id: 'quality_session_size',
    description:
      'Per session, metres at that pace: T ≤ 10 % of week volume, I ≤ min(10 km, 8 %), R ≤ min(8 km, 5 %), M ≤ min(29 km, 20 %)',
    source: "Daniels' Running Formula, ch. 4 (the quality limits)",
  },
  {
    id: 'hard_share',
    description:
      "Metres at M/T/I/R pace in the week ≤ 12 % (beginner), 18 % (intermediate), 22 % (advanced); masters and returners' first 4 weeks: 4 points less",
    source: "Seiler's ~80/20 intensity distribution; Daniels",
  },
  {
    id: 'hard_days',
    description:
      "Hard days per week ≤ 2 (beginner, veteran, returner's first 4 weeks), ≤ 3 otherwise; never two hard days in a row; masters, veterans and returners (first 4 weeks): ≥ 2 non-hard days between hard days",
    source: 'Daniels; Pfitzinger (masters: Road Racing for Serious Runners)',
  },
  {
    id: 'easy_run_each_week',
    description: 'Every week with ≥ 3 running days holds at least one easy (non-hard) run',
    source: 'Daniels, Higdon',
  },
  {
    id: 'single_run_size',
    description:
      "Every run except the long run ≤ 75 % of that week's long run (runs up to 16 km: ≤ the long run); at most one other run over 16 km; weeks over 110 km hold doubles; a double's second run ≥ 4 km and easy",
    source: 'Pfitzinger & Douglas 70+ mi plans',
  },
  {
    id: 'weekly_growth',
    description:
      'Week volume ≤ 110 % of the best non-cutback week before it, ≤ 130 % over two weeks; first week ≤ max(110 % of current volume, 8 km) and, for non-returners, ≥ 90 % of it unless a stated reason (run/walk start, taper)',
    source: 'Nielsen et al. 2014; "10 % rule"',
  },
  {
    id: 'first_long_run',
    description: "First full week's long run ≤ max(longest recent run + 2 km, 110 % of it)",
    source: 'Gradual progression',
  },
  {
    id: 'cutback_cadence',
    description:
      "At most 3 build weeks in a row without a cutback (2 for beginners, masters, veterans, compressed plans) before the taper; a beginner's weeks under 20 km do not count; a cutback is ≤ 85 % of the best week so far",
    source: 'Daniels; Friel (masters); Couch to 5K and Higdon Novice 5K/10K (no recovery weeks)',
  },
  {
    id: 'taper_depth',
    description:
      'Marathon/ultra: the week before race week ≤ 80 % and race week ≤ 60 % of the peak planned week; half: race week ≤ 60 %; 5K/10K: race week ≤ 70 %',
    source: 'Mujika & Padilla 2003 (40–60 %); Pfitzinger',
  },
  {
    id: 'planned_matches_target',
    description:
      "Every full week's planned volume within ±5 % of its target (race week: at most 5 % over, as the race-week caps may hold it below)",
    source: 'Internal consistency',
  },
  {
    id: 'race_pace',
    description:
      'Marathon-pace and race-day targets never faster than the pace of the race-day prediction by more than 2 %; a goal beyond that is a stretch (goalIsStretch)',
    source: 'Daniels (train at current fitness)',
  },
  {
    id: 'returner_start',
    description:
      "Returners (≥ 2 weeks off): VDOT reduced by Daniels' time-off factor; first week ≤ 50 % (≥ 4 weeks off) or 75 % (2–3 weeks) of current volume, or 8 km of run/walk if that is more; no T/I/R in the first 2 weeks (4 after ≥ 8 weeks off)",
    source: "Daniels' Running Formula, returning after a break",
  },
]

export type NormUnit = Measurement['unit']

export interface NormViolation {
  norm: NormId
  /** 1-based week index (0: the plan as a whole). */
  week: number
  value: number
  limit: number
  unit: NormUnit
  /** What was measured ("w9-d3 run", "week volume"), without the figures. */
  what: string
  message: string
}

export interface NormMargin {
  norm: NormId
  value: number
  limit: number
  unit: NormUnit
  /** 'max': value must stay at or below the limit; 'min': at or above. */
  bound: 'max' | 'min'
  /** Within 3 % of the limit (or past it). */
  binds: boolean
  violated: boolean
}

export interface WeekMargins {
  week: number
  norms: NormMargin[]
}

/** Rounding of each unit: a value past its limit by no more than this is not a violation. */
const TOLERANCE: Record<NormUnit, number> = {
  'm': 50,
  's': 30,
  's/km': 0.5,
  'count': 0,
  'vdot': 0.2,
}
const BINDS_WITHIN = 0.03

function isViolated(m: Measurement): boolean {
  const slack = TOLERANCE[m.unit] + 1e-9
  return m.bound === 'max' ? m.value > m.limit + slack : m.value < m.limit - slack
}

/** Relative room left before the limit (negative: past it). */
function room(m: Measurement): number {
  const scale = Math.max(Math.abs(m.limit), 1e-9)
  return m.bound === 'max' ? (m.limit - m.value) / scale : (m.value - m.limit) / scale
}

export type { NormOptions }

export function measurePlan(
  input: PlanInput,
  plan: Plan,
  options: NormOptions = {}
): Measurement[] {
  const context = normContext(input, plan, options)
  return [...RACE_CHECKS, ...WEEK_CHECKS].flatMap((check) => check(context))
}

const fmt = (value: number, unit: NormUnit) =>
  unit === 'm'
    ? `${(value / 1000).toFixed(1)} km`
    : unit === 's'
      ? `${Math.round(value / 60)} min`
      : unit === 's/km'
        ? `${value.toFixed(1)} s/km`
        : unit === 'vdot'
          ? value.toFixed(1)
          : `${value}`

export function planNormViolations(
  input: PlanInput,
  plan: Plan,
  options: NormOptions = {}
): NormViolation[] {
  return measurePlan(input, plan, options)
    .filter(isViolated)
    .map((m) => ({
      norm: m.norm,
      week: m.week,
      value: m.value,
      limit: m.limit,
      unit: m.unit,
      what: m.what,
      message: `week ${m.week}, ${m.norm}: ${m.what} ${fmt(m.value, m.unit)} ${m.bound === 'max' ? '>' : '<'} ${fmt(m.limit, m.unit)}`,
    }))
}

/** Per week, each norm's tightest measurement (plan-wide ones under week 0 are left out). */
export function normMargins(input: PlanInput, plan: Plan): WeekMargins[] {
  const tightest = new Map<string, Measurement>()
  for (const m of measurePlan(input, plan)) {
    const key = `${m.week}:${m.norm}`
    const held = tightest.get(key)
    if (!held || room(m) < room(held)) tightest.set(key, m)
  }
  return plan.weeks.map((week) => ({
    week: week.index,
    norms: PLAN_NORMS.flatMap((norm) => {
      const m = tightest.get(`${week.index}:${norm.id}`)
      if (!m) return []
      return [
        {
          norm: norm.id,
          value: m.value,
          limit: m.limit,
          unit: m.unit,
          bound: m.bound,
          binds: room(m) <= BINDS_WITHIN,
          violated: isViolated(m),
        },
      ]
    }),
  }))
}
