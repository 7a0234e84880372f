/*
 * The rules of the athlete's current VDOT (the Progress page, the Dashboard's race card and
 * the coach all use them): which race result and which effort estimates count.
 */
import { predictRaceSeconds } from '#domain/science/vdot'
import type { RaceResult } from '#domain/science/prediction'

/** Effort estimates count for this many days (about three months of training). */
export const EFFORT_VDOT_WINDOW_DAYS = 84
/** A profile race counts for this long (predictRace's default: about six months). */
export const RACE_VDOT_MAX_AGE_DAYS = 182
/** The VDOT equations are fitted from 1500 m up (prediction.ts). */
export const MIN_VDOT_RACE_METERS = 1500

/**
 * The best effort an estimate comes from (stored in the activity's summary), or, when it is
 * missing or too short for the VDOT equations, the 5 km time equivalent to the estimate.
 */
export function effortAsRace(summary: unknown, vdot: number): RaceResult {
  try {
    const parsed = typeof summary === 'string' ? JSON.parse(summary) : summary
    const from = parsed?.vdotEstimate
    if (from && from.fromDistanceMeters >= MIN_VDOT_RACE_METERS && from.fromDurationSeconds > 0) {
      return { distanceMeters: from.fromDistanceMeters, durationSeconds: from.fromDurationSeconds }
    }
  } catch {
    // fall through to the equivalent 5 km
  }
  return { distanceMeters: 5000, durationSeconds: predictRaceSeconds(vdot, 5000) }
}
