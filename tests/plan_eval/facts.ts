/*
 * The facts a plan is graded on, each a number compared with a limit (tests/plan_eval/limits.ts).
 * A fact applies to an athlete or not (returner facts only for returners, doubles only at high
 * volume); every applicable fact is one point.
 */
import type { Plan, PlanWeek } from '#domain/plans/types'
import { daysBetween } from '#domain/calendar'
import type { EvalAthlete } from '#tests/plan_eval/athletes'
import * as m from '#tests/plan_eval/checks'
import * as l from '#tests/plan_eval/limits'
import { racePaceFacts } from '#tests/plan_eval/pace_facts'

export interface Measured {
  value: number
  limit: string
  pass: boolean
  detail?: string
}

export interface PlanFact {
  id: string
  measure(plan: Plan): Measured
}

const atMost = (value: number, limit: number, detail?: string): Measured => ({
  value,
  limit: `≤ ${round(limit)}`,
  pass: value <= limit,
  detail,
})
const atLeast = (value: number, limit: number, detail?: string): Measured => ({
  value,
  limit: `≥ ${round(limit)}`,
  pass: value >= limit,
  detail,
})
export const round = (x: number) => Math.round(x * 1000) / 1000

/** A worst-week search: the week with the largest value - limit. */
function worstWeek(
  weeks: PlanWeek[],
  each: (week: PlanWeek) => { value: number; limit: number } | null
): Measured {
  let worst: { value: number; limit: number; week: number } | null = null
  for (const week of weeks) {
    const r = each(week)
    if (r && (!worst || r.value - r.limit > worst.value - worst.limit))
      worst = { ...r, week: week.index }
  }
  if (!worst) return { value: 0, limit: 'n/a', pass: true }
  return atMost(round(worst.value), worst.limit, `week ${worst.week}`)
}

const early = (plan: Plan, dateIso: string) =>
  daysBetween(plan.startDateIso, dateIso) < l.RETURNER_EARLY_DAYS

function raceWeekFacts(): PlanFact[] {
  return [
    {
      id: 'race_week_longest_run',
      measure: (plan) => {
        const longest = m.longestLongRun(plan) || Math.max(0, ...m.allRuns(plan).map(m.runMetres))
        const runs = m.raceWeekRuns(plan).map(m.runMetres)
        return atMost(Math.max(0, ...runs), Math.min(10000, 0.5 * longest))
      },
    },
    {
      id: 'race_week_no_long',
      measure: (plan) => atMost(m.raceWeekRuns(plan).filter((w) => w.type === 'long').length, 0),
    },
    {
      id: 'race_week_quality_sessions',
      measure: (plan) => atMost(m.raceWeekRuns(plan).filter((w) => w.hard).length, 1),
    },
    {
      id: 'race_week_sharpening_share',
      measure: (plan) => {
        const volume = m.raceWeekVolume(plan)
        const quality = m.raceWeekRuns(plan).reduce((s, w) => s + m.qualityMetres(w, true), 0)
        return atMost(round(volume ? quality / volume : 0), 0.15 + l.ROUNDING)
      },
    },
  ]
}

function longRunFacts(athlete: EvalAthlete, p: l.Profile): PlanFact[] {
  const longest = athlete.input.longestRecentRunMeters
  const cap = l.longRunCapMetres(p)
  const share = (week: PlanWeek) => {
    const long = m.longRunOf(week)
    const volume = m.weekVolume(week)
    if (!long || !volume) return null
    if (volume < 20000 && long <= 8000) return null
    if (longest && long <= longest + 100 && long / volume <= 0.4 && long <= cap) return null
    const wide = week.phase === 'peak' || m.runningDates(week).length <= 3
    return { value: long / volume, limit: (wide ? 0.45 : p.short ? 0.3 : 0.35) + l.ROUNDING }
  }
  const facts: PlanFact[] = [
    { id: 'long_run_share', measure: (plan) => worstWeek(m.trainingWeeks(plan), share) },
    {
      id: 'long_run_duration_s',
      measure: (plan) => atMost(m.longestLongRunSeconds(plan), l.longRunCapSeconds(p)),
    },
    { id: 'long_run_distance_m', measure: (plan) => atMost(m.longestLongRun(plan), cap) },
  ]
  if (longest) {
    facts.push({
      id: 'first_long_run_m',
      measure: (plan) => {
        const first = plan.weeks.find(m.isFull)
        return atMost(first ? m.longRunOf(first) : 0, Math.max(longest + 2000, 1.1 * longest))
      },
    })
  }
  if (p.distance === 42195 && p.currentMetres >= 50000) {
    // Pfitzinger & Douglas and Daniels peak long runs of 32–35 km at 55+ km/week; 28 km is the floor.
    facts.push({
      id: 'marathon_peak_long_run_m',
      measure: (plan) => atLeast(m.longestLongRun(plan), 28000),
    })
  }
  return facts
}

