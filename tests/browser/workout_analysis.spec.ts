import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { importActivityFile } from '#tests/support/import_file'
import type { ParsedActivity } from '#domain/files/activity_file'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { syntheticFit } from '#tests/support/activity_files'
import {
  browserGroup,
  createUser,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

async function importFile(userId: number, fileName: string, bytes: Uint8Array) {
  const result = await importActivityFile({ userId, fileName, bytes })
  if (!('activityId' in result) || !result.activityId) throw new Error(JSON.stringify(result))
  return result.activityId as number
}

test.group('Workout analysis', (group) => {
  browserGroup(group)

  test('charts: the smoothing control redraws them and a drag zooms all of them', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    // An hour at 3 m/s whose speed swings ±0.8 m/s every few seconds (a jittery foot pod):
    // raw, the pace chart is a band; averaged over 30 s, a line near 5:33 /km.
    const time: number[] = []
    const distance: number[] = []
    const speed: number[] = []
    const heartRate: number[] = []
    let meters = 0
    for (let t = 0; t <= 3600; t++) {
      const mps = 3 + 0.8 * Math.sin(t * 1.3)
      if (t > 0) meters += mps
      time.push(t)
      distance.push(meters)
      speed.push(mps)
      heartRate.push(140 + Math.round(t / 120))
    }
    const jittery: ParsedActivity = {
      format: 'fit',
      sport: 'run',
      startTime: '2026-03-12T07:00:00.000Z',
      name: 'Jittery hour',
      streams: { time, distance, speed, heartRate },
      laps: [],
      totals: {},
    }
    const id = await importFile(user.id, 'jittery.fit', encodeFitActivity(jittery))
    const page = await signIn(visit, user.email)
    await page.goto(`/activities/${id}`)
    await waitForHeading(page, /.+/)
    const charts = page.getByTestId('activity-charts')
    const paceCanvas = charts.locator('[data-chart="pace"] canvas')
    await paceCanvas.waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await page.waitForFunction('window.__chartsRenderMs', null, { timeout: RENDER_TIMEOUT })

    // The pace row of the charts' text alternative (slowest, average, fastest) and the
    // pace chart's pixels both change when the speed is averaged over 30 s.
    const paceRow = async () => {
      const summary = page.locator('summary', { hasText: 'Chart figures as text' })
      await summary.click()
      const text = await page.locator('tr', { hasText: 'Pace (slowest to fastest)' }).innerText()
      await summary.click()
      return text
    }
    const rawRow = await paceRow()
    const rawPixels = await paceCanvas.screenshot()
    await page.getByTestId('chart-smoothing').selectOption('30')
    await page.waitForFunction(
      `document.querySelector('[data-testid="chart-smoothing"]').value === '30'`
    )
    assert.notEqual(await paceRow(), rawRow)
    assert.isFalse(rawPixels.equals(await paceCanvas.screenshot()))

    // Drag across the pace chart: every chart shows the stretch, and the page says which.
    const hrCanvas = charts.locator('[data-chart="heartRate"] canvas')
    const hrBefore = await hrCanvas.screenshot()
    assert.equal(await page.getByTestId('chart-zoom').count(), 0)
    const over = charts.locator('[data-chart="pace"] .u-over')
    await over.scrollIntoViewIfNeeded()
    const box = (await over.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height / 2, { steps: 5 })
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    const zoom = page.getByTestId('chart-zoom')
    await zoom.waitFor({ timeout: 5000 })
    const zoomText = await zoom.innerText()
    const [from, to] = zoomText
      .replace(/^Showing /, '')
      .replace(/ km$/, '')
      .split('–')
      .map(Number)
    // About 30–60 % of the run's ~11 km.
    assert.isAbove(from, 1)
    assert.isBelow(to, 10)
    assert.isAbove(to - from, 1)
    // The heart-rate chart follows: it is drawn again for the stretch.
    assert.isFalse(hrBefore.equals(await hrCanvas.screenshot()))
    await charts.screenshot({ path: await screenshotPath('activity-charts-zoomed.png') })

    // Smoothing keeps the zoom; "Reset zoom" shows the whole run again.
    await page.getByTestId('chart-smoothing').selectOption('5')
    await zoom.waitFor()
    await page.getByRole('button', { name: 'Reset zoom' }).click()
    await zoom.waitFor({ state: 'detached', timeout: 5000 })

    // The last split is partial and says so.
    await page
      .getByText(/^partial: /)
      .first()
      .waitFor()
    browserConsole.assertNone(assert)
  }).timeout(120_000)

  test('an interval session with auto-laps: the detected reps in a table', async ({
    visit,
    assert,
  }) => {
    const user = await createUser()
    const bytes = await readFile(app.makePath('tests/fixtures/files/intervals_autolap.fit'))
    const id = await importFile(user.id, 'reps.fit', new Uint8Array(bytes))
    const page = await signIn(visit, user.email)
    await page.goto(`/activities/${id}`)
    const table = page.getByTestId('intervals-table')
    await table.waitFor({ timeout: RENDER_TIMEOUT })
    const work = table.locator('tbody tr', { hasText: 'Work' })
    assert.equal(await work.count(), 3)
    // 1600 m at 4 m/s: 4:10 /km.
    for (let i = 0; i < 3; i++) assert.include(await work.nth(i).innerText(), '4:1')
    await page.getByRole('heading', { name: 'Intervals' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: await screenshotPath('activity-intervals.png'), fullPage: true })
  })

  test('a TCX with workout laps: the laps table', async ({ visit, assert }) => {
    const user = await createUser()
    const bytes = await readFile(app.makePath('tests/fixtures/files/intervals_laps.tcx'))
    const id = await importFile(user.id, 'laps.tcx', new Uint8Array(bytes))
    const page = await signIn(visit, user.email)
    await page.goto(`/activities/${id}`)
    const table = page.getByTestId('laps-table')
    await table.waitFor({ timeout: RENDER_TIMEOUT })
    assert.equal(await table.locator('tbody tr').count(), 6)
    // Lap 2: 800 m in 3:00, 3:45 /km.
    const lap2 = await table.locator('tbody tr').nth(1).innerText()
    assert.include(lap2, '3:00')
    assert.include(lap2, '3:45')
    await table.screenshot({ path: await screenshotPath('activity-laps.png') })
  })

  test('Progress: the pace-duration curve of the range', async ({ visit, assert }) => {
    const user = await createUser()
    const recent = DateTime.utc().minus({ days: 10 }).set({ hour: 7, minute: 0, second: 0 })
    await importFile(
      user.id,
      'a.fit',
      syntheticFit({
        startTime: recent.toISO()!,
        durationSeconds: 3000,
        speedMps: 3.2,
        serialNumber: 11,
      })
    )
    await importFile(
      user.id,
      'b.fit',
      syntheticFit({
        startTime: recent.plus({ days: 2 }).toISO()!,
        durationSeconds: 600,
        speedMps: 4,
        serialNumber: 12,
      })
    )
    const page = await signIn(visit, user.email)
    await page.goto('/progress')
    const chart = page.getByTestId('best-efforts-chart')
    await chart.locator('canvas').waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    const card = page.locator('section', { has: chart })
    await card.getByText('Chart data as a table').click()
    // 400 m, 1 km and 1 mile from the fast 10 minutes (4:10 /km), 5 km from the long run.
    const rows = card.locator('tbody tr')
    // The table renders once the disclosure has opened.
    await rows.first().waitFor({ timeout: RENDER_TIMEOUT })
    assert.equal(await rows.count(), 4)
    assert.include(await rows.nth(0).innerText(), '4:10')
    // 5 km at 3.2 m/s: 26:02 (1562.5 s, 312.5 s/km, shown 5:12 or 5:13).
    assert.match(await rows.nth(3).innerText(), /5 km\s+26:0[23]\s+5:1[23]/)
    await card.screenshot({ path: await screenshotPath('progress-best-efforts.png') })
  })
})
