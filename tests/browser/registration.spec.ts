import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import { until } from '#tests/support/wait_for'
import {
  browserGroup,
  watchBrowser,
  RENDER_TIMEOUT,
  uniqueEmail,
  waitForHeading,
} from './support.js'

/**
 * Polls the development mailbox (a server-rendered page) until the mail with
 * this subject to this address is listed: the app sends it with
 * mail.sendLater, after the response.
 */
async function waitForMail(page: Page, to: string, subject: string) {
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
  return link
}

test.group('Registration', (group) => {
  browserGroup(group)

  test('register, read the mail, sign in from its link and land on Welcome', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const email = uniqueEmail('new-runner')

    const page = await visit('/register')
    await waitForHeading(page, 'Create your account')
    await page.assertTitle('Create your account - Pacewise')

    await page.getByLabel('Name').fill('Grace Hopper')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByLabel('Confirm password').fill('a long enough password')
    await page.getByRole('button', { name: 'Create account' }).click()

    // The same answer as for an address that already has an account
    // (decision 018): nobody is signed in, the login page says what to do.
    await page.waitForURL('**/login', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Sign in')
    await page.assertTextContains(
      '[data-testid="notices"]',
      `Check your inbox: we sent a message to ${email}`
    )

    const user = await User.findByOrFail('email', email)
    assert.isNull(user.emailVerifiedAt)

    // The mailbox, as a developer on a fresh machine would read it.
    const mailLink = await waitForMail(page, email, 'Verify your e-mail address for Pacewise')
    await page.assertTitle('Mailbox (development) - Pacewise')
    await mailLink.click()
    await page.assertPathMatches(/^\/dev\/mailbox\/\d+$/)
    await page.assertTextContains('h1', 'Verify your e-mail address for Pacewise')
    await page.assertTextContains('main', `To ${email}`)

    const verifyLink = page.locator('a[data-mail-link][href*="/verify-email/"]')
    await page.assertElementsCount(verifyLink, 1)
    await verifyLink.click()

    // The link asks to sign in first, then verifies.
    await page.waitForURL('**/login**', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Sign in')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/welcome', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Welcome to Pacewise, Grace')
    await page.assertTitle('Welcome - Pacewise')
    await page.assertTextContains('[data-testid="notices"]', 'Your e-mail address is verified')

    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    browserConsole.assertNone(assert, [
      // The development mailbox pages are plain Edge templates without
      // <link rel="icon">, so Chromium asks for /favicon.ico (there is only
      // /favicon.svg). Dev-only and cosmetic.
      /^console\.error on \S+\/dev\/mailbox\S*: Failed to load resource: .* 404 .*\/favicon\.ico\)$/,
    ])
  })
})
