import type {
  LogActivity,
  LogPlannedWorkout,
  LogWeek,
  SportTotals,
  WeekTotals,
} from '#domain/activities/training_log'

/*
 * Props of the training log (Activities/Log) and the activity list's weekly subtotals, as the
 * server sends them: SI units, dates as YYYY-MM-DD in the athlete's calendar, loads rounded to
 * one decimal. The pages convert units with #domain/units and `preferences.units`.
 */
export type { LogActivity, LogPlannedWorkout, LogWeek, SportTotals, WeekTotals }

/** Which weeks the log shows, and where its navigation leads. */
export interface LogWindowDto {
  /** First and last day shown. */
  from: string
  to: string
  weeks: number
  /** ISO weekday the weeks start on (1 = Monday, 7 = Sunday). */
  weekStart: number
  today: string
  /** First day of the window before and after this one. */
  earlier: string
  later: string
  /** The athlete's first activity (null without any): how far back the log goes. */
  firstActivityDate: string | null
}

export interface TrainingLogDto {
  period: LogWindowDto
  weeks: LogWeek[]
}

/** A week's subtotal in the activity list (all the week's activities that pass the filters). */
export interface WeekSubtotalDto extends WeekTotals {
  weekStart: string
}

function round1(value: number) {
  return Math.round(value * 10) / 10
}

function roundLoad<T extends { load: number }>(item: T): T {
  return { ...item, load: round1(item.load) }
}

export class TrainingLogDtos {
  static log(period: LogWindowDto, weeks: LogWeek[]): TrainingLogDto {
    return {
      period,
      weeks: weeks.map((week) => ({
        ...week,
        days: week.days.map((day) => ({ ...day, activities: day.activities.map(roundLoad) })),
        totals: TrainingLogDtos.totals(week.totals),
      })),
    }
  }

  static totals(totals: WeekTotals): WeekTotals {
    return { ...roundLoad(totals), bySport: totals.bySport.map(roundLoad) }
  }

  static subtotal(weekStart: string, totals: WeekTotals): WeekSubtotalDto {
    return { weekStart, ...TrainingLogDtos.totals(totals) }
  }
}
