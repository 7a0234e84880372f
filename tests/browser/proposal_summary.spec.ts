import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import CoachThread from '#models/coach_thread'
import CoachMessage from '#models/coach_message'
import CreatePlan from '#actions/plans/create_plan'
import ProposeRevision from '#actions/plans/propose_revision'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
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

/*
 * "This plan is too hard": the coach proposes paces one VDOT point slower for every remaining
 * workout, 60-odd changes. On a phone and a desktop the proposal reads as a summary per week
 * (not a card per workout), a week opens to show its workouts, and axe finds nothing.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844, maxCardHeight: 2200 },
  { name: 'desktop', width: 1280, height: 800, maxCardHeight: 1400 },
] as const

/** A half-marathon plan in twelve weeks from today, every day available, and the proposal. */
async function seedLargeProposal(userId: number) {
  const profile = await athleteProfileOf(userId)
  const today = athleteToday(profile.timeZone)
  const { plan } = await new CreatePlan().handle({
    userId,
    todayIso: today,
    raceDistanceMeters: 21097.5,
    raceDate: addDays(today, 84),
    availableDays: [1, 2, 3, 4, 5, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 40000,
    startDate: today,
  })
  const revision = await new ProposeRevision().handle({
    userId,
    todayIso: today,
    source: 'coach',
    trigger: {
      type: 'new_fitness',
      vdot: plan.document.fitness.vdot - 1,
      source: 'estimated',
      description: 'You asked for an easier plan: one VDOT point less',
    },
  })
  const thread = await CoachThread.create({ userId, title: 'This plan is too hard' })
  await CoachMessage.create({
    threadId: thread.id,
    userId,
    role: 'user',
    content: 'This plan is too hard, can you make it easier?',
    status: 'complete',
    toolUses: [],
  })
  await CoachMessage.create({
    threadId: thread.id,
    userId,
    role: 'assistant',
    content: 'Sure: an easier plan. I have proposed paces one VDOT point slower.',
    status: 'complete',
    model: 'offline',
    provider: 'offline',
    toolUses: [{ name: 'propose_plan_change', summary: 'proposed an easier plan' }],
    revisionId: revision!.id,
  })
  return { thread, changes: revision!.changes.length }
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
  )
}

test.group('A large plan change reads as a summary per week', (group) => {
  browserGroup(group)

  for (const size of SIZES) {
    test(`"make my plan easier" on a ${size.name}`, async ({ visit, browserContext, assert }) => {
      const browserConsole = await watchBrowser(browserContext)
      const user = await createUser({ fullName: 'Eliud Kipchoge' })
      const { thread, changes } = await seedLargeProposal(user.id)
      assert.isAbove(changes, 40)

      const page = await signIn(visit, user.email)
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto(`/coach?thread=${thread.id}`)
      await waitForHeading(page, 'Coach')
      const card = page.getByTestId('coach-proposal')
      await card.waitFor({ timeout: RENDER_TIMEOUT })
      await progressDone(page)

      // The summary, not a card per workout: totals, one row per week, no workout listed yet.
      await page.assertVisible(card.getByTestId('revision-totals'))
      assert.include(await card.getByTestId('revision-totals').innerText(), `${changes} sessions`)
      const weeks = card.getByTestId('revision-week')
      assert.isAtLeast(await weeks.count(), 10)
      assert.equal(await card.getByRole('list', { name: 'Changed workouts' }).count(), 0)
      const closed = (await card.boundingBox())!
      assert.isBelow(closed.height, size.maxCardHeight, `card height ${closed.height}px`)
      assert.isAtMost(closed.width, size.width)
      // The conversation scrolls inside its own area: bring the card's top into view.
      await card.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: await screenshotPath(`proposal-summary-${size.name}.png`) })

      // A week opens to show its workouts, and closes again.
      const second = weeks.nth(1)
      const toggle = second.getByRole('button')
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
      const sessionsText = await toggle.innerText()
      const expected = Number(/(\d+) sessions?:/.exec(sessionsText)![1])
      await toggle.click()
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
      const workouts = second.getByRole('list', { name: 'Changed workouts' }).getByRole('listitem')
      await workouts.first().waitFor()
      assert.equal(await workouts.count(), expected)
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      await page.assertVisible(panel)
      await second.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: await screenshotPath(`proposal-week-open-${size.name}.png`) })

      assert.deepEqual(await axeViolations(page), [])

      await toggle.click()
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
      assert.equal(await card.getByRole('list', { name: 'Changed workouts' }).count(), 0)

      // The plan page shows the same pending proposal the same way.
      await page.goto('/plan')
      await waitForHeading(page, /plan/i)
      const pending = page.getByTestId('pending-revision')
      await pending.waitFor({ timeout: RENDER_TIMEOUT })
      assert.isAtLeast(await pending.getByTestId('revision-week').count(), 10)
      assert.isBelow((await pending.boundingBox())!.height, size.maxCardHeight)
      await pending.screenshot({
        path: await screenshotPath(`plan-pending-summary-${size.name}.png`),
      })
      browserConsole.assertNone(assert)
    }).timeout(120_000)
  }
})
