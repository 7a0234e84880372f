import { test } from '@japa/runner'
import CreatePlan from '#actions/plans/create_plan'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { allWorkouts } from '#domain/plans/adapt_plan'
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

/**
 * A marathon plan that started ten days ago, every day available, whose weeks end three days
 * from now: the current week has workouts before today to mark done.
 */
async function seedRunningPlan(userId: number) {
  const profile = await athleteProfileOf(userId)
  const today = athleteToday(profile.timeZone)
  const result = await new CreatePlan().handle({
    userId,
    todayIso: today,
    raceDistanceMeters: 42195,
    raceDate: addDays(today, 7 * 17 + 3),
    availableDays: [1, 2, 3, 4, 5, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 40000,
    startDate: addDays(today, -10),
  })
  const week = result.plan.document.weeks.find(
    (w) => w.startDateIso <= today && today <= w.endDateIso
  )!
  const workout = week.workouts.find(
    (w) => w.type !== 'rest' && w.type !== 'race' && w.dateIso < today
  )!
  return { plan: result.plan, today, workout }
}

test.group('Training plan: marking a workout done', (group) => {
  browserGroup(group)

  test('done with distance and time moves the week bar and the Dashboard; undo moves them back', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const { plan, workout } = await seedRunningPlan(user.id)
    assert.isDefined(allWorkouts(plan.document).find((w) => w.key === workout.key))

    const page = await signIn(visit, user.email)
    await page.goto('/plan')
    await waitForHeading(page, 'Training plan')
    const calendar = page.getByTestId('plan-calendar')
    await calendar.waitFor({ timeout: RENDER_TIMEOUT })
    const chip = calendar.locator(`[data-workout-id="${plan.id}-${workout.key}"]`).first()
    const weekBar = chip
      .locator('xpath=ancestor::*[.//*[@data-testid="week-progress"]][1]')
      .getByTestId('week-progress')
    await page.assertVisible(weekBar.getByText('0.0 km', { exact: true }))

    await chip.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // No run recorded that day: the mark asks what was run.
    await dialog.getByRole('button', { name: 'Mark done' }).click()
    await dialog.getByText('Enter the distance you ran, for example 8.2.').waitFor()
    await dialog.getByLabel('Distance (km)').fill('8.4')
    await dialog.getByLabel('Time').fill('50:24')
    await dialog.getByLabel('Note (optional)').fill('Felt strong, windy.')
    await dialog.getByRole('button', { name: 'Mark done' }).click()
    await dialog.getByText('Marked done.').waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(dialog.getByTestId('entered-run').getByText(/8\.40 km in 50:24/))
    // "Done" with what was done, never "Done" next to "Planned".
    await page.assertVisible(dialog.getByText('Done', { exact: true }).first())
    assert.equal(await dialog.getByText('Planned', { exact: true }).count(), 0)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('plan-done-dialog.png') })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.assertVisible(chip.getByText('✓ Done'))
    await weekBar.getByText('8.4 km', { exact: true }).waitFor({ timeout: RENDER_TIMEOUT })
    await weekBar.scrollIntoViewIfNeeded()
    await page.screenshot({ path: await screenshotPath('plan-done-week-bar.png') })

    // The Dashboard's week says the same.
    await page.goto('/dashboard')
    const thisWeek = page.getByTestId('this-week')
    await thisWeek.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(
      thisWeek.getByTestId('week-progress').getByText('8.4 km', { exact: true })
    )
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-done.png'), fullPage: true })

    // Undo: the mark and its 8.4 km go everywhere.
    await page.goto('/plan')
    await calendar.waitFor({ timeout: RENDER_TIMEOUT })
    await chip.click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Mark as planned' }).click()
    await dialog.getByText('Marked planned.').waitFor({ timeout: RENDER_TIMEOUT })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await weekBar.getByText('0.0 km', { exact: true }).waitFor({ timeout: RENDER_TIMEOUT })
    await page.goto('/dashboard')
    await thisWeek.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(
      thisWeek.getByTestId('week-progress').getByText('0.0 km', { exact: true })
    )

    browserConsole.assertNone(assert)
  }).timeout(120_000)
})
