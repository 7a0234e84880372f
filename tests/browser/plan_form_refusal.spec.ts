import { test } from '@japa/runner'
import TrainingPlan from '#models/training_plan'
import CreatePlan from '#actions/plans/create_plan'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { addDays } from '#domain/calendar'
import { predictRaceFromVdot, PREDICTION_METHOD } from '#domain/science/prediction'
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

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

test.group('New-plan form: refusals and the plan header', (group) => {
  browserGroup(group)

  test('a race too soon: the message on the date, the earliest date, the alternatives, answers kept', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Rita Refused' })
    const page = await signIn(visit, user.email)
    await page.goto('/plan')
    await waitForHeading(page, 'Training plan')
    const form = page.getByRole('form', { name: 'Create a training plan' })
    await form.waitFor({ timeout: RENDER_TIMEOUT })

    // Weeks off out of range are caught before sending.
    const timeOff = form.getByLabel('Weeks without running just before this plan')
    await timeOff.fill('60')
    await form.getByRole('button', { name: 'Create plan' }).click()
    await form.getByText('Enter whole weeks from 0 to 52, or leave it empty.').waitFor()

    // A marathon three weeks away from 20 km a week.
    const startDate = await form.getByLabel('Start date').inputValue()
    await form.getByLabel('Race distance').selectOption({ label: 'Marathon' })
    await form.getByLabel('Race date').fill(addDays(startDate, 20))
    await form.getByLabel('Current weekly distance (km)').fill('20')
    await timeOff.fill('3')
    await form.getByRole('button', { name: 'Create plan' }).click()

    const help = form.getByTestId('plan-refusal')
    await help.waitFor({ timeout: RENDER_TIMEOUT })
    const raceDate = form.getByLabel('Race date')
    assert.equal(await raceDate.getAttribute('aria-invalid'), 'true')
    assert.match(
      (await help.textContent()) ?? '',
      /The earliest race date that works: \d{4}-\d{2}-\d{2}\./
    )
    // The answers are kept.
    assert.equal(await timeOff.inputValue(), '3')
    assert.equal(await form.getByLabel('Current weekly distance (km)').inputValue(), '20')
    // Alternatives are listed when the generator gives them.
    const alternatives = help.getByRole('list', { name: 'What would work instead' })
    const listed = await alternatives.count()
    if (listed > 0) assert.isAbove(await alternatives.getByRole('listitem').count(), 0)

    await progressDone(page)
    await page.setViewportSize(DESKTOP)
    await page.screenshot({ path: await screenshotPath('plan-form-refusal.png'), fullPage: true })
    await page.setViewportSize(PHONE)
    await page.screenshot({
      path: await screenshotPath('plan-form-refusal-phone.png'),
      fullPage: true,
    })
    await page.setViewportSize(DESKTOP)

    // The earliest date is one click away, and the refusal goes with the error.
    const earliest = (await help.textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0]
    await help.getByRole('button', { name: `Use ${earliest}` }).click()
    assert.equal(await raceDate.inputValue(), earliest)
    const plans = await TrainingPlan.query().where('user_id', user.id)
    assert.lengthOf(plans, 0)
    browserConsole.assertNone(assert, [/status of 422/])
  })

  test('the plan header: prediction with its method, race-day target, a goal as a stretch', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Sam Stretch' })
    const profile = await athleteProfileOf(user.id)
    const today = athleteToday(profile.timeZone)
    const { plan } = await new CreatePlan().handle({
      userId: user.id,
      todayIso: today,
      raceDistanceMeters: 42195,
      raceDate: addDays(today, 7 * 18),
      goalSeconds: 3 * 3600,
      availableDays: [2, 3, 4, 6, 7],
      longRunDay: 7,
      currentWeeklyMeters: 40000,
      startDate: today,
    })
    // The figures as the generator stores them (types.ts: Plan.prediction, raceTarget,
    // goalIsStretch), set here so that the header can be seen before and after they exist.
    const page = await signIn(visit, user.email)
    await page.goto('/plan')
    await waitForHeading(page, 'Training plan')
    await page.getByTestId('plan-calendar').waitFor({ timeout: RENDER_TIMEOUT })
    const stored = plan.document as unknown as Record<string, unknown>
    if (stored.prediction === undefined) {
      assert.equal(await page.getByTestId('plan-headline').count(), 0, 'old plans: no header')
      const seconds = predictRaceFromVdot(plan.document.fitness.vdot, 42195, 40000).seconds
      plan.document = {
        ...plan.document,
        prediction: { seconds, vdot: plan.document.fitness.vdot, method: PREDICTION_METHOD },
        raceTarget: { seconds, paceSecPerKm: seconds / 42.195, basis: 'prediction' },
        goalIsStretch: true,
      } as typeof plan.document
      await plan.save()
      await page.reload()
    }
    const headline = page.getByTestId('plan-headline')
    await headline.waitFor({ timeout: RENDER_TIMEOUT })
    const text = (await headline.textContent()) ?? ''
    const predicted = (plan.document as unknown as { prediction: { seconds: number } }).prediction
    assert.include(text, `Predicted finish: ${formatDuration(predicted.seconds)}`)
    assert.match(text, /VDOT \d+\.\d \(Daniels & Gilbert\), adjusted for weekly volume/)
    assert.include(
      text,
      `Your goal 3:00:00 is a stretch: the plan paces race day at ${formatDuration(predicted.seconds)}, the time your current fitness predicts.`
    )
    await progressDone(page)
    await page
      .getByRole('region', { name: /Marathon/ })
      .first()
      .waitFor()
    const summary = page.locator('section[aria-labelledby="plan-summary-heading"]')
    await summary.screenshot({ path: await screenshotPath('plan-header-stretch.png') })
    await page.setViewportSize(PHONE)
    await summary.screenshot({ path: await screenshotPath('plan-header-stretch-phone.png') })
    await page.setViewportSize(DESKTOP)
    browserConsole.assertNone(assert)
  })
})
