import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

import type { WorkoutMark } from '#domain/plans/match_activity'

/*
 * Reads of plan_workout_logs: the athlete's marks (done, skipped, a note; a done mark with its
 * linked run or the distance and time entered) per workout key of a plan. UpdateWorkout writes
 * them.
 */

export type WorkoutLogStatus = 'planned' | 'done' | 'skipped'

export interface WorkoutLogRow {
  workout_key: string
  status: WorkoutLogStatus
  note: string | null
  activity_id: number | null
  distance_meters: number | null
  duration_seconds: number | null
}

/** A mark as the plan views show it and the matching reads it. */
export interface WorkoutLogEntry extends Omit<WorkoutMark, 'status'> {
  status: WorkoutLogStatus
  note: string | null
  activityId: number | null
  distanceMeters: number | null
  durationSeconds: number | null
}

const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

/** The plan's marks, all of them or those of the workout keys given. */
export function workoutLogRows(
  planId: number,
  keys?: string[],
  client: QueryClientContract = db.connection()
): Promise<WorkoutLogRow[]> {
  const query = client.from('plan_workout_logs').where('plan_id', planId)
  if (keys) query.whereIn('workout_key', keys)
  return query
}

/** The plan's marks by workout key, as the plan view shows them. */
export async function workoutLogs(planId: number, keys?: string[]) {
  return workoutLogEntries(await workoutLogRows(planId, keys))
}

/** Marks by workout key from their rows (read here or in a page's statement). */
export function workoutLogEntries(rows: WorkoutLogRow[]) {
  return new Map<string, WorkoutLogEntry>(
    rows.map((row) => [
      row.workout_key,
      {
        status: row.status,
        note: row.note,
        activityId: nullableNumber(row.activity_id),
        distanceMeters: nullableNumber(row.distance_meters),
        durationSeconds: nullableNumber(row.duration_seconds),
      },
    ])
  )
}

/** The mark of one workout, or null. */
export async function workoutLog(
  planId: number,
  key: string,
  client: QueryClientContract = db.connection()
): Promise<WorkoutLogRow | null> {
  return (
    (await client
      .from('plan_workout_logs')
      .where('plan_id', planId)
      .where('workout_key', key)
      .first()) ?? null
  )
}

/** Workout keys marked done and skipped: what a revision or a move must leave in place. */
export async function completedAndSkipped(planId: number, client?: QueryClientContract) {
  const rows = await workoutLogRows(planId, undefined, client)
  return {
    completedKeys: rows.filter((row) => row.status === 'done').map((row) => row.workout_key),
    skippedKeys: rows.filter((row) => row.status === 'skipped').map((row) => row.workout_key),
  }
}
