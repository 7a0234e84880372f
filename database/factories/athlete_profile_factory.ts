import factory from '@adonisjs/lucid/factories'
import AthleteProfile from '#models/athlete_profile'

/**
 * An athlete's profile with the heart-rate figures a plan and the zones read (SI units as
 * stored: beats per minute, docs/architecture.md), in UTC. Pass the owner and anything a test
 * asserts on: `AthleteProfileFactory.merge({ userId: user.id, lthr: 170 }).create()`.
 */
export const AthleteProfileFactory = factory
  .define(AthleteProfile, () => ({
    timeZone: 'UTC',
    maxHr: 190,
    restingHr: 50,
  }))
  .build()
