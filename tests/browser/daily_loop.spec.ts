import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import AthleteProfile from '#models/athlete_profile'
import Gear from '#models/gear'
import Subscription from '#models/subscription'
import SendPasswordResetLink from '#actions/auth/send_password_reset_link'
import { RESET_LINK_LIFETIME_MINUTES } from '#config/account'
import { until } from '#tests/support/wait_for'
import {
  browserGroup,
  createUser,
  PASSWORD,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

/*
| The rough edges of the daily loop, as a person meets them: a reset link that can no longer
| be used, an admin action that waits for the password, the end of Welcome, and a gear
| reminder dismissed for one pair.
*/

/**
 * The newest reset link mailed to `to`, read from the development mailbox (the app mails it
 * from a job, after the response).
 */
async function resetLinkFromMailbox(page: Page, to: string, count: number): Promise<string> {
  const subject = page.getByRole('link', { name: 'Reset your Pacewise password' })
  await until(
    `${count} reset mail(s) to ${to} in /dev/mailbox`,
    async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
      return (await subject.count()) >= count
    },
    15_000,
    250
  )
  // The mailbox lists the newest first.
  await subject.first().click()
  await page.waitForURL(/\/dev\/mailbox\/\d+$/)
  const link = page.locator('a[data-mail-link][href*="/reset-password/"]')
  await page.assertElementsCount(link, 1)
  return (await link.getAttribute('href'))!
}

test.group('Daily loop | a reset link that cannot be used says why on load', (group) => {
  browserGroup(group)

  test('used, expired and made-up links show the reason and a way to a new link', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Kathrine Switzer' })

    // Ask for a link as a person would, and use it.
    const page = await visit('/forgot-password')
    await waitForHeading(page, 'Forgot your password?')
    await page.getByLabel('E-mail address').fill(user.email)
    await page.getByRole('button', { name: 'E-mail reset link' }).click()
    await page
      .getByText(/Check your inbox|If an account/)
      .first()
      .waitFor()
    const link = await resetLinkFromMailbox(page, user.email, 1)
    await page.goto(link)
    await waitForHeading(page, 'Choose a new password')
    await page.getByLabel('New password', { exact: true }).fill('a brand new password')
    await page.getByLabel('Confirm new password').fill('a brand new password')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.waitForURL('**/dashboard', { timeout: RENDER_TIMEOUT })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'a brand new password'))

    // Signed out, the same link again: it says so before any password is typed.
    await browserContext.clearCookies()
    await page.goto(link)
    await waitForHeading(page, 'This link cannot reset your password')
    await page.assertTextContains(
      '[data-testid="reset-link-problem"]',
      'This reset link is invalid or has already been used.'
    )
    assert.equal(await page.getByLabel('New password', { exact: true }).count(), 0)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('reset-link-used.png'), fullPage: true })

    // A link mailed more than its lifetime ago.
    await new SendPasswordResetLink().handle({
      email: user.email,
      now: DateTime.now().minus({ minutes: RESET_LINK_LIFETIME_MINUTES + 1 }),
    })
    const expired = await resetLinkFromMailbox(page, user.email, 2)
    assert.notEqual(expired, link)
    await page.goto(expired)
    await waitForHeading(page, 'This link cannot reset your password')
    await page.assertTextContains(
      '[data-testid="reset-link-problem"]',
      'This reset link has expired.'
    )
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('reset-link-expired.png'), fullPage: true })

    // A made-up token, and the way out: ask for a new link.
    await page.goto(`/reset-password/not-a-real-token?email=${encodeURIComponent(user.email)}`)
    await waitForHeading(page, 'This link cannot reset your password')
    await page.assertTextContains('[data-testid="reset-link-problem"]', 'invalid')
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await waitForHeading(page, 'Forgot your password?')
    await page.assertPath('/forgot-password')

    // Nothing was changed by opening the dead links.
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'a brand new password'))
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})

test.group('Daily loop | an admin action waits for the password, then completes', (group) => {
  browserGroup(group)

  test('granting Premium asks for the password once and is done after it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const admin = await createUser({ fullName: 'Admin Person' })
    admin.role = 'admin'
    await admin.save()
    const runner = await createUser({ fullName: 'Abebe Bikila' })

    const page = await signIn(visit, admin.email)
    await page.goto(`/admin/subscriptions/users/${runner.id}`)
    await waitForHeading(page, 'Abebe Bikila')
    const grant = page.getByRole('form', { name: 'Grant or extend' })
    await grant.getByLabel('Plan').selectOption('premium_yearly')
    await grant.getByLabel('Trial days (empty: Premium without a trial)').fill('30')
    await grant.getByRole('button', { name: 'Grant' }).click()

    // The password first: nothing granted yet.
    await waitForHeading(page, 'Confirm your password')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('admin-confirm-password.png') })
    assert.isNull(await Subscription.findBy('userId', runner.id))

    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Confirm' }).click()

    // Back on the user's page with the grant done, without asking again.
    await page.waitForURL(`**/admin/subscriptions/users/${runner.id}`, {
      timeout: RENDER_TIMEOUT,
    })
    await waitForHeading(page, 'Abebe Bikila')
    await page.getByText('Subscription granted.').waitFor({ timeout: RENDER_TIMEOUT })
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('admin-grant-after-confirm.png'),
      fullPage: true,
    })
    const granted = await Subscription.query().where('user_id', runner.id)
    assert.lengthOf(granted, 1)
    assert.equal(granted[0].plan, 'premium_yearly')
    assert.equal(granted[0].status, 'trialing')
    assert.isNotNull(granted[0].trialEndsAt)
    const trialDays = granted[0].trialEndsAt!.diff(DateTime.now(), 'days').days
    assert.closeTo(trialDays, 30, 1)

    // Confirmed for a while: the next action goes straight through.
    await page.getByRole('button', { name: 'Disable account' }).waitFor()
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Disable account' }).click()
    await page.getByRole('button', { name: 'Enable account' }).waitFor({ timeout: RENDER_TIMEOUT })
    await runner.refresh()
    assert.isNotNull(runner.disabledAt)
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})

