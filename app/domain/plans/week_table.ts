/*
 * A plan as a week table a coach can read (docs/plans.md#norms): per week the dates, phase,
 * target and planned volume, the long run, each quality session with its metres by pace
 * (M/T/I/R), doubles, cutback/taper/race flags and the norms that bind (within 3 % of their
 * limit; `!` when broken). Used by `node ace plans:preview` and by the population test to print a
 * failing athlete. Pure: text in, text out.
 */
import { isoWeekday } from '#domain/calendar'
import { normMargins, planNormViolations } from '#domain/plans/norms'
import { distanceAtIntensity } from '#domain/plans/targets'
import type {
  GeneratePlanResult,
  Intensity,
  Plan,
  PlanInput,
  PlannedWorkout,
  PlanWeek,
} from '#domain/plans/types'

const DAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const PACES: Array<[Intensity, string]> = [
  ['marathon', 'M'],
  ['threshold', 'T'],
  ['interval', 'I'],
  ['repetition', 'R'],
]

const km = (meters: number) => (meters / 1000).toFixed(1)

function trained(week: PlanWeek): number {
  return week.workouts.reduce((s, w) => s + (w.type === 'race' ? 0 : (w.distanceMeters ?? 0)), 0)
}

/** "T 3.2 I 2.4": the metres of a session at each quality pace. */
export function pacesOf(workout: PlannedWorkout): string {
  return PACES.map(([intensity, label]) => [label, distanceAtIntensity(workout.steps, intensity)])
    .filter(([, meters]) => (meters as number) > 0)
    .map(([label, meters]) => `${label} ${km(meters as number)}`)
    .join(' ')
}

function sessions(week: PlanWeek): string {
  return week.workouts
    .filter((w) => w.type === 'race' || (w.hard && w.type !== 'long') || pacesOf(w) !== '')
    .map((w) => {
      const day = DAY[isoWeekday(w.dateIso)]
      if (w.type === 'race') return `${day} RACE ${km(w.distanceMeters ?? 0)}`
      const paces = pacesOf(w)
      return `${day} ${w.type} ${km(w.distanceMeters ?? 0)}${paces ? ` (${paces})` : ''}`
    })
    .join('; ')
}

function flags(week: PlanWeek): string {
  const out: string[] = []
  if (week.partial) out.push('partial')
  if (week.isCutback) out.push('cutback')
  if (week.phase === 'taper') out.push('taper')
  if (week.phase === 'race') out.push('race week')
  return out.join(',')
}

export interface WeekRow {
  week: number
  dates: string
  phase: string
  targetKm: string
  plannedKm: string
  longKm: string
  quality: string
  doubles: number
  flags: string
  binds: string
}

export function weekRows(input: PlanInput, plan: Plan): WeekRow[] {
  const margins = new Map(normMargins(input, plan).map((m) => [m.week, m.norms]))
  return plan.weeks.map((week) => {
    const long = week.workouts.find((w) => w.type === 'long')
    const longText = long
      ? `${km(long.distanceMeters ?? 0)}${pacesOf(long) ? ` (${pacesOf(long)})` : ''}`
      : '-'
    const binding = (margins.get(week.index) ?? [])
      .filter((n) => n.binds)
      .map((n) => (n.violated ? `!${n.norm}` : n.norm))
    return {
      week: week.index,
      dates: `${week.startDateIso}..${week.endDateIso.slice(5)}`,
      phase: week.phase,
      targetKm: km(week.targetDistanceMeters),
      plannedKm: km(trained(week)),
      longKm: longText,
      quality: sessions(week) || '-',
      doubles: week.workouts.filter((w) => w.session === 2).length,
      flags: flags(week),
      binds: binding.join(', '),
    }
  })
}

const HEADER: Array<[keyof WeekRow, string]> = [
  ['week', 'wk'],
  ['dates', 'dates'],
  ['phase', 'phase'],
  ['targetKm', 'target'],
  ['plannedKm', 'planned'],
  ['longKm', 'long'],
  ['quality', 'quality sessions (km at M/T/I/R)'],
  ['doubles', 'dbl'],
  ['flags', 'flags'],
  ['binds', 'norms that bind (! broken)'],
]

/** The week table as aligned text, one line per week under a header. */
export function weekTable(input: PlanInput, plan: Plan): string {
  const rows = weekRows(input, plan)
  const cells = [
    HEADER.map(([, title]) => title),
    ...rows.map((row) => HEADER.map(([key]) => String(row[key]))),
  ]
  const widths = HEADER.map((_, i) => Math.max(...cells.map((line) => line[i].length)))
  return cells
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd()
    )
    .join('\n')
}

const clock = (seconds: number) => {
  const s = Math.round(seconds)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

function planHeader(input: PlanInput, plan: Plan): string[] {
  const f = plan.fitness
  const lines = [
    `Plan: ${plan.raceDistanceMeters === null ? 'base block' : `${km(plan.raceDistanceMeters)} km race on ${plan.raceDateIso}`}, ${plan.weeks.length} weeks from ${plan.startDateIso}, ${plan.experience}${plan.ageBand ? `, ${plan.ageBand}` : ''}${plan.compressed ? ', compressed' : ''}`,
    `Athlete: ${km(input.currentWeeklyMeters)} km/week, longest run ${input.longestRecentRunMeters === null ? 'unknown' : `${km(input.longestRecentRunMeters)} km`}, days ${input.availableDays.join(',')} (long run ${DAY[input.longRunDay]}), age ${input.ageYears ?? 'unknown'}, time off ${input.timeOffWeeks ?? 0} weeks`,
    `Fitness: VDOT ${f.vdot.toFixed(1)} (${f.vdotSource})${f.vdotBeforeBreak ? `, ${f.vdotBeforeBreak.toFixed(1)} before the break` : ''}; running days ${plan.runningDays.map((d) => DAY[d]).join(' ')}`,
  ]
  if (plan.prediction)
    lines.push(`Prediction: ${clock(plan.prediction.seconds)} (${plan.prediction.method})`)
  if (plan.raceTarget)
    lines.push(
      `Race target: ${clock(plan.raceTarget.seconds)} at ${plan.raceTarget.paceSecPerKm.toFixed(0)} s/km (${plan.raceTarget.basis})${plan.goalIsStretch ? `; goal ${clock(plan.goalSeconds ?? 0)} is a stretch` : ''}`
    )
  if (plan.note) lines.push(`Note: ${plan.note}`)
  for (const warning of plan.warnings) lines.push(`Warning (${warning.code}): ${warning.message}`)
  return lines
}

/** What `node ace plans:preview` prints for an input: the week table, or the refusal. */
export function previewText(input: PlanInput, result: GeneratePlanResult): string {
  if ('error' in result) {
    const e = result.error
    return [
      `Refused: ${e.code ?? '(no code)'} (field ${e.field})`,
      e.message,
      ...(e.earliestRaceDateIso ? [`Earliest race date: ${e.earliestRaceDateIso}`] : []),
      ...(e.alternatives ?? []).map((a) => `Alternative: ${a}`),
    ].join('\n')
  }
  const violations = planNormViolations(input, result.plan)
  return [
    ...planHeader(input, result.plan),
    '',
    weekTable(input, result.plan),
    '',
    violations.length
      ? `Norms broken (${violations.length}):\n${violations.map((v) => `  ${v.message}`).join('\n')}`
      : 'Every norm holds (docs/plans.md#norms).',
  ].join('\n')
}
