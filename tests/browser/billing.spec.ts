import { test } from '@japa/runner'
import env from '#start/env'
import {
  FAKE_PRICES,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  FakeStripe,
} from '#tests/support/fake_stripe'
import { grantPremium } from '#tests/support/billing'
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

const STRIPE_ENV = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PREMIUM_MONTHLY',
  'STRIPE_PRICE_PREMIUM_YEARLY',
  'STRIPE_API_BASE_URL',
] as const

test.group('Billing | the Subscription tab', (group) => {
  browserGroup(group)
  const fake = new FakeStripe()
  group.setup(async () => {
    await fake.start()
    return async () => {
      STRIPE_ENV.forEach((key) => env.set(key, ''))
      await fake.close()
    }
  })

  test('without Stripe keys: Free, the catalogue, and Premium granted by an admin', async ({
    visit,
    browserContext,
    assert,
  }) => {
    STRIPE_ENV.forEach((key) => env.set(key, ''))
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Grace Free' })
    const page = await signIn(visit, user.email)
    await page.goto('/profile/subscription')
    await waitForHeading(page, 'Profile')
    await page.getByText('You are on the').waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByText('Premium is granted by an administrator').waitFor()
    await page.getByRole('heading', { name: 'Plans' }).waitFor()
    assert.equal(await page.getByRole('button', { name: /free trial|Upgrade/ }).count(), 0)
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('subscription-free.png'), fullPage: true })

    await grantPremium(user.id, 'premium_yearly')
    await page.reload()
    await page
      .getByText(/Premium/)
      .first()
      .waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByText('You are on the').waitFor({ state: 'detached' })
    await page.screenshot({
      path: await screenshotPath('subscription-granted.png'),
      fullPage: true,
    })
    browserConsole.assertNone(assert)
  })

  test('with Stripe: upgrading leaves for Stripe Checkout', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const values = [
      FAKE_STRIPE_KEY,
      FAKE_WEBHOOK_SECRET,
      FAKE_PRICES.premium_monthly,
      FAKE_PRICES.premium_yearly,
      fake.url,
    ]
    STRIPE_ENV.forEach((key, index) => env.set(key, values[index]))
    const browserConsole = await watchBrowser(browserContext)
    // Stripe's hosted page, as the fake names it: answer it with a plain page.
    await browserContext.route(`${fake.url}/c/pay/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Fake Checkout</h1>' })
    )
    const user = await createUser({ fullName: 'Paula Payer' })
    const page = await signIn(visit, user.email)
    await page.goto('/profile/subscription')
    await waitForHeading(page, 'Profile')
    const upgrade = page.getByRole('button', { name: /free trial|Upgrade/ }).first()
    await upgrade.waitFor({ timeout: RENDER_TIMEOUT })
    await page.screenshot({ path: await screenshotPath('subscription-stripe.png'), fullPage: true })
    await upgrade.click()
    await page.waitForURL(/\/c\/pay\//, { timeout: RENDER_TIMEOUT })
    await page.getByRole('heading', { name: 'Fake Checkout' }).waitFor()
    assert.match(page.url(), /^http:\/\/127\.0\.0\.1:\d+\/c\/pay\//)
    browserConsole.assertNone(assert, [/Failed to load resource: .*409/])
  })
})
