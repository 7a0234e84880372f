import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import TrainingPlan from '#models/training_plan'
import CreatePlan from '#actions/plans/create_plan'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { addDays } from '#domain/calendar'
import { realtimeConfig } from '#config/realtime'
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

const isRealtime = (url: string) => url.includes(`/app/${realtimeConfig.key}`)

/** A 10K plan in ten weeks that starts today, every day available. */
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
  return result.plan
}

async function activePlan(userId: number) {
  return TrainingPlan.query().where('user_id', userId).where('status', 'active').firstOrFail()
}

/**
 * Signs in and opens the Coach page once the realtime socket is connected, counting the
 * `coach.reply.chunk` frames it receives.
 */
async function openCoach(
  visit: (url: string) => Promise<Page>,
  browserContext: BrowserContext,
  email: string
) {
  const chunks = { count: 0 }
  const authorised = browserContext.waitForEvent('response', {
    predicate: (response) => response.url().includes('/broadcasting/auth') && response.ok(),
    timeout: 2 * RENDER_TIMEOUT,
  })
  browserContext.on('page', (opened) =>
    opened.on('websocket', (socket) => {
      if (!isRealtime(socket.url())) return
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('coach.reply.chunk')) chunks.count += 1
      })
    })
  )
  const page = await signIn(visit, email)
  await page.getByRole('link', { name: 'Coach' }).first().click()
  await waitForHeading(page, 'Coach')
  // The private channel is authorised before anything is sent.
  await authorised
  return { page, chunks }
}

/** The last assistant message, once it is no longer streaming. */
async function lastReply(page: Page) {
  const reply = page.locator('[data-testid="coach-message"][data-role="assistant"]').last()
  await reply.waitFor({ timeout: RENDER_TIMEOUT })
  await page
    .locator('[data-testid="coach-message"][data-role="assistant"][data-status="streaming"]')
    .waitFor({ state: 'detached', timeout: RENDER_TIMEOUT })
  return reply
}

