import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import { until } from '#tests/support/wait_for'
import {
  browserGroup,
  createUser,
  PASSWORD,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  uniqueEmail,
  waitForHeading,
  watchBrowser,
} from './support.js'

/** Opens the newest mail with this subject to this address in the development mailbox. */
async function openMail(page: Page, to: string, subject: string) {
  const link = page.getByRole('link', { name: subject })
  await until(
    `a "${subject}" mail to ${to} in /dev/mailbox`,
    async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
      return (await link.count()) > 0
    },
    15_000,
    250
  )
  await link.first().click()
  await page.assertPathMatches(/^\/dev\/mailbox\/\d+$/)
}

async function shoot(page: Page, name: string) {
  await progressDone(page)
  for (const [size, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: await screenshotPath(`${name}-${size}.png`), fullPage: true })
  }
}

test.group('E-mail change', (group) => {
  browserGroup(group)

  test('change the address with the password, confirm it, then undo it from the old inbox', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Ada Lovelace' })
    const oldEmail = user.email
    const newEmail = uniqueEmail('moved')

    const page = await signIn(visit, oldEmail)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/profile/edit')
    await waitForHeading(page, 'Account settings')
    const form = page.getByRole('form', { name: 'Profile information' })

    // A new address asks for the current password; without it, the field says so.
    assert.equal(await form.getByLabel('Current password').count(), 0)
    await form.getByLabel('E-mail address').fill(newEmail)
    await form.getByLabel('Current password').waitFor({ state: 'visible' })
    await form.getByRole('button', { name: 'Save' }).click()
    await form
      .getByText('Enter your current password to change your e-mail address.')
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await shoot(page, 'email-change-password-needed')

    await form.getByLabel('Current password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('pending-email').waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await page.assertTextContains('[data-testid="pending-email"]', newEmail)
    await page.assertTextContains('[data-testid="notices"]', `we sent a message to ${newEmail}`)
    await page.assertInputValue(form.getByLabel('E-mail address'), oldEmail)
    await shoot(page, 'email-change-pending')
    let fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, oldEmail)
    assert.equal(fresh.pendingEmail, newEmail)

    // The new inbox: the link makes it the sign-in address.
    await openMail(page, newEmail, 'Confirm your new e-mail address for Pacewise')
    await page.locator('a[data-mail-link][href*="/email-change/verify/"]').click()
    await page.waitForURL('**/profile/edit', { timeout: RENDER_TIMEOUT })
    await page.assertTextContains(
      '[data-testid="notices"]',
      `Your sign-in address is now ${newEmail}`
    )
    fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, newEmail)

    // The old inbox: the notice's link, then one button, restores it and asks for a password.
    await openMail(page, oldEmail, 'Your Pacewise e-mail address is being changed')
    await page.locator('a[data-mail-link][href*="/email-change/revert/"]').click()
    await waitForHeading(page, 'Restore your e-mail address')
    await shoot(page, 'email-change-revert')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: `Restore ${oldEmail}` }).click()
    await page.waitForURL('**/reset-password/**', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Choose a new password')
    await page.assertTextContains('[data-testid="notices"]', `Your address is ${oldEmail} again`)
    await shoot(page, 'email-change-reverted')
    fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, oldEmail)
    assert.isNull(fresh.pendingEmail)

    browserConsole.assertNone(assert, [
      /^console\.error on \S+\/dev\/mailbox\S*: Failed to load resource: .* 404 .*\/favicon\.ico\)$/,
      /Failed to load resource: the server responded with a status of 422/,
    ])
  })
})
