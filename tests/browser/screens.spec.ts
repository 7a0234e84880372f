import { test } from '@japa/runner'
import {
  browserGroup,
  createUser,
  progressDone,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

const LANDING_HEADING = 'Train smarter with a coach that knows your running.'

test.group('Screens', (group) => {
  browserGroup(group)

  test('Landing is rendered on the server and looks right', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)

    const page = await visit('/')
    await waitForHeading(page, LANDING_HEADING)
    await page.assertTitle('Your running coach - Pacewise')
    await page.assertVisible('role=link[name="Start training free"]')

    // The HTML as first served already holds the page (SSR), title included.
    const response = await page.request.get('/')
    assert.equal(response.status(), 200)
    const html = await response.text()
    assert.include(html, LANDING_HEADING)
    assert.include(html, 'What you get')
    assert.match(html, /<title[^>]*>Your running coach - Pacewise<\/title>/)
    assert.lengthOf(html.match(/<title[\s>]/g) ?? [], 1, 'one <title> in the served HTML')

    // And a browser without JavaScript shows it too.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    })
    try {
      const staticPage = await noScript.newPage()
      await staticPage.goto('/')
      assert.equal(await staticPage.getByRole('heading', { level: 1 }).innerText(), LANDING_HEADING)
    } finally {
      await noScript.close()
    }

    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('landing.png'), fullPage: true })
    browserConsole.assertNone(assert)
  })

  test('Dashboard on a desktop and on a phone', async ({ visit, browserContext, assert }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Ada Lovelace' })

    const page = await signIn(visit, user.email)
    await page.assertTitle('Dashboard - Pacewise')
    await page.assertTextContains('h1', 'Hello, Ada')
    await page.assertVisible('role=heading[name="No training data yet"]')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await page.assertVisible(nav.getByRole('link', { name: 'Training plan' }))
    await page.assertNotVisible(nav.getByRole('button', { name: 'Menu' }))
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard.png'), fullPage: true })

    // A phone: the navigation folds behind the menu button.
    await page.setViewportSize({ width: 390, height: 844 })
    const menu = nav.getByRole('button', { name: 'Menu' })
    await page.assertVisible(menu)
    await page.assertNotVisible(nav.getByRole('link', { name: 'Training plan' }))
    // (A string: the server's tsconfig has no DOM types.)
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth'
    )
    assert.equal(overflow, 0, 'no horizontal scrolling on a phone')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-mobile.png'), fullPage: true })

    // The menu opens and closes.
    await menu.click()
    assert.equal(await menu.getAttribute('aria-expanded'), 'true')
    await page.assertVisible(nav.getByRole('link', { name: 'Training plan' }))
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('dashboard-mobile-menu.png') })
    await menu.click()
    await page.assertNotVisible(nav.getByRole('link', { name: 'Training plan' }))

    browserConsole.assertNone(assert)
  })
})
