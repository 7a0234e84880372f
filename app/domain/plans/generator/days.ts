/*
 * Which weekdays are run and which of them hold quality (docs/plans.md#where-quality-goes): the
 * long-run day, quality days never next to another hard day (two easy days between them for
 * masters, veterans and returners' first weeks: Pfitzinger's masters chapter, Friel), the day
 * before the long run a rest or easy day, and at least one easy run a week.
 */
import type { Experience, IsoWeekday, PlanWarning } from '#domain/plans/types'
import { MAX_RUNNING_DAYS } from '#domain/plans/generator/model'

export interface Pattern {
  longRunDay: IsoWeekday
  runningDays: IsoWeekday[]
  /** Quality days, best first (farthest from the long run). */
  qualityDays: IsoWeekday[]
}

/** Cyclic distance between weekdays (the pattern repeats every week). */
export const dayGap = (a: number, b: number) => {
  const diff = (((a - b) % 7) + 7) % 7
  return Math.min(diff, 7 - diff)
}

function spread(days: number[]): number {
  if (days.length < 2) return 7
  const sorted = [...days].sort((a, b) => a - b)
  return Math.min(
    ...sorted.map((day, i) => (i === sorted.length - 1 ? sorted[0] + 7 : sorted[i + 1]) - day)
  )
}

const subsets = <T>(items: T[]): T[][] =>
  Array.from({ length: 1 << items.length }, (_x, mask) => items.filter((_y, i) => mask & (1 << i)))

/** The largest set of quality days among `days`, each ≥ minGap from the others and the long run. */
function qualitySet(days: IsoWeekday[], longRunDay: IsoWeekday, wanted: number, minGap: number) {
  let best: { score: number; days: IsoWeekday[] } = { score: -1, days: [] }
  for (const set of subsets(days.filter((day) => dayGap(day, longRunDay) >= minGap))) {
    if (set.length > wanted) continue
    if (set.some((a, i) => set.some((b, j) => i < j && dayGap(a, b) < minGap))) continue
    const score = set.length * 100 + spread([longRunDay, ...set]) * 10
    if (score > best.score) best = { score, days: set }
  }
  return best
}

/**
 * `count` running days with the long-run day, the most quality days (≤ wanted, keeping one easy
 * run when there are 3 or more days), a rest day before the long run when possible, runs spread.
 */
export function choosePattern(
  availableDays: IsoWeekday[],
  longRunDay: IsoWeekday,
  count: number,
  wantedQuality: number,
  minGap: number
): Pattern {
  const others = [...availableDays].sort((a, b) => a - b).filter((day) => day !== longRunDay)
  let best: { score: number; pattern: Pattern } | null = null
  for (const chosen of subsets(others)) {
    if (chosen.length !== count - 1) continue
    const days = [longRunDay, ...chosen].sort((a, b) => a - b) as IsoWeekday[]
    // Two easy runs besides the long run and the quality from 4 days up (Higdon's 4-day plans:
    // one quality session), one easy run with 3 days; with 2 days both runs carry volume.
    const wanted = Math.min(
      wantedQuality,
      days.length >= 4 ? days.length - 3 : Math.max(0, days.length - 2)
    )
    const hard = qualitySet(chosen, longRunDay, wanted, minGap)
    const dayBeforeLong = (longRunDay === 1 ? 7 : longRunDay - 1) as IsoWeekday
    const restBeforeLong = days.includes(dayBeforeLong) ? 0 : 1
    const score = hard.score * 100 + restBeforeLong * 50 + spread(days) * 10
    if (best === null || score > best.score) {
      const qualityDays = [...hard.days].sort(
        (a, b) => dayGap(b, longRunDay) - dayGap(a, longRunDay) || a - b
      )
      best = { score, pattern: { longRunDay, runningDays: days, qualityDays } }
    }
  }
  return best!.pattern
}

/** Average run the day count aims at: about 11 km at the plan's peak (Pfitzinger's 55 mi in 5–6). */
const RUN_METERS_AT_PEAK = 11000

/**
 * How many of the offered days are run: what the level allows (Higdon's novice plans run 4
 * days) and what the peak volume needs; never fewer than the distance needs. Fewer days than
 * offered always come with a warning that says why.
 */
export function runningDayCount(options: {
  available: number
  experience: Experience
  peakMeters: number
  minDays: number
}): { count: number; warning: PlanWarning | null } {
  const { available, experience, peakMeters, minDays } = options
  const byLevel = MAX_RUNNING_DAYS[experience]
  const byVolume = Math.max(3, Math.ceil(peakMeters / RUN_METERS_AT_PEAK))
  const count = Math.min(available, Math.max(minDays, Math.min(byLevel, byVolume)))
  if (count >= available) return { count, warning: null }
  const why =
    byLevel <= byVolume
      ? `${experience} plans run at most ${byLevel} days a week here (novice plans such as Higdon's run 3–4), so the body has days to absorb the training`
      : `at up to ${Math.round(peakMeters / 1000)} km a week, ${count} runs are enough and the other days are rest`
  return {
    count,
    warning: {
      code: 'running_days_used',
      message: `The plan runs on ${count} of the ${available} days you offered: ${why}.`,
    },
  }
}
