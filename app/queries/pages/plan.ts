import type { ActivityOnDate } from '#queries/activities'
import { PLAN_VIEW_COLUMNS, planViewFrom, type PlanView } from '#queries/training_plans'
import {
  workoutLogEntries,
  type WorkoutLogEntry,
  type WorkoutLogRow,
} from '#queries/plan_workout_logs'
import { asDate, jsonColumn } from '#queries/sql_dialect'
import { firstRowOf, jsonRows, sql, sqlText, type SqlFragment } from '#queries/sql_fragment'
import {
  activePlanDocumentPart,
  activePlanFrom,
  activePlanLogsPart,
  PLAN_ACTIVITY_COLUMNS,
  PLAN_ACTIVITY_SELECT,
  planActivitiesOf,
} from '#queries/pages/parts'

/*
 * The Plan page's reads besides its revisions, in one statement
 * (docs/decisions/038-one-statement-per-page.md), each part built with its own bindings
 * (app/queries/sql_fragment.ts).
 */

export interface PlanPageRows {
  /** `activePlanView`. */
  plan: PlanView | null
  /** `workoutLogs` of the plan. */
  logs: Map<string, WorkoutLogEntry>
  /**
   * `activitiesBetween` over the plan's stored `start_date` and `end_date`, by start time, and
   * those dates: the caller checks that they are the document's before using the activities.
   */
  activities: { fromIso: string | null; toIso: string | null; activities: ActivityOnDate[] }
}

/** The active plan's view columns (`activePlanView`) and its stored dates, as a JSON part. */
function activePlanWithDatesPart(userId: number): SqlFragment {
  return jsonRows(
    [...PLAN_VIEW_COLUMNS, 'start_day', 'end_day'],
    sql`
      SELECT ${sqlText(PLAN_VIEW_COLUMNS.join(', '))}, CAST(start_date AS TEXT) AS start_day,
      CAST(end_date AS TEXT) AS end_day ${activePlanFrom(userId)}`
  )
}

/** The activities of the active plan's stored dates, as a JSON part. */
function planDatesActivitiesPart(userId: number): SqlFragment {
  return jsonRows(
    PLAN_ACTIVITY_COLUMNS,
    sql`${PLAN_ACTIVITY_SELECT} WHERE user_id = ${userId}
      AND local_date >= (SELECT start_date ${activePlanFrom(userId)})
      AND local_date <= (SELECT end_date ${activePlanFrom(userId)}) ORDER BY start_time ASC`
  )
}

/** The Plan page's statement: one row, one column per part. */
export function planPageSql(userId: number): SqlFragment {
  return sql`
    SELECT ${activePlanWithDatesPart(userId)} AS plan,
      ${activePlanDocumentPart(userId)} AS plan_document,
      ${activePlanLogsPart(userId)} AS plan_logs,
      ${planDatesActivitiesPart(userId)} AS plan_activities`
}

/**
 * The Plan page's reads besides its revisions, in one statement: the active plan, its marks
 * and the activities of its dates (the plan's `start_date` to `end_date` columns, which
 * CreatePlan and savePlanDocument keep equal to the document's).
 */
export async function planPageRows(userId: number): Promise<PlanPageRows> {
  const row = (await firstRowOf(planPageSql(userId)))!
  const [planRow] = jsonColumn<Record<string, unknown>[]>(row.plan)
  if (!planRow || row.plan_document === null || row.plan_document === undefined) {
    return {
      plan: null,
      logs: new Map(),
      activities: { fromIso: null, toIso: null, activities: [] },
    }
  }
  return {
    plan: planViewFrom(planRow, row.plan_document as string),
    logs: workoutLogEntries(jsonColumn<WorkoutLogRow[]>(row.plan_logs)),
    activities: {
      fromIso: asDate(planRow.start_day),
      toIso: asDate(planRow.end_day),
      activities: planActivitiesOf(row.plan_activities),
    },
  }
}
