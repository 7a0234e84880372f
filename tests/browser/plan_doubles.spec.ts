import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import db from '@adonisjs/lucid/services/db'
import TrainingPlan from '#models/training_plan'
import CreatePlan from '#actions/plans/create_plan'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { savePlanDocument } from '#actions/plans/save_plan_document'
import { athleteToday } from '#services/athlete_today'
import { allWorkouts, moveWorkout } from '#domain/plans/adapt_plan'
import { addDays } from '#domain/calendar'
import { withDouble } from '#tests/support/plan_doubles'
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

/**
 * A 10K plan in eleven full weeks from today, every day available, whose run of today (its first run,
 * moved to today if need be) is a double: a 6 km easy second run stored after it
 * (docs/plans.md#doubles).
 */
async function seedDoublePlan(userId: number) {
  const profile = await athleteProfileOf(userId)
  const today = athleteToday(profile.timeZone)
  await new CreatePlan().handle({
    userId,
    todayIso: today,
    raceDistanceMeters: 10000,
    raceDate: addDays(today, 76),
    goalSeconds: 52 * 60,
    availableDays: [1, 2, 3, 4, 5, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 30000,
    startDate: today,
  })
  const plan = await TrainingPlan.query()
    .where('user_id', userId)
    .where('status', 'active')
    .firstOrFail()
  // The plan's first easy run, brought to today when it falls later.
  const found = allWorkouts(plan.document).find((w) => w.dateIso >= today && w.type === 'easy')!
  const moved = moveWorkout(plan.document, found.key, today, { todayIso: today })
  if ('error' in moved) throw new Error(moved.error.message)
  const first = { ...found, dateIso: today }
  const document = withDouble(moved.plan, first.key, 6000)
  await db.transaction((trx) => savePlanDocument(trx, plan, document, plan.version))
  return { plan, today, first, secondKey: `${first.key}-2` }
}

async function shoot(page: Page, name: string) {
  await progressDone(page)
  await page.screenshot({ path: await screenshotPath(name), fullPage: false })
}

test.group('Training plan: a day with two runs', (group) => {
  browserGroup(group)

  test('the calendar shows both runs, the day total and moves the day whole; the Dashboard lists both', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const { plan, today, first, secondKey } = await seedDoublePlan(user.id)
    const page = await signIn(visit, user.email)

    // Dashboard: today's card lists both runs.
    await page.goto('/dashboard')
    const todayCard = page.getByTestId('today-workout')
    await todayCard.waitFor({ timeout: RENDER_TIMEOUT })
    assert.equal(await todayCard.getByTestId('today-run').count(), 2)
    await page.assertVisible(todayCard.getByText('Run 1 of 2'))
    await page.assertVisible(todayCard.getByText('Run 2 of 2'))
    await todayCard.scrollIntoViewIfNeeded()
    await shoot(page, 'doubles-dashboard.png')
    await page.setViewportSize({ width: 390, height: 844 })
    await todayCard.scrollIntoViewIfNeeded()
    await shoot(page, 'doubles-dashboard-phone.png')
    await page.setViewportSize({ width: 1280, height: 900 })

    // The plan page: today's cell holds both runs, labelled, with the day's total.
    await page.goto('/plan')
    await waitForHeading(page, 'Training plan')
    const calendar = page.getByTestId('plan-calendar')
    await calendar.waitFor({ timeout: RENDER_TIMEOUT })
    const cell = calendar.locator(`li[data-date="${today}"]`).first()
    const chips = cell.locator('[data-workout-id]')
    assert.deepEqual(await chips.evaluateAll((els) => els.map((el) => el.dataset.workoutId)), [
      `${plan.id}-${first.key}`,
      `${plan.id}-${secondKey}`,
    ])
    assert.deepEqual(
      await cell.getByTestId('session-badge').evaluateAll((els) => els.map((el) => el.textContent)),
      ['Run 1 of 2:', 'Run 2 of 2:']
    )
    await page.assertVisible(cell.getByTestId('day-total'))
    assert.match(await cell.getByTestId('day-total').innerText(), /^2 runs · \d+\.\d km$/)
    const week = calendar.locator('[data-current-week="true"]')
    await week.screenshot({ path: await screenshotPath('doubles-week.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth'
    )
    assert.equal(overflow, 0, 'no horizontal scrolling on a phone')
    await cell.scrollIntoViewIfNeeded()
    await shoot(page, 'doubles-week-phone.png')
    await page.setViewportSize({ width: 1280, height: 900 })

    // The month view: both runs in today's square, each named for screen readers.
    await page.getByRole('button', { name: 'Month' }).click()
    const square = calendar.locator(`li[data-date="${today}"]`).first()
    assert.equal(await square.locator('[data-workout-id]').count(), 2)
    await page.assertVisible(square.getByText('(run 2 of 2)'))
    await square.scrollIntoViewIfNeeded()
    await square
      .locator('xpath=ancestor::section[1]')
      .screenshot({ path: await screenshotPath('doubles-month.png') })
    await page.getByRole('button', { name: 'Weeks' }).click()

    // The second run's panel says which run it is and that a move takes the day.
    await chips.nth(1).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.assertVisible(dialog.getByText(/run 2 of 2/))
    await page.assertVisible(
      dialog.getByText("Both of the day's runs move together", { exact: false })
    )
    await shoot(page, 'doubles-dialog.png')

    // Move it to a day the domain accepts without a warning: both runs go.
    const target = [1, 2, 3, 4, 5, 6]
      .map((offset) => addDays(today, offset))
      .find((date) => {
        const result = moveWorkout(plan.document, first.key, date, { todayIso: today })
        return !('error' in result) && result.warnings.length === 0
      })
    assert.isDefined(target)
    await dialog.getByLabel('Move to…').selectOption(target!)
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    await dialog.waitFor({ state: 'detached', timeout: RENDER_TIMEOUT })
    await page.getByText('Workout moved.').waitFor()
    const moved = calendar.locator(`li[data-date="${target}"]`).first()
    await moved.locator(`[data-workout-id="${plan.id}-${secondKey}"]`).waitFor()
    await page.assertVisible(moved.locator(`[data-workout-id="${plan.id}-${first.key}"]`))
    assert.equal(await cell.getByTestId('session-badge').count(), 0)

    // The history names the move and both runs; the second is "(run 2)".
    const history = page.getByTestId('revision-history')
    const entry = history.locator('li').first()
    await page.assertVisible(entry.getByText("(the day's other run)", { exact: false }))
    await entry.locator('summary').click()
    await page.assertVisible(entry.getByText('(run 2)').first())
    await entry.scrollIntoViewIfNeeded()
    await entry.screenshot({ path: await screenshotPath('doubles-revision.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await moved.scrollIntoViewIfNeeded()
    await shoot(page, 'doubles-moved-phone.png')

    browserConsole.assertNone(assert)
  }).timeout(120_000)

  test('axe finds nothing on the plan and the Dashboard with a double, desktop and phone', async ({
    visit,
    assert,
  }) => {
    const user = await createUser()
    await seedDoublePlan(user.id)
    const page = await signIn(visit, user.email)
    const found: string[] = []
    for (const path of ['/plan', '/dashboard']) {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size)
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: RENDER_TIMEOUT })
        await progressDone(page)
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze()
        for (const violation of results.violations) {
          found.push(`${path} ${size.width}px: ${violation.id} ${violation.help}`)
        }
      }
    }
    assert.deepEqual(found, [])
  }).timeout(120_000)
})
