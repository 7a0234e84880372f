/*
 * Shapes shared by the training-history planner and the activity simulator.
 * Units are SI as everywhere in the domain, except paces (seconds per kilometre), which is
 * how training paces are prescribed (see #domain/science/vdot).
 */

export interface SimulatedAthlete {
  restingHr: number
  maxHr: number
  lthr: number
  /** Fitness (Daniels VDOT) at the start of the history. */
  vdotStart: number
  /** Fitness at the end of the history. */
  vdotEnd: number
  homeLat: number
  homeLng: number
  /** IANA zone in which start times are planned, e.g. "Europe/Paris". */
  timeZone: string
}

export type SessionType =
  'easy' | 'long' | 'tempo' | 'intervals' | 'recovery' | 'race' | 'treadmill' | 'ride'

export type SessionSport = 'run' | 'treadmill' | 'ride'

export type StepKind = 'warmup' | 'steady' | 'work' | 'recovery' | 'cooldown'

/** One block of a workout: a distance or a duration at a target pace. */
export interface WorkoutStep {
  kind: StepKind
  /** Set for distance-based steps. */
  distanceMeters?: number
  /** Set for time-based steps (recovery jogs, "5 × 3 min", rides). */
  durationSeconds?: number
  paceSecPerKm: number
}

export interface PlannedSession {
  /** Position in the full generated history (stable: also numbers the cached files). */
  index: number
  /** 0 = the first week of the history. */
  weekIndex: number
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number
  /** Days relative to the history's end date: 0 = the end date, -1 = the day before. */
  dayOffset: number
  /** Local calendar date, YYYY-MM-DD. */
  dateIso: string
  /** Local start time, HH:MM, in the athlete's time zone. */
  startLocalTime: string
  sport: SessionSport
  type: SessionType
  name: string
  /** Planned distance, metres (time-based steps counted at their pace). */
  targetDistanceMeters: number
  /** Planned duration, seconds. */
  targetDurationSeconds: number
  /** Pace of the main set (the easy pace for easy runs), seconds per kilometre. */
  targetPaceSecPerKm: number
  steps: WorkoutStep[]
  /** The athlete's fitness that day. */
  vdot: number
  /** Which of the athlete's routes (ignored indoors). */
  route: number
  /** Set for races. */
  raceDistanceMeters?: number
}

export interface TrainingHistoryInput {
  /** Last day of the history (local date, YYYY-MM-DD); later sessions of its week are dropped. */
  endDateIso: string
  weeks?: number
  seed: number
  athlete: SimulatedAthlete
}
