import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import type TrainingPlan from '#models/training_plan'
import type PlanRevision from '#models/plan_revision'
import type { UnitSystem } from '#domain/units'
import type { IsoWeekday, Plan, PlannedWorkout, PlanWeek } from '#domain/plans/types'
import { revisionSummary } from '#domain/plans/revision_summary'
import type { WorkoutCompliance } from '#domain/plans/match_activity'
import { weekCompliance, type ActivitySummary, workoutMarks } from '#domain/plans/match_activity'
import { isRunSport } from '#domain/sports'
import { ROW_ID_SOURCE } from '#domain/row_ids'
import { sessionOf, WORKOUT_KEY_SOURCE } from '#domain/plans/sessions'
import { planHeadline } from '#dtos/plan_headline'
import type AthleteProfile from '#models/athlete_profile'
import { addDays } from '#domain/calendar'

export type WorkoutStatus = 'planned' | 'done' | 'skipped'

export interface PlanActivity extends ActivitySummary {
  id: number
  name: string
}

export interface WorkoutLog {
  status: WorkoutStatus
  note: string | null
  activityId?: number | null
  distanceMeters?: number | null
  durationSeconds?: number | null
}

export interface MatchedActivityDto {
  id: number
  name: string
  sport: string
  distanceMeters: number
  movingSeconds: number
}

type WorkoutCore = Pick<
  PlannedWorkout,
  'key' | 'type' | 'title' | 'purpose' | 'distanceMeters' | 'durationSeconds' | 'hard' | 'steps'
> & { id: string; date: string }

export interface PlanWorkoutDto extends WorkoutCore {
  /** done: a run paired with it or a done mark (one rule, match_activity.ts); skipped: marked. */
  status: WorkoutStatus
  /** The athlete marked it (done or skipped): "Mark as planned" removes the mark. */
  marked: boolean
  note: string | null
  /** The run linked by hand or matched automatically. */
  activity: MatchedActivityDto | null
  /** What counts as done: the run's distance and time, or those entered with the mark. */
  done: {
    source: NonNullable<WorkoutCompliance['source']>
    distanceMeters: number
    durationSeconds: number
  } | null
  /** The athlete's runs of the workout's day, to link one to a done mark. */
  dayRuns: MatchedActivityDto[]
  compliance: { status: WorkoutCompliance['status']; ratio: number | null; label: string }
  fitUrl: string | null
  /** On a day with two runs (docs/plans.md#doubles): which one this is; null on a day with one. */
  session: { index: 1 | 2; of: number } | null
}

/** `<planId>-<key>`: how the client and the routes name a workout. */
export function workoutId(planId: number, key: string) {
  return `${planId}-${key}`
}

/** A workout id's text: a plan's row id and a workout key (docs/decisions/060-security-hygiene.md). */
export const WORKOUT_ID_PATTERN = new RegExp(`^(${ROW_ID_SOURCE})-(${WORKOUT_KEY_SOURCE})$`)

/** Splits a workout id; null when it is not one. */
export function parseWorkoutId(id: string): { planId: number; key: string } | null {
  const match = WORKOUT_ID_PATTERN.exec(id)
  return match ? { planId: Number(match[1]), key: match[2] } : null
}

function core(planId: number, workout: PlannedWorkout): WorkoutCore {
  return {
    id: workoutId(planId, workout.key),
    key: workout.key,
    date: workout.dateIso,
    type: workout.type,
    title: workout.title,
    purpose: workout.purpose,
    distanceMeters: workout.distanceMeters,
    durationSeconds: workout.durationSeconds,
    hard: workout.hard,
    steps: workout.steps,
  }
}

const activityDto = (activity: PlanActivity): MatchedActivityDto => ({
  id: activity.id,
  name: activity.name,
  sport: activity.sport,
  distanceMeters: activity.distanceMeters,
  movingSeconds: activity.movingSeconds,
})

/** What planDto reads of a plan: a PlanView (#queries/training_plans) or the model. */
export type PlanDocumentSource = Pick<TrainingPlan, 'id' | 'version' | 'icsToken' | 'document'>

