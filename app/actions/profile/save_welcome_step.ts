import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import type AthleteProfile from '#models/athlete_profile'
import type { welcomeGoalValidator } from '#validators/athlete_profile'
import UpdateAthleteProfile, { type AthleteInput } from '#actions/profile/update_athlete_profile'
import AdvanceOnboarding from '#actions/profile/advance_onboarding'
import type { OnboardingStep } from '#domain/onboarding'

/** One onboarding step's answers, as its form sends them (validated). */
export type WelcomeAnswers =
  | { step: 'units'; units: 'metric' | 'imperial' }
  | { step: 'basics'; athlete: AthleteInput }
  | { step: 'goal'; goal: Infer<typeof welcomeGoalValidator> }
  | { step: Exclude<OnboardingStep, 'units' | 'basics' | 'goal'> }

/**
 * Saves one onboarding step's answers (units, the basics zones need, a goal)
 * and moves the athlete on; true while there is a next step.
 */
export default class SaveWelcomeStep {
  async handle(profile: AthleteProfile, answers: WelcomeAnswers, now: DateTime) {
    if (answers.step === 'units') {
      profile.units = answers.units
      await profile.save()
    } else if (answers.step === 'basics') {
      await new UpdateAthleteProfile().handle(profile, answers.athlete)
    } else if (answers.step === 'goal') {
      const { goal } = answers
      profile.goalKind = goal.goal_kind
      profile.goalDistanceMeters =
        goal.goal_kind === 'race' ? (goal.goal_distance_meters ?? null) : null
      profile.goalDate =
        goal.goal_kind === 'race' && goal.goal_date
          ? DateTime.fromJSDate(goal.goal_date)
              .setZone('utc', { keepLocalTime: true })
              .startOf('day')
          : null
      await profile.save()
    }
    return new AdvanceOnboarding().handle(profile, answers.step, now)
  }
}
