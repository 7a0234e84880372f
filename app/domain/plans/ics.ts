/*
 * A plan as an iCalendar feed (RFC 5545), for the secret calendar URL (docs/science.md#exports).
 *
 *   planToIcs(plan, options): string
 *   describeSteps(steps, system?): string[]   one text line per step (also used by pages)
 *
 * RFC 5545 details handled here: CRLF line endings (§3.1), lines folded at 75 octets without
 * splitting a UTF-8 character (§3.1), TEXT escaping of backslash, semicolon, comma and newline
 * (§3.3.11), all-day events as DTSTART;VALUE=DATE with DTEND the next day (§3.6.1), DTSTAMP in
 * UTC (§3.8.7.2), one stable UID per workout key (§3.8.4.7) so calendar apps update events in
 * place when the plan changes. Rest days are left out. A double (two runs on one date,
 * docs/plans.md#doubles) is two events on that day, "(run 1 of 2)" and "(run 2 of 2)", each with
 * the UID of its own key. Pure: `nowIso` is passed in.
 */
import { addDays } from '#domain/calendar'
import type { Plan, PlannedWorkout, StepTarget, WorkoutStep } from '#domain/plans/types'
import { sessionOf } from '#domain/plans/sessions'
import {
  formatDistance,
  formatDuration,
  formatPace,
  paceUnit,
  type UnitSystem,
} from '#domain/units'

export interface IcsOptions {
  calendarName: string
  /** Right-hand side of every UID, e.g. "pacewise.app". */
  uidDomain: string
  /** Distinguishes plans of one athlete (e.g. the plan id); part of every UID. */
  uidPrefix?: string
  /** DTSTAMP: when the feed is generated, an ISO date-time (UTC). */
  nowIso: string
  units?: UnitSystem
}

const CRLF = '\r\n'
const encoder = new TextEncoder()

// RFC 5545 §3.3.11: backslash, semicolon, comma escaped; newlines as \n.
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

// RFC 5545 §3.1: fold lines longer than 75 octets with CRLF + one space, never inside a character.
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let currentOctets = 0
  for (const char of line) {
    const octets = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (currentOctets + octets > limit) {
      parts.push(current)
      current = ''
      currentOctets = 0
    }
    current += char
    currentOctets += octets
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

function utcStamp(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new RangeError('nowIso must be an ISO date-time')
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const basicDate = (dateIso: string) => dateIso.replace(/-/g, '')

function targetText(target: StepTarget | undefined, system: UnitSystem): string {
  if (!target) return ''
  const [fast, slow] = target.paceSecPerKm
  const pace = ` @ ${formatPace(fast, system)}–${formatPace(slow, system)} ${paceUnit(system)}`
  const hr = target.hr ? `, HR ${target.hr[0]}–${target.hr[1]} bpm` : ''
  return pace + hr
}

function sizeText(step: WorkoutStep, system: UnitSystem): string {
  if (step.distanceMeters !== undefined) {
    return step.distanceMeters < 1000 && system === 'metric'
      ? `${step.distanceMeters} m`
      : formatDistance(step.distanceMeters, system, 1)
  }
  if (step.durationSeconds !== undefined) return formatDuration(step.durationSeconds)
  return 'open'
}

const KIND_TEXT: Record<WorkoutStep['kind'], string> = {
  warmup: 'Warm-up',
  active: 'Run',
  recovery: 'Recovery',
  cooldown: 'Cool-down',
  repeat: 'Repeat',
}

/** Human-readable lines for a workout's steps, e.g. "5 × (Run 1000 m @ 3:50–4:02 /km; Recovery 3:50)". */
export function describeSteps(steps: WorkoutStep[], system: UnitSystem = 'metric'): string[] {
  return steps.map((step) => {
    if (step.repeat) {
      return `${step.repeat.count} × (${describeSteps(step.repeat.steps, system).join('; ')})`
    }
    return `${KIND_TEXT[step.kind]} ${sizeText(step, system)}${targetText(step.target, system)}`
  })
}

function description(workout: PlannedWorkout, system: UnitSystem): string {
  const lines = [workout.purpose]
  const size: string[] = []
  if (workout.distanceMeters) size.push(formatDistance(workout.distanceMeters, system, 1))
  if (workout.durationSeconds) size.push(`about ${formatDuration(workout.durationSeconds)}`)
  if (size.length > 0) lines.push(size.join(', '))
  lines.push(...describeSteps(workout.steps, system))
  return lines.join('\n')
}

export function planToIcs(plan: Plan, options: IcsOptions): string {
  const system = options.units ?? 'metric'
  const stamp = utcStamp(options.nowIso)
  const prefix = options.uidPrefix ? `${options.uidPrefix}-` : ''
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pacewise//Training plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
  ]
  const runsOnDate = new Map<string, number>()
  for (const workout of plan.weeks.flatMap((week) => week.workouts)) {
    if (workout.type !== 'rest')
      runsOnDate.set(workout.dateIso, (runsOnDate.get(workout.dateIso) ?? 0) + 1)
  }
  for (const week of plan.weeks) {
    for (const workout of week.workouts) {
      if (workout.type === 'rest') continue
      const runs = runsOnDate.get(workout.dateIso) ?? 1
      const summary =
        runs > 1 ? `${workout.title} (run ${sessionOf(workout)} of ${runs})` : workout.title
      lines.push(
        'BEGIN:VEVENT',
        `UID:${prefix}${workout.key}@${options.uidDomain}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${basicDate(workout.dateIso)}`,
        `DTEND;VALUE=DATE:${basicDate(addDays(workout.dateIso, 1))}`,
        `SUMMARY:${escapeText(summary)}`,
        `DESCRIPTION:${escapeText(description(workout, system))}`,
        `CATEGORIES:${escapeText(workout.type)}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT'
      )
    }
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
