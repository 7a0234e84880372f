import AthleteProfile from '#models/athlete_profile'

/** Turns the weekly summary off (idempotent). False when there is no such athlete. */
export default class UnsubscribeWeeklySummary {
  async handle(userId: number): Promise<boolean> {
    const profile = await AthleteProfile.findBy('user_id', userId)
    if (!profile) return false
    if (profile.weeklySummary) {
      profile.weeklySummary = false
      await profile.save()
    }
    return true
  }
}
