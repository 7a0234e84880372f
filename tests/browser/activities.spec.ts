import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import app from '@adonisjs/core/services/app'
import Activity from '#models/activity'
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

/** A 1×1 light-grey PNG (#e5e7eb): what the fake tile server answers for every tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4+vw1AAVsArjSAflTAAAAAElFTkSuQmCC',
  'base64'
)

/** Map tiles come from a fake OpenStreetMap (the test machine has no internet). */
async function fakeTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE })
  )
}

test.group('Activities', (group) => {
  browserGroup(group)

  test('an activity with GPS: map, synced charts, splits, edit, delete', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Eliud Runner' })
    const activity = await createActivity({
      userId: user.id,
      name: 'Sunday long run',
      durationSeconds: 4 * 3600,
      fileName: 'long-run.fit',
    })

    const page = await signIn(visit, user.email)
    await fakeTiles(page)
    await page.goto(`/activities/${activity.id}`)
    await waitForHeading(page, 'Sunday long run')
    await page.assertTitle('Sunday long run - Pacewise')
    await page.getByText('Recorded by Garmin Forerunner 265').waitFor()

    // The map: a Leaflet container with the route drawn.
    const map = page.getByTestId('route-map')
    await map.locator('path.leaflet-interactive').first().waitFor({ timeout: RENDER_TIMEOUT })
    assert.isTrue(await map.isVisible())

    // Three charts sharing one cursor.
    const charts = page.getByTestId('activity-charts')
    for (const key of ['pace', 'heartRate', 'altitude']) {
      await charts
        .locator(`[data-chart="${key}"] canvas`)
        .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    }
    // Drawn (strings: the server's tsconfig has no DOM types). Their render time, target
    // 150 ms, is measured by bench/activities.js.
    await page.waitForFunction('window.__chartsRenderMs', null, { timeout: RENDER_TIMEOUT })

    const pace = charts.locator('[data-chart="pace"] .u-over')
    await pace.scrollIntoViewIfNeeded()
    const box = (await pace.boundingBox())!
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(
      `!document.querySelector('[data-chart="heartRate"] .u-cursor-x').classList.contains('u-off')`,
      null,
      { timeout: 5000 }
    )
    for (const key of ['heartRate', 'altitude']) {
      const classes = await charts
        .locator(`[data-chart="${key}"] .u-cursor-x`)
        .getAttribute('class')
      assert.notInclude(classes ?? '', 'u-off', `the cursor shows on the ${key} chart`)
    }
    const readout = await page.getByTestId('chart-readout').innerText()
    assert.match(readout, /km · Pace \d+:\d\d \/km · Heart rate \d+ bpm · Elevation \d+ m/)
    // The map follows the cursor.
    assert.isAtLeast(await map.locator('path.leaflet-interactive').count(), 4)

    await page.screenshot({ path: await screenshotPath('activity-show.png'), fullPage: true })
    await page
      .locator('section', { has: page.getByRole('heading', { name: 'Charts' }) })
      .screenshot({ path: await screenshotPath('activity-charts.png') })

    // On a phone: nothing scrolls sideways (the splits table scrolls inside its card).
    await page.setViewportSize({ width: 390, height: 844 })
    // The page has laid itself out again: the charts redraw on the next frames.
    await page.waitForFunction('document.documentElement.clientWidth <= 390')
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))'
    )
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth'
    )
    assert.equal(overflow, 0, 'no horizontal scrolling on a phone')
    await page.screenshot({
      path: await screenshotPath('activity-show-mobile.png'),
      fullPage: true,
    })
    await page.setViewportSize({ width: 1280, height: 720 })

    // Splits: one row per km (the last one partial).
    const splits = page.locator('section', { hasText: 'Splits per kilometre' }).locator('tbody tr')
    assert.isAtLeast(await splits.count(), 40)

    // Time axis, then full resolution.
    await page.getByText('By time', { exact: true }).click()
    await page.getByRole('button', { name: 'Load full resolution' }).click()
    await page.getByText('All 14,401 samples').waitFor({ timeout: RENDER_TIMEOUT })

    // Edit the name: "Saved.".
    const form = page.getByRole('form', { name: 'Edit activity' })
    await form.getByLabel('Name').fill('Sunday long run, windy')
    await form.getByLabel('Perceived effort').selectOption('6')
    await form.getByRole('button', { name: 'Save' }).click()
    await form
      .getByRole('status')
      .getByText('Saved.', { exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 })
    await waitForHeading(page, 'Sunday long run, windy')
    await activity.refresh()
    assert.equal(activity.name, 'Sunday long run, windy')
    assert.equal(activity.perceivedEffort, 6)

    // Delete, confirmed in a dialog.
    await page.getByRole('button', { name: 'Delete activity' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Delete “Sunday long run, windy”?').waitFor()
    await page.screenshot({ path: await screenshotPath('activity-delete-dialog.png') })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.waitForURL('**/activities', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Activities')
    await page.getByText('“Sunday long run, windy” was deleted.').waitFor()
    assert.isNull(await Activity.find(activity.id))

    browserConsole.assertNone(assert)
  })

  test('the list, an activity without GPS, and where files are uploaded', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Paula Track' })
    await createActivity({
      userId: user.id,
      name: 'Treadmill intervals',
      sport: 'treadmill',
      gps: false,
      durationSeconds: 40 * 60,
      startTime: '2026-03-03T18:00:00.000Z',
    })
    await createActivity({
      userId: user.id,
      name: 'Park loop',
      startTime: '2026-03-01T07:00:00.000Z',
    })

    const page = await signIn(visit, user.email)
    await fakeTiles(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activities' })
      .click()
    await page.waitForURL('**/activities', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Activities')
    const items = await page.locator('main table tbody td a').allInnerTexts()
    assert.deepEqual(items, ['Treadmill intervals', 'Park loop'])
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('activities-index.png'), fullPage: true })

    // Filter by sport: the query string says so.
    await page.getByLabel('Sport').selectOption('treadmill')
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL('**/activities?sport=treadmill', { timeout: RENDER_TIMEOUT })
    await page.getByText('1 activity match these filters.').waitFor()

    // No GPS: a note instead of the map; the charts still show.
    await page.getByRole('link', { name: /Treadmill intervals/ }).click()
    await waitForHeading(page, 'Treadmill intervals')
    await page
      .getByText('No GPS track was recorded for this activity, so there is no map.')
      .waitFor()
    await page
      .getByTestId('activity-charts')
      .locator('[data-chart="heartRate"] canvas')
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    assert.equal(await page.getByTestId('route-map').count(), 0)

    // Manual entry from the list.
    await page.goto('/activities')
    await waitForHeading(page, 'Activities')
    await page.getByRole('button', { name: 'Add manually' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Add an activity by hand' }).waitFor()
    await page.screenshot({ path: await screenshotPath('activity-manual-dialog.png') })
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // The Connected apps tab has the upload area.
    await page.goto('/profile/apps')
    await waitForHeading(page, 'Profile')
    await page.getByRole('button', { name: 'Choose files…' }).waitFor()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('profile-apps-import.png'), fullPage: true })

    browserConsole.assertNone(assert)
  })
})

