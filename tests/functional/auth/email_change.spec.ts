import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import User from '#models/user'
import EmailChangeNotice from '#mails/email_change_notice'
import VerifyNewEmailNotification from '#mails/verify_new_email_notification'
import EmailInUseNotification from '#mails/email_in_use_notification'
import { emailChangeMessage } from '#controllers/profile_controller'
import { REVERT_LINK_PROBLEM } from '#controllers/email_change_controller'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { CookieClient } from '#tests/support/cookie_client'
import {
  assertRedirect,
  continueSession,
  countRows,
  fakeMailer,
  functionalGroup,
  linkIn,
  pathOf,
  queuedMailsTo,
  route,
  sameSite,
  signedInUserId,
} from '../helpers.js'

const NEW_ADDRESS = 'new.address@example.test'

/** PATCH /profile as the Inertia form sends it. */
function changeEmail(
  client: ApiClient,
  user: User,
  fields: { email: string; current_password?: string; name?: string }
) {
  return client
    .patch(route('profile.update'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(route('profile.edit')))
    .json({ name: fields.name ?? user.fullName, ...fields })
    .redirects(0)
}

/** Signs in through the login form; true when it leads to the dashboard. */
async function signsIn(client: ApiClient, email: string, password = FACTORY_PASSWORD) {
  const response = await client
    .post(route('login.store'))
    .withCsrfToken()
    .header('Referer', sameSite(route('login')))
    .form({ email, password })
    .redirects(0)
  return response.header('location') === route('dashboard')
}

/** Asks for NEW_ADDRESS with the right password and returns the two mails it sent. */
async function requestChange(client: ApiClient, user: User, email = NEW_ADDRESS) {
  const oldEmail = user.email
  const response = await changeEmail(client, user, { email, current_password: FACTORY_PASSWORD })
  assertRedirect(response, route('profile.edit'), 303)
  const [notice] = queuedMailsTo(oldEmail)
  const [toNew] = queuedMailsTo(email.toLowerCase())
  return { response, notice, toNew }
}

async function assertUnchanged(assert: any, user: User) {
  const fresh = await User.findOrFail(user.id)
  assert.equal(fresh.email, user.email)
  assert.isNull(fresh.pendingEmail)
  assert.equal(fresh.fullName, user.fullName)
}

test.group('E-mail change | request', (group) => {
  functionalGroup(group)

  test('without the current password: an error on current_password, nothing changed', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await changeEmail(client, user, { email: NEW_ADDRESS, name: 'Changed' })
    assertRedirect(response, route('profile.edit'), 303)
    const page = await continueSession(client.get(route('profile.edit')), response).withInertia()
    assert.deepEqual(page.body().props.errors, {
      current_password: 'Enter your current password to change your e-mail address.',
    })
    await assertUnchanged(assert, user)
    fakeMailer().mails.assertNoneQueued()
  })

  test('with a wrong password: 422 for a JSON client, an error for the form, nothing changed', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const json = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ name: 'Changed', email: NEW_ADDRESS, current_password: 'not-my-password' })
    json.assertStatus(422)
    assert.deepEqual(json.body().errors, [
      { field: 'current_password', message: 'The current password is incorrect.' },
    ])

    const missing = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
      .json({ name: 'Changed', email: NEW_ADDRESS })
    missing.assertStatus(422)

    const form = await changeEmail(client, user, {
      email: NEW_ADDRESS,
      current_password: 'not-my-password',
    })
    const page = await continueSession(client.get(route('profile.edit')), form).withInertia()
    assert.deepEqual(page.body().props.errors, {
      current_password: 'The current password is incorrect.',
    })
    await assertUnchanged(assert, user)
    fakeMailer().mails.assertNoneQueued()
  })

  test('with the password: pending, the old address still signs in, a link to the new one and a notice to the old one', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const oldEmail = user.email
    const { response, notice, toNew } = await requestChange(
      client,
      user,
      'New.Address@Example.test'
    )
    response.assertFlashMessage('success', emailChangeMessage(NEW_ADDRESS, oldEmail))

    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, oldEmail)
    assert.equal(fresh.pendingEmail, NEW_ADDRESS)
    assert.isNotNull(fresh.emailVerifiedAt, 'the account stays verified')

    assert.instanceOf(toNew, VerifyNewEmailNotification)
    assert.equal(linkIn(toNew).pathname.split('/').slice(0, 3).join('/'), '/email-change/verify')
    assert.instanceOf(notice, EmailChangeNotice)
    assert.include(String(notice.message.toObject().message.text), NEW_ADDRESS)
    assert.equal(linkIn(notice).pathname, route('email_change.revert', { id: user.id }))
    fakeMailer().mails.assertQueuedCount(2)

    const page = await continueSession(client.get(route('profile.edit')), response).withInertia()
    page.assertInertiaPropsContains({
      auth: { user: { email: oldEmail, pendingEmail: NEW_ADDRESS } },
    })

    assert.isTrue(await signsIn(client, oldEmail))
    assert.isFalse(await signsIn(client, NEW_ADDRESS))
  })

  test('an address another account uses gets the same answer; its owner is told, no link is sent', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const free = await UserFactory.create()

    const taken = await changeEmail(client, user, {
      email: other.email,
      current_password: FACTORY_PASSWORD,
    })
    const answered = await changeEmail(client, free, {
      email: 'free-address@example.test',
      current_password: FACTORY_PASSWORD,
    })
    assert.equal(taken.status(), answered.status())
    assert.equal(taken.header('location'), answered.header('location'))
    taken.assertFlashMessage('success', emailChangeMessage(other.email, user.email))
    answered.assertFlashMessage(
      'success',
      emailChangeMessage('free-address@example.test', free.email)
    )

    const page = await continueSession(client.get(route('profile.edit')), taken).withInertia()
    assert.deepEqual(page.body().props.errors ?? {}, {})
    page.assertInertiaPropsContains({ auth: { user: { pendingEmail: other.email } } })

    const toOwner = queuedMailsTo(other.email)
    assert.lengthOf(toOwner, 1)
    assert.instanceOf(toOwner[0], EmailInUseNotification)
    assert.instanceOf(queuedMailsTo(user.email)[0], EmailChangeNotice)
    fakeMailer().mails.assertQueuedCount(VerifyNewEmailNotification, 1) // the free address's only

    const owner = await User.findOrFail(other.id)
    assert.equal(owner.email, other.email)
    const unchanged = await User.findOrFail(user.id)
    assert.equal(unchanged.email, user.email)
  })

  test('password guesses through the form are limited like confirm-password: 429 after 5 a minute', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await changeEmail(client, user, {
        email: NEW_ADDRESS,
        current_password: `guess-${attempt}`,
      })
      response.assertStatus(303)
    }
    const refused = await changeEmail(client, user, {
      email: NEW_ADDRESS,
      current_password: FACTORY_PASSWORD,
    })
    refused.assertStatus(429)
    assert.isAtLeast(Number(refused.header('retry-after')), 1)
    await assertUnchanged(assert, user)
    fakeMailer().mails.assertNoneQueued()
  })

  test('saving the name alone is not a password guess: it never meets the limit', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let attempt = 1; attempt <= 8; attempt++) {
      const response = await changeEmail(client, user, {
        email: user.email,
        name: `Name ${attempt}`,
      })
      assertRedirect(response, route('profile.edit'), 303)
    }
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, 'Name 8')
  })

  test('the name alone changes without a password', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await changeEmail(client, user, { email: user.email, name: 'Only Name' })
    assertRedirect(response, route('profile.edit'), 303)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, 'Only Name')
    assert.isNull(fresh.pendingEmail)
    fakeMailer().mails.assertNoneQueued()
  })
})

