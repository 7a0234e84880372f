import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import RegistrationAttemptNotification from '#mails/registration_attempt_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { checkInboxMessage } from '#controllers/auth/register_controller'
import { QUOTED_ADDRESS_MESSAGE } from '#validators/auth'
import queue from '#services/queue'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import {
  assertRedirect,
  continueSession,
  countRows,
  fakeMailer,
  functionalGroup,
  queuedMailsTo,
  route,
  sameSite,
} from '../helpers.js'

const PASSWORD = 'marathon-2-15-25'
const IDN = 'Anna@Bücher.Example'
const PUNYCODE = 'anna@xn--bcher-kva.example'

function register(client: ApiClient, email: string) {
  return client
    .post(route('register.store'))
    .withCsrfToken()
    .header('Referer', sameSite(route('register')))
    .form({ name: 'Anna', email, password: PASSWORD, password_confirmation: PASSWORD })
    .redirects(0)
}

test.group('Auth | one address per mailbox', (group) => {
  functionalGroup(group)

  test('an IDN domain and its punycode form make one account; the second sign-up is told to the owner', async ({
    client,
    assert,
  }) => {
    const first = await register(client, IDN)
    assertRedirect(first, route('login'))
    first.assertFlashMessage('success', checkInboxMessage(PUNYCODE))
    const second = await register(client, PUNYCODE)
    assertRedirect(second, route('login'))
    second.assertFlashMessage('success', checkInboxMessage(PUNYCODE))

    assert.equal(await countRows('users'), 1)
    const user = await User.findByOrFail('email', PUNYCODE)
    assert.equal(user.fullName, 'Anna')
    const mails = queuedMailsTo(PUNYCODE)
    assert.lengthOf(mails, 2)
    assert.instanceOf(mails[1], RegistrationAttemptNotification)
  })

  test('sign-in and forgotten password accept either spelling', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: PUNYCODE }).create()
    const signIn = await client
      .post(route('login.store'))
      .withCsrfToken()
      .header('Referer', sameSite(route('login')))
      .form({ email: IDN, password: FACTORY_PASSWORD })
      .redirects(0)
    assertRedirect(signIn, route('dashboard'))

    const forgot = await client
      .post(route('password.email'))
      .withCsrfToken()
      .header('Referer', sameSite(route('password.request')))
      .form({ email: 'anna@BÜCHER.example' })
      .redirects(0)
    forgot.assertStatus(302)
    await queue.drain()
    const [mail] = queuedMailsTo(user.email)
    assert.instanceOf(mail, ResetPasswordNotification)
  })

  test('a quoted local part is refused with a clear message, on sign-up and on the profile', async ({
    client,
    assert,
  }) => {
    const signUp = await register(client, '"anna"@example.test').withInertia()
    const page = await continueSession(client.get(route('register')), signUp).withInertia()
    assert.deepEqual(page.body().props.errors, { email: QUOTED_ADDRESS_MESSAGE })
    assert.equal(await countRows('users'), 0)

    const user = await UserFactory.create()
    const change = await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({
        name: user.fullName,
        email: `"${user.email.split('@')[0]}"@example.test`,
        current_password: FACTORY_PASSWORD,
      })
      .redirects(0)
    const profile = await continueSession(client.get(route('profile.edit')), change).withInertia()
    assert.deepEqual(profile.body().props.errors, { email: QUOTED_ADDRESS_MESSAGE })
    const fresh = await User.findOrFail(user.id)
    assert.isNull(fresh.pendingEmail)
    fakeMailer().mails.assertNoneQueued()
  })

  test('the profile change normalises too: the punycode of an IDN address is what waits', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client
      .patch(route('profile.update'))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .header('Referer', sameSite(route('profile.edit')))
      .json({ name: user.fullName, email: IDN, current_password: FACTORY_PASSWORD })
      .redirects(0)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.pendingEmail, PUNYCODE)
  })
})
