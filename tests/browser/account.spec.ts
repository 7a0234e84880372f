import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import {
  browserGroup,
  createUser,
  PASSWORD,
  RENDER_TIMEOUT,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

test.group('Account', (group) => {
  browserGroup(group)

  test('sign in, edit the profile, change the password, delete the account', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    // A clock that flows as usual until the test stops it ("Saved." below).
    await browserContext.clock.install()
    const user = await createUser({ fullName: 'Ada Lovelace' })

    // Sign in, remembered.
    const page = await signIn(visit, user.email, { remember: true })
    await page.assertPath('/dashboard')
    await page.assertTitle('Dashboard - Pacewise')
    const cookies = await browserContext.cookies()
    assert.isTrue(
      cookies.some((cookie) => cookie.name === 'remember_web'),
      'a remember-me cookie is set'
    )
    const tokens = () => db.from('remember_me_tokens').where('tokenable_id', user.id)
    assert.lengthOf(await tokens(), 1)

    // Profile, then the account settings, through the navigation.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click()
    await page.waitForURL('**/profile', { timeout: RENDER_TIMEOUT })
    await page.assertTitle('Profile - Pacewise')
    await page.getByRole('link', { name: 'Edit account, password or delete account' }).click()
    await page.waitForURL('**/profile/edit', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Account settings')
    await page.assertTitle('Account settings - Pacewise')

    // Profile information: "Saved." for about two seconds.
    const profileForm = page.getByRole('form', { name: 'Profile information' })
    await page.assertInputValue(profileForm.getByLabel('Name'), 'Ada Lovelace')
    await profileForm.getByLabel('Name').fill('Ada King')
    await profileForm.getByRole('button', { name: 'Save' }).click()
    const profileSaved = profileForm.getByRole('status').getByText('Saved.', { exact: true })
    await profileSaved.waitFor({ state: 'visible', timeout: 10_000 })
    // The page's clock stops (a quarter second on, so as not to be in its past by the time
    // the call arrives) and moves only when told: 1.5 s on, still shown; 3 s on, gone.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250))
    await page.clock.runFor(1250)
    assert.isTrue(await profileSaved.isVisible(), '"Saved." is still shown after 1.5 s')
    await page.clock.runFor(1500)
    await profileSaved.waitFor({ state: 'hidden', timeout: RENDER_TIMEOUT })
    await page.clock.resume()

    await user.refresh()
    assert.equal(user.fullName, 'Ada King')
    assert.isNotNull(user.emailVerifiedAt, 'the address did not change, so it stays verified')

    // Update password.
    const passwordForm = page.getByRole('form', { name: 'Update password' })
    await passwordForm.getByLabel('Current password', { exact: true }).fill(PASSWORD)
    await passwordForm.getByLabel('New password', { exact: true }).fill('an even better password')
    await passwordForm.getByLabel('Confirm new password').fill('an even better password')
    await passwordForm.getByRole('button', { name: 'Save' }).click()
    await passwordForm
      .getByRole('status')
      .getByText('Saved.', { exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 })
    await page.assertInputValue(passwordForm.getByLabel('Current password'), '')

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'an even better password'))
    assert.isFalse(await hash.verify(user.password, PASSWORD))
    assert.lengthOf(await tokens(), 0, 'remember-me tokens are revoked')

    // Delete the account, confirmed in the dialog with the new password.
    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.waitFor({ state: 'visible' })
    await dialog.getByLabel('Password').fill('an even better password')
    await dialog.getByRole('button', { name: 'Delete account' }).click()

    await page.waitForURL((url) => url.pathname === '/', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Train smarter with a coach that knows your running.')
    await page.assertTitle('Your running coach - Pacewise')
    await page.assertTextContains(
      '[data-testid="notices"]',
      'Your account and all its data have been deleted.'
    )
    await page.assertNotExists('role=dialog')
    await page.assertVisible('role=link[name="Sign in"] >> nth=0')

    assert.isNull(await User.find(user.id))

    browserConsole.assertNone(assert)
  })

  test('the delete dialog keeps the account when the password is wrong', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const page = await signIn(visit, user.email)
    await page.goto('/profile/edit')
    await waitForHeading(page, 'Account settings')

    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Password').fill('not my password')
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await page.assertTextContains('role=dialog', 'This password is incorrect.')
    await page.assertPath('/profile/edit')

    // Cancel closes the dialog and forgets the error.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.assertNotExists('role=dialog')

    assert.isNotNull(await User.find(user.id))
    browserConsole.assertNone(assert)
  })
})