test.group('Activities | upload and gear', (group) => {
  browserGroup(group)

  test('files uploaded from the dashboard show their result; gear on its tab', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Uma Upload' })
    const page = await signIn(visit, user.email)

    // Two files at once: one activity, one that is not an activity file.
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Upload activity' }),
    })
    const chooser = page.waitForEvent('filechooser')
    await card.getByRole('button', { name: 'Choose files…' }).click()
    const fileChooser = await chooser
    await fileChooser.setFiles([
      {
        name: 'garmin_connect_run.gpx',
        mimeType: 'application/gpx+xml',
        buffer: await readFile(app.makePath('tests/fixtures/files/garmin_connect_run.gpx')),
      },
      { name: 'notes.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from('not xml') },
    ])
    const imported = card.getByRole('link', { name: 'Imported, view activity' })
    await imported.waitFor({ timeout: RENDER_TIMEOUT })
    await card.getByText(/Not imported: /).waitFor({ timeout: RENDER_TIMEOUT })
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-upload.png'), fullPage: true })
    const count = await Activity.query().where('user_id', user.id).count('* as total')
    assert.equal(Number(count[0].$extras.total), 1)

    // Tiles unreachable here (no fake tile server in this test): the route is still drawn.
    await imported.click()
    await page.getByTestId('activity-charts').waitFor({ timeout: RENDER_TIMEOUT })
    await page
      .getByTestId('route-map')
      .locator('path.leaflet-interactive')
      .first()
      // (This fixture runs straight north: a path without width, which Playwright calls hidden.)
      .waitFor({ state: 'attached', timeout: RENDER_TIMEOUT })
    await page
      .getByText('The map background could not be loaded; the route is drawn without it.')
      .waitFor({ timeout: RENDER_TIMEOUT })
    await page.screenshot({ path: await screenshotPath('activity-no-tiles.png') })

    // Gear: add a pair of shoes.
    await page.goto('/profile/gear')
    await waitForHeading(page, 'Profile')
    const add = page.getByRole('form', { name: 'Add gear' })
    await add.getByLabel('Name').fill('Pegasus 41')
    await add.getByLabel('Default for this sport').check()
    await add.getByRole('button', { name: 'Add gear' }).click()
    await page.getByText('Pegasus 41').first().waitFor({ timeout: RENDER_TIMEOUT })
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('profile-gear.png'), fullPage: true })

    browserConsole.assertNone(assert, [
      // The rejected upload answers 422, which the browser logs as a failed request.
      /Failed to load resource: the server responded with a status of 422/,
      // The map tiles, unreachable on purpose.
      /Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\/tile\.openstreetmap\.org\//,
    ])
  })
})
