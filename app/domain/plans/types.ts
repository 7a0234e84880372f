/*
 * Training plans: the shapes shared by the generator, the adaptation, matching and exports.
 *
 * Pure data, JSON-safe (no Date, no Infinity, no Set): a Plan can be stored as JSON and handed to
 * a page as it is. Units live in names (metres, seconds, bpm, seconds per km); dates are ISO
 * calendar dates `YYYY-MM-DD` in the athlete's local calendar.
 *
 * Week convention (decision): weeks are 7-day blocks that END ON THE RACE DAY, so the race week
 * is always a full week and the taper can be checked week by week; the first week starts on the
 * start date and may be shorter ("partial", 1–7 days). A Sunday race therefore gives Monday–
 * Sunday weeks. A base-building block (no race) uses weeks that start on the start date.
 * `PlanWeek.startDateIso`/`endDateIso` are the first and last calendar day the week covers.
 *
 * Workout keys are `w{week index}-d{ISO weekday}` (e.g. `w3-d5`): unique within a plan and stable
 * across revisions (a moved workout keeps its key; its date changes). The second run of a double
 * (two runs on one date) has the first's key plus `-2` (e.g. `w3-d5-2`).
 */
import type { TrainingPaces } from '#domain/science/vdot'

import type { IsoWeekday } from '#domain/calendar'

export type { IsoWeekday }

export type Experience = 'beginner' | 'intermediate' | 'advanced'

/** A heart-rate zone as the science module gives it: half-open [min, max) bpm. */
export interface HrZoneInput {
  name: string
  min: number
  /** May be Infinity (or null after JSON) for the top zone. */
  max: number | null
}

export interface PlanInput {
  /** 5000, 10000, 21097.5, 42195, or any custom 1,000–100,000 m; null for a base block with no race. */
  raceDistanceMeters: number | null
  /** Race day; null only for a base-building block. */
  raceDateIso: string | null
  /** Goal finish time; null: race at the VDOT prediction for the distance. */
  goalSeconds: number | null
  currentWeeklyMeters: number
  longestRecentRunMeters: number | null
  /** ISO weekdays the athlete can run on (the race day may lie outside them). */
  availableDays: IsoWeekday[]
  /** Must be one of availableDays (an error otherwise). */
  longRunDay: IsoWeekday
  experience: Experience
  /** First day of the plan. */
  startDateIso: string
  /** Current fitness; when null a conservative one is estimated from weekly volume. */
  vdot: number | null
  /**
   * What `vdot` rests on: a race result (the profile's) or an effort of recent training
   * (docs/science.md#one-vdot-at-a-time). Without it the VDOT counts as the athlete's input.
   */
  vdotBasis?: 'race_result' | 'effort'
  /** The athlete's HR zones (ascending); when given, steps also carry HR ranges. */
  hrZones: HrZoneInput[] | null
  /** Length of a base-building block (no race), default 8 weeks. */
  baseWeeks?: number
  /** Today; when given, a race date on or before it is rejected as "in the past". */
  todayIso?: string
  /** Age in whole years on the start date (from the profile's birth date); null/absent: unknown. */
  ageYears?: number | null
  /** Whole weeks without running just before the plan (injury, illness, a break); null/0: none.
   *  `vdot` is then the fitness before the break; the plan reduces it (Daniels). */
  timeOffWeeks?: number | null
}

/** Age band that shaped a plan (docs/plans.md#the-starting-point). */
export type AgeBand = 'junior' | 'open' | 'masters' | 'veteran'

export type Phase = 'base' | 'build' | 'peak' | 'taper' | 'race'

export type WorkoutType =
  | 'easy'
  | 'long'
  | 'recovery'
  | 'tempo'
  | 'threshold'
  | 'intervals'
  | 'marathon_pace'
  | 'strides'
  | 'rest'
  | 'race'

/** Daniels' pace bands a step can target (docs/science.md#workout-targets). */
export type Intensity =
  'recovery' | 'easy' | 'marathon' | 'threshold' | 'interval' | 'repetition' | 'race'

export interface StepTarget {
  intensity: Intensity
  /** [fast, slow] seconds per km (fast < slow). */
  paceSecPerKm: [number, number]
  /** [min, max] bpm from the athlete's zones, when zones were given. */
  hr?: [number, number]
}

export type StepKind = 'warmup' | 'active' | 'recovery' | 'cooldown' | 'repeat'

export interface WorkoutStep {
  kind: StepKind
  /** Exactly one of durationSeconds / distanceMeters for non-repeat steps. */
  durationSeconds?: number
  distanceMeters?: number
  target?: StepTarget
  /** Only for kind 'repeat'. */
  repeat?: { count: number; steps: WorkoutStep[] }
}

export interface PlannedWorkout {
  key: string
  dateIso: string
  type: WorkoutType
  title: string
  /** One line: why this session. */
  purpose: string
  /** Planned distance (estimated for time-based steps), rounded to 100 m. */
  distanceMeters?: number
  /** Estimated duration at the middle of the target ranges. */
  durationSeconds?: number
  /** Tempo, threshold, intervals, marathon pace, long run and race are hard days. */
  hard: boolean
  steps: WorkoutStep[]
  /** 2 for the second run of a double (key `${firstKey}-2`); absent: the first or only run. */
  session?: 2
}