function sessionSize(week: PlanWeek): { value: number; limit: number } | null {
  const volume = m.weekVolume(week)
  if (!volume) return null
  const caps: Record<string, number> = {
    threshold: 0.1 * volume,
    interval: Math.min(10000, 0.08 * volume),
    repetition: Math.min(8000, 0.05 * volume),
    marathon: Math.min(29000, 0.2 * volume),
  }
  let worst = 0
  for (const w of m.runsOf(week)) {
    const by = m.metresByIntensity(w.steps)
    for (const [pace, cap] of Object.entries(caps)) {
      worst = Math.max(worst, (by[pace as keyof typeof by] ?? 0) / cap)
    }
  }
  return { value: worst, limit: 1 + l.ROUNDING }
}

function intensityFacts(p: l.Profile): PlanFact[] {
  return [
    {
      id: 'quality_session_size',
      measure: (plan) => worstWeek(m.trainingWeeks(plan), sessionSize),
    },
    {
      id: 'hard_share',
      measure: (plan) =>
        worstWeek(m.trainingWeeks(plan), (week) => {
          const volume = m.weekVolume(week)
          if (!volume) return null
          const quality = m.runsOf(week).reduce((s, w) => s + m.qualityMetres(w), 0)
          const limit = l.hardShareLimit(p, early(plan, week.startDateIso))
          return { value: quality / volume, limit: limit + l.ROUNDING }
        }),
    },
    {
      id: 'hard_days_per_week',
      measure: (plan) =>
        worstWeek(plan.weeks.filter(m.isFull), (week) => ({
          value: m.hardDates(week.workouts).length,
          limit: l.hardDaysLimit(p, early(plan, week.startDateIso)),
        })),
    },
    { id: 'hard_day_gap_days', measure: (plan) => hardGap(plan, p) },
    {
      id: 'weeks_without_easy_run',
      measure: (plan) =>
        atMost(
          plan.weeks.filter(
            (week) => m.runningDates(week).length >= 3 && !m.runsOf(week).some((w) => !w.hard)
          ).length,
          0
        ),
    },
  ]
}

/** The smallest gap between consecutive hard days, against the gap needed there. */
function hardGap(plan: Plan, p: l.Profile): Measured {
  const dates = m.hardDates(m.allRuns(plan))
  let worst: Measured = { value: 0, limit: 'n/a', pass: true }
  let margin = Infinity
  for (let i = 1; i < dates.length; i++) {
    const gap = daysBetween(dates[i - 1], dates[i])
    const need = l.hardGapDays(p, early(plan, dates[i - 1]))
    if (gap - need < margin) {
      margin = gap - need
      worst = atLeast(gap, need, `${dates[i - 1]} → ${dates[i]}`)
    }
  }
  return worst
}

function sizeFacts(p: l.Profile): PlanFact[] {
  const facts: PlanFact[] = [
    {
      id: 'run_vs_long_run',
      measure: (plan) =>
        worstWeek(m.trainingWeeks(plan), (week) => {
          const long = m.longRunOf(week)
          if (!long) return null
          const others = m
            .runsOf(week)
            .filter((w) => w.type !== 'long')
            .map(m.runMetres)
          return { value: Math.max(0, ...others) / long, limit: 0.75 + l.ROUNDING }
        }),
    },
    {
      id: 'runs_over_16km_besides_long',
      measure: (plan) =>
        worstWeek(m.trainingWeeks(plan), (week) => ({
          value: m.runsOf(week).filter((w) => w.type !== 'long' && m.runMetres(w) > 16000).length,
          limit: 1,
        })),
    },
  ]
  if (p.currentMetres >= 100000) facts.push(...doubleFacts())
  return facts
}

function doubleFacts(): PlanFact[] {
  return [
    {
      id: 'weeks_over_110km_without_double',
      measure: (plan) =>
        atMost(
          plan.weeks.filter(
            (week) =>
              m.weekVolume(week) > 110000 &&
              ![...m.runsByDate(week).values()].some((r) => r.length >= 2)
          ).length,
          0
        ),
    },
    {
      id: 'bad_second_runs',
      measure: (plan) => {
        let faults = 0
        for (const week of plan.weeks) {
          for (const runs of m.runsByDate(week).values()) {
            if (runs.length > 2) faults++
            const second = runs[1]
            if (!second) continue
            const ok =
              second.type === 'easy' &&
              !second.hard &&
              m.runMetres(second) >= 4000 &&
              m.sessionOf(second) === 2 &&
              second.key === `${runs[0].key}-2`
            if (!ok) faults++
          }
        }
        return atMost(faults, 0)
      },
    },
  ]
}

