import type AthleteProfile from '#models/athlete_profile'
import type TrainingPlan from '#models/training_plan'
import { activePlan } from '#queries/training_plans'
import { predictRace } from '#domain/science/prediction'
import { fitnessReading } from '#domain/progress/reading'
import { eachDate } from '#domain/calendar'
import { lastDays } from '#queries/daily_loads'
import { acwrOf } from '#domain/progress/daily_series'
import CurrentVdot from '#actions/progress/current_vdot'
import { latestActivities, meanWeeklyRunMeters } from '#queries/activities'
import { ActivityDtos } from '#dtos/activity'
import { ProgressDtos, round, type DashboardProgressProps, type NextRaceDto } from '#dtos/progress'

/** Days of the Dashboard's fitness sparkline (six weeks). */
export const SPARKLINE_DAYS = 42
/** Columns of the recent-activities list (never `summary`). */
const LIST_COLUMNS = [
  'id',
  'name',
  'sport',
  'source',
  'start_time',
  'local_date',
  'distance_meters',
  'elapsed_seconds',
  'moving_seconds',
  'elevation_gain_meters',
  'avg_hr',
  'avg_speed_mps',
  'training_load',
]

/**
 * The Dashboard's progress cards: fitness / fatigue / form today with a six-week sparkline and
 * a one-line reading, the next race with its predicted time, the last five activities. Every
 * read is bounded by dates or a LIMIT on an index: none grows with the number of activities.
 */
export default class LoadDashboardProgress {
  /** `plan`: the athlete's active plan when the caller has read it already. */
  async handle(
    profile: AthleteProfile,
    todayIso: string,
    plan?: TrainingPlan | null
  ): Promise<DashboardProgressProps> {
    const userId = profile.userId
    const [days, recent, nextRace] = await Promise.all([
      lastDays(userId, todayIso, SPARKLINE_DAYS),
      latestActivities(userId, 5, LIST_COLUMNS),
      this.nextRace(profile, todayIso, plan),
    ])
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
      nextRace,
      recentActivities: recent.map((activity) => ActivityDtos.listItem(activity)),
      coachNote: null,
      hasActivities: recent.length > 0,
    }
  }

  private async nextRace(
    profile: AthleteProfile,
    todayIso: string,
    activeTrainingPlan?: TrainingPlan | null
  ): Promise<NextRaceDto | null> {
    const plan =
      activeTrainingPlan === undefined ? await activePlan(profile.userId) : activeTrainingPlan
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
    const [basis, weeklyRunMeters] = await Promise.all([
      new CurrentVdot().handle(profile, todayIso),
      meanWeeklyRunMeters(profile.userId, todayIso),
    ])
    const prediction = basis
      ? predictRace({
          targetDistanceMeters: race.distanceMeters,
          races: [basis.race],
          weeklyDistanceMeters: weeklyRunMeters,
        })
      : null
    return {
      ...race,
      daysToGo: eachDate(todayIso, race.date).length - 1,
      predictedSeconds: prediction ? round(prediction.seconds, 0) : null,
    }
  }
}
