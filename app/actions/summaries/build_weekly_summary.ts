import type AthleteProfile from '#models/athlete_profile'
import { activePlan } from '#queries/training_plans'
import { activitiesBetween } from '#queries/activities'
import { addDays } from '#domain/calendar'
import { weekStartOf } from '#domain/calendar'
import { fitnessReading } from '#domain/progress/reading'
import { lastDays } from '#queries/daily_loads'
import { acwrOf } from '#domain/progress/daily_series'
import { round } from '#dtos/progress'

export interface WeeklySummary {
  /** The athlete's last complete week (their week start), yyyy-mm-dd, both included. */
  week: { startIso: string; endIso: string }
  done: { sessions: number; distanceMeters: number; movingSeconds: number }
  /** Null without an active plan covering the week. */
  planned: { sessions: number; distanceMeters: number; completedSessions: number } | null
  fitness: {
    fitness: number
    fitnessChange: number
    fatigue: number
    form: number
    reading: string
  } | null
  /** The key sessions (hard days, else every run) of the seven days from today. */
  nextWorkouts: {
    dateIso: string
    title: string
    distanceMeters: number | null
    durationSeconds: number | null
  }[]
}

/**
 * What the weekly summary e-mail says: last week's training against the plan, the fitness
 * trend and next week's key workouts. Reads one week of activities, 28 days of cached daily
 * figures and the active plan.
 */
export default class BuildWeeklySummary {
  async handle(profile: AthleteProfile, todayIso: string): Promise<WeeklySummary> {
    const endIso = addDays(weekStartOf(todayIso, profile.weekStart), -1)
    const startIso = addDays(endIso, -6)
    const [activities, days, plan] = await Promise.all([
      activitiesBetween(profile.userId, startIso, endIso),
      lastDays(profile.userId, todayIso, 28),
      activePlan(profile.userId),
    ])
    const doneDates = new Set(activities.map((activity) => activity.localDate))
    const done = {
      sessions: activities.length,
      distanceMeters: activities.reduce((sum, activity) => sum + activity.distanceMeters, 0),
      movingSeconds: activities.reduce((sum, activity) => sum + activity.movingSeconds, 0),
    }

    const workouts = plan?.document.weeks.flatMap((week) => week.workouts) ?? []
    const lastWeekWorkouts = workouts.filter(
      (workout) =>
        workout.type !== 'rest' && workout.dateIso >= startIso && workout.dateIso <= endIso
    )
    const planned =
      plan && lastWeekWorkouts.length > 0
        ? {
            sessions: lastWeekWorkouts.length,
            distanceMeters: lastWeekWorkouts.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0),
            completedSessions: lastWeekWorkouts.filter((w) => doneDates.has(w.dateIso)).length,
          }
        : null

    const upcoming = workouts.filter(
      (workout) =>
        workout.type !== 'rest' &&
        workout.dateIso >= todayIso &&
        workout.dateIso <= addDays(todayIso, 6)
    )
    const key = upcoming.some((workout) => workout.hard)
      ? upcoming.filter((workout) => workout.hard)
      : upcoming
    const nextWorkouts = key.map((workout) => ({
      dateIso: workout.dateIso,
      title: workout.title,
      distanceMeters: workout.distanceMeters ?? null,
      durationSeconds: workout.durationSeconds ?? null,
    }))

    const today = days.at(-1)
    const weekAgo = days.length > 7 ? days[days.length - 8] : days[0]
    const fitness =
      today && weekAgo
        ? {
            fitness: round(today.fitness),
            fitnessChange: round(today.fitness - weekAgo.fitness),
            fatigue: round(today.fatigue),
            form: round(today.form),
            reading: fitnessReading(days, acwrOf(days)),
          }
        : null

    return { week: { startIso, endIso }, done, planned, fitness, nextWorkouts }
  }
}
