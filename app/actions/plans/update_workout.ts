import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import PlanRevision from '#models/plan_revision'
import { savePlanDocument } from '#actions/plans/save_plan_document'
import {
  PlanChangeRefusedException,
  PlanVersionConflictException,
} from '#exceptions/plan_exceptions'
import { findWorkout, moveWorkout } from '#domain/plans/adapt_plan'
import { moveText } from '#domain/plans/sessions'
import { sqlTimestamp } from '#queries/sql_dialect'
import { lockedPlan } from '#queries/training_plans'
import { nextRevisionNumber } from '#queries/plan_revisions'
import { workoutLog } from '#queries/plan_workout_logs'
import { ownActivityOrFail } from '#queries/activities'
import type Activity from '#models/activity'
import { isRunSport } from '#domain/sports'
import type { PlannedWorkout } from '#domain/plans/types'

export interface UpdateWorkoutInput {
  userId: number
  planId: number
  key: string
  version: number
  todayIso: string
  status?: 'planned' | 'done' | 'skipped'
  note?: string | null
  /** Move the workout to this date. */
  date?: string
  /** Move even when it puts two hard days back to back. */
  confirm?: boolean
  /** Done: one of that day's runs of the athlete ... */
  activityId?: number | null
  /** ... or the distance and time run, entered by hand. */
  distanceMeters?: number | null
  durationSeconds?: number | null
}

/** What a done mark stores besides the status (docs/decisions/029-done-marks.md). */
interface DoneFigures {
  activity_id: number | null
  distance_meters: number | null
  duration_seconds: number | null
}

const NO_FIGURES: DoneFigures = { activity_id: null, distance_meters: null, duration_seconds: null }

/**
 * Marks a workout done / skipped (with a note) or moves it. A done mark says what was done:
 * one of the athlete's runs of the workout's day (another athlete's activity is a 404) or a
 * distance and time; without either it is refused, unless the mark is already done (a note
 * edit keeps what it had). A workout cannot be marked done before its day. Marking it planned
 * again removes the figures with the mark. A move is a
 * revision (applied at once, undoable) and is refused with the domain's
 * warning when it puts two hard days back to back, unless confirmed. Returns
 * null when the athlete has no such plan or workout.
 */
export default class UpdateWorkout {
  async handle(input: UpdateWorkoutInput) {
    // Before the transaction (SQLite has one connection): another athlete's activity is a 404.
    const linked =
      input.status === 'done' && input.activityId !== undefined && input.activityId !== null
        ? await ownActivityOrFail(input.userId, input.activityId)
        : null
    return db.transaction(async (trx) => {
      const plan = await lockedPlan(trx, input.userId, input.planId)
      if (!plan || !findWorkout(plan.document, input.key)) return null
      if (plan.version !== input.version) throw new PlanVersionConflictException()

      if (input.date && input.date !== findWorkout(plan.document, input.key)!.dateIso) {
        const moved = moveWorkout(plan.document, input.key, input.date, {
          todayIso: input.todayIso,
        })
        if ('error' in moved) throw new PlanChangeRefusedException('date', moved.error.message)
        if (moved.warnings.length > 0 && !input.confirm) {
          throw new PlanChangeRefusedException(
            'date',
            moved.warnings.map((w) => w.message).join(' ')
          )
        }
        const from = findWorkout(plan.document, input.key)!
        const number = await nextRevisionNumber(trx, plan.id)
        await PlanRevision.create(
          {
            planId: plan.id,
            number,
            trigger: 'move',
            source: 'athlete',
            reason: `Moved "${from.title}" to ${input.date}${moveText(moved.changes, input.key, from.dateIso, from.dateIso)}.`,
            changes: moved.changes,
            fitness: null,
            status: 'applied',
            appliedAt: DateTime.now(),
          },
          { client: trx }
        )
        await savePlanDocument(trx, plan, moved.plan, input.version)
      }

      if (input.status !== undefined || input.note !== undefined) {
        const existing = await workoutLog(plan.id, input.key, trx)
        const status = input.status ?? existing?.status ?? 'planned'
        const workout = findWorkout(plan.document, input.key)!
        const figures =
          status === 'done' ? this.doneFigures(input, workout, existing, linked) : NO_FIGURES
        await trx
          .from('plan_workout_logs')
          .where('plan_id', plan.id)
          .where('workout_key', input.key)
          .delete()
        const note = input.note !== undefined ? input.note : (existing?.note ?? null)
        if (status !== 'planned' || note) {
          await trx.table('plan_workout_logs').insert({
            plan_id: plan.id,
            workout_key: input.key,
            status: status === 'planned' ? 'planned' : status,
            note,
            ...figures,
            updated_at: sqlTimestamp(DateTime.now()),
          })
        }
      }
      return plan
    })
  }

  private doneFigures(
    input: UpdateWorkoutInput,
    workout: PlannedWorkout,
    existing: (DoneFigures & { status: string }) | null,
    activity: Activity | null
  ): DoneFigures {
    const distance = input.distanceMeters ?? null
    const duration = input.durationSeconds ?? null
    // A note edit on a done mark keeps what the mark had.
    if (!activity && distance === null && duration === null) {
      if (existing?.status === 'done' || workout.type === 'rest') {
        return existing
          ? {
              activity_id: existing.activity_id,
              distance_meters: existing.distance_meters,
              duration_seconds: existing.duration_seconds,
            }
          : NO_FIGURES
      }
    }
    if (workout.dateIso > input.todayIso) {
      throw new PlanChangeRefusedException(
        'status',
        `This workout is planned for ${workout.dateIso}: mark it done on the day or after (or move it).`
      )
    }
    if (activity) {
      if (activity.localDate !== workout.dateIso || !isRunSport(activity.sport)) {
        throw new PlanChangeRefusedException(
          'activityId',
          `Pick one of your runs of ${workout.dateIso}.`
        )
      }
      return { activity_id: activity.id, distance_meters: null, duration_seconds: null }
    }
    if (distance !== null && duration !== null) {
      return { activity_id: null, distance_meters: distance, duration_seconds: duration }
    }
    if (distance !== null || duration !== null) {
      throw new PlanChangeRefusedException(
        distance === null ? 'distanceMeters' : 'durationSeconds',
        'Enter both the distance and the time you ran.'
      )
    }
    throw new PlanChangeRefusedException(
      'distanceMeters',
      "Enter the distance and time you ran, or pick one of that day's activities."
    )
  }
}
