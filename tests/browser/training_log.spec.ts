import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AthleteProfile from '#models/athlete_profile'
import { createActivity } from '#database/factories/activity_factory'
import {
  browserGroup,
  createUser,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

/** A date `days` days before today (UTC, the test athlete's time zone), at 07:00. */
const daysAgo = (days: number, hour = 7) =>
  DateTime.utc().startOf('day').minus({ days }).set({ hour }).toISO()!

test.group('Training log and activity list', (group) => {
  browserGroup(group)

  test('the log: this week, back two windows, an old activity opens', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Lena Log' })
    await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', maxHr: 190 })
    await createActivity({
      userId: user.id,
      name: 'Recent easy run',
      startTime: daysAgo(2),
      durationSeconds: 45 * 60,
      streams: false,
    })
    await createActivity({
      userId: user.id,
      name: 'Recent ride',
      sport: 'ride',
      startTime: daysAgo(2, 17),
      durationSeconds: 60 * 60,
      streams: false,
    })
    // Twelve to seventeen weeks back: two windows of six weeks earlier.
    await createActivity({
      userId: user.id,
      name: 'Winter long run',
      startTime: daysAgo(7 * 13),
      durationSeconds: 100 * 60,
      streams: false,
    })

    const page = await signIn(visit, user.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log' }).click()
    await page.waitForURL('**/log', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Training log')
    await page.locator('#today').waitFor()
    await page.getByRole('link', { name: /Recent easy run/ }).waitFor()
    const totals = await page.getByTestId('week-totals').allInnerTexts()
    assert.isTrue(totals.some((text) => text.includes('Ride') && text.includes('Run')))
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('training-log.png'), fullPage: true })
    // On a phone the days stack (days with nothing are left out) and each week ends with its totals.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('link', { name: /Recent easy run/ }).waitFor()
    await page.screenshot({ path: await screenshotPath('training-log-mobile.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 720 })

    await page.getByRole('link', { name: '← Earlier' }).click()
    await page.waitForURL(/\/log\?from=/, { timeout: RENDER_TIMEOUT })
    await page.getByRole('link', { name: '← Earlier' }).click()
    await page.getByRole('link', { name: /Winter long run/ }).waitFor({ timeout: RENDER_TIMEOUT })
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('training-log-earlier.png'),
      fullPage: true,
    })

    // Back: the URL holds the window.
    await page.goBack()
    await page.getByRole('link', { name: /Winter long run/ }).waitFor({ state: 'detached' })
    await page.goForward()
    await page.getByRole('link', { name: /Winter long run/ }).click()
    await waitForHeading(page, 'Winter long run')

    await page.goto(`${new URL(page.url()).origin}/log`)
    await waitForHeading(page, 'Training log')
    await page.getByRole('link', { name: 'Today' }).waitFor()
    assert.isNotNull(await page.locator('#today').getAttribute('aria-current'))
    browserConsole.assertNone(assert)
  })

  test('the list: sort by a column header, search by name', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Sam Sort' })
    await AthleteProfile.create({ userId: user.id, timeZone: 'UTC', maxHr: 190 })
    await createActivity({
      userId: user.id,
      name: 'Short tempo',
      startTime: daysAgo(1),
      durationSeconds: 20 * 60,
      streams: false,
    })
    await createActivity({
      userId: user.id,
      name: 'Long run',
      startTime: daysAgo(3),
      durationSeconds: 110 * 60,
      streams: false,
    })
    await createActivity({
      userId: user.id,
      name: 'Medium run',
      startTime: daysAgo(10),
      durationSeconds: 50 * 60,
      streams: false,
    })

    const page = await signIn(visit, user.email)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activities' })
      .click()
    await waitForHeading(page, 'Activities')
    const names = () => page.locator('main table tbody td a').allInnerTexts()
    assert.deepEqual(await names(), ['Short tempo', 'Long run', 'Medium run'])
    assert.isAtLeast(await page.locator('main table tbody tr[data-week]').count(), 1)
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('activities-table-weeks.png'),
      fullPage: true,
    })

    await page
      .getByRole('columnheader', { name: /Distance/ })
      .getByRole('link')
      .click()
    await page.waitForURL('**/activities?sort=distance', { timeout: RENDER_TIMEOUT })
    await page
      .getByRole('columnheader', { name: /Distance/ })
      .and(page.locator('[aria-sort="descending"]'))
      .waitFor()
    assert.deepEqual(await names(), ['Long run', 'Medium run', 'Short tempo'])
    await page
      .getByRole('columnheader', { name: /Distance/ })
      .getByRole('link')
      .click()
    await page.waitForURL('**/activities?sort=distance&dir=asc', { timeout: RENDER_TIMEOUT })
    await page.locator('th[aria-sort="ascending"]').waitFor()
    assert.deepEqual(await names(), ['Short tempo', 'Medium run', 'Long run'])

    await page.getByLabel('Name').fill('RUN')
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL('**/activities?q=RUN&sort=distance&dir=asc', { timeout: RENDER_TIMEOUT })
    await page.getByText('2 activities match these filters.').waitFor()
    assert.deepEqual(await names(), ['Medium run', 'Long run'])
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('activities-table.png'), fullPage: true })
    browserConsole.assertNone(assert)
  })
})
