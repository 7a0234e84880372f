/*
 * Published plans as anchors (docs/plans.md#published-plans-side-by-side): for each distance an
 * athlete who matches a published plan, the plan Pacewise generates for them, and the published
 * plan's figures (peak week, peak long run, quality share of the peak weeks, race week as a share
 * of the peak week; miles converted, edition named; figures only, as read from the plans). `anchorsMarkdown()` renders the table that
 * docs/plans.md holds between its `anchors:start` / `anchors:end` markers; `node ace plans:anchors`
 * prints it (or writes it with --write) and tests/unit/plans/anchors.spec.ts fails when the doc
 * and the generator disagree. Pure: fixed dates, no clock.
 */
import { generatePlan, weekTrainingMeters } from '#domain/plans/generate_plan'
import { qualityMeters } from '#domain/plans/norms_context'
import type { Plan, PlanInput } from '#domain/plans/types'

export interface PublishedPlan {
  /** Book or author and plan name. */
  name: string
  weeks: number
  /** Peak weekly volume, km (converted from miles where the plan is in miles). */
  peakKm: [number, number]
  /** Longest run, km. */
  longestRunKm: [number, number]
  /** Metres at M/T/I/R pace (or the book's quality sessions) in the peak weeks, % of the week. */
  qualityPercent?: [number, number]
  /** Race week's training (race excluded) as % of the peak week. */
  raceWeekPercent?: [number, number]
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
      name: 'Higdon, 5K Novice (halhigdon.com, 8 weeks, 3–4 runs a week)',
      weeks: 8,
      peakKm: [mi(8), mi(12)],
      longestRunKm: [mi(3), mi(3.5)],
      qualityPercent: [0, 0],
      difference:
        'Similar peak, grown from what the athlete already runs; our long run (≤ 45 % of a 3-day week, or 8 km in weeks under 20 km) goes past 5 km where Higdon keeps every run near the race distance, and ours adds strides and short sessions to an all-easy plan.',
    },
  },
  {
    id: '10k-intermediate',
    label: '10K, intermediate, 30 km a week on 5 days, 10 weeks (Daniels 5K–15K)',
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
      name: "Daniels' Running Formula, 3rd ed. (2014), 5K–15K plan, phases II–IV (long run ≤ 25 % of the week, T ≤ 10 %, I ≤ 8 %, R ≤ 5 %)",
      weeks: 24,
      peakKm: [35, 45],
      longestRunKm: [8.8, 11.3],
      qualityPercent: [15, 23],
      raceWeekPercent: [60, 80],
      difference:
        "Daniels sets volumes as shares of the runner's own peak week: his limits are applied here to a 35–45 km peak. Same per-session limits (quality_session_size); our long run may take 30 % (Daniels 25 %); ours is 10 weeks, not 24, and its race week is lighter (the taper_depth norm allows up to 70 %).",
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
      name: 'Higdon, Half Marathon Novice 1 (halhigdon.com, 12 weeks)',
      weeks: 12,
      peakKm: [mi(17), mi(22)],
      longestRunKm: [mi(10), mi(10)],
      qualityPercent: [0, 0],
      difference:
        "Our longest run is shorter: it stays within the long-run share (35 %, 45 % in peak weeks) and the 10 % rule from 20 km a week does not reach the volume that carries a 10-mile run in 12 weeks; Higdon's novice plan is all easy running.",
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
      name: 'Higdon, Half Marathon Intermediate 1 (halhigdon.com, 12 weeks)',
      weeks: 12,
      peakKm: [mi(25), mi(30)],
      longestRunKm: [mi(10), mi(12)],
      difference: 'Comparable peak and long run, reached over 14 weeks instead of 12.',
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
      name: 'Pfitzinger and Douglas, Advanced Marathoning, 2nd ed. (2009), 18/55',
      weeks: 18,
      peakKm: [mi(55), mi(55)],
      longestRunKm: [mi(20), mi(20)],
      qualityPercent: [10, 25],
      raceWeekPercent: [35, 45],
      difference:
        'Ours peaks lower: it grows from the athlete’s 50 km at ≤ 10 % a week with cutbacks, where 18/55 starts from a higher entry volume; long run and quality share comparable; a three-week taper like the book’s.',
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
      name: 'Pfitzinger and Douglas, Advanced Marathoning, 2nd ed. (2009), 18/70',
      weeks: 18,
      peakKm: [mi(70), mi(70)],
      longestRunKm: [mi(22), mi(22)],
      qualityPercent: [10, 25],
      raceWeekPercent: [35, 45],
      difference:
        'Close in peak week and long run (the 35 km, 22 mi, cap); quality share within the book’s range.',
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
      name: 'Higdon, Marathon Novice 1 (halhigdon.com; Marathon, 4th ed. 2011), 18 weeks',
      weeks: 18,
      peakKm: [mi(40), mi(40)],
      longestRunKm: [mi(20), mi(20)],
      qualityPercent: [0, 0],
      raceWeekPercent: [(mi(9) / mi(40)) * 100, (mi(9) / mi(40)) * 100].map(Math.round) as [
        number,
        number,
      ],
      difference:
        'Ours peaks lower (10 % rule and cutbacks from the current volume) and its long run stays within the share and duration norms (≤ 150 min for beginners), so it stops short of 20 mi; Higdon’s race week is lighter still.',
    },
  },
  {
    id: 'marathon-hansons',
    label: 'Marathon, intermediate, 40 km a week on 6 days, 18 weeks (Hansons Beginner)',
    input: athlete(
      {
        raceDistanceMeters: 42195,
        experience: 'intermediate',
        currentWeeklyMeters: 40000,
        longestRecentRunMeters: 16000,
        availableDays: [1, 2, 4, 5, 6, 7],
        vdot: 42,
      },
      18
    ),
    published: {
      name: 'Humphrey and Hanson, Hansons Marathon Method, 2nd ed. (2016), Beginner program',
      weeks: 18,
      peakKm: [mi(55), mi(57)],
      longestRunKm: [mi(16), mi(16)],
      qualityPercent: [20, 30],
      raceWeekPercent: [40, 55],
      difference:
        'Ours peaks lower (growth from 40 km a week) and keeps the quality share under the intermediate hard-share norm (18 %), where Hansons’ SOS days (strength and marathon-pace tempo) take 20–30 %; Hansons caps the long run at 16 mi, ours goes longer within the long-run share.',
    },
  },
]

