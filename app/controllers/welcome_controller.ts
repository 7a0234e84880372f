import type { HttpContext } from '@adonisjs/core/http'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { SimpleMessagesProvider } from '@vinejs/vine'
import { DateTime } from 'luxon'
import vine from '@vinejs/vine'
import {
  ATHLETE_FIELD_MESSAGES,
  GOAL_MESSAGES,
  updateAthleteProfileValidator,
  welcomeGoalValidator,
  welcomeUnitsValidator,
} from '#validators/athlete_profile'
import SaveWelcomeStep, { type WelcomeAnswers } from '#actions/profile/save_welcome_step'
import AdvanceOnboarding from '#actions/profile/advance_onboarding'
import { ONBOARDING_STEPS, currentStep, type OnboardingStep } from '#domain/onboarding'
import LoadWelcomeEnd from '#actions/profile/load_welcome_end'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { athleteToday } from '#services/athlete_today'

const stepValidator = vine.compile(vine.object({ step: vine.enum(ONBOARDING_STEPS) }))

/**
 * First-run onboarding: units, the basics zones need, a goal, then where to
 * bring activities from. Each step saves on its own; skippable, resumable.
 */
export default class WelcomeController {
  async show(ctx: HttpContext) {
    const { inertia, auth, request } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const requested = String(request.qs().step ?? '')
    const completed = profile.onboardingCompletedAt !== null
    // Once finished, /welcome opens on its end (upload runs, make a plan), not on step 1.
    const step: OnboardingStep | 'done' =
      ONBOARDING_STEPS.find((known) => known === requested) ??
      (completed ? 'done' : currentStep(profile))
    const today = athleteToday(profile.timeZone)
    return inertia.render('Welcome', {
      step,
      end: step === 'done' ? await new LoadWelcomeEnd().handle(profile, today) : null,
      steps: ONBOARDING_STEPS,
      completed,
      athlete: AthleteProfileDto.athlete(profile, today),
      preferences: AthleteProfileDto.preferences(profile),
      goal: {
        kind: profile.goalKind,
        distanceMeters: profile.goalDistanceMeters,
        date: profile.goalDate?.toISODate() ?? null,
      },
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const { step } = await request.validateUsing(stepValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const answers: WelcomeAnswers =
      step === 'units'
        ? { step, ...(await request.validateUsing(welcomeUnitsValidator)) }
        : step === 'basics'
          ? {
              step,
              athlete: await request.validateUsing(updateAthleteProfileValidator, {
                messagesProvider: new SimpleMessagesProvider(ATHLETE_FIELD_MESSAGES),
              }),
            }
          : step === 'goal'
            ? {
                step,
                goal: await request.validateUsing(welcomeGoalValidator, {
                  messagesProvider: new SimpleMessagesProvider(GOAL_MESSAGES),
                }),
              }
            : { step }
    await new SaveWelcomeStep().handle(profile, answers, DateTime.now())
    // The next step, or the end of Welcome with its two next moves.
    return response.redirect().toRoute('welcome')
  }

  async skip(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const { step } = await request.validateUsing(stepValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    await new AdvanceOnboarding().handle(profile, step, DateTime.now())
    return response.redirect().toRoute('welcome')
  }
}
