import { test } from '@japa/runner'
import env from '#start/env'
import Activity from '#models/activity'
import { FakeStrava } from '#tests/support/fake_strava'
import {
  browserGroup,
  PASSWORD,
  createUser,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

const STRAVA_ENV = [
  'STRAVA_CLIENT_ID',
  'STRAVA_CLIENT_SECRET',
  'STRAVA_WEBHOOK_VERIFY_TOKEN',
  'STRAVA_API_BASE_URL',
] as const

test.group('Strava | connect from Connected apps', (group) => {
  browserGroup(group)
  const fake = new FakeStrava()
  group.setup(async () => {
    await fake.start()
    const values = [fake.clientId, fake.clientSecret, 'verify-token', fake.url]
    STRAVA_ENV.forEach((key, index) => env.set(key, values[index]))
    return async () => {
      STRAVA_ENV.forEach((key) => env.set(key, ''))
      await fake.close()
    }
  })

  test('connect, the history arrives, disconnect keeps the activities', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Faith Runner' })
    fake.addAthlete(7001, 'Faith', 'Runner')
    for (let i = 0; i < 3; i++) {
      fake.addActivity(7001, {
        id: 900 + i,
        startDate: new Date(Date.UTC(2026, 9, 1 + i, 6, 30)).toISOString(),
        name: `Strava run ${i + 1}`,
        seconds: 1200,
      })
    }

    // On Strava's authorization page the athlete approves (the fake answers for them).
    fake.approveAs = 7001

    const page = await signIn(visit, user.email)
    await page.goto('/profile/apps')
    await waitForHeading(page, 'Profile')
    await page.getByText('never sent to AI models', { exact: false }).first().waitFor()
    await page.getByRole('link', { name: 'Connect with Strava' }).click()
    await page
      .getByText('Strava is connected. Your activities are being imported.')
      .waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByText(/History imported: 3 new/).waitFor({ timeout: 30_000 })
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('strava-connected.png'), fullPage: true })
    const imported = await Activity.query().where('user_id', user.id).where('source', 'strava')
    assert.lengthOf(imported, 3)

    // Disconnect (asks for the password again), the activities stay.
    await page
      .getByRole('button', { name: /Disconnect/ })
      .first()
      .click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Disconnect/ })
      .click()
    // Disconnecting is a sensitive change: the password is asked again, then it goes through.
    await waitForHeading(page, 'Confirm your password')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Confirm' }).click()
    // Back on Connected apps, and the disconnection asked for completes by itself.
    await waitForHeading(page, 'Profile')
    await page
      .getByRole('link', { name: 'Connect with Strava' })
      .waitFor({ timeout: RENDER_TIMEOUT })
    const kept = await Activity.query().where('user_id', user.id).where('source', 'strava')
    assert.lengthOf(kept, 3)
    browserConsole.assertNone(assert)
  }).timeout(90_000)
})
