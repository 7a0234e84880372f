import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page, Response } from 'playwright'
import { createActivity } from '#database/factories/activity_factory'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { addDays } from '#domain/calendar'
import { sqlTimestamp } from '#queries/sql_dialect'
import { formatDuration } from '#domain/units'
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

/** The parts of the Progress props the test reads (app/dtos/progress.ts). */
interface FirstPaint {
  range: string
  empty: boolean
  today: { fitness: number; fatigue: number; form: number; acwr: number | null } | null
  vdot: { value: number } | null
  predictions: { vdotSeconds: number }[]
  personalBests: {
    allTime: { activityName: string; durationSeconds: number }[]
  }
}
interface FitnessSeries {
  step: 'day' | 'week'
  dates: string[]
  load: number[]
  fitness: number[]
  fatigue: number[]
  form: number[]
  activitiesByDate: Record<string, { id: number; name: string; sport: string; load: number }[]>
}

/**
 * Five weeks of running (every other day, 40 to 70 minutes, two of them hard enough for a
 * VDOT estimate), stored as imports store them, then the cached daily figures refreshed.
 */
async function seedWeeks(userId: number) {
  const profile = await athleteProfileOf(userId)
  const today = athleteToday(profile.timeZone)
  const first = addDays(today, -35)
  for (let day = -35; day < 0; day += 2) {
    const date = addDays(today, day)
    const activity = await createActivity({
      userId,
      name: `Run on ${date}`,
      startTime: `${date}T07:15:00.000Z`,
      durationSeconds: (40 + ((day + 35) % 4) * 10) * 60,
      gps: false,
    })
    // Its best efforts, as an import stores them (the factory keeps them in the summary only).
    const efforts = activity.summary?.bestEfforts ?? []
    if (efforts.length > 0) {
      await db.table('activity_best_efforts').multiInsert(
        efforts.map((effort) => ({
          activity_id: activity.id,
          user_id: userId,
          distance_meters: effort.distanceMeters,
          duration_seconds: effort.durationSeconds,
          start_offset_seconds: effort.startSeconds,
          start_time: sqlTimestamp(activity.startTime.plus({ seconds: effort.startSeconds })),
        }))
      )
    }
  }
  await new RefreshDailyLoads().handle({ userId, fromDate: first, todayIso: today })
  return today
}

/** The props of the page as first loaded (Inertia's data-page attribute). */
async function firstPaintProps(page: Page) {
  const json = await page.evaluate<string>("document.getElementById('app').dataset.page")
  return JSON.parse(json).props as FirstPaint
}

const isDeferredLoad = (response: Response) =>
  response.url().includes('/progress') &&
  Boolean(response.request().headers()['x-inertia-partial-data']) &&
  response.status() === 200

const signedText = (value: number) => {
  const rounded = Math.round(value)
  return rounded < 0 ? `−${Math.abs(rounded)}` : String(rounded)
}

/** The fitness chart's render time, once it has been measured (Performance API). */
async function chartRenderMs(page: Page) {
  const handle = await page.waitForFunction('window.__progressChartsRenderMs', null, {
    timeout: RENDER_TIMEOUT,
  })
  return Number(await handle.jsonValue())
}

/** The JSON props of an Inertia response. */
async function propsOf<T>(response: Response | Promise<Response>) {
  const resolved = await response
  const body = await resolved.json()
  return body.props as T
}

/** Points at the fitness chart at a share of its width and returns the tooltip. */
async function hoverFitness(page: Page, share: number) {
  const over = page.locator('[data-chart="fitness"] .u-over')
  await over.scrollIntoViewIfNeeded()
  const box = (await over.boundingBox())!
  await page.mouse.move(box.x + box.width * share - 10, box.y + box.height / 2)
  await page.mouse.move(box.x + box.width * share, box.y + box.height / 2)
  const tooltip = page.getByTestId('fitness-tooltip')
  await tooltip.waitFor({ timeout: RENDER_TIMEOUT })
  return tooltip
}

/**
 * A synthetic 5-year series as the server sends a heavy athlete's "all" range: one point a week
 * (Monday), the week's load and the figures of its last day (app/dtos/progress.ts).
 */
