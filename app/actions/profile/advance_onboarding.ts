import { DateTime } from 'luxon'
import type AthleteProfile from '#models/athlete_profile'
import { stepAfter, type OnboardingStep } from '#domain/onboarding'

export default class AdvanceOnboarding {
  /**
   * Moves past `step` (answered or skipped). Finishing the last step, or
   * skipping all of them, completes onboarding.
   */
  async handle(profile: AthleteProfile, step: OnboardingStep, now: DateTime) {
    const next = stepAfter(step)
    if (next) {
      profile.onboardingStep = next
    } else {
      profile.onboardingStep = null
      profile.onboardingCompletedAt = now
    }
    await profile.save()
    return next ?? null
  }

  async finish(profile: AthleteProfile, now: DateTime) {
    profile.onboardingStep = null
    profile.onboardingCompletedAt = profile.onboardingCompletedAt ?? now
    await profile.save()
  }
}
