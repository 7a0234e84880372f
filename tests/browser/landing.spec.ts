import { test } from '@japa/runner'
import type { Page } from 'playwright'
import {
  PASSWORD,
  browserGroup,
  createUser,
  progressDone,
  screenshotPath,
  waitForHeading,
  watchBrowser,
  RENDER_TIMEOUT,
} from './support.js'

const LANDING_HEADING = 'Train smarter with a coach that knows your running.'

/** The route names of the document's list (window.Ziggy, docs/decisions/002-client-route-list.md). */
function routeNames(page: Page): Promise<string[]> {
  return page.evaluate('Object.keys(window.Ziggy.routes)')
}

test.group('Landing', (group) => {
  browserGroup(group)

  test('shows the product, the prices in the locale, and a guest only the guest routes', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const page = await visit('/')
    await waitForHeading(page, LANDING_HEADING)

    // The product: a real screenshot, sized, lazy, described.
    const image = page.getByRole('img', { name: /Pacewise Dashboard of a demo athlete/ })
    await image.scrollIntoViewIfNeeded()
    assert.equal(await image.getAttribute('loading'), 'lazy')
    assert.equal(await image.getAttribute('width'), '1280')
    assert.equal(await image.getAttribute('height'), '800')
    await page.waitForFunction(
      `(() => { const img = document.querySelector('figure img'); return img && img.complete && img.naturalWidth > 0 })()`,
      null,
      { timeout: RENDER_TIMEOUT }
    )
    const source = await image.evaluate(
      (img) => (img as unknown as { currentSrc: string }).currentSrc
    )
    assert.match(source, /\/images\/dashboard-(640|1280)\.webp$/)

    // Prices as the locale writes money (the browser runs in en-US).
    const plans = page.getByRole('list').filter({ hasText: 'Premium monthly' })
    await plans.getByText('€9.00 / month, 14-day free trial').waitFor()
    await plans.getByText('€90.00 / year, 14-day free trial').waitFor()
    await plans.getByText('€0.00', { exact: true }).waitFor()
    assert.notMatch(await plans.innerText(), /:\s*free/i)

    const names = await routeNames(page)
    assert.includeMembers(names, ['landing', 'login', 'register'])
    assert.notInclude(names, 'dashboard')
    assert.isEmpty(names.filter((name) => name.startsWith('admin.')))

    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('landing-product.png'), fullPage: true })
    browserConsole.assertNone(assert)
  })

  test('signing in from the Landing page opens the Dashboard with the athlete routes', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Grete Waitz' })
    const page = await visit('/')
    await waitForHeading(page, LANDING_HEADING)
    await page.getByRole('link', { name: 'Sign in' }).first().click()
    await waitForHeading(page, 'Sign in')
    await page.getByLabel('E-mail address').fill(user.email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/dashboard', { timeout: RENDER_TIMEOUT })
    await waitForHeading(page, 'Hello, Grete')

    // A new document: the athlete's routes, still no admin route.
    const names = await routeNames(page)
    assert.includeMembers(names, ['dashboard', 'coach', 'plan', 'logout'])
    assert.isEmpty(names.filter((name) => name.startsWith('admin.')))
    // And the links of the signed-in layout work.
    await page.getByRole('link', { name: 'Training plan', exact: true }).first().click()
    await page.waitForURL('**/plan', { timeout: RENDER_TIMEOUT })
    // The sign-in answers 409 + X-Inertia-Location by design (a full page load into the
    // athlete's document, app/middleware/inertia_middleware.ts); Chromium logs the status.
    browserConsole.assertNone(assert, [/status of 409 \(Conflict\) \(http:\/\/[^)]+\/login\)/])
  })
})
