/*
 * A seeded population of athletes for the norm property test (docs/plans.md#norms): every
 * distance from 5K to the marathon plus 50 and 100 km ultras, 0–200 km a week, 1–7 days, 3–40
 * weeks out (and a partial first week when the start is not a week before a race weekday), ages
 * 16–80 or unknown, beginner to advanced, returners 0–16 weeks off, goals from easy to
 * impossible, VDOT null or 30–75. Deterministic: the same seed gives the same athletes.
 */
import { addDays } from '#domain/calendar'
import { predictRaceSeconds } from '#domain/science/vdot'
import type { Experience, IsoWeekday, PlanInput } from '#domain/plans/types'

/** Mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const DISTANCES = [5000, 10000, 15000, 21097.5, 30000, 42195, 50000, 100000]
/** Mostly the classic distances; a few custom ones. */
const DISTANCE_WEIGHTS = [20, 20, 4, 20, 3, 22, 6, 5]
const LEVELS: Experience[] = ['beginner', 'intermediate', 'advanced']

export interface Athlete {
  id: number
  input: PlanInput
}

function pickWeighted<T>(rand: () => number, items: T[], weights: number[]): T {
  const total = weights.reduce((a, b) => a + b, 0)
  let r = rand() * total
  for (const [i, item] of items.entries()) {
    r -= weights[i]
    if (r < 0) return item
  }
  return items[items.length - 1]
}

const int = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))

function days(rand: () => number): IsoWeekday[] {
  const count = pickWeighted(rand, [1, 2, 3, 4, 5, 6, 7], [3, 5, 14, 22, 24, 18, 14])
  const all: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7]
  for (let i = all.length - 1; i > 0; i--) {
    const j = int(rand, 0, i)
    ;[all[i], all[j]] = [all[j], all[i]]
  }
  return all.slice(0, count).sort((a, b) => a - b)
}

/** Weekly volume, m: by level, with a tail to 0 and to 200 km. */
function weekly(rand: () => number, level: Experience): number {
  const r = rand()
  if (r < 0.08) return int(rand, 0, 10) * 1000
  if (r < 0.14) return int(rand, 100, 200) * 1000
  const [lo, hi] = level === 'beginner' ? [5, 45] : level === 'intermediate' ? [20, 80] : [35, 130]
  return Math.round((lo + rand() * (hi - lo)) * 10) * 100
}

function longest(rand: () => number, weeklyMeters: number): number | null {
  const r = rand()
  if (r < 0.15) return null
  if (r < 0.2) return int(rand, 5, 40) * 1000 // may contradict the volume
  const share = 0.15 + rand() * 0.3
  return Math.round(Math.min(36000, Math.max(2000, weeklyMeters * share)) / 100) * 100
}

function goal(rand: () => number, vdot: number | null, distance: number): number | null {
  if (rand() < 0.3) return null
  const base = predictRaceSeconds(vdot ?? 40, distance)
  // 0.75 (impossible) to 1.25 (easy) of the prediction.
  return Math.round(base * (0.75 + rand() * 0.5))
}

export function athlete(rand: () => number, id: number): Athlete {
  const distance = pickWeighted(rand, DISTANCES, DISTANCE_WEIGHTS)
  const experience = LEVELS[int(rand, 0, 2)]
  const weeklyMeters = weekly(rand, experience)
  const runDays = days(rand)
  const weeksOut = int(rand, 3, 40)
  const startDateIso = addDays('2027-01-04', int(rand, 0, 364))
  // A race on any weekday: the first week is partial unless the start falls 7n − 1 days before.
  const raceDateIso = addDays(startDateIso, weeksOut * 7 - 1 - int(rand, 0, 6))
  const vdot = rand() < 0.2 ? null : Math.round((30 + rand() * 45) * 10) / 10
  const age = rand() < 0.15 ? null : int(rand, 16, 80)
  const timeOff = rand() < 0.75 ? 0 : int(rand, 1, 16)
  return {
    id,
    input: {
      raceDistanceMeters: distance,
      raceDateIso,
      goalSeconds: goal(rand, vdot, distance),
      currentWeeklyMeters: weeklyMeters,
      longestRecentRunMeters: longest(rand, weeklyMeters),
      availableDays: runDays,
      longRunDay: runDays[int(rand, 0, runDays.length - 1)],
      experience,
      startDateIso,
      vdot,
      hrZones: null,
      todayIso: startDateIso,
      ageYears: age,
      timeOffWeeks: timeOff,
    },
  }
}

export function population(size: number, seed = 27): Athlete[] {
  const rand = random(seed)
  return Array.from({ length: size }, (_, id) => athlete(rand, id))
}

/** The p-th percentile (0–100) of values, nearest rank; NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]
}
