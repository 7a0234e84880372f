import type { HttpContext } from '@adonisjs/core/http'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { updateProfileValidator, deleteUserValidator } from '#validators/profile'
import UpdateProfile from '#actions/users/update_profile'
import DeleteUser from '#actions/users/delete_user'
import hash from '@adonisjs/core/services/hash'
import { AthleteProfileDto } from '#dtos/athlete_profile'
import { athleteToday } from '#services/athlete_today'

export const PROFILE_TABS = ['profile', 'zones', 'apps', 'preferences', 'subscription'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

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
    return inertia.render('Profile', {
      tab,
      athlete:
        tab === 'profile' || tab === 'zones' ? AthleteProfileDto.athlete(profile, todayIso) : null,
      zones: tab === 'zones' ? AthleteProfileDto.zones(profile, todayIso) : null,
      preferences: AthleteProfileDto.preferences(profile),
    })
  }

  async edit({ inertia }: HttpContext) {
    return inertia.render('Profile/Edit')
  }

  async update({ request, response, auth, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updateProfileValidator, { meta: { userId: user.id } })
    const { emailChanged } = await new UpdateProfile().handle(user, input)
    if (emailChanged) {
      session.flash('success', `We sent a verification link to ${user.email}.`)
      return response.redirect().toRoute('verification.notice')
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
