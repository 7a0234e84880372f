import { test } from '@japa/runner'
import AthleteProfile from '#models/athlete_profile'
import { vdotFromRace, trainingPaces } from '#domain/science/vdot'
import { formatDuration, formatPace, kilogramsToPounds, METERS_PER_MILE } from '#domain/units'
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

test.group('Units', (group) => {
  browserGroup(group)

  test('switching to imperial shows paces per mile and weight in pounds', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Paula Radcliffe' })
    // A 10 km race in 42:00 and 70 kg, straight into the profile row.
    await AthleteProfile.create({
      userId: user.id,
      weightKg: 70,
      maxHr: 190,
      raceDistanceMeters: 10000,
      raceDurationSeconds: 42 * 60,
    })
    // The VDOT the page shows (one decimal) and its threshold pace.
    const vdot = Math.round(vdotFromRace(10000, 42 * 60) * 10) / 10
    const thresholdSecPerKm = trainingPaces(vdot).threshold
    const kmText = `${formatPace(thresholdSecPerKm, 'metric')} /km`
    const miText = `${formatPace(thresholdSecPerKm, 'imperial')} /mi`
    // Per mile is 1.609344 × per km (1959 agreement).
    assert.equal(
      formatPace(thresholdSecPerKm, 'imperial'),
      formatDuration((thresholdSecPerKm * METERS_PER_MILE) / 1000)
    )
    assert.notEqual(kmText, miText)

    const page = await signIn(visit, user.email)

    // Training zones, in metric.
    await page.goto('/profile/zones')
    await waitForHeading(page, 'Profile')
    await page.assertTitle('Training zones - Pacewise')
    const threshold = page.getByTestId('pace-threshold')
    await threshold.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    const metricText = await threshold.innerText()
    assert.equal(metricText.trim(), kmText)
    assert.match(kmText, /^\d+:\d\d \/km$/)

    // A boundary out of range is explained under the table (the server
    // reports it on its index, boundaries.0), and nothing is saved.
    const boundaries = page.getByRole('form', { name: 'Zone boundaries' })
    await boundaries.getByLabel('Z1 upper boundary (bpm)').fill('10')
    await boundaries.getByRole('button', { name: 'Save boundaries' }).click()
    await boundaries
      .getByRole('alert')
      .getByText('Boundaries must be between 30 and 240 bpm.')
      .waitFor({ state: 'visible', timeout: 10_000 })
    const unsaved = await AthleteProfile.findByOrFail('userId', user.id)
    assert.deepEqual(unsaved.hrZoneOverrides, {})

    // Preferences: Imperial, Save, "Saved.".
    const sections = page.getByRole('navigation', { name: 'Profile sections' })
    await sections.getByRole('link', { name: 'Preferences' }).click()
    await page.waitForURL('**/profile/preferences', { timeout: RENDER_TIMEOUT })
    const form = page.getByRole('form', { name: 'Preferences' })
    await form.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await form.getByLabel('Units').selectOption({ label: 'Imperial (mi, min/mi, lb)' })
    await form.getByRole('button', { name: 'Save' }).click()
    await form
      .getByRole('status')
      .getByText('Saved.', { exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 })
    const row = await AthleteProfile.findByOrFail('userId', user.id)
    assert.equal(row.units, 'imperial')

    // Training zones again: the pace is per mile now.
    await sections.getByRole('link', { name: 'Training zones' }).click()
    await page.waitForURL('**/profile/zones', { timeout: RENDER_TIMEOUT })
    await page.getByText(miText).waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    const imperialText = await threshold.innerText()
    assert.equal(imperialText.trim(), miText)
    await page.assertTextContains('table[aria-label="Pace zones"]', 'Pace /mi')

    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('zones.png'), fullPage: true })

    // Profile: the weight is in pounds.
    await sections.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: RENDER_TIMEOUT })
    const weight = page.getByRole('form', { name: 'Athlete data' }).getByLabel('Weight (lb)')
    await weight.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    const pounds = Math.round(kilogramsToPounds(70) * 10) / 10
    assert.equal(pounds, 154.3)
    await page.assertInputValue(weight, String(pounds))
    await page.assertExists('role=textbox[name="Threshold pace (m:ss /mi)"]')

    browserConsole.assertNone(assert)
  })
})
