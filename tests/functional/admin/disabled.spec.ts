import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { assertRedirect, functionalGroup, route, sameSite, signedInUserId } from '../helpers.js'

test.group('Admin | a disabled account', (group) => {
  functionalGroup(group)

  test('cannot sign in, with a clear message', async ({ client, assert }) => {
    const user = await UserFactory.merge({ disabledAt: DateTime.now() }).create()
    const response = await client
      .post(route('login.store'))
      .form({ email: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()
      .header('Referer', sameSite(route('login')))
      .redirects(0)
    assertRedirect(response, route('login'))
    assert.isNull(signedInUserId(response))
    response.assertFlashMessage('errorsBag', {
      email:
        'This account has been disabled. Contact the administrators if you think this is a mistake.',
    })
  })

  test('a wrong password still says only that the credentials do not match', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ disabledAt: DateTime.now() }).create()
    const response = await client
      .post(route('login.store'))
      .form({ email: user.email, password: 'wrong-password' })
      .withCsrfToken()
      .header('Referer', sameSite(route('login')))
      .redirects(0)
    response.assertFlashMessage('errorsBag', {
      email: 'These credentials do not match our records.',
    })
    assert.isNull(signedInUserId(response))
  })

  test('a session it still holds ends on the next request', async ({ client, assert }) => {
    const user = await UserFactory.create()
    user.disabledAt = DateTime.now()
    await user.save()
    const response = await client.get(route('dashboard')).loginAs(user).redirects(0)
    assertRedirect(response, route('login'))
    assert.isNull(signedInUserId(response))
    assert.match(
      String((response.flashMessages()?.errorsBag as Record<string, string>)?.email),
      /has been disabled/
    )
  })
})
