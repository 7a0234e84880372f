/*
 * Words, colours and unit formatting shared by the plan page and the Dashboard. Every colour
 * comes with a text label (colour is never the only signal). Numbers arrive in SI units and are
 * shown in the athlete's units.
 */
import { addDays, daysBetween } from '#domain/calendar'
import {
  formatDistance,
  formatDuration,
  formatPace,
  paceUnit,
  type UnitSystem,
} from '#domain/units'
import type { Phase, StepTarget, WorkoutStep, WorkoutType } from '#domain/plans/types'
import type { ComplianceDto, PlanWeekDto, PlanWorkoutDto } from '#dtos/plan'
import { dateTimeFormat } from '~/lib/format_locale'

export const WEEKDAYS = [
  { value: 1, label: 'Monday', short: 'Mon' },
  { value: 2, label: 'Tuesday', short: 'Tue' },
  { value: 3, label: 'Wednesday', short: 'Wed' },
  { value: 4, label: 'Thursday', short: 'Thu' },
  { value: 5, label: 'Friday', short: 'Fri' },
  { value: 6, label: 'Saturday', short: 'Sat' },
  { value: 7, label: 'Sunday', short: 'Sun' },
] as const

export const PHASE_STYLES: Record<Phase, { label: string; className: string }> = {
  base: { label: 'Base', className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  build: { label: 'Build', className: 'bg-violet-50 text-violet-800 ring-violet-200' },
  peak: { label: 'Peak', className: 'bg-orange-50 text-orange-800 ring-orange-200' },
  taper: { label: 'Taper', className: 'bg-teal-50 text-teal-800 ring-teal-200' },
  race: { label: 'Race', className: 'bg-amber-50 text-amber-900 ring-amber-300' },
}

/** Type label and the colour of its left border and chip in the calendar. */
export const WORKOUT_STYLES: Record<WorkoutType, { label: string; className: string }> = {
  easy: { label: 'Easy', className: 'border-l-emerald-500 bg-emerald-50' },
  long: { label: 'Long run', className: 'border-l-blue-600 bg-blue-50' },
  recovery: { label: 'Recovery', className: 'border-l-gray-400 bg-gray-50' },
  tempo: { label: 'Tempo', className: 'border-l-orange-500 bg-orange-50' },
  threshold: { label: 'Threshold', className: 'border-l-orange-600 bg-orange-50' },
  intervals: { label: 'Intervals', className: 'border-l-red-600 bg-red-50' },
  marathon_pace: { label: 'Marathon pace', className: 'border-l-violet-600 bg-violet-50' },
  strides: { label: 'Strides', className: 'border-l-teal-500 bg-teal-50' },
  rest: { label: 'Rest', className: 'border-l-gray-300 bg-white' },
  race: { label: 'Race', className: 'border-l-amber-500 bg-amber-50' },
}

export const COMPLIANCE_STYLES: Record<ComplianceDto['status'], string> = {
  completed: 'bg-emerald-100 text-emerald-900',
  partial: 'bg-amber-100 text-amber-900',
  over: 'bg-orange-100 text-orange-900',
  missed: 'bg-red-100 text-red-900',
  pending: 'bg-gray-100 text-gray-700',
  rest: 'bg-gray-100 text-gray-700',
  unplanned: 'bg-sky-100 text-sky-900',
}

export const WEEK_LEVEL_STYLES: Record<
  PlanWeekDto['compliance']['level'],
  { bar: string; text: string }
> = {
  good: { bar: 'bg-emerald-600', text: 'text-emerald-800' },
  warn: { bar: 'bg-amber-500', text: 'text-amber-800' },
  bad: { bar: 'bg-red-600', text: 'text-red-800' },
  neutral: { bar: 'bg-gray-500', text: 'text-gray-700' },
}

export const STATUS_LABELS: Record<PlanWorkoutDto['status'], string> = {
  planned: 'Planned',
  done: 'Done',
  skipped: 'Skipped',
}

const STEP_KIND_LABELS: Record<WorkoutStep['kind'], string> = {
  warmup: 'Warm-up',
  active: 'Run',
  recovery: 'Recovery',
  cooldown: 'Cool-down',
  repeat: 'Repeat',
}

const INTENSITY_LABELS: Record<StepTarget['intensity'], string> = {
  recovery: 'recovery',
  easy: 'easy',
  marathon: 'marathon pace',
  threshold: 'threshold',
  interval: 'interval',
  repetition: 'repetition',
  race: 'race pace',
}

/** "Mon 3 Mar" for a local calendar date. */
export function shortDate(iso: string) {
  return dateTimeFormat({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

/** "Saturday, 12 April 2026" for a local calendar date. */
export function longDate(iso: string) {
  return dateTimeFormat({
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

/** "April 2026". */
export function monthTitle(iso: string) {
  return dateTimeFormat({
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

export function dayOfMonth(iso: string) {
  return Number(iso.slice(8, 10))
}

/** The ISO dates from `fromIso` to `toIso` inclusive. */
export function dateRange(fromIso: string, toIso: string): string[] {
  const count = daysBetween(fromIso, toIso) + 1
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(fromIso, i))
}

/** "in 12 weeks and 3 days", "tomorrow", "today", "5 days ago". */
export function countdown(todayIso: string, dateIso: string) {
  const days = daysBetween(todayIso, dateIso)
  if (days === 0) return 'today'
  if (days === 1) return 'tomorrow'
  if (days < 0) return `${-days} ${-days === 1 ? 'day' : 'days'} ago`
  const weeks = Math.floor(days / 7)
  const rest = days % 7
  const parts = []
  if (weeks > 0) parts.push(`${weeks} ${weeks === 1 ? 'week' : 'weeks'}`)
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'day' : 'days'}`)
  return `in ${parts.join(' and ')}`
}

/** "Marathon", "Half marathon", "10 km" or "15.0 km" / "9.3 mi". */
export function raceName(distanceMeters: number | null, units: UnitSystem) {
  if (distanceMeters === null) return 'Base-building block'
  if (distanceMeters === 42195) return 'Marathon'
  if (distanceMeters === 21097.5) return 'Half marathon'
  if (distanceMeters === 10000) return '10K'
  if (distanceMeters === 5000) return '5K'
  return `${formatDistance(distanceMeters, units, 1)} race`
}

/** Distance, or the metric short form "800 m" for track repeats. */
export function stepDistance(distanceMeters: number, units: UnitSystem) {
  return distanceMeters < 1000 && units === 'metric'
    ? `${Math.round(distanceMeters)} m`
    : formatDistance(distanceMeters, units, distanceMeters < 1000 ? 2 : 1)
}

/** "4:50–5:10 /km" */
export function paceRangeText(target: StepTarget, units: UnitSystem) {
  const [fast, slow] = target.paceSecPerKm
  return `${formatPace(fast, units)}–${formatPace(slow, units)} ${paceUnit(units)}`
}

export function hrRangeText(target: StepTarget) {
  return target.hr ? `${target.hr[0]}–${target.hr[1]} bpm` : null
}

export function intensityLabel(target: StepTarget) {
  return INTENSITY_LABELS[target.intensity]
}

export function stepKindLabel(step: WorkoutStep) {
  return STEP_KIND_LABELS[step.kind]
}

export function stepSize(step: WorkoutStep, units: UnitSystem) {
  if (step.distanceMeters !== undefined) return stepDistance(step.distanceMeters, units)
  if (step.durationSeconds !== undefined) return formatDuration(step.durationSeconds)
  return 'open'
}

/** "10.0 km · about 55:00" (whatever the workout has). */
export function workoutSize(
  workout: Pick<PlanWorkoutDto, 'distanceMeters' | 'durationSeconds'>,
  units: UnitSystem
) {
  const parts: string[] = []
  if (workout.distanceMeters) parts.push(formatDistance(workout.distanceMeters, units, 1))
  if (workout.durationSeconds) parts.push(`about ${formatDuration(workout.durationSeconds)}`)
  return parts.join(' · ')
}

/** The main target of a workout (its first active step), as one line for cards. */
export function mainTarget(steps: WorkoutStep[], units: UnitSystem): string | null {
  const flat = flattenSteps(steps)
  const step = flat.find((s) => s.kind === 'active' && s.target) ?? flat.find((s) => s.target)
  if (!step?.target) return null
  const hr = hrRangeText(step.target)
  return `${paceRangeText(step.target, units)}${hr ? ` · ${hr}` : ''}`
}

function flattenSteps(steps: WorkoutStep[]): WorkoutStep[] {
  return steps.flatMap((step) => (step.repeat ? flattenSteps(step.repeat.steps) : [step]))
}

/** An ISO date found in a message ("… earliest sensible date is 2026-05-02."). */
export function isoDateIn(message: string | undefined): string | null {
  return message?.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? null
}

/** A workout a person can still move: planned, today or later, neither the race nor a rest day. */
export function isMovable(workout: PlanWorkoutDto, todayIso: string) {
  return (
    workout.type !== 'race' &&
    workout.type !== 'rest' &&
    workout.status === 'planned' &&
    workout.date >= todayIso
  )
}
