/**
 * The onboarding steps of Welcome, in order. Each can be answered or skipped; the athlete can
 * leave and come back to the step they reached.
 */
export const ONBOARDING_STEPS = ['units', 'basics', 'goal', 'activities'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/** The step the athlete reached: the stored one when it is still a step, else the first. */
export function currentStep(profile: { onboardingStep: string | null }): OnboardingStep {
  const step = profile.onboardingStep as OnboardingStep | null
  return step && ONBOARDING_STEPS.includes(step) ? step : 'units'
}

/** The step after `step`, or null after the last one. */
export function stepAfter(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null
}
