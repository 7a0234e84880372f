import { test } from '@japa/runner'
import User from '#models/user'
import {
  browserGroup,
  createUser,
  RENDER_TIMEOUT,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

test.group('Errors a person sees', (group) => {
  browserGroup(group)

  test('a wrong password is explained under the e-mail field', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()

    const page = await visit('/login')
    await waitForHeading(page, 'Sign in')
    await page.assertTitle('Sign in - Pacewise')
    const email = page.getByLabel('E-mail address')
    await email.fill(user.email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()

    const error = page.getByRole('alert').filter({
      hasText: 'These credentials do not match our records.',
    })
    await error.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await page.assertPath('/login')

    // The message belongs to the e-mail field, for sighted and screen-reader users.
    assert.equal(await email.getAttribute('aria-invalid'), 'true')
    const errorId = await error.getAttribute('id')
    assert.include((await email.getAttribute('aria-describedby')) ?? '', errorId!)
    const fieldText = await email.locator('xpath=..').innerText()
    assert.include(fieldText, 'These credentials do not match our records.')

    // The address is kept, the password is not.
    await page.assertInputValue('input[name="email"]', user.email)
    await page.assertInputValue('input[name="password"]', '')

    browserConsole.assertNone(assert)
  })

  test('a lost session shows "session expired" and changes nothing', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Ada Lovelace' })

    const page = await signIn(visit, user.email)
    await page.goto('/profile/edit')
    await waitForHeading(page, 'Account settings')

    // The session cookie (and with it the CSRF secret) is gone, as after
    // the session expired in another tab.
    await browserContext.clearCookies()

    const form = page.getByRole('form', { name: 'Profile information' })
    await form.getByLabel('Name').fill('Mallory')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH', { timeout: RENDER_TIMEOUT }),
      form.getByRole('button', { name: 'Save' }).click(),
    ])
    assert.equal(response.status(), 419)

    await page.assertTextContains(
      '[data-testid="notices"]',
      'Your session expired, please try again.'
    )
    await page.assertPath('/profile/edit')
    await page.assertNotExists('text=Saved.')
    await page.assertNotExists('role=dialog') // no Inertia error modal either

    await user.refresh()
    assert.equal(user.fullName, 'Ada Lovelace')
    assert.isNotNull(await User.find(user.id))

    browserConsole.assertNone(assert, [
      // The refused PATCH /profile itself: Chromium logs every 4xx response.
      /Failed to load resource: the server responded with a status of 419 .*\/profile\)$/,
    ])
  })
})
