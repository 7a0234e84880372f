import { test } from '@japa/runner'
import type { HttpContext } from '@adonisjs/core/http'
import { UserFactory } from '#database/factories/user_factory'
import AthleteProfile from '#models/athlete_profile'
import User from '#models/user'
import { UserWithProfileProvider } from '#services/user_with_profile_provider'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { functionalGroup } from '../helpers.js'

/** The part of a request's context `requestAthleteProfile` reads: the session guard's user. */
function contextOf(user: User | undefined) {
  return { auth: { use: () => ({ user }) } } as unknown as HttpContext
}

test.group('Session user read with the athlete profile', (group) => {
  functionalGroup(group)

  test('the user and the profile come apart with their own ids, dates and values', async ({
    assert,
  }) => {
    const athlete = await UserFactory.create()
    const created = await AthleteProfile.create({
      userId: athlete.id,
      units: 'imperial',
      timeZone: 'America/Denver',
    })
    // A profile id unlike the user's, so that a mix-up of the two `id` columns shows.
    await AthleteProfile.query()
      .where('id', created.id)
      .update({ id: athlete.id + 1000 })
    const profile = await AthleteProfile.findByOrFail('userId', athlete.id)
    assert.equal(profile.id, athlete.id + 1000)

    const found = await new UserWithProfileProvider().findById(athlete.id)
    const user = found!.getOriginal()
    assert.instanceOf(user, User)
    assert.equal(found!.getId(), athlete.id)
    assert.equal(user.email, athlete.email)
    // The same model Lucid's own read makes, column for column.
    const lucidRead = await User.findOrFail(athlete.id)
    assert.deepEqual(user.serialize(), lucidRead.serialize())
    assert.isTrue(user.$isPersisted)
    assert.isFalse(user.$isDirty)

    const read = await requestAthleteProfile(contextOf(user), athlete.id)
    assert.instanceOf(read, AthleteProfile)
    assert.equal(read.id, profile.id)
    assert.equal(read.userId, athlete.id)
    assert.equal(read.units, 'imperial')
    assert.equal(read.timeZone, 'America/Denver')
    assert.deepEqual(read.serialize(), profile.serialize())
    assert.isTrue(read.$isPersisted)
    assert.isFalse(read.$isDirty)

    // That row is the one read with the user: the request does not read it again.
    await AthleteProfile.query().where('user_id', athlete.id).update({ units: 'metric' })
    const again = await requestAthleteProfile(contextOf(user), athlete.id)
    assert.equal(again.units, 'imperial')
  })

  test('a user without a profile row gets one created on first use', async ({ assert }) => {
    const athlete = await UserFactory.create()
    const found = await new UserWithProfileProvider().findById(athlete.id)
    const user = found!.getOriginal()
    assert.equal(user.id, athlete.id)
    assert.isNull(await AthleteProfile.findBy('userId', athlete.id))

    const profile = await requestAthleteProfile(contextOf(user), athlete.id)
    assert.equal(profile.userId, athlete.id)
    assert.isNotNull(await AthleteProfile.findBy('userId', athlete.id))
  })

  test("another user's id never gets the signed-in user's profile", async ({ assert }) => {
    const [athlete, other] = await UserFactory.createMany(2)
    await AthleteProfile.create({ userId: athlete.id, units: 'imperial', timeZone: 'UTC' })
    await AthleteProfile.create({ userId: other.id, units: 'metric', timeZone: 'UTC' })
    const user = (await new UserWithProfileProvider().findById(athlete.id))!.getOriginal()

    const read = await requestAthleteProfile(contextOf(user), other.id)
    assert.equal(read.userId, other.id)
    assert.equal(read.units, 'metric')
  })

  test('an id with no account (a deleted user) is no user', async ({ assert }) => {
    const athlete = await UserFactory.create()
    await athlete.delete()
    assert.isNull(await new UserWithProfileProvider().findById(athlete.id))
    for (const forged of ['not a number', '1 OR 1=1', -1, 0, 1.5]) {
      assert.isNull(await new UserWithProfileProvider().findById(forged))
    }
  })
})