function fiveYears(series: FitnessSeries): FitnessSeries {
  const days = 5 * 365 + 1
  const end = Date.parse(`${series.dates.at(-1)}T00:00:00Z`)
  const out: FitnessSeries = {
    step: 'week',
    dates: [],
    load: [],
    fitness: [],
    fatigue: [],
    form: [],
    activitiesByDate: {},
  }
  let fitness = 0
  let fatigue = 0
  for (let i = 0; i < days; i++) {
    const time = end - (days - 1 - i) * 86_400_000
    const monday = time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000
    const week = new Date(monday).toISOString().slice(0, 10)
    const load = i % 7 === 6 ? 0 : 40 + 60 * Math.abs(Math.sin(i / 9)) + (i % 7 === 5 ? 80 : 0)
    const form = fitness - fatigue
    fitness += (load - fitness) / 42
    fatigue += (load - fatigue) / 7
    if (out.dates.at(-1) !== week) {
      out.dates.push(week)
      out.load.push(0)
      out.fitness.push(0)
      out.fatigue.push(0)
      out.form.push(0)
    }
    const w = out.dates.length - 1
    out.load[w] += load
    out.fitness[w] = fitness
    out.fatigue[w] = fatigue
    out.form[w] = form
    if (load > 0) {
      ;(out.activitiesByDate[week] ??= []).push({ id: i + 1, name: `Run ${i}`, sport: 'run', load })
    }
  }
  return out
}

