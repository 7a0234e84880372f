/**
 * What the coach understood from one chat message: its language, its intent and the
 * entities it carries, in SI units (metres, seconds, seconds per kilometre) and ISO dates.
 * See docs/coach.md ("Understanding") and docs/decisions/063-coach-understanding-libraries.md.
 */

export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const PLAN_CHANGE_KINDS = [
  'illness',
  'injury',
  'travel',
  'fewer_days',
  'missed',
  'move',
  'harder',
  'easier',
] as const
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number]

export const INTENTS = [
  'history_day',
  'history_period',
  'totals',
  'fitness',
  'prediction',
  'readiness',
  'day_plan',
  'plan_change',
  'paces',
  'zones',
  'gear',
  'best_efforts',
  'health',
  'nutrition',
  'sleep',
  'greeting',
  'thanks',
  'off_topic',
  'other_athlete',
  'prompt_injection',
  'confirm',
  'reject',
  'follow_up',
] as const
export type Intent = (typeof INTENTS)[number]

/** The labels the classifier is trained on: every intent, plan changes by kind. */
export type IntentLabel = Exclude<Intent, 'plan_change'> | `plan_change.${PlanChangeKind}`

export type Units = 'metric' | 'imperial'

export interface Period {
  fromIso: string
  /** Inclusive last day. */
  toIso: string
  label: string
}

export type RaceDistance = '5k' | '10k' | '15k' | '10_miles' | 'half' | 'marathon'

export type PaceUnit = 'km' | 'mile' | '400m' | 'lap'

/**
 * What a data question asks of a run or a period: its distance, its time, its pace, how many
 * runs, or the longest one. "how many hours was that" after a totals question keeps the
 * question and changes only this.
 */
export type Metric = 'distance' | 'duration' | 'pace' | 'count' | 'longest' | 'elevation'

/** The sports besides running a data question can name (app/domain/sports.ts), or all of them. */
export type OtherSport = 'ride' | 'swim' | 'walk' | 'hike' | 'all'

export type WorkoutKind = 'easy' | 'long' | 'marathon' | 'threshold' | 'interval' | 'repetition'

export type Symptom =
  'fever' | 'cold' | 'chest' | 'dizziness' | 'pain' | 'swelling' | 'fatigue' | 'stomach'

export interface Entities {
  /** One calendar day, ISO yyyy-mm-dd, in the athlete's own calendar. */
  day?: string
  period?: Period
  distanceMeters?: number
  raceDistance?: RaceDistance
  /** A goal time for the race ("sub-4 marathon" = 14,400 s). */
  goalSeconds?: number
  durationSeconds?: number
  /** A pace the athlete gave, in seconds per kilometre. */
  paceSecondsPerKm?: number
  /** The unit the athlete asked a pace in. */
  paceUnit?: PaceUnit
  /** The unit the athlete asked distances in ("in miles please"); else their profile's. */
  distanceUnit?: 'km' | 'mile'
  /** What of a run or period was asked (distance by default). */
  metric?: Metric
  /** A sport other than running the question is about ("how far did I ride"). */
  sport?: OtherSport
  workoutKind?: WorkoutKind
  daysPerWeek?: number
  symptoms?: Symptom[]
}

/** What a thread remembers between messages. Plain data: it is stored as JSON. */
export interface ThreadState {
  lastIntent?: Intent
  planChangeKind?: PlanChangeKind
  period?: Period
  day?: string
  raceDistance?: RaceDistance
  goalSeconds?: number
  workoutKind?: WorkoutKind
  paceUnit?: PaceUnit
  distanceUnit?: 'km' | 'mile'
  metric?: Metric
  sport?: OtherSport
  proposalId?: string
  language?: Language
  /**
   * The athlete's last health message ("fever of 39 since yesterday") and the red flags it
   * raised, so that "can I jog tomorrow?" after it is answered by the health rules.
   */
  healthText?: string
  redFlags?: string[]
}

export interface UnderstandOptions {
  /** The athlete's today in their own time zone, yyyy-mm-dd. */
  todayIso: string
  /** The athlete's IANA time zone; todayIso is already local to it. */
  timeZone: string
  units: Units
  thread?: ThreadState
}

export interface Understanding {
  text: string
  language: Language
  intent: Intent
  planChangeKind?: PlanChangeKind
  /** The classifier's score for the intent, 0..1 (1 for intents a follow-up inherited). */
  confidence: number
  entities: Entities
  /** The proposal a confirm, reject or "make it shorter" refers to. */
  proposalId?: string
  /** True when the intent or an entity came from the thread. */
  fromThread: boolean
  /** A short label of what was understood, in the message's language. */
  understood: string
}
