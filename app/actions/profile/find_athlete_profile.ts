import AthleteProfile from '#models/athlete_profile'

/**
 * The athlete's profile row, created on first use. A new row is re-read so
 * that the database defaults (units, zone model, training days...) are set on
 * the instance; two first requests at once both end up with the same row.
 */
export default class FindAthleteProfile {
  async handle(userId: number) {
    const existing = await AthleteProfile.findBy('userId', userId)
    if (existing) return existing
    try {
      const created = await AthleteProfile.create({ userId })
      await created.refresh()
      return created
    } catch (error) {
      const raced = await AthleteProfile.findBy('userId', userId)
      if (raced) return raced
      throw error
    }
  }
}