export interface PlanWeek {
  /** 1-based week number. */
  index: number
  startDateIso: string
  endDateIso: string
  /** True when the week has fewer than 7 days (the first week of a race plan). */
  partial: boolean
  phase: Phase
  /** Full-week training volume the week is built for (excludes the race itself). */
  targetDistanceMeters: number
  /** Sum of the week's workouts, race included. */
  plannedDistanceMeters: number
  isCutback: boolean
  workouts: PlannedWorkout[]
  /**
   * Why the week looks the way it does (docs/plans.md#why-this-week). Optional: plans stored
   * before it was added have none and still load.
   */
  reason?: WeekReason
}

/**
 * What set a week's volume (docs/plans.md#volume): the athlete's current volume (first
 * week), growth over the best week so far (≤ 10 %), the ramp that reaches the peak when the
 * race-specific weeks begin, the two-week cap (≤ 30 %), the plan's peak target, a cutback, the
 * taper, a returner's reduced start, or what the week's days can hold (`capacity`).
 */
export type VolumeRule =
  'start' | 'growth' | 'ramp' | 'two_week' | 'peak' | 'cutback' | 'taper' | 'returner' | 'capacity'

/**
 * What set a week's long run (docs/plans.md#long-run): its share of the week, the growth cap
 * (+2 km over the longest so far), the duration cap, the distance's longest useful run, or the
 * athlete's current longest run (held, not cut); in cutback and taper weeks the longest so far
 * scaled like the week; `min_run` when the week is under 20 km and may hold up to 8 km.
 */
export type LongRunRule =
  'share' | 'growth' | 'duration' | 'distance' | 'current_longest' | 'cutback' | 'taper' | 'min_run'

export interface WeekReason {
  volume: {
    rule: VolumeRule
    /** The week's training volume, m (= targetDistanceMeters). */
    meters: number
    /** growth / two_week / start: the best non-cutback week before it; cutback / taper / peak: the plan's peak week. */
    referenceMeters: number
    /** The athlete's weekly volume when the plan was made, m. */
    currentMeters: number
  }
  longRun: {
    rule: LongRunRule
    meters: number
    /** Share of the week allowed for the long run (0–1). */
    maxShare: number
    /** Duration cap, s. */
    maxSeconds: number
    /** Longest long run of the plan's distance, m. */
    distanceMaxMeters: number
    /** The athlete's longest recent run, m, when known. */
    longestRecentMeters: number | null
    /** True when the long run is below the athlete's longest recent run (the rule says why). */
    belowRecentLongest: boolean
  } | null
  /** Easy and long runs are run/walk this week (a low-volume start). */
  runWalk: boolean
  /** The plan's first day would have been a hard session; it is an easy run instead. */
  easedFirstDay: boolean
  /** Days with two runs this week (the week's easy runs would be too long as single runs). */
  doubles?: number
}

export type DistanceCategory = 'short' | 'half' | 'marathon' | 'base'

export interface PlanFitness {
  vdot: number
  /**
   * 'race_result' (the profile's race), 'effort' (a hard effort of recent training), 'input'
   * (given as such) or 'estimated' (from weekly volume: an estimate, label it).
   */
  vdotSource: 'input' | 'estimated' | 'race_result' | 'effort'
  paces: TrainingPaces
  /** The VDOT before a break (`timeOffWeeks`); `vdot` is then the reduced one. */
  vdotBeforeBreak?: number
}

export interface PlanWarning {
  code: string
  message: string
}

export interface Plan {
  raceDistanceMeters: number | null
  raceDateIso: string | null
  goalSeconds: number | null
  category: DistanceCategory
  startDateIso: string
  endDateIso: string
  availableDays: IsoWeekday[]
  longRunDay: IsoWeekday
  experience: Experience
  /** Weekdays the generator runs on (a subset of availableDays). */
  runningDays: IsoWeekday[]
  fitness: PlanFitness
  hrZones: HrZoneInput[] | null
  weeks: PlanWeek[]
  /** True when the plan is shorter than the usual length for the distance. */
  compressed: boolean
  /** Plain-language note on the plan's length (compressed, extended or typical). */
  note: string
  warnings: PlanWarning[]
  /** The predicted finish for the race distance from the plan's fitness VDOT and the athlete's
   *  current weekly volume, through `predictRace` (#domain/science/prediction): the same call and
   *  figure Progress and the coach show. `method` names it. Base blocks and ultras: null. */
  prediction: { seconds: number; vdot: number; method: string } | null
  /** What race day is paced at: the goal when within reach, else the prediction. */
  raceTarget: { seconds: number; paceSecPerKm: number; basis: 'goal' | 'prediction' } | null
  /** The goal is faster than the realistic target: shown as a stretch, not trained at. */
  goalIsStretch: boolean
  /** Age band that shaped the plan: 'junior' (< 18), 'open', 'masters' (50+), 'veteran' (65+). */
  ageBand: AgeBand
}

export type PlanErrorCode =
  | 'invalid' // malformed input (a date that is not a date, days not a subset, ...)
  | 'past' // race on or before today
  | 'too_soon' // not enough weeks to prepare safely from the current volume
  | 'too_far' // more than MAX_PLAN_WEEKS away
  | 'too_few_days' // too few running days for the distance
  | 'contradiction' // inputs that contradict each other: asked about, never reshaped
  | 'not_advised' // e.g. a marathon or ultra for an athlete under 18

export interface PlanError {
  field: keyof PlanInput
  code: PlanErrorCode
  /** A sentence a coach would say, with the reason. */
  message: string
  /** For too_soon: the earliest date that works. */
  earliestRaceDateIso?: string
  /** What would work: "a half marathon on 2027-03-07", "4 running days". */
  alternatives?: string[]
}

export type GeneratePlanResult = { plan: Plan } | { error: PlanError }
