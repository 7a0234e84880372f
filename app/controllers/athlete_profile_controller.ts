import type { HttpContext } from '@adonisjs/core/http'
import { SimpleMessagesProvider } from '@vinejs/vine'
import { athleteToday } from '#services/athlete_today'
import {
  ATHLETE_FIELD_MESSAGES,
  PREFERENCES_MESSAGES,
  ZONES_MESSAGES,
  updateAthleteProfileValidator,
  updatePreferencesValidator,
  updateZonesValidator,
} from '#validators/athlete_profile'
import FindAthleteProfile from '#actions/profile/find_athlete_profile'
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
  async updateAthlete({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(updateAthleteProfileValidator, {
      messagesProvider: athleteMessages,
    })
    const profile = await new FindAthleteProfile().handle(auth.getUserOrFail().id)
    await new UpdateAthleteProfile().handle(profile, input)
    return response.redirect().toRoute('profile')
  }

  async updateZones({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(updateZonesValidator, {
      messagesProvider: zonesMessages,
    })
    const profile = await new FindAthleteProfile().handle(auth.getUserOrFail().id)
    await new UpdateHrZones().handle(profile, {
      model: input.hr_zone_model,
      boundaries: input.boundaries,
      todayIso: athleteToday(profile.timeZone),
    })
    return response.redirect().toRoute('profile.zones')
  }

  async resetZones({ response, auth }: HttpContext) {
    const profile = await new FindAthleteProfile().handle(auth.getUserOrFail().id)
    await new UpdateHrZones().reset(profile)
    return response.redirect().toRoute('profile.zones')
  }

  async updatePreferences({ request, response, auth, session }: HttpContext) {
    const input = await request.validateUsing(updatePreferencesValidator, {
      messagesProvider: preferencesMessages,
    })
    if (!input.training_days.includes(input.long_run_day)) {
      session.flashErrors({ long_run_day: 'Pick one of your training days for the long run.' })
      return response.redirect().back()
    }
    const profile = await new FindAthleteProfile().handle(auth.getUserOrFail().id)
    await new UpdatePreferences().handle(profile, input)
    return response.redirect().toRoute('profile.preferences')
  }
}
