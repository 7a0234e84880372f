import { DateTime } from 'luxon'
import type AthleteProfile from '#models/athlete_profile'

/**
 * The onboarding steps of Welcome, in order. Each can be answered or skipped;
 * the athlete can leave and come back to the step they reached.
 */
export const ONBOARDING_STEPS = ['units', 'basics', 'goal', 'activities'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export function currentStep(profile: AthleteProfile): OnboardingStep {
  const step = profile.onboardingStep as OnboardingStep | null
  return step && ONBOARDING_STEPS.includes(step) ? step : 'units'
}

export default class AdvanceOnboarding {
  /**
   * Moves past `step` (answered or skipped). Finishing the last step, or
   * skipping all of them, completes onboarding.
   */
  async handle(profile: AthleteProfile, step: OnboardingStep, now: DateTime) {
    const index = ONBOARDING_STEPS.indexOf(step)
    const next = ONBOARDING_STEPS[index + 1]
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