test.group('Progress', (group) => {
  browserGroup(group)

  test('first-paint cards, deferred charts, hover, ranges', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Paula Runner' })
    await seedWeeks(user.id)

    const page = await signIn(visit, user.email)
    const deferred = page.waitForResponse(isDeferredLoad, { timeout: RENDER_TIMEOUT })
    await page.goto('/progress?range=6w')
    await waitForHeading(page, 'Progress')
    await page.assertTitle('Progress - Pacewise')

    // First paint: today's figures are the props, rounded.
    const props = await firstPaintProps(page)
    assert.isFalse(props.empty)
    assert.equal(props.range, '6w')
    assert.isNotNull(props.today)
    const today = props.today!
    const figure = (id: string) => page.getByTestId(id).locator('[data-value]').innerText()
    assert.equal(await figure('today-fitness'), String(Math.round(today.fitness)))
    assert.equal(await figure('today-fatigue'), String(Math.round(today.fatigue)))
    assert.equal(await figure('today-form'), signedText(today.form))
    assert.equal(await figure('today-acwr'), today.acwr === null ? '—' : today.acwr.toFixed(2))
    await page.getByTestId('form-band').waitFor()
    if (props.predictions.length > 0) {
      assert.include(
        await page.getByTestId('predictions').innerText(),
        formatDuration(props.predictions[0].vdotSeconds)
      )
    }
    if (props.vdot) {
      assert.include(await page.getByTestId('vdot-card').innerText(), props.vdot.value.toFixed(1))
    }
    await page.getByRole('heading', { name: 'Personal bests' }).waitFor()
    const best = props.personalBests.allTime[0]
    if (best) {
      const bests = page.getByTestId('personal-bests')
      await bests.getByRole('link', { name: best.activityName }).first().waitFor()
      assert.include(await bests.innerText(), formatDuration(best.durationSeconds))
      await page.getByRole('tab', { name: 'Last 90 days' }).click()
      assert.equal(
        await page.getByRole('tab', { name: 'Last 90 days' }).getAttribute('aria-selected'),
        'true'
      )
    }
    await page
      .getByRole('link', { name: 'All your activities' })
      .waitFor({ timeout: RENDER_TIMEOUT })

    // The charts arrive as deferred props.
    const { fitnessSeries: series } = await propsOf<{ fitnessSeries: FitnessSeries }>(deferred)
    assert.isAbove(series.dates.length, 30)
    await page
      .locator('[data-chart="fitness"] canvas')
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await page.getByTestId('volume-chart').locator('canvas').waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByTestId('form-bands').waitFor()
    await chartRenderMs(page)

    // Hover: the day's values, equal to the props, and the activities behind its load.
    const tooltip = await hoverFitness(page, 0.6)
    const date = (await tooltip.getAttribute('data-date'))!
    const index = series.dates.indexOf(date)
    assert.isAtLeast(index, 0)
    const field = (name: string) => tooltip.locator(`[data-field="${name}"]`).innerText()
    assert.equal(await field('fitness'), String(Math.round(series.fitness[index])))
    assert.equal(await field('fatigue'), String(Math.round(series.fatigue[index])))
    assert.match(await field('form'), new RegExp(`^${signedText(series.form[index])}`))
    assert.equal(await field('load'), String(Math.round(series.load[index])))
    for (const activity of series.activitiesByDate[date] ?? []) {
      assert.include(await tooltip.innerText(), activity.name)
    }
    await page.screenshot({ path: await screenshotPath('progress-hover.png') })

    // A day with an activity: the readout under the chart links to it.
    const trainingDay = series.dates.findIndex((d, i) => i >= index && series.activitiesByDate[d])
    if (trainingDay >= 0) {
      const share = (trainingDay + 0.5) / series.dates.length
      const again = await hoverFitness(page, share)
      const day = (await again.getAttribute('data-date'))!
      const activities = series.activitiesByDate[day] ?? []
      if (activities.length > 0) {
        await page
          .getByTestId('fitness-readout')
          .getByRole('link', { name: activities[0].name })
          .waitFor()
      }
    }
    await page.mouse.move(0, 0)

    // The volume toggles redraw the bars; the table alternative opens.
    await page.getByRole('radio', { name: 'Time' }).check({ force: true })
    await page
      .getByTestId('volume-chart')
      .getByText(/Point at a bar/)
      .waitFor()
    await page.getByText('Chart data as a table').first().click()
    await page.getByRole('table', { name: 'Fitness, fatigue, form and load' }).waitFor()

    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('progress.png'), fullPage: true })

    // Another range: the address and the charts follow.
    const reload = page.waitForResponse(isDeferredLoad, { timeout: RENDER_TIMEOUT })
    await page.getByTestId('range-selector').getByRole('link', { name: '1 year' }).click()
    await page.waitForURL('**/progress?range=1y', { timeout: RENDER_TIMEOUT })
    const { fitnessSeries: yearSeries } = await propsOf<{ fitnessSeries: FitnessSeries }>(reload)
    await page
      .locator('[data-chart="fitness"] canvas')
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    assert.equal(
      await page.getByTestId('range-selector').locator('[aria-current="page"]').innerText(),
      '1 year'
    )
    assert.isAtLeast(yearSeries.dates.length, series.dates.length)

    // A phone.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('[data-chart="fitness"] canvas').waitFor({ state: 'visible' })
    await page.evaluate('window.scrollTo(0, 0)')
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth'
    )
    assert.equal(overflow, 0, 'no horizontal scrolling on a phone')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('progress-mobile.png'), fullPage: true })
    await page.getByTestId('fitness-chart').screenshot({
      path: await screenshotPath('progress-mobile-fitness.png'),
    })
    await page.getByTestId('volume-chart').screenshot({
      path: await screenshotPath('progress-mobile-volume.png'),
    })
    await page.screenshot({ path: await screenshotPath('progress-mobile-top.png') })

    browserConsole.assertNone(assert)
  })

  test('the fitness chart draws 5 years of weekly points, hoverable from end to end', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    await seedWeeks(user.id)
    const page = await signIn(visit, user.email)

    // The deferred answer is swapped for a heavy athlete's (5 years of weeks). How long the
    // chart takes to draw them is measured by `node bench/run.js progress` (bench/progress.js), not here.
    let heavy: FitnessSeries | null = null
    await page.route('**/progress?range=all', async (route) => {
      if (!route.request().headers()['x-inertia-partial-data']) return route.continue()
      const response = await route.fetch()
      const body = await response.json()
      heavy = fiveYears(body.props.fitnessSeries as FitnessSeries)
      body.props.fitnessSeries = heavy
      await route.fulfill({ response, json: body })
    })
    await page.goto('/progress?range=all')
    await waitForHeading(page, 'Progress')
    await page
      .locator('[data-chart="fitness"] canvas')
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await chartRenderMs(page)
    const series = heavy as FitnessSeries | null
    assert.isAtLeast(series!.dates.length, 5 * 52)
    assert.isAtMost(series!.dates.length, 5 * 52 + 2)

    // Near the left edge the first year, near the right edge the last one: each a week, with
    // its figures and its activities.
    const nearStart = await hoverFitness(page, 0.02)
    const first = (await nearStart.getAttribute('data-date'))!
    assert.isBelow(series!.dates.indexOf(first), 52)
    assert.isAtLeast(series!.dates.indexOf(first), 0)
    const nearEnd = await hoverFitness(page, 0.98)
    const last = (await nearEnd.getAttribute('data-date'))!
    const lastIndex = series!.dates.indexOf(last)
    assert.isAbove(lastIndex, 4 * 52)
    const text = await nearEnd.innerText()
    assert.include(text, 'Week of')
    assert.include(text, 'Load that week')
    assert.equal(
      await nearEnd.locator('[data-field="load"]').innerText(),
      String(Math.round(series!.load[lastIndex]))
    )
    for (const activity of series!.activitiesByDate[last] ?? []) {
      assert.include(text, activity.name)
    }
    await page
      .getByTestId('fitness-readout')
      .getByText(/^Week of /)
      .waitFor()
    await page.mouse.move(0, 0)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('progress-5-years.png') })
    browserConsole.assertNone(assert)
  })

  test('a brand-new athlete sees where to start, not zeros', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Nova Start' })
    const page = await signIn(visit, user.email)

    // The Dashboard.
    await page.getByRole('heading', { name: 'No training data yet' }).waitFor()
    for (const name of ['Set up your profile', 'Connect an app or upload a file']) {
      await page.getByRole('link', { name }).first().waitFor()
    }
    // Plan creation: once, from the plan card.
    assert.equal(await page.getByRole('link', { name: 'Create a training plan' }).count(), 1)
    await page.getByTestId('coach-note').getByRole('link', { name: 'Ask the coach' }).waitFor()
    assert.equal(await page.getByTestId('dashboard-fitness').count(), 0)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-empty.png'), fullPage: true })

    // Progress.
    await page.goto('/progress')
    await waitForHeading(page, 'Progress')
    const props = await firstPaintProps(page)
    assert.isTrue(props.empty)
    await page.getByRole('heading', { name: 'No training data yet' }).waitFor()
    await page.getByRole('link', { name: 'Connect an app or upload a file' }).waitFor()
    await page.getByRole('link', { name: 'Create a training plan' }).waitFor()
    assert.equal(await page.getByTestId('today-fitness').count(), 0)
    await page.setViewportSize({ width: 390, height: 844 })
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('progress-empty-mobile.png'),
      fullPage: true,
    })
    browserConsole.assertNone(assert)
  })

  test('the Dashboard: fitness with its sparkline, recent activities, the coach', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Dana Miles' })
    await seedWeeks(user.id)
    const page = await signIn(visit, user.email)
    // Loaded afresh, so that the document carries the Dashboard's props.
    await page.goto('/dashboard')
    await waitForHeading(page, /^Hello, /)

    const pageJson = await page.evaluate<string>("document.getElementById('app').dataset.page")
    const { props } = JSON.parse(pageJson) as {
      props: {
        fitness: { today: { fitness: number; fatigue: number; form: number }; reading: string }
        recentActivities: { id: number; name: string }[]
      }
    }
    const fitness = page.getByTestId('dashboard-fitness')
    await fitness.waitFor({ timeout: RENDER_TIMEOUT })
    const text = await fitness.innerText()
    assert.include(text, String(Math.round(props.fitness.today.fitness)))
    assert.include(text, String(Math.round(props.fitness.today.fatigue)))
    assert.include(text, signedText(props.fitness.today.form))
    assert.equal(await page.getByTestId('fitness-reading').innerText(), props.fitness.reading)
    await page.getByTestId('fitness-sparkline').waitFor()

    // The last five activities, linked.
    assert.lengthOf(props.recentActivities, 5)
    const recent = page.getByTestId('recent-activities')
    for (const activity of props.recentActivities) {
      await recent.getByRole('link', { name: activity.name }).waitFor()
    }
    await page.getByTestId('coach-note').getByRole('link').first().waitFor()
    assert.equal(await page.getByRole('heading', { name: 'No training data yet' }).count(), 0)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-progress.png'), fullPage: true })

    await page.setViewportSize({ width: 390, height: 844 })
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth'
    )
    assert.equal(overflow, 0, 'no horizontal scrolling on a phone')
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('dashboard-progress-mobile.png'),
      fullPage: true,
    })

    // Its link leads to Progress.
    await page.getByRole('link', { name: 'See your progress' }).click()
    await waitForHeading(page, 'Progress')
    browserConsole.assertNone(assert)
  })
})
