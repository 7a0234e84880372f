/*
 * Figures in the athlete's units for the coach's tools and replies. Everything is stored in SI
 * units; these helpers are the edge (docs/architecture.md#conventions).
 */
import {
  formatDistance,
  formatDuration,
  formatPace,
  kilogramsToPounds,
  paceUnit,
  type UnitSystem,
} from '#domain/units'
import { isoWeekday } from '#domain/calendar'
import type { TrainingPaces } from '#domain/science/vdot'
import type { WorkoutStep } from '#domain/plans/types'

export function distance(meters: number, units: UnitSystem, decimals = 1) {
  return formatDistance(meters, units, decimals)
}

export function pace(secPerKm: number, units: UnitSystem) {
  return `${formatPace(secPerKm, units)}${paceUnit(units)}`
}

/** A pace band, fast to slow: "5:10–5:45/km". */
export function paceRange(fastSecPerKm: number, slowSecPerKm: number, units: UnitSystem) {
  return `${formatPace(fastSecPerKm, units)}–${formatPace(slowSecPerKm, units)}${paceUnit(units)}`
}

/** A body weight in the athlete's units: "70 kg", "154 lb". */
export function weight(kilograms: number, units: UnitSystem) {
  return units === 'imperial'
    ? `${Math.round(kilogramsToPounds(kilograms))} lb`
    : `${Math.round(kilograms * 10) / 10} kg`
}

/** What a message asked its figures in ("in miles please", "per km"), as understood. */
export interface AskedUnits {
  distanceUnit?: 'km' | 'mile'
  paceUnit?: 'km' | 'mile' | '400m' | 'lap'
}

/**
 * The unit system an answer's distances are given in: the one the message (or its thread) asked
 * for, else the athlete's profile.
 */
export function distanceUnitsFor(profileUnits: UnitSystem, asked: AskedUnits = {}): UnitSystem {
  if (asked.distanceUnit) return asked.distanceUnit === 'mile' ? 'imperial' : 'metric'
  return profileUnits
}

/**
 * The unit system an answer's paces are given in: the pace unit asked ("per mile", "au km"),
 * else the distance unit asked, else the athlete's profile. A pace per 400 m lap is worked out
 * from the metric pace.
 */
export function paceUnitsFor(profileUnits: UnitSystem, asked: AskedUnits = {}): UnitSystem {
  if (asked.paceUnit === 'mile') return 'imperial'
  if (asked.paceUnit) return 'metric'
  return distanceUnitsFor(profileUnits, asked)
}

export function duration(seconds: number) {
  return formatDuration(seconds)
}

/** Daniels' training paces in the athlete's units. */
export function trainingPacesText(paces: TrainingPaces, units: UnitSystem) {
  return {
    easy: paceRange(paces.easy.fastSecPerKm, paces.easy.slowSecPerKm, units),
    marathon: pace(paces.marathon, units),
    threshold: pace(paces.threshold, units),
    interval: pace(paces.interval, units),
    repetition: pace(paces.repetition, units),
  }
}

/** One line per step: "10:00 warm-up easy 5:20–5:55/km", "5 × (1.0 km at 4:05/km, 2:00 easy)". */
export function stepsText(steps: WorkoutStep[], units: UnitSystem): string {
  return steps.map((step) => stepText(step, units)).join('; ')
}

function stepText(step: WorkoutStep, units: UnitSystem): string {
  if (step.kind === 'repeat' && step.repeat) {
    return `${step.repeat.count} × (${step.repeat.steps.map((s) => stepText(s, units)).join(', ')})`
  }
  const size = step.distanceMeters
    ? distance(step.distanceMeters, units, 1)
    : step.durationSeconds
      ? duration(step.durationSeconds)
      : ''
  const kind = step.kind === 'active' ? '' : ` ${step.kind === 'warmup' ? 'warm-up' : step.kind}`
  const target = step.target
    ? ` ${step.target.intensity} ${paceRange(step.target.paceSecPerKm[0], step.target.paceSecPerKm[1], units)}${step.target.hr ? ` (${step.target.hr[0]}–${step.target.hr[1]} bpm)` : ''}`
    : ''
  return `${size}${kind}${target}`.trim()
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

/** "Tuesday 2026-03-03". */
export function dayLabel(dateIso: string) {
  return `${WEEKDAYS[isoWeekday(dateIso) - 1]} ${dateIso}`
}

export function round(value: number, digits = 1) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