function volumeFacts(athlete: EvalAthlete, p: l.Profile): PlanFact[] {
  const buildVolumes = (plan: Plan) =>
    m
      .trainingWeeks(plan)
      .filter((w) => w.phase !== 'taper' && w.phase !== 'race')
      .map(m.weekVolume)
  const peak = (plan: Plan) => Math.max(1, ...m.trainingWeeks(plan).map(m.weekVolume))
  const facts: PlanFact[] = [
    {
      id: 'weekly_growth',
      measure: (plan) =>
        atMost(round(m.worstGrowth(m.trainingWeeks(plan).map(m.weekVolume))[0]), 1.1 + l.ROUNDING),
    },
    {
      id: 'two_week_growth',
      measure: (plan) =>
        atMost(round(m.worstGrowth(m.trainingWeeks(plan).map(m.weekVolume))[1]), 1.3 + l.ROUNDING),
    },
    {
      id: 'first_7_days_m',
      measure: (plan) =>
        atMost(m.metresInWindow(plan, plan.startDateIso, 7), l.firstWeekLimitMetres(p) + 200),
    },
    {
      id: 'build_weeks_in_a_row',
      measure: (plan) => atMost(m.longestBuildRun(buildVolumes(plan)), l.buildRunLimit(athlete, p)),
    },
    {
      id: 'race_week_vs_peak',
      measure: (plan) =>
        atMost(round(m.raceWeekVolume(plan) / peak(plan)), l.raceWeekTaperLimit(p) + l.ROUNDING),
    },
    { id: 'planned_vs_target', measure: (plan) => plannedVsTarget(plan) },
  ]
  if (p.marathonPlus) {
    facts.push({
      id: 'pre_race_week_vs_peak',
      measure: (plan) => {
        const race = m.raceWeekIndex(plan)
        const before = race > 0 ? m.weekVolume(plan.weeks[race - 1]) : 0
        return atMost(round(before / peak(plan)), 0.8 + l.ROUNDING)
      },
    })
  }
  return facts
}

/** Largest |planned - target| / target over full weeks; the race week may only fall short. */
function plannedVsTarget(plan: Plan): Measured {
  const race = m.raceWeekIndex(plan)
  return worstWeek(plan.weeks.filter(m.isFull), (week) => {
    if (!week.targetDistanceMeters) return null
    const ratio = m.weekVolume(week) / week.targetDistanceMeters - 1
    const isRace = plan.weeks[race] === week
    return { value: isRace ? ratio : Math.abs(ratio), limit: 0.05 }
  })
}

function returnerFacts(athlete: EvalAthlete, p: l.Profile): PlanFact[] {
  if (!p.returner) return []
  const facts: PlanFact[] = [
    {
      id: 'returner_tir_m_early',
      measure: (plan) =>
        atMost(m.intenseMetresInWindow(plan, plan.startDateIso, l.returnerQuietDays(p)), 0),
    },
  ]
  const vdot = athlete.input.vdot
  if (vdot) {
    const [low, high] = l.returnerVdotBand(p.timeOffWeeks)
    facts.push({
      id: 'returner_vdot_ratio',
      measure: (plan) => {
        const ratio = round(plan.fitness.vdot / vdot)
        return {
          value: ratio,
          limit: `${round(low)}–${round(high)}`,
          pass: ratio >= low && ratio <= high,
        }
      },
    })
  }
  return facts
}

function shapeFacts(athlete: EvalAthlete): PlanFact[] {
  const expectation = 'plan' in athlete.expect ? athlete.expect.plan : {}
  const facts: PlanFact[] = [
    { id: 'calendar_faults', measure: (plan) => atMost(m.calendarFaults(plan), 0) },
  ]
  const weeks = expectation.fullWeeks
  if (weeks) {
    facts.push({
      id: 'full_weeks',
      measure: (plan) => {
        const full = plan.weeks.filter(m.isFull).length
        const pass = full === weeks && plan.weeks.length === weeks
        return {
          value: plan.weeks.length,
          limit: `= ${weeks}, all full`,
          pass,
          detail: `${full} full`,
        }
      },
    })
  }
  if (expectation.notCompressed) {
    facts.push({ id: 'labelled_compressed', measure: (plan) => atMost(Number(plan.compressed), 0) })
  }
  if (athlete.input.hrZones) {
    facts.push({ id: 'steps_without_hr', measure: (plan) => atMost(m.stepsWithoutHr(plan), 0) })
  }
  return facts
}

export function planFacts(athlete: EvalAthlete): PlanFact[] {
  const p = l.profileOf(athlete)
  return [
    ...shapeFacts(athlete),
    ...raceWeekFacts(),
    ...longRunFacts(athlete, p),
    ...intensityFacts(p),
    ...sizeFacts(p),
    ...volumeFacts(athlete, p),
    ...returnerFacts(athlete, p),
    ...racePaceFacts(athlete, p),
  ]
}
