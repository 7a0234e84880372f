import { test } from '@japa/runner'
import { createActivity } from '#database/factories/activity_factory'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { addDays } from '#domain/calendar'
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

test.group('Locale', (group) => {
  browserGroup(group)

  test('the Dashboard rendered on the server hydrates in a browser of another language and time zone', async ({
    browser,
    assert,
  }) => {
    const user = await createUser({ fullName: 'Ingrid Kristiansen' })
    const profile = await athleteProfileOf(user.id)
    const today = athleteToday(profile.timeZone)
    for (const day of [-6, -4, -2, -1]) {
      const date = addDays(today, day)
      await createActivity({
        userId: user.id,
        name: `Run on ${date}`,
        startTime: `${date}T23:30:00.000Z`,
        durationSeconds: 45 * 60,
        gps: false,
      })
    }

    // German, 14 hours ahead of UTC: every date and number the server formats differently
    // from this browser would show as a hydration error.
    const context = await browser.newContext({
      locale: 'de-DE',
      timezoneId: 'Pacific/Kiritimati',
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    try {
      const browserConsole = await watchBrowser(context)
      const page = await context.newPage()
      await signIn(async (url) => {
        await page.goto(url)
        return page
      }, user.email)

      // A full load, so that the page is rendered on the server and hydrated.
      await page.goto('/dashboard')
      await waitForHeading(page, /^Hello, /)
      await page.getByText('Run on').first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
      // The last run's day, in German as the server wrote it and the browser kept it.
      const lastRun = new Intl.DateTimeFormat('de-DE', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${addDays(today, -1)}T00:00:00Z`))
      await page.getByText(lastRun).first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
      await progressDone(page)
      await page.screenshot({ path: await screenshotPath('dashboard-de.png'), fullPage: true })
      browserConsole.assertNone(assert)
    } finally {
      await context.close()
    }
  })
})