test.group('Daily loop | the end of Welcome', (group) => {
  browserGroup(group)

  test('finishing shows what to do next, and /welcome opens there afterwards', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Paula Radcliffe' })
    const page = await signIn(visit, user.email)

    await page.goto('/welcome')
    await waitForHeading(page, 'Welcome to Pacewise, Paula')
    const step = page.locator('#step-title')
    const titles = ['Your units', 'Your basics', 'Your goal', 'Your history']
    for (const [i, title] of titles.slice(0, -1).entries()) {
      await page.assertText(step, title)
      await page.getByRole('button', { name: 'Skip this step' }).click()
      await page
        .locator('#step-title', { hasText: titles[i + 1] })
        .waitFor({ timeout: RENDER_TIMEOUT })
    }
    await page.assertText(step, 'Your history')
    await page.getByRole('button', { name: 'Finish' }).click()

    // The end: the two next moves.
    const end = page.getByTestId('welcome-end')
    await end.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertText(step, 'You are set up')
    await end.getByRole('heading', { name: 'Upload your last runs' }).waitFor()
    await end.getByRole('heading', { name: 'Make a plan' }).waitFor()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('welcome-end.png'), fullPage: true })
    const profile = await AthleteProfile.findByOrFail('userId', user.id)
    assert.isNotNull(profile.onboardingCompletedAt)

    // Later, from the dashboard: /welcome opens on its end, not on step 1.
    await page.goto('/dashboard')
    await waitForHeading(page, /^Hello, /)
    await page.goto('/welcome')
    await waitForHeading(page, 'Welcome to Pacewise, Paula')
    await end.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertText(step, 'You are set up')
    // The steps stay reachable to change an answer.
    await page.getByRole('link', { name: '1. Your units' }).click()
    await page.waitForURL('**/welcome?step=units')
    await page.assertText(step, 'Your units')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('welcome-revisit-units.png') })
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})

test.group('Daily loop | dismissing a gear reminder', (group) => {
  browserGroup(group)

  test('dismissing one pair’s reminder keeps the other’s, across visits', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Eliud Kipchoge' })
    const [road, trail] = await Gear.createMany([
      {
        userId: user.id,
        name: 'Road shoes',
        sport: 'run',
        isDefault: true,
        startingDistanceMeters: 812_000,
        retireAtMeters: 800_000,
      },
      {
        userId: user.id,
        name: 'Trail shoes',
        sport: 'run',
        isDefault: false,
        startingDistanceMeters: 655_000,
        retireAtMeters: 600_000,
      },
    ])

    const page = await signIn(visit, user.email)
    await page.goto('/profile/gear')
    const reminders = page.getByRole('status').filter({ hasText: 'time to think about a new' })
    await reminders.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertTextContains(reminders, 'Road shoes has covered 812 km, past the 800 km')
    await page.assertTextContains(reminders, 'Trail shoes has covered 655 km, past the 600 km')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('gear-reminders.png'), fullPage: true })

    await page.getByRole('button', { name: 'Dismiss the reminder for Road shoes' }).click()
    await page
      .getByRole('button', { name: 'Dismiss the reminder for Road shoes' })
      .waitFor({ state: 'detached', timeout: RENDER_TIMEOUT })
    assert.notInclude(await reminders.innerText(), 'Road shoes')
    await page.assertTextContains(reminders, 'Trail shoes has covered 655 km')
    await road.refresh()
    await trail.refresh()
    assert.isNotNull(road.reminderDismissedAt)
    assert.isNull(trail.reminderDismissedAt)

    // Another visit: still dismissed for the road pair only; the list still says its distance.
    await page.reload()
    await reminders.waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByRole('button', { name: 'Dismiss the reminder for Trail shoes' }).waitFor()
    assert.notInclude(await reminders.innerText(), 'Road shoes')
    assert.equal(
      await page.getByRole('button', { name: 'Dismiss the reminder for Road shoes' }).count(),
      0
    )
    const roadItem = page.getByRole('listitem').filter({ hasText: 'Road shoes' })
    await page.assertTextContains(roadItem, '812 km of 800 km')
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('gear-reminder-dismissed.png'),
      fullPage: true,
    })
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})