test.group('Coach', (group) => {
  browserGroup(group)

  test('ask the offline coach: a streamed reply, the limit, a second conversation', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Joan Benoit' })
    const { page, chunks } = await openCoach(visit, browserContext, user.email)

    const log = page.getByRole('log', { name: 'Messages' })
    assert.equal(await log.getAttribute('aria-live'), 'polite')
    const composer = page.getByLabel('Your message')

    // A suggested question fills the composer and sends.
    const suggestion = page
      .getByRole('list', { name: 'Suggested questions' })
      .getByRole('button')
      .first()
    const question = (await suggestion.textContent())!.trim()
    await suggestion.click()
    await page.waitForURL(/\/coach\?thread=\d+/, { timeout: RENDER_TIMEOUT })
    await log.locator('[data-role="user"]').filter({ hasText: question }).waitFor()
    let reply = await lastReply(page)
    await page.assertVisible(reply.getByTestId('coach-model').getByText('Offline coach'))
    assert.isAbove((await reply.textContent())!.trim().length, 20)
    assert.isAbove(chunks.count, 0, 'the reply arrived over the realtime channel')

    // Enter sends; Shift+Enter is a new line.
    await composer.fill('How am I doing?')
    await composer.press('Shift+Enter')
    assert.equal(await composer.inputValue(), 'How am I doing?\n')
    await composer.fill('How am I doing?')
    await composer.press('Enter')
    await log.locator('[data-role="user"]').filter({ hasText: 'How am I doing?' }).waitFor()
    await log.locator('[data-role="assistant"]').nth(1).waitFor({ timeout: RENDER_TIMEOUT })
    reply = await lastReply(page)
    await page.assertVisible(reply.getByText('Offline coach'))
    assert.equal(await composer.inputValue(), '')

    // Over the limit: a clear message, and nothing is sent.
    const count = (await page
      .getByText(/ characters$/)
      .first()
      .textContent())!
    const limit = Number(count.split('/')[1].replace(/\D/g, ''))
    assert.isAbove(limit, 0)
    await composer.fill('x'.repeat(limit + 1))
    const error = page.getByRole('alert').filter({ hasText: /the limit is/ })
    await error.waitFor()
    await page.assertVisible(error)
    assert.isTrue(await page.getByRole('button', { name: 'Send' }).isDisabled())
    await composer.press('Enter')
    assert.equal(await log.locator('[data-role="user"]').count(), 2)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('coach.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: await screenshotPath('coach-phone.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // A new conversation is a second thread in the history.
    await page.getByRole('link', { name: 'New conversation' }).click()
    await page.getByRole('heading', { name: 'New conversation' }).waitFor()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('coach-new.png') })
    // The history still lists the first conversation (no stale prefetched page).
    await page.getByTestId('coach-threads').getByRole('listitem').first().waitFor()
    await composer.fill('What are my zones?')
    await composer.press('Enter')
    await page.waitForURL(/\/coach\?thread=\d+/, { timeout: RENDER_TIMEOUT })
    await lastReply(page)
    const threads = page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem')
    await threads.nth(1).waitFor({ timeout: RENDER_TIMEOUT })
    assert.equal(await threads.count(), 2)
    // The first conversation is still there, with its messages.
    await threads.last().getByRole('link').click()
    await log.locator('[data-role="user"]').filter({ hasText: 'How am I doing?' }).waitFor()

    browserConsole.assertNone(assert)
  }).timeout(120_000)

  test("I'm sick: the proposed plan change, applied from the chat, then undone", async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Paula Radcliffe' })
    await seedPlan(user.id)
    const before = await activePlan(user.id)
    const { page } = await openCoach(visit, browserContext, user.email)

    const composer = page.getByLabel('Your message')
    await composer.fill("I'm sick for 3 days")
    await composer.press('Enter')
    const reply = await lastReply(page)
    await page.assertVisible(reply.getByText('Offline coach'))
    await page.assertVisible(reply.getByRole('note'))
    const proposal = reply.getByTestId('coach-proposal')
    await proposal.waitFor({ timeout: RENDER_TIMEOUT })
    assert.equal(await proposal.getAttribute('data-status'), 'proposed')
    await page.assertVisible(proposal.getByText(/Changed|Removed|Added/).first())
    assert.isAbove(
      await proposal.getByRole('list', { name: 'Changed workouts' }).getByRole('listitem').count(),
      0
    )
    assert.isAbove(
      await reply
        .getByRole('list', { name: 'What the coach looked at' })
        .getByRole('listitem')
        .count(),
      0
    )
    await proposal.scrollIntoViewIfNeeded()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('coach-proposal.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await proposal.scrollIntoViewIfNeeded()
    await page.screenshot({ path: await screenshotPath('coach-proposal-phone.png') })
    await page.setViewportSize({ width: 1280, height: 900 })

    // Apply: the plan changes and the chat offers Undo.
    await proposal.getByRole('button', { name: 'Apply' }).click()
    await page.locator('[data-testid="coach-proposal"][data-status="applied"]').waitFor({
      timeout: RENDER_TIMEOUT,
    })
    assert.match(page.url(), /\/coach\?thread=\d+/)
    await page.assertVisible(proposal.getByText('Applied to your plan. You can undo it.'))
    await page.getByText('Plan updated.').waitFor()
    await proposal.scrollIntoViewIfNeeded()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('coach-proposal-applied.png') })
    const applied = await activePlan(user.id)
    assert.isAbove(applied.version, before.version)
    assert.notDeepEqual(applied.document.weeks, before.document.weeks)

    // The plan page shows the change as applied.
    const coachUrl = page.url()
    await page.goto('/plan')
    await waitForHeading(page, 'Training plan')
    const history = page.getByTestId('revision-history')
    await history.waitFor({ timeout: RENDER_TIMEOUT })
    await page.assertVisible(
      history
        .getByRole('listitem')
        .filter({ hasText: 'Illness' })
        .first()
        .getByText('Applied', { exact: true })
    )

    // Undo from the chat.
    await page.goto(coachUrl)
    await waitForHeading(page, 'Coach')
    const appliedCard = page.locator('[data-testid="coach-proposal"][data-status="applied"]')
    await appliedCard.getByRole('button', { name: 'Undo' }).click()
    await page.locator('[data-testid="coach-proposal"][data-status="undone"]').waitFor({
      timeout: RENDER_TIMEOUT,
    })
    const undone = await activePlan(user.id)
    assert.deepEqual(undone.document.weeks, before.document.weeks)

    browserConsole.assertNone(assert)
  }).timeout(120_000)
})
