/*
 * Sharing a week's easy volume over its easy days (docs/plans.md#runs-around-the-long-run-and-doubles). Each run stays within
 * its cap (75 % of the week's long run, 16 km except one medium-long run; race week: its own cap).
 * What single runs cannot hold, and in weeks over 110 km the biggest easy days, become doubles:
 * a second easy run of at least 4 km later the same day (Pfitzinger & Douglas' 70+ mile plans).
 */
import {
  DOUBLES_ABOVE_METERS,
  DOUBLE_MIN_METERS,
  MEDIUM_LONG_MIN_METERS,
} from '#domain/plans/generator/model'
import { floor100 } from '#domain/plans/generator/weekly_targets'

export interface EasySlot {
  day: number
  /** Share of the volume relative to an ordinary easy day (recovery 0.8, before the long run 0.6). */
  weight: number
  /** Longest single run this day may hold. */
  cap: number
  /** Whether a second run may be added (not in race week). */
  doubles: boolean
  /** The cap this day may take before a week under the doubles volume doubles any day (the day
   *  before the long run: the usual cap rather than half the long run). */
  relaxedCap?: number
}

/** Water-filling: shares `meters` by weight, a capped slot keeps its cap and the rest goes on. */
function fill(slots: EasySlot[], meters: number, capOf: (slot: EasySlot) => number) {
  const result = new Map<number, number>(slots.map((slot) => [slot.day, 0]))
  let open = slots.filter((slot) => capOf(slot) > 0)
  let left = meters
  while (open.length > 0 && left > 0) {
    const weights = open.reduce((sum, slot) => sum + slot.weight, 0)
    const capped = open.filter((slot) => (left * slot.weight) / weights >= capOf(slot))
    if (capped.length === 0) {
      for (const slot of open) result.set(slot.day, (left * slot.weight) / weights)
      left = 0
      break
    }
    for (const slot of capped) {
      result.set(slot.day, capOf(slot))
      left -= capOf(slot)
    }
    open = open.filter((slot) => !capped.includes(slot))
  }
  return { result, left: Math.max(0, left) }
}

/** Rounds every run down to 100 m, then gives the rounding back to the runs with room. */
function roundRuns(runs: Map<number, number[]>, total: number, capOf: (day: number) => number) {
  let left = total
  for (const [day, list] of runs) {
    const rounded = list.map(floor100)
    runs.set(day, rounded)
    left -= rounded.reduce((a, b) => a + b, 0)
  }
  for (const [day, list] of runs) {
    if (left < 100) break
    const add = Math.min(floor100(left), floor100(capOf(day) - list[0]))
    if (add > 0 && list[0] > 0) {
      list[0] += add
      left -= add
    }
  }
}

/** Two runs of a day: the second easy, ≥ 4 km, never past 16 km (it is not the medium-long). */
function splitDay(total: number, cap: number, secondCap: number): number[] {
  const wanted = Math.max(DOUBLE_MIN_METERS, total - cap, floor100(0.4 * total))
  const second = Math.min(floor100(secondCap), Math.ceil(wanted / 100) * 100)
  return [total - second, second]
}

/**
 * Easy runs per day: [first] or [first, second]. `mediumCap` lets one slot (the first) go past
 * 16 km up to it. Returns the runs and what could not be placed (0 when the week fits).
 */
export function shareEasyVolume(options: {
  slots: EasySlot[]
  meters: number
  weekMeters: number
  mediumCap: number | null
}): { runs: Map<number, number[]>; unplaced: number } {
  const { slots, meters } = options
  let single = (slot: EasySlot): number =>
    slot === slots[0] && options.mediumCap !== null
      ? Math.min(slot.cap, options.mediumCap)
      : Math.min(slot.cap, MEDIUM_LONG_MIN_METERS)
  let first = fill(slots, meters, single)
  const wantDoubles = options.weekMeters > DOUBLES_ABOVE_METERS
  if (first.left > 0 && !wantDoubles && slots.some((slot) => slot.relaxedCap !== undefined)) {
    // Below the doubles volume a longer run before the long run beats a second run of the day.
    const base = single
    single = (slot: EasySlot) =>
      slot.relaxedCap === undefined ? base(slot) : Math.min(slot.relaxedCap, MEDIUM_LONG_MIN_METERS)
    first = fill(slots, meters, single)
  }
  const runs = new Map<number, number[]>(
    slots.map((slot) => [slot.day, [first.result.get(slot.day)!]])
  )
  const doubling = slots.filter((slot) => slot.doubles)
  let unplaced = first.left
  if (unplaced > 0 || wantDoubles) {
    const totals = fill(
      doubling,
      unplaced + doubling.reduce((s, x) => s + first.result.get(x.day)!, 0),
      (slot) => single(slot) + Math.min(single(slot), MEDIUM_LONG_MIN_METERS)
    )
    unplaced = totals.left
    for (const slot of doubling) {
      const total = totals.result.get(slot.day)!
      const split = total > single(slot) || (wantDoubles && total >= 3 * DOUBLE_MIN_METERS)
      if (split && single(slot) >= DOUBLE_MIN_METERS && total >= DOUBLE_MIN_METERS + 1000)
        runs.set(
          slot.day,
          splitDay(total, single(slot), Math.min(single(slot), MEDIUM_LONG_MIN_METERS))
        )
      else {
        // Too little for a second run of 4 km: the day holds its single run, the rest is unplaced.
        runs.set(slot.day, [Math.min(total, single(slot))])
        unplaced += Math.max(0, total - single(slot))
      }
    }
  }
  const capOf = (day: number) => single(slots.find((slot) => slot.day === day)!)
  roundRuns(runs, meters - unplaced, capOf)
  return { runs, unplaced }
}
