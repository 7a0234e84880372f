import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import User from '#models/user'
import { verificationUrl } from '#actions/auth/send_verification_email'
import { emailHash } from '#services/hashes'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import {
  assertRedirect,
  continueSession,
  fakeMailer,
  functionalGroup,
  linkIn,
  pathOf,
  queuedMailsTo,
  route,
  sameSite,
} from '../helpers.js'

const INVALID_LINK = 'This verification link is invalid or has expired. We can send you a new one.'

test.group('Auth | email verification', (group) => {
  functionalGroup(group)

  test('the link from the sign-up mail asks to sign in, verifies and leads to /welcome', async ({
    client,
    assert,
  }) => {
    const registered = await client
      .post(route('register.store'))
      .withCsrfToken()
      .form({
        name: 'Eliud',
        email: 'eliud@example.test',
        password: 'sub-two-hours',
        password_confirmation: 'sub-two-hours',
      })
      .redirects(0)
    assertRedirect(registered, route('login'))
    const [verification] = queuedMailsTo('eliud@example.test')
    const link = linkIn(verification)

    // Signing up signs nobody in (decision 018): the link asks to sign in first.
    const visit = await client.get(pathOf(link)).redirects(0)
    visit.assertStatus(302)
    assert.equal(new URL(visit.header('location')!, link).pathname, route('login'))
    const signedIn = await continueSession(client.post(route('login.store')), visit)
      .withCsrfToken()
      .form({ email: 'eliud@example.test', password: 'sub-two-hours' })
      .redirects(0)
    assertRedirect(signedIn, pathOf(link))

    const response = await continueSession(client.get(pathOf(link)), signedIn).redirects(0)
    assertRedirect(response, route('welcome'))
    response.assertFlashMessage('success', 'Your e-mail address is verified. Welcome!')

    const user = await User.findByOrFail('email', 'eliud@example.test')
    assert.isNotNull(user.emailVerifiedAt)

    const welcome = await continueSession(client.get(route('welcome')), response).withInertia()
    welcome.assertStatus(200)
    welcome.assertInertiaComponent('Welcome')
    welcome.assertInertiaPropsContains({
      auth: { user: { id: user.id, verified: true } },
      flash: { success: 'Your e-mail address is verified. Welcome!' },
    })
  })

  test('a verified user following the link again goes to the dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .get(pathOf(verificationUrl(user)))
      .loginAs(user)
      .redirects(0)
    assertRedirect(response, route('dashboard'))
  })

  test('a tampered signature does not verify', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const link = new URL(verificationUrl(user))
    const signature = link.searchParams.get('signature')!
    link.searchParams.set(
      'signature',
      signature.slice(0, -2) + (signature.endsWith('A') ? 'BB' : 'AA')
    )

    const response = await client.get(pathOf(link)).loginAs(user).redirects(0)
    assertRedirect(response, route('verification.notice'))
    response.assertFlashMessage('error', INVALID_LINK)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('a link without its signature does not verify', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client
      .get(route('verification.verify', { id: user.id, hash: emailHash(user.email) }))
      .loginAs(user)
      .redirects(0)
    assertRedirect(response, route('verification.notice'))
    response.assertFlashMessage('error', INVALID_LINK)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('an expired link does not verify', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const expiring = router
      .builder()
      .params({ id: user.id, hash: emailHash(user.email) })
      // Expired a second ago.
      .makeSigned('verification.verify', { expiresIn: '-1s' })

    const response = await client.get(expiring).loginAs(user).redirects(0)
    assertRedirect(response, route('verification.notice'))
    response.assertFlashMessage('error', INVALID_LINK)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('the link of another user answers 403 and verifies nobody', async ({ client, assert }) => {
    const owner = await UserFactory.apply('unverified').create()
    const intruder = await UserFactory.apply('unverified').create()

    const response = await client.get(pathOf(verificationUrl(owner))).loginAs(intruder)
    response.assertStatus(403)
    response.assertTextIncludes('This verification link belongs to another account or address.')

    const inertia = await client
      .get(pathOf(verificationUrl(owner)))
      .loginAs(intruder)
      .withInertia()
    inertia.assertStatus(403)
    inertia.assertInertiaComponent('Error')
    inertia.assertInertiaPropsContains({ status: 403 })

    await owner.refresh()
    await intruder.refresh()
    assert.isNull(owner.emailVerifiedAt)
    assert.isNull(intruder.emailVerifiedAt)
  })

  test('a link sent to a previous address stops working', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const oldLink = verificationUrl(user)
    user.email = 'new-address@example.test'
    await user.save()

    const response = await client.get(pathOf(oldLink)).loginAs(user)
    response.assertStatus(403)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('a guest following the link signs in first and then comes back to it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const link = pathOf(verificationUrl(user))

    const visit = await client.get(link).redirects(0)
    visit.assertStatus(302)
    assert.equal(
      new URL(visit.header('location') ?? '', 'http://localhost').pathname,
      route('login')
    )
    visit.assertSession('intended_url', link)

    const signedIn = await continueSession(client.post(route('login.store')), visit)
      .withCsrfToken()
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .redirects(0)
    assertRedirect(signedIn, link)

    const verified = await continueSession(client.get(link), signedIn).redirects(0)
    assertRedirect(verified, route('welcome'))
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })
})

test.group('Auth | resend verification mail', (group) => {
  functionalGroup(group)

  test('queues a new link and says so', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client
      .post(route('verification.send'))
      .loginAs(user)
      .withCsrfToken()
      .header('Referer', sameSite(route('verification.notice')))
      .redirects(0)
    assertRedirect(response, route('verification.notice'))
    response.assertFlashMessage(
      'success',
      `A new verification link has been sent to ${user.email}.`
    )

    const mails = queuedMailsTo(user.email)
    assert.lengthOf(mails, 1)
    const link = linkIn(mails[0])

    const verified = await client.get(pathOf(link)).loginAs(user).redirects(0)
    assertRedirect(verified, route('welcome'))
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a verified user is sent to the dashboard and no mail is queued', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(route('verification.send'))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    assertRedirect(response, route('dashboard'))
    fakeMailer().mails.assertNoneQueued()
  })

  test('more than 6 requests a minute are refused with 429', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await client
        .post(route('verification.send'))
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
    }
    const refused = await client
      .post(route('verification.send'))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(429)
    assert.lengthOf(queuedMailsTo(user.email), 6)
  })

  test('a guest cannot ask for a verification mail', async ({ client }) => {
    const response = await client.post(route('verification.send')).withCsrfToken().redirects(0)
    assertRedirect(response, route('login'))
    fakeMailer().mails.assertNoneQueued()
  })
})
