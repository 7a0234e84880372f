import type { HttpContext } from '@adonisjs/core/http'
import { SimpleMessagesProvider } from '@vinejs/vine'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import {
  ATHLETE_FIELD_MESSAGES,
  PREFERENCES_MESSAGES,
  ZONES_MESSAGES,
  updateAthleteProfileValidator,
  updatePreferencesValidator,
  updateZonesValidator,
} from '#validators/athlete_profile'
import UpdateAthleteProfile from '#actions/profile/update_athlete_profile'
import UpdateHrZones from '#actions/profile/update_hr_zones'
import UpdatePreferences from '#actions/profile/update_preferences'

const athleteMessages = new SimpleMessagesProvider(ATHLETE_FIELD_MESSAGES)
const preferencesMessages = new SimpleMessagesProvider(PREFERENCES_MESSAGES)
const zonesMessages = new SimpleMessagesProvider(ZONES_MESSAGES)

/**
 * The Profile, Training Zones and Preferences tabs. Every action works on
 * the signed-in user's own profile only.
 */
export default class AthleteProfileController {
  async updateAthlete(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const input = await request.validateUsing(updateAthleteProfileValidator, {
      messagesProvider: athleteMessages,
    })
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    await new UpdateAthleteProfile().handle(profile, input)
    return response.redirect().toRoute('profile')
  }

  async updateZones(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const input = await request.validateUsing(updateZonesValidator, {
      messagesProvider: zonesMessages,
    })
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    await new UpdateHrZones().handle(profile, {
      model: input.hr_zone_model,
      boundaries: input.boundaries,
      todayIso: athleteToday(profile.timeZone),
    })
    return response.redirect().toRoute('profile.zones')
  }

  async resetZones(ctx: HttpContext) {
    const { response, auth } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    await new UpdateHrZones().reset(profile)
    return response.redirect().toRoute('profile.zones')
  }

  async updatePreferences(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const input = await request.validateUsing(updatePreferencesValidator, {
      messagesProvider: preferencesMessages,
    })
    if (!input.training_days.includes(input.long_run_day)) {
      session.flashErrors({ long_run_day: 'Pick one of your training days for the long run.' })
      return response.redirect().back()
    }
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    await new UpdatePreferences().handle(profile, input)
    return response.redirect().toRoute('profile.preferences')
  }
}