test.group('E-mail change | verify and revert', (group) => {
  functionalGroup(group)

  test('following the link makes the new address the sign-in address', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const oldEmail = user.email
    const { toNew } = await requestChange(client, user)

    const verified = await client
      .get(pathOf(linkIn(toNew)))
      .loginAs(user)
      .redirects(0)
    assertRedirect(verified, route('profile.edit'))
    verified.assertFlashMessage('success', `Your sign-in address is now ${NEW_ADDRESS}.`)

    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, NEW_ADDRESS)
    assert.isNull(fresh.pendingEmail)
    assert.isTrue(await signsIn(client, NEW_ADDRESS))
    assert.isFalse(await signsIn(client, oldEmail))
  })

  test('a link for another account or a forged one changes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const stranger = await UserFactory.create()
    const { toNew } = await requestChange(client, user)

    const foreign = await client
      .get(pathOf(linkIn(toNew)))
      .loginAs(stranger)
      .redirects(0)
    foreign.assertStatus(403)

    const url = linkIn(toNew)
    url.searchParams.set('signature', 'forged')
    const forged = await client.get(pathOf(url)).loginAs(user).redirects(0)
    assertRedirect(forged, route('profile.edit'))
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, user.email)
    assert.equal(fresh.pendingEmail, NEW_ADDRESS)
  })

  test('the old address reverts within a week, even after the new one was verified: address back, sessions ended, a new password next', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const oldEmail = user.email
    const device = new CookieClient()
    await device.signIn(oldEmail, FACTORY_PASSWORD, true)
    const { notice, toNew } = await requestChange(client, user)
    await client
      .get(pathOf(linkIn(toNew)))
      .loginAs(user)
      .redirects(0)
    const changed = await User.findOrFail(user.id)
    assert.equal(changed.email, NEW_ADDRESS)
    const versionBefore = changed.sessionVersion

    const revertPath = pathOf(linkIn(notice))
    const page = await client.get(revertPath).withInertia()
    page.assertInertiaComponent('Auth/RevertEmailChange')
    page.assertInertiaPropsContains({ valid: true, email: oldEmail })

    const reverted = await client
      .post(revertPath)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    // Signed out by it: a full page load (docs/protocols.md#asset-version-and-409).
    reverted.assertStatus(409)
    const location = new URL(
      reverted.header('x-inertia-location') ?? '',
      sameSite(route('landing'))
    )
    assert.match(location.pathname, /^\/reset-password\//)
    assert.equal(location.searchParams.get('email'), oldEmail)
    assert.isNull(signedInUserId(reverted))

    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, oldEmail)
    assert.isNull(fresh.pendingEmail)
    assert.isAbove(fresh.sessionVersion, versionBefore)
    assert.equal(await countRows('remember_me_tokens', { tokenable_id: user.id }), 0)
    assert.isFalse(await device.isSignedIn())

    // The reset page the revert leads to accepts its token.
    const reset = await client.get(pathOf(location)).withInertia()
    reset.assertInertiaPropsContains({ linkStatus: 'valid', email: oldEmail })
  })

  test('the revert also drops a change still pending', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { notice } = await requestChange(client, user)
    const reverted = await client
      .post(pathOf(linkIn(notice)))
      .withCsrfToken()
      .redirects(0)
    reverted.assertStatus(302)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, user.email)
    assert.isNull(fresh.pendingEmail)
  })

  test('an expired or forged revert link says so and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { toNew } = await requestChange(client, user, NEW_ADDRESS)
    await client
      .get(pathOf(linkIn(toNew)))
      .loginAs(user)
      .redirects(0)
    const before = await User.findOrFail(user.id)

    const expired = router
      .builder()
      .params({ id: user.id })
      .qs({ email: user.email })
      .makeSigned('email_change.revert', { expiresIn: '-1s' })
    const forged = route(
      'email_change.revert',
      { id: user.id },
      { qs: { email: 'attacker@example.test', signature: 'forged' } }
    )

    for (const path of [expired, forged]) {
      const page = await client.get(path).withInertia()
      page.assertInertiaComponent('Auth/RevertEmailChange')
      page.assertInertiaPropsContains({ valid: false, email: null })

      const refused = await client
        .post(path)
        .withCsrfToken()
        .header('Referer', sameSite(path))
        .redirects(0)
      refused.assertStatus(302)
      refused.assertFlashMessage('error', REVERT_LINK_PROBLEM)
    }
    const after = await User.findOrFail(user.id)
    assert.equal(after.email, NEW_ADDRESS)
    assert.equal(after.sessionVersion, before.sessionVersion)
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 0)
  })

  test('a password reset drops a pending change', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await requestChange(client, user)
    const { default: ResetPassword } = await import('#actions/auth/reset_password')
    const { default: SendPasswordResetLink } =
      await import('#actions/auth/send_password_reset_link')
    const { DateTime } = await import('luxon')
    await new SendPasswordResetLink().handle({ email: user.email, now: DateTime.now() })
    const mail = queuedMailsTo(user.email).at(-1)!
    const token = linkIn(mail).pathname.split('/').at(-1)!
    const result = await new ResetPassword().handle({
      token,
      email: user.email,
      password: 'a-brand-new-password',
      now: DateTime.now(),
    })
    assert.isTrue(result.ok)
    const fresh = await User.findOrFail(user.id)
    assert.isNull(fresh.pendingEmail)
  })
})
