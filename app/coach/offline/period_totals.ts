/*
 * Totals over any period ("this year", "since 1 January"), longer than the training_history
 * tool's 62 days: the one place the offline coach sums the athlete's activities itself. Running
 * (run, trail run, treadmill) apart from all sports, as the tool does, so a ride never counts
 * as running. A totals tool shared with the model coach can replace this call.
 */
import { activitiesBetween } from '#queries/activities'
import { isRunSport } from '#domain/sports'
import type { CoachContext } from '#coach/context'

export interface PeriodTotals {
  fromIso: string
  toIso: string
  running: { runs: number; distanceMeters: number; movingSeconds: number; longestMeters: number }
  allSports: { sessions: number; distanceMeters: number; movingSeconds: number }
}

export async function periodTotals(
  context: CoachContext,
  fromIso: string,
  toIso: string
): Promise<PeriodTotals> {
  const until = toIso > context.todayIso ? context.todayIso : toIso
  // A model never sees Strava's data (docs/coach.md); the offline coach reads everything.
  const rows = await activitiesBetween(
    context.userId,
    fromIso,
    until,
    context.audience === 'model' ? { withoutSource: 'strava' } : {}
  )
  const runs = rows.filter((row) => isRunSport(row.sport))
  const sum = (list: typeof rows, key: 'distanceMeters' | 'movingSeconds') =>
    list.reduce((total, row) => total + row[key], 0)
  return {
    fromIso,
    toIso: until,
    running: {
      runs: runs.length,
      distanceMeters: sum(runs, 'distanceMeters'),
      movingSeconds: sum(runs, 'movingSeconds'),
      longestMeters: Math.max(0, ...runs.map((row) => row.distanceMeters)),
    },
    allSports: {
      sessions: rows.length,
      distanceMeters: sum(rows, 'distanceMeters'),
      movingSeconds: sum(rows, 'movingSeconds'),
    },
  }
}
