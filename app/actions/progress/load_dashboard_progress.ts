import type AthleteProfile from '#models/athlete_profile'
import type { PlanView } from '#queries/training_plans'
import { describePredictionMethod, predictRace } from '#domain/science/prediction'
import { fitnessReading } from '#domain/progress/reading'
import { daysBetween } from '#domain/calendar'
import { acwrOf } from '#domain/progress/daily_series'
import { vdotBasisFrom } from '#dtos/vdot'
import type { DashboardRows } from '#queries/pages/dashboard'
import { demoImportDto, type DemoImportDto } from '#dtos/import_job'
import { ProgressDtos, round, type DashboardProgressProps, type NextRaceDto } from '#dtos/progress'

/**
 * The Dashboard's progress cards: fitness / fatigue / form today with a six-week sparkline and
 * a one-line reading, the next race with its predicted time, the last five activities, and the
 * demo import's progress, from the Dashboard's statement (dashboardRows), which
 * LoadDashboardPage reads once for this and the plan card (the next race may come from the
 * plan); every part is bounded by dates or a LIMIT on an index: none grows with the number of
 * activities.
 */
export default class LoadDashboardProgress {
  async handle(
    profile: AthleteProfile,
    todayIso: string,
    rows: DashboardRows
  ): Promise<DashboardProgressProps & { demoImport: DemoImportDto | null }> {
    const activeOne = rows.plan
    const days = rows.days
    const last = days.at(-1)
    return {
      fitness: last
        ? {
            today: ProgressDtos.today(last, acwrOf(days)),
            sparkline: {
              dates: days.map((day) => day.date),
              fitness: days.map((day) => round(day.fitness)),
              fatigue: days.map((day) => round(day.fatigue)),
              form: days.map((day) => round(day.form)),
            },
            reading: fitnessReading(days, acwrOf(days)),
          }
        : null,
      nextRace: this.nextRace(profile, todayIso, activeOne, rows),
      recentActivities: rows.recentActivities.map(({ trainingLoad, ...activity }) => ({
        ...activity,
        load: round(trainingLoad, 1),
      })),
      coachNote: null,
      hasActivities: rows.recentActivities.length > 0,
      demoImport: demoImportDto(rows.demoImport),
    }
  }

  private nextRace(
    profile: AthleteProfile,
    todayIso: string,
    plan: PlanView | null,
    rows: DashboardRows
  ): NextRaceDto | null {
    let race: Pick<NextRaceDto, 'distanceMeters' | 'date' | 'from'> | null = null
    if (plan?.raceDate && plan.raceDistanceMeters && plan.raceDate >= todayIso) {
      race = { distanceMeters: plan.raceDistanceMeters, date: plan.raceDate, from: 'plan' }
    } else {
      const goalDate = profile.goalDate?.toISODate() ?? null
      if (
        profile.goalKind === 'race' &&
        profile.goalDistanceMeters &&
        goalDate &&
        goalDate >= todayIso
      ) {
        race = { distanceMeters: profile.goalDistanceMeters, date: goalDate, from: 'profile' }
      }
    }
    if (!race) return null
    const basis = vdotBasisFrom(profile, todayIso, rows.vdotEffort)
    const prediction = basis
      ? predictRace({
          targetDistanceMeters: race.distanceMeters,
          races: [basis.race],
          weeklyDistanceMeters: rows.weeklyRunMeters,
        })
      : null
    return {
      ...race,
      daysToGo: daysBetween(todayIso, race.date),
      predictedSeconds: prediction ? round(prediction.seconds, 0) : null,
      predictionMethod: prediction
        ? describePredictionMethod(prediction.vdot, rows.weeklyRunMeters)
        : null,
    }
  }
}