export interface AnchorFigures {
  weeks: number
  firstWeekKm: number
  /** The peak planned week (race week excluded), km. */
  peakKm: number
  longestRunKm: number
  /** Long runs of at least 90 % of the longest. */
  longRunsNearLongest: number
  /** Metres at M/T/I/R pace in the weeks at ≥ 90 % of the peak, % of their volume. */
  qualityPercent: number
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
  const training = plan.weeks.slice(0, -1).filter((w) => !w.partial)
  const peak = Math.max(0, ...training.map(weekTrainingMeters))
  const peakWeeks = training.filter((w) => weekTrainingMeters(w) >= 0.9 * peak)
  const quality = peakWeeks.reduce(
    (sum, w) => sum + w.workouts.reduce((s, x) => s + qualityMeters(x), 0),
    0
  )
  const volume = peakWeeks.reduce((sum, w) => sum + weekTrainingMeters(w), 0)
  const longs = plan.weeks.flatMap((w) => w.workouts.filter((x) => x.type === 'long'))
  const longest = Math.max(0, ...longs.map((w) => w.distanceMeters ?? 0))
  return {
    weeks: plan.weeks.length,
    firstWeekKm: km(plan.weeks[0].targetDistanceMeters),
    peakKm: km(peak),
    longestRunKm: km(longest),
    longRunsNearLongest: longs.filter((w) => (w.distanceMeters ?? 0) >= 0.9 * longest).length,
    qualityPercent: volume > 0 ? Math.round((quality / volume) * 100) : 0,
    raceWeekPercent: Math.round(
      (weekTrainingMeters(plan.weeks[plan.weeks.length - 1]) / peak) * 100
    ),
  }
}

const range = (value?: [number, number]) =>
  value === undefined ? '–' : value[0] === value[1] ? `${value[0]}` : `${value[0]}–${value[1]}`

/** The Markdown table of docs/plans.md (between the anchors markers). */
export function anchorsMarkdown(): string {
  const lines = [
    '| Athlete | Pacewise: weeks; peak week (km); peak long run (km); quality share of the peak weeks (%); race week (% of peak) | Published plan: weeks; peak week (km); longest run (km); quality (%); race week (%) | Where ours differs |',
    '| --- | --- | --- | --- |',
  ]
  for (const anchor of ANCHORS) {
    const f = anchorFigures(planOfAnchor(anchor))
    const p = anchor.published
    lines.push(
      `| ${anchor.label} | ${f.weeks} wk; ${f.peakKm}; ${f.longestRunKm}; ${f.qualityPercent} %; ${f.raceWeekPercent} % | ${p.name}: ${p.weeks} wk; ${range(p.peakKm)}; ${range(p.longestRunKm)}; ${range(p.qualityPercent)}; ${range(p.raceWeekPercent)} | ${p.difference} |`
    )
  }
  return lines.join('\n')
}