/**
 * The TrainingPlan page's `plan`: weeks with compliance from the activities
 * of the plan's dates (matched to the workout of the same day by type and
 * size) and what the athlete marked. Whether a workout is done, and what it
 * adds to the week, comes from weekCompliance alone (match_activity.ts), so
 * the calendar, the week bar and the Dashboard cannot disagree.
 * `weeks` narrows the weeks shown (the Dashboard's current week); all of them by default.
 *
 * The objects are written out key by key rather than spread (`{ ...core, status }`): on
 * Node 20 an object literal that spreads an object and then adds keys it does not have cost
 * about 10 µs per workout here, most of the Plan page's own CPU
 * (docs/decisions/042-plan-pages-read-plain.md).
 */
export function planDto(
  plan: PlanDocumentSource,
  activities: PlanActivity[],
  logs: Map<string, WorkoutLog>,
  todayIso: string,
  units: UnitSystem,
  weeks: PlanWeek[] = plan.document.weeks
) {
  const document = plan.document
  const planId = plan.id
  const byId = new Map(activities.map((activity) => [activity.id, activity]))
  const runsByDate = new Map<string, MatchedActivityDto[]>()
  for (const activity of activities) {
    if (!isRunSport(activity.sport)) continue
    const runs = runsByDate.get(activity.localDate)
    if (runs) runs.push(activityDto(activity))
    else runsByDate.set(activity.localDate, [activityDto(activity)])
  }
  const marks = workoutMarks(logs)
  return {
    id: planId,
    version: plan.version,
    raceDistanceMeters: document.raceDistanceMeters,
    raceDate: document.raceDateIso,
    goalSeconds: document.goalSeconds,
    startDate: document.startDateIso,
    endDate: document.endDateIso,
    compressed: document.compressed,
    note: document.note,
    warnings: document.warnings,
    fitness: document.fitness,
    headline: planHeadline(document),
    icsUrl: icsUrl(plan),
    weeks: weeks.map((week) => {
      const compliance = weekCompliance(week, activities, todayIso, units, marks)
      const runsPerDate = new Map<string, number>()
      for (const workout of week.workouts) {
        if (workout.type === 'rest') continue
        runsPerDate.set(workout.dateIso, (runsPerDate.get(workout.dateIso) ?? 0) + 1)
      }
      const results = new Map(compliance.workouts.map((result) => [result.key, result]))
      return {
        index: week.index,
        startDate: week.startDateIso,
        endDate: week.endDateIso,
        phase: week.phase,
        isCutback: week.isCutback,
        /** Why the week looks as it does; null for plans stored before reasons existed. */
        reason: week.reason ?? null,
        targetDistanceMeters: week.targetDistanceMeters,
        plannedDistanceMeters: week.plannedDistanceMeters,
        doneDistanceMeters: compliance.doneDistanceMeters,
        compliance: { level: compliance.level, label: compliance.label },
        workouts: week.workouts.map((workout) =>
          workoutDto(planId, workout, results.get(workout.key)!, logs.get(workout.key), {
            byId,
            runsByDate,
            todayIso,
            runsOnDay: runsPerDate.get(workout.dateIso) ?? 0,
          })
        ),
        unplannedActivities: compliance.unplannedActivityIds
          .map((id) => byId.get(Number(id)))
          .filter((activity): activity is PlanActivity => Boolean(activity))
          .map(activityDto),
      }
    }),
  }
}

