import type AthleteProfile from '#models/athlete_profile'

export interface PreferencesInput {
  units: 'metric' | 'imperial'
  week_start: number
  time_zone: string
  training_days: number[]
  long_run_day: number
  coach_tone: 'encouraging' | 'direct' | 'detailed'
  email_notifications: boolean
  weekly_summary?: boolean
}

export default class UpdatePreferences {
  async handle(profile: AthleteProfile, input: PreferencesInput) {
    profile.units = input.units
    profile.weekStart = input.week_start
    profile.timeZone = input.time_zone
    profile.trainingDays = [...input.training_days].sort((a, b) => a - b)
    profile.longRunDay = input.long_run_day
    profile.coachTone = input.coach_tone
    profile.emailNotifications = input.email_notifications
    if (input.weekly_summary !== undefined) profile.weeklySummary = input.weekly_summary
    await profile.save()
    return profile
  }
}
