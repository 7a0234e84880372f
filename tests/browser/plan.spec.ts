import { test } from '@japa/runner'
import type { Page } from 'playwright'
import TrainingPlan from '#models/training_plan'
import CreatePlan from '#actions/plans/create_plan'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { allWorkouts, moveWorkout } from '#domain/plans/adapt_plan'
import { addDays } from '#domain/calendar'
import type { Plan, PlannedWorkout } from '#domain/plans/types'
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

/** A 10K plan in ten weeks that starts today, every day available (as the form would make it). */
async function seedPlan(userId: number) {
  const profile = await athleteProfileOf(userId)
  const today = athleteToday(profile.timeZone)
  const result = await new CreatePlan().handle({
    userId,
    todayIso: today,
    raceDistanceMeters: 10000,
    raceDate: addDays(today, 70),
    goalSeconds: 52 * 60,
    availableDays: [1, 2, 3, 4, 5, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 30000,
    startDate: today,
  })
  return { plan: result.plan, today }
}

async function openPlan(visit: (url: string) => Promise<Page>, email: string) {
  const page = await signIn(visit, email)
  await page.goto('/plan')
  await waitForHeading(page, 'Training plan')
  const calendar = page.getByTestId('plan-calendar')
  await calendar.waitFor({ timeout: RENDER_TIMEOUT })
  return { page, calendar }
}

async function activePlan(userId: number) {
  return TrainingPlan.query().where('user_id', userId).where('status', 'active').firstOrFail()
}

/** A future, movable workout and a day to move it to, chosen with the domain's own rules. */
function findMove(
  plan: Plan,
  todayIso: string,
  wantWarning: boolean,
  /** Workouts marked done or skipped: the page offers no move for them. */
  marked: ReadonlySet<string> = new Set()
): { workout: PlannedWorkout; date: string } {
  const movable = allWorkouts(plan).filter(
    (w) => w.dateIso > todayIso && w.type !== 'rest' && w.type !== 'race' && !marked.has(w.key)
  )
  for (const workout of movable) {
    if (wantWarning && !workout.hard) continue
    for (let offset = -3; offset <= 3; offset++) {
      const date = addDays(workout.dateIso, offset)
      if (offset === 0 || date <= todayIso) continue
      const result = moveWorkout(plan, workout.key, date, { todayIso })
      if ('error' in result) continue
      const hardWarning = result.warnings.some((w) => w.code === 'hard_back_to_back')
      if (wantWarning ? hardWarning : result.warnings.length === 0) return { workout, date }
    }
  }
  throw new Error(`no move found (warning: ${wantWarning})`)
}

async function openWorkout(page: Page, key: string) {
  const planId = (await page.getByTestId('plan-calendar').getAttribute('data-plan-id'))!
  await page.locator(`[data-workout-id="${planId}-${key}"]`).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

test.group('Training plan', (group) => {
  browserGroup(group)

  test('create a plan through the form; the calendar shows today', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Paula Runner' })
    const page = await signIn(visit, user.email)

    // The Dashboard without a plan leads to one.
    await page.getByRole('link', { name: 'Create a training plan' }).click()
    await waitForHeading(page, 'Training plan')
    const form = page.getByRole('form', { name: 'Create a training plan' })
    await form.waitFor({ timeout: RENDER_TIMEOUT })

    // A race too close: the error names the earliest sensible date and offers it.
    const startDate = await form.getByLabel('Start date').inputValue()
    const today = addDays(startDate, -1)
    await form.getByLabel('Race distance').selectOption({ label: 'Half marathon' })
    await form.getByLabel('Race date').fill(addDays(today, 14))
    await form.getByLabel('Current weekly distance (km)').fill('30')
    await form.getByLabel('Start date').fill(today)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('plan-form.png'), fullPage: true })
    await form.getByRole('button', { name: 'Create plan' }).click()
    const useEarliest = form.getByRole('button', { name: /^Use \d{4}-\d{2}-\d{2}$/ })
    await useEarliest.waitFor({ timeout: RENDER_TIMEOUT })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: await screenshotPath('plan-form-phone.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // A 10K in ten weeks, starting today, with a goal time.
    await form.getByLabel('Race distance').selectOption({ label: '10 km' })
    await form.getByLabel('Race date').fill(addDays(today, 70))
    await form.getByLabel('Goal time (optional)').fill('52:00')
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]) {
      await form.getByLabel(day, { exact: true }).check()
    }
    await form.getByLabel('Long-run day').selectOption({ label: 'Sunday' })
    await form.getByRole('button', { name: 'Create plan' }).click()

    // The calendar, today highlighted, the current week marked.
    const calendar = page.getByTestId('plan-calendar')
    await calendar.waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByText('Your plan is ready.').waitFor()
    const todayCell = calendar.locator('[data-today]')
    assert.equal(await todayCell.getAttribute('data-date'), today)
    assert.equal(await todayCell.getAttribute('aria-current'), 'date')
    await page.assertVisible(todayCell.getByText('Today', { exact: true }))
    await page.assertVisible(
      calendar.locator('[data-current-week="true"]').getByText('This week', { exact: true })
    )
    await page.assertVisible(page.getByRole('heading', { name: /^10K/ }))
    await page.assertVisible(page.getByText('52:00').first())

    const plan = await activePlan(user.id)
    assert.equal(plan.startDate, today)
    assert.equal(plan.raceDate, addDays(today, 70))
    assert.equal(plan.goalSeconds, 52 * 60)

    // Keyboard: the arrow keys move between the calendar's workouts.
    const first = calendar.locator('button[data-cal-date]').first()
    await first.focus()
    await page.keyboard.press('ArrowDown')
    const focusedDate = await page.evaluate<string | undefined>(
      '(document.activeElement && document.activeElement.dataset.calDate) || undefined'
    )
    assert.isDefined(focusedDate)
    assert.isTrue(focusedDate! >= addDays((await first.getAttribute('data-cal-date'))!, 7))

    await page.evaluate('window.scrollTo(0, 0)')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('plan.png'), fullPage: true })
    await page.getByRole('button', { name: 'Month' }).click()
    await page.screenshot({ path: await screenshotPath('plan-month.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: await screenshotPath('plan-month-phone.png'), fullPage: true })
    await page.getByRole('button', { name: 'Weeks' }).click()
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth'
    )
    assert.equal(overflow, 0, 'no horizontal scrolling on a phone')
    await page.screenshot({ path: await screenshotPath('plan-phone.png'), fullPage: true })
    await page
      .locator('section[aria-labelledby="plan-calendar-heading"]')
      .screenshot({ path: await screenshotPath('plan-calendar-phone.png') })

    browserConsole.assertNone(assert)
  }).timeout(120_000)

  test('a workout: steps and targets, skip with a note, move (and move anyway)', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const seeded = await seedPlan(user.id)
    const today = seeded.today
    let plan = seeded.plan
    const { page, calendar } = await openPlan(visit, user.email)

    // Open a structured workout: purpose, steps and targets in km.
    const quality = allWorkouts(plan.document).find(
      (w) => w.dateIso > today && ['tempo', 'threshold', 'intervals'].includes(w.type)
    )!
    let dialog = await openWorkout(page, quality.key)
    await page.assertVisible(dialog.getByRole('heading', { name: quality.title }))
    await page.assertVisible(dialog.getByText(quality.purpose))
    await page.assertVisible(dialog.getByRole('heading', { name: 'Steps and targets' }))
    await page.assertVisible(dialog.getByText('Warm-up').first())
    await page.assertVisible(dialog.getByText('Cool-down').first())
    await page.assertVisible(dialog.getByText(/Pace \d+:\d\d–\d+:\d\d \/km/).first())
    await page.assertVisible(dialog.getByRole('link', { name: 'Download for your watch (FIT)' }))
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('plan-workout.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: await screenshotPath('plan-workout-phone.png') })
    await page.setViewportSize({ width: 1280, height: 900 })

    // A future workout cannot be marked done yet (tests/browser/plan_done.spec.ts marks one);
    // skip it with a note.
    assert.equal(await dialog.getByRole('button', { name: 'Mark done' }).count(), 0)
    await dialog.getByLabel('Note (optional)').fill('Away that day.')
    await dialog.getByRole('button', { name: 'Skip' }).click()
    await dialog.getByText('Skipped.').waitFor({ timeout: RENDER_TIMEOUT })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const chip = calendar.locator(`[data-workout-id="${plan.id}-${quality.key}"]`)
    await page.assertVisible(chip.getByText('Skipped'))
    dialog = await openWorkout(page, quality.key)
    assert.equal(await dialog.getByLabel('Note (optional)').inputValue(), 'Away that day.')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // Move a workout with the menu (no warning).
    plan = await activePlan(user.id)
    const simple = findMove(plan.document, today, false, new Set([quality.key]))
    dialog = await openWorkout(page, simple.workout.key)
    await dialog.getByLabel('Move to…').selectOption(simple.date)
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    await dialog.waitFor({ state: 'detached', timeout: RENDER_TIMEOUT })
    await page.getByText('Workout moved.').waitFor()
    await page.assertVisible(
      calendar
        .locator(`li[data-date="${simple.date}"]`)
        .first()
        .locator(`[data-workout-id="${plan.id}-${simple.workout.key}"]`)
    )

    // Drag and drop onto another day: the same change.
    plan = await activePlan(user.id)
    const dragged = findMove(plan.document, today, false, new Set([quality.key]))
    const source = calendar.locator(`[data-workout-id="${plan.id}-${dragged.workout.key}"]`)
    await source.scrollIntoViewIfNeeded()
    await source.dragTo(calendar.locator(`li[data-date="${dragged.date}"]`).first())
    // (The menu move's "Workout moved." may still show: wait for the chip in its new day.)
    await calendar
      .locator(`li[data-date="${dragged.date}"]`)
      .first()
      .locator(`[data-workout-id="${plan.id}-${dragged.workout.key}"]`)
      .waitFor({ timeout: RENDER_TIMEOUT })
    await progressDone(page)
    plan = await activePlan(user.id)
    assert.equal(
      allWorkouts(plan.document).find((w) => w.key === dragged.workout.key)!.dateIso,
      dragged.date
    )

    // A stale version (the plan changed on another device): the message, nothing changes.
    // (The dialog is open first: the page holds the version it rendered, as another tab would.)
    await progressDone(page)
    dialog = await openWorkout(page, dragged.workout.key)
    await TrainingPlan.query().where('id', plan.id).increment('version', 1)
    await dialog.getByRole('button', { name: 'Skip' }).click()
    await dialog
      .getByText('This plan changed in another tab or device. Reload to see the latest.')
      .first()
      .waitFor({ timeout: RENDER_TIMEOUT })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.getByRole('button', { name: 'Reload' }).waitFor({ state: 'detached' })

    // A move that puts two hard days back to back: the warning, then "Move anyway".
    plan = await activePlan(user.id)
    const risky = findMove(plan.document, today, true, new Set([quality.key]))
    dialog = await openWorkout(page, risky.workout.key)
    await dialog.getByLabel('Move to…').selectOption(risky.date)
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    const warning = dialog.getByRole('alert')
    await warning.waitFor({ timeout: RENDER_TIMEOUT })
    await page.screenshot({ path: await screenshotPath('plan-move-warning.png') })
    assert.match(await warning.innerText(), /hard days back to back/i)
    await dialog.getByRole('button', { name: 'Move anyway' }).click()
    await dialog.waitFor({ state: 'detached', timeout: RENDER_TIMEOUT })
    plan = await activePlan(user.id)
    assert.equal(
      allWorkouts(plan.document).find((w) => w.key === risky.workout.key)!.dateIso,
      risky.date
    )

    browserConsole.assertNone(assert)
  }).timeout(120_000)

  test('something came up: illness, the proposed change, apply, undo', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const { plan } = await seedPlan(user.id)
    const { page } = await openPlan(visit, user.email)

    const adapt = page.getByRole('form', { name: 'Something came up' })
    await adapt.getByLabel(/I’m ill/).check()
    await adapt.getByLabel('Days without running').fill('3')
    await adapt.getByRole('button', { name: 'Propose a change' }).click()
    const pending = page.getByTestId('pending-revision')
    await pending.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(pending.getByText('Proposed change · not applied yet'))
    assert.isAbove(await pending.getByRole('listitem').count(), 0)
    await page.assertVisible(pending.getByText(/Changed|Removed|Added/).first())
    await pending.scrollIntoViewIfNeeded()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('plan-revision.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await pending.scrollIntoViewIfNeeded()
    await page.screenshot({ path: await screenshotPath('plan-revision-phone.png') })
    await page.setViewportSize({ width: 1280, height: 900 })

    await pending.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Plan updated.').waitFor({ timeout: RENDER_TIMEOUT })
    await pending.waitFor({ state: 'detached' })
    const history = page.getByTestId('revision-history')
    const illness = history.getByRole('listitem').filter({ hasText: 'Illness' }).first()
    await page.assertVisible(illness.getByText('Applied', { exact: true }))
    const applied = await activePlan(user.id)
    assert.isAbove(applied.version, plan.version)
    await illness.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Change undone.').waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(
      history.getByRole('listitem').filter({ hasText: 'Illness' }).first().getByText('Undone')
    )
    const undone = await activePlan(user.id)
    assert.deepEqual(undone.document.weeks, plan.document.weeks)

    browserConsole.assertNone(assert)
  }).timeout(120_000)

  test("the Dashboard shows today's workout and this week", async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const { plan, today } = await seedPlan(user.id)
    const page = await signIn(visit, user.email)

    const todays = allWorkouts(plan.document).find((w) => w.dateIso === today && w.type !== 'rest')
    const todayCard = page.getByTestId('today-workout')
    await todayCard.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(todayCard.getByText(todays ? todays.title : 'Rest day').first())
    if (todays?.steps.some((step) => step.target)) {
      await page.assertVisible(todayCard.getByText(/\/km/).first())
    }
    await page.assertVisible(page.getByTestId('this-week').getByText(/done of/))
    await page.assertVisible(page.getByRole('link', { name: 'Open the plan' }))
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-plan.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({
      path: await screenshotPath('dashboard-plan-phone.png'),
      fullPage: true,
    })
    await page.getByRole('link', { name: 'Open the plan' }).click()
    await waitForHeading(page, 'Training plan')

    browserConsole.assertNone(assert)
  }).timeout(120_000)
})

test.group('Training plan: why this week', (group) => {
  browserGroup(group)

  test('a cutback week opens its reasons: phase, volume rule and long-run rule', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser()
    const { plan } = await seedPlan(user.id)
    const cutback = plan.document.weeks.find((w) => w.isCutback && w.reason?.longRun)!
    assert.exists(cutback, 'a ten-week plan has a cutback week with a long run')
    const { page, calendar } = await openPlan(visit, user.email)

    const week = calendar.getByTestId(`week-${cutback.index}`)
    const why = week.getByTestId(`week-${cutback.index}-why`)
    await why.getByText('Why this week').click()
    await page.assertVisible(why.getByText(/^Cutback week: .* 75 % of your best week/))
    // The long run names the rule that set it (here its share of the smaller week).
    const longRule = cutback.reason!.longRun!.rule
    await page.assertVisible(
      why.getByText(
        longRule === 'share' ? /^Long run .*: at most \d+ % of the week\.$/ : /^Long run /
      )
    )
    await page.assertVisible(why.getByText(/phase|Base:|Build:|Peak:/).first())
    await week.scrollIntoViewIfNeeded()
    await progressDone(page)
    await week.screenshot({ path: await screenshotPath('plan-week-why.png') })
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})