function workoutDto(
  planId: number,
  workout: PlannedWorkout,
  result: WorkoutCompliance,
  log: WorkoutLog | undefined,
  day: {
    byId: Map<number, PlanActivity>
    runsByDate: Map<string, MatchedActivityDto[]>
    todayIso: string
    /** The runs planned on the workout's date (2 on a double day). */
    runsOnDay: number
  }
): PlanWorkoutDto {
  const activity = result.activityIds.length
    ? (day.byId.get(Number(result.activityIds[0])) ?? null)
    : null
  const id = workoutId(planId, workout.key)
  return {
    id,
    key: workout.key,
    date: workout.dateIso,
    type: workout.type,
    title: workout.title,
    purpose: workout.purpose,
    distanceMeters: workout.distanceMeters,
    durationSeconds: workout.durationSeconds,
    hard: workout.hard,
    steps: workout.steps,
    status: log?.status === 'skipped' ? 'skipped' : result.done ? 'done' : 'planned',
    marked: log?.status === 'done' || log?.status === 'skipped',
    note: log?.note ?? null,
    activity: activity ? activityDto(activity) : null,
    done: result.source
      ? {
          source: result.source,
          distanceMeters: result.doneDistanceMeters,
          durationSeconds: result.doneSeconds,
        }
      : null,
    dayRuns:
      workout.type === 'rest' || workout.dateIso > day.todayIso
        ? []
        : (day.runsByDate.get(workout.dateIso)?.slice() ?? []),
    compliance: { status: result.status, ratio: result.ratio, label: result.label },
    fitUrl:
      workout.type === 'rest' || workout.type === 'race'
        ? null
        : router.makeUrl('plan.workouts.fit', { id }),
    session: day.runsOnDay > 1 ? { index: sessionOf(workout), of: day.runsOnDay } : null,
  }
}

export type PlanDto = ReturnType<typeof planDto>
export type PlanWeekDto = PlanDto['weeks'][number]
export type ComplianceDto = PlanWorkoutDto['compliance']

/** What the plan form is prefilled with (from the profile and imported activities). */
export interface PlanDefaultsDto {
  raceDistanceMeters: number | null
  raceDate: string | null
  goalSeconds: number | null
  availableDays: IsoWeekday[]
  longRunDay: IsoWeekday
  currentWeeklyMeters: number
  longestRecentRunMeters: number | null
  experience: 'beginner' | 'intermediate' | 'advanced'
  startDate: string
}

/** Dashboard: today's workout and this week, when there is a plan. */
export interface PlanTodayDto {
  /** Today's (first) workout. */
  today: PlanWorkoutDto | null
  /** Every workout of today in the order run: two on a double day (docs/plans.md#doubles). */
  todayRuns: PlanWorkoutDto[]
  week: PlanWeekDto | null
}

export function icsUrl(plan: Pick<TrainingPlan, 'icsToken'>) {
  return appUrl + router.makeUrl('plan.ics', { token: `${plan.icsToken}.ics` })
}

/**
 * A revision as the plan page and the coach show it. With the plan's document it carries the
 * week-by-week summary a long proposal is read by (#domain/plans/revision_summary).
 */
export function revisionDto(planId: number, revision: PlanRevision, document?: Plan) {
  return {
    id: revision.id,
    number: revision.number,
    trigger: revision.trigger,
    reason: revision.reason,
    status: revision.status,
    createdAt: revision.createdAt.toISO()!,
    changes: revision.changes.map((change) => ({
      key: change.key,
      before: change.before ? core(planId, change.before) : null,
      after: change.after ? core(planId, change.after) : null,
    })),
    summary: document ? revisionSummary(document, revision.changes) : null,
  }
}

export type RevisionDto = ReturnType<typeof revisionDto>

/**
 * What the plan form starts from: the goal and training days of the profile, and the current
 * volume from imported runs (recentRunDistances: the weekly average of the last four weeks,
 * the longest run of the last six), rounded to 100 m.
 */
export function planDefaultsDto(
  profile: AthleteProfile,
  todayIso: string,
  recent: { fourWeeksMeters: number; longestMeters: number | null }
): PlanDefaultsDto {
  const goalDate = profile.goalDate?.toISODate() ?? null
  return {
    raceDistanceMeters: profile.goalKind === 'race' ? profile.goalDistanceMeters : null,
    raceDate: profile.goalKind === 'race' && goalDate && goalDate > todayIso ? goalDate : null,
    goalSeconds: null,
    availableDays: profile.trainingDays as IsoWeekday[],
    longRunDay: profile.longRunDay as IsoWeekday,
    currentWeeklyMeters: Math.round(recent.fourWeeksMeters / 4 / 100) * 100,
    longestRecentRunMeters: recent.longestMeters
      ? Math.round(recent.longestMeters / 100) * 100
      : null,
    experience: profile.experience ?? 'intermediate',
    startDate: addDays(todayIso, 1),
  }
}
