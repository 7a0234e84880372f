import type { HttpContext } from '@adonisjs/core/http'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { updateProfileValidator, deleteUserValidator } from '#validators/profile'
import UpdateProfile from '#actions/users/update_profile'
import DeleteUser from '#actions/users/delete_user'
import hash from '@adonisjs/core/services/hash'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { athleteToday } from '#services/athlete_today'
import ListGear from '#actions/gear/list_gear'
import { gearDto } from '#dtos/gear'
import RecentImports from '#actions/activities/recent_imports'
import { importJobDto } from '#dtos/import_job'
import FindStravaConnection from '#actions/strava/find_strava_connection'
import LoadSubscriptionTab from '#actions/billing/load_subscription_tab'

export const PROFILE_TABS = [
  'profile',
  'zones',
  'apps',
  'gear',
  'preferences',
  'subscription',
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The same answer whether or not another account uses the address (decision 058). */
export function emailChangeMessage(newEmail: string, currentEmail: string) {
  return `Check your inbox: we sent a message to ${newEmail}. Until you follow its link, you sign in with ${currentEmail}.`
}

export default class ProfileController {
  /**
   * The Profile page; each tab is its own route (/profile/zones, ...).
   */
  async show(ctx: HttpContext) {
    const { inertia, route, auth } = ctx
    const name = route?.name ?? 'profile'
    const tab = (name === 'profile' ? 'profile' : name.replace('profile.', '')) as ProfileTab
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const todayIso = athleteToday(profile.timeZone)
    const gearList = tab === 'gear' ? await new ListGear().handle(profile.userId) : []
    const recentImports = tab === 'apps' ? await new RecentImports().handle(profile.userId) : []
    return inertia.render('Profile', {
      tab,
      athlete:
        tab === 'profile' || tab === 'zones' ? AthleteProfileDto.athlete(profile, todayIso) : null,
      zones: tab === 'zones' ? AthleteProfileDto.zones(profile, todayIso) : null,
      preferences: AthleteProfileDto.preferences(profile),
      gear: tab === 'gear' ? gearList.map(gearDto) : null,
      strava: tab === 'apps' ? await new FindStravaConnection().handle(profile.userId) : null,
      imports: tab === 'apps' ? recentImports.map(importJobDto) : null,
      subscription:
        tab === 'subscription' ? await new LoadSubscriptionTab().handle(profile.userId) : null,
    })
  }

  async edit({ inertia }: HttpContext) {
    return inertia.render('Profile/Edit')
  }

  async update({ request, response, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updateProfileValidator)
    const { emailChangeRequested } = await new UpdateProfile().handle(user, input)
    if (emailChangeRequested) {
      session.flash('success', emailChangeMessage(input.email, user.email))
    }
    return response.redirect().toRoute('profile.edit')
  }

  /**
   * Deletes the account after checking the password.
   */
  async destroy({ request, response, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(deleteUserValidator)
    if (!(await hash.verify(user.password, password))) {
      session.flashErrors({ password: 'This password is incorrect.' })
      return response.redirect().back()
    }
    await auth.use('web').logout()
    await new DeleteUser().handle(user)
    session.regenerate()
    session.flash('success', 'Your account and all its data have been deleted.')
    return response.redirect().toRoute('landing')
  }
}
