import { test } from '@japa/runner'
import type { Page } from 'playwright'
import CoachThread from '#models/coach_thread'
import CoachMessage from '#models/coach_message'
import {
  browserGroup,
  createUser,
  progressDone,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

/** A conversation long enough to need scrolling: 30 questions and answers. */
async function seedLongThread(userId: number) {
  const thread = await CoachThread.create({ userId, title: 'A long conversation' })
  for (let index = 1; index <= 30; index += 1) {
    await CoachMessage.create({
      threadId: thread.id,
      userId,
      role: 'user',
      content: `Question ${index}: how should I run my long run this week?`,
      status: 'complete',
      toolUses: [],
    })
    await CoachMessage.create({
      threadId: thread.id,
      userId,
      role: 'assistant',
      content: `Answer ${index}: keep it easy, at a conversational pace, and finish feeling fresh.`,
      status: 'complete',
      model: 'offline',
      provider: 'offline',
      toolUses: [],
    })
  }
  return thread
}

type Figures = {
  viewportHeight: number
  pageScrollHeight: number
  logHeight: number
  logScrollHeight: number
  logAtEnd: boolean
  composerBottom: number
}

/** What the layout of the Coach page measures in the browser (run there, hence a string). */
async function measure(page: Page): Promise<Figures> {
  return page.evaluate(`(() => {
    const log = document.querySelector('[data-testid="coach-log"]')
    const composer = document.querySelector('form[aria-label="Message the coach"]')
    return {
      viewportHeight: window.innerHeight,
      pageScrollHeight: document.scrollingElement.scrollHeight,
      logHeight: log.clientHeight,
      logScrollHeight: log.scrollHeight,
      logAtEnd: log.scrollHeight - log.scrollTop - log.clientHeight < 2,
      composerBottom: composer.getBoundingClientRect().bottom,
    }
  })()`)
}

test.group('Coach layout', (group) => {
  browserGroup(group)

  for (const size of [
    { name: 'desktop', width: 1280, height: 800, minShare: 0.5 },
    { name: 'phone', width: 390, height: 844, minShare: 0.4 },
  ]) {
    test(`the conversation fills the viewport on a ${size.name}`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      const browserConsole = await watchBrowser(browserContext)
      const user = await createUser()
      const thread = await seedLongThread(user.id)

      const signedIn = await signIn(visit, user.email)
      await signedIn.setViewportSize({ width: size.width, height: size.height })
      await signedIn.goto(`/coach?thread=${thread.id}`)
      await waitForHeading(signedIn, 'Coach')
      await signedIn.getByText('Answer 30:').waitFor()
      await progressDone(signedIn)

      const figures = await measure(signedIn)
      await signedIn.screenshot({ path: await screenshotPath(`coach-layout-${size.name}.png`) })
      // The page itself does not scroll: nothing lies below the composer.
      assert.isAtMost(figures.pageScrollHeight, figures.viewportHeight, JSON.stringify(figures))
      assert.isAtMost(figures.composerBottom, figures.viewportHeight, JSON.stringify(figures))
      // The messages take most of the screen and scroll inside their own area...
      assert.isAtLeast(figures.logHeight, size.height * size.minShare, JSON.stringify(figures))
      assert.isAbove(figures.logScrollHeight, figures.logHeight)
      // ...which opens at the newest message.
      assert.isTrue(figures.logAtEnd, JSON.stringify(figures))

      // Scrolling the messages moves them, not the page.
      await signedIn.getByTestId('coach-log').evaluate((log) => (log.scrollTop = 0))
      await signedIn.getByText('Question 1:').waitFor()
      assert.equal(await signedIn.evaluate<number>('window.scrollY'), 0)
      browserConsole.assertNone(assert)
    })
  }
})
