/*
 * Published plans as anchors (docs/plans.md#published-plans-side-by-side): for each distance an
 * athlete who matches a published plan, the plan Pacewise generates for them, and the published
 * plan's weekly volume and longest run (figures only). `anchorsMarkdown()` renders the table that
 * docs/plans.md holds between its `anchors:start` / `anchors:end` markers; `node ace plans:anchors`
 * prints it (or writes it with --write) and tests/unit/plans/anchors.spec.ts fails when the doc
 * and the generator disagree. Pure: fixed dates, no clock.
 */
import { generatePlan, weekTrainingMeters } from '#domain/plans/generate_plan'
import type { Plan, PlanInput } from '#domain/plans/types'

export interface PublishedPlan {
  /** Book or author and plan name. */
  name: string
  weeks: number
  /** Peak weekly volume, km (converted from miles where the plan is in miles). */
  peakKm: [number, number]
  /** Longest run, km. */
  longestRunKm: [number, number]
  /** Why ours differs, when it does. */
  difference: string
  /** Ours is within 10 % of the published peak week and longest run (checked by the tests). */
  close?: true
}

export interface Anchor {
  id: string
  label: string
  input: PlanInput
  published: PublishedPlan
}

/** A Monday; every race is on a Sunday `weeks` weeks later, so all weeks are full. */
const START = '2026-06-08'
const sundayAfter = (weeks: number) => {
  const day = new Date(`${START}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + weeks * 7 - 1)
  return day.toISOString().slice(0, 10)
}
const mi = (miles: number) => Math.round(miles * 1.609344 * 10) / 10

const athlete = (
  patch: Partial<PlanInput> & Pick<PlanInput, 'raceDistanceMeters' | 'experience'>,
  weeks: number
): PlanInput => ({
  goalSeconds: null,
  currentWeeklyMeters: 30000,
  longestRecentRunMeters: null,
  availableDays: [2, 4, 6, 7],
  longRunDay: 7,
  startDateIso: START,
  vdot: 40,
  hrZones: null,
  raceDateIso: sundayAfter(weeks),
  ...patch,
})

export const ANCHORS: Anchor[] = [
  {
    id: '5k-novice',
    label: '5K, beginner, 12 km a week on 3 days, 8 weeks',
    input: athlete(
      {
        raceDistanceMeters: 5000,
        experience: 'beginner',
        currentWeeklyMeters: 12000,
        longestRecentRunMeters: 5000,
        availableDays: [2, 4, 7],
        vdot: 32,
      },
      8
    ),
    published: {
      name: 'Higdon, 5K Novice (8 weeks, 3–4 runs a week)',
      weeks: 8,
      peakKm: [mi(8), mi(12)],
      longestRunKm: [mi(3), mi(3.5)],
      difference:
        'Similar volume, grown from what the athlete already runs; our long run is 40 % of a 3-day week, so it goes past 5 km where Higdon keeps every run near the race distance.',
    },
  },
  {
    id: '10k-intermediate',
    label: '10K, intermediate, 30 km a week on 5 days, 10 weeks',
    input: athlete(
      {
        raceDistanceMeters: 10000,
        experience: 'intermediate',
        currentWeeklyMeters: 30000,
        longestRecentRunMeters: 10000,
        availableDays: [2, 3, 4, 6, 7],
        vdot: 42,
      },
      10
    ),
    published: {
      name: "Daniels' Running Formula, 10K (long run ≤ 25–30 % of the week or 150 min)",
      weeks: 10,
      peakKm: [35, 45],
      longestRunKm: [10.5, 13.5],
      difference:
        'Same long-run rule (30 % of the week); the peak is the current volume + 35 % (scaled to the weeks before the taper).',
      close: true,
    },
  },
  {
    id: 'half-novice',
    label: 'Half marathon, beginner, 20 km a week on 4 days, 12 weeks',
    input: athlete(
      {
        raceDistanceMeters: 21097.5,
        experience: 'beginner',
        currentWeeklyMeters: 20000,
        longestRecentRunMeters: 6000,
        vdot: 34,
      },
      12
    ),
    published: {
      name: 'Higdon, Half Marathon Novice 1 (12 weeks)',
      weeks: 12,
      peakKm: [mi(17), mi(22)],
      longestRunKm: [mi(10), mi(10)],
      difference:
        'Our longest run is shorter: it stays within 40 % of the week, and the 10 % rule from 20 km a week does not reach the volume that would carry a 10-mile run in 12 weeks (Higdon takes 10 mi from a smaller week).',
    },
  },
  {
    id: 'half-intermediate',
    label: 'Half marathon, intermediate, 30 km a week on 4 days, 14 weeks',
    input: athlete(
      {
        raceDistanceMeters: 21097.5,
        experience: 'intermediate',
        currentWeeklyMeters: 30000,
        longestRecentRunMeters: 12000,
        vdot: 40,
      },
      14
    ),
    published: {
      name: 'Higdon, Half Marathon Intermediate 1 (12 weeks)',
      weeks: 12,
      peakKm: [mi(25), mi(30)],
      longestRunKm: [mi(10), mi(12)],
      difference:
        'Comparable long run (40 % of the week); the peak is the current volume + 35 %, at the low end of Higdon, reached over 14 weeks.',
      close: true,
    },
  },
  {
    id: 'marathon-55',
    label: 'Marathon, intermediate, 50 km a week on 5 days, 18 weeks',
    input: athlete(
      {
        raceDistanceMeters: 42195,
        experience: 'intermediate',
        currentWeeklyMeters: 50000,
        longestRecentRunMeters: 18000,
        availableDays: [2, 3, 4, 6, 7],
        vdot: 45,
      },
      18
    ),
    published: {
      name: 'Pfitzinger and Douglas, Advanced Marathoning 18/55',
      weeks: 18,
      peakKm: [mi(55), mi(55)],
      longestRunKm: [mi(20), mi(20)],
      difference:
        'Ours peaks lower (current volume + 35 %, where 18/55 grows far more from its entry volume) and reaches 30 km long runs by giving the long run up to 45 % of the week, as Higdon does.',
    },
  },
  {
    id: 'marathon-70',
    label: 'Marathon, advanced, 90 km a week on 6 days, 18 weeks',
    input: athlete(
      {
        raceDistanceMeters: 42195,
        experience: 'advanced',
        currentWeeklyMeters: 90000,
        longestRecentRunMeters: 26000,
        availableDays: [1, 2, 3, 4, 5, 7],
        vdot: 55,
      },
      18
    ),
    published: {
      name: 'Pfitzinger and Douglas, Advanced Marathoning 18/70',
      weeks: 18,
      peakKm: [mi(70), mi(70)],
      longestRunKm: [mi(22), mi(22)],
      difference:
        'Close: the peak is the current volume + 25 %, long runs go to the 35 km (22 mi) cap.',
      close: true,
    },
  },
  {
    id: 'marathon-novice',
    label: 'Marathon, beginner, 30 km a week on 4 days, 18 weeks',
    input: athlete(
      {
        raceDistanceMeters: 42195,
        experience: 'beginner',
        currentWeeklyMeters: 30000,
        longestRecentRunMeters: 12000,
        vdot: 36,
      },
      18
    ),
    published: {
      name: 'Higdon, Marathon Novice 1 (18 weeks)',
      weeks: 18,
      peakKm: [mi(40), mi(40)],
      longestRunKm: [mi(20), mi(20)],
      difference:
        'Ours peaks lower (the 10 % rule and cutbacks from the current volume) and the long run stays within 45 % of the week, so it stops short of 20 mi; it is also capped at 3 hours.',
    },
  },
]

export interface AnchorFigures {
  weeks: number
  firstWeekKm: number
  peakKm: number
  longestRunKm: number
  /** Long runs of at least 90 % of the longest. */
  longRunsNearLongest: number
  /** Race-week training (race excluded) as a share of the peak week, %. */
  raceWeekPercent: number
}

export function planOfAnchor(anchor: Anchor): Plan {
  const result = generatePlan(anchor.input)
  if ('error' in result) throw new Error(`${anchor.id}: ${result.error.message}`)
  return result.plan
}

export function anchorFigures(plan: Plan): AnchorFigures {
  const km = (meters: number) => Math.round(meters / 100) / 10
  const peak = Math.max(...plan.weeks.map((w) => w.targetDistanceMeters))
  const longs = plan.weeks.flatMap((w) => w.workouts.filter((x) => x.type === 'long'))
  const longest = Math.max(0, ...longs.map((w) => w.distanceMeters ?? 0))
  return {
    weeks: plan.weeks.length,
    firstWeekKm: km(plan.weeks[0].targetDistanceMeters),
    peakKm: km(peak),
    longestRunKm: km(longest),
    longRunsNearLongest: longs.filter((w) => (w.distanceMeters ?? 0) >= 0.9 * longest).length,
    raceWeekPercent: Math.round(
      (weekTrainingMeters(plan.weeks[plan.weeks.length - 1]) / peak) * 100
    ),
  }
}

const range = ([low, high]: [number, number]) => (low === high ? `${low}` : `${low}–${high}`)

/** The Markdown table of docs/plans.md (between the anchors markers). */
export function anchorsMarkdown(): string {
  const lines = [
    '| Athlete | Pacewise: weeks, first → peak week (km), longest run (km), long runs ≥ 90 % of it, race week (% of peak) | Published plan: weeks, peak week (km), longest run (km) | Where ours differs |',
    '| --- | --- | --- | --- |',
  ]
  for (const anchor of ANCHORS) {
    const f = anchorFigures(planOfAnchor(anchor))
    const p = anchor.published
    lines.push(
      `| ${anchor.label} | ${f.weeks} wk, ${f.firstWeekKm} → ${f.peakKm}, ${f.longestRunKm}, ${f.longRunsNearLongest}×, ${f.raceWeekPercent} % | ${p.name}: ${p.weeks} wk, ${range(p.peakKm)}, ${range(p.longestRunKm)} | ${p.difference} |`
    )
  }
  return lines.join('\n')
}
