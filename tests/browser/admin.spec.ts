import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Subscription from '#models/subscription'
import {
  browserGroup,
  PASSWORD,
  createUser,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

/**
 * 40 runners (Runner 01…40), every third on Premium yearly, every third +1
 * on Premium monthly in a trial; rows inserted in bulk with the admin's hash.
 */
async function seedRunners(passwordHash: string) {
  const now = DateTime.utc()
  const rows = Array.from({ length: 40 }, (_, index) => ({
    full_name: `Runner ${String(index + 1).padStart(2, '0')}`,
    email: `runner-${index + 1}-${Date.now()}@example.com`,
    password: passwordHash,
    role: 'user',
    email_verified_at: now.toFormat('yyyy-MM-dd HH:mm:ss'),
    created_at: now.minus({ days: 40 - index }).toFormat('yyyy-MM-dd HH:mm:ss'),
    updated_at: now.toFormat('yyyy-MM-dd HH:mm:ss'),
  }))
  await db.insertQuery().table('users').multiInsert(rows)
  const users = await User.query().whereLike('full_name', 'Runner %').orderBy('id')
  for (const [index, user] of users.entries()) {
    if (index % 3 === 0) {
      await Subscription.create({
        userId: user.id,
        plan: 'premium_yearly',
        status: 'active',
        source: 'admin',
        amountCents: 9000,
        currency: 'eur',
        interval: 'year',
        currentPeriodStart: now.minus({ days: 10 }),
        currentPeriodEnd: now.plus({ days: 355 }),
        cancelAtPeriodEnd: false,
      })
    } else if (index % 3 === 1) {
      await Subscription.create({
        userId: user.id,
        plan: 'premium_monthly',
        status: 'trialing',
        source: 'admin',
        amountCents: 900,
        currency: 'eur',
        interval: 'month',
        trialEndsAt: now.plus({ days: 5 }),
        currentPeriodStart: now.minus({ days: 9 }),
        currentPeriodEnd: now.plus({ days: 5 }),
        cancelAtPeriodEnd: false,
      })
    }
  }
  return users
}

test.group('Admin | subscription users in the browser', (group) => {
  browserGroup(group)

  test('search, filter, page through the users and disable one (password-confirmed)', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const admin = await createUser({ fullName: 'Admin Person' })
    admin.role = 'admin'
    await admin.save()
    const runners = await seedRunners(admin.password)

    const page = await signIn(visit, admin.email)

    // The dashboard and the overview render their charts (lazy uPlot chunk).
    await page.goto('/admin')
    await waitForHeading(page, 'Admin dashboard')
    await page.getByTestId('admin-chart').locator('canvas').waitFor({ timeout: RENDER_TIMEOUT })
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('admin-dashboard.png'), fullPage: true })
    await page.goto('/admin/subscriptions')
    await waitForHeading(page, 'Subscriptions overview')
    await page.getByTestId('admin-chart').first().locator('canvas').waitFor()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('admin-overview.png'), fullPage: true })

    // The list: 41 users, 25 per page.
    await page.getByRole('link', { name: 'Subscription users' }).click()
    await waitForHeading(page, 'Subscription users')
    await page.getByText('1–25 of 41 users').waitFor()

    // Search (case-insensitive), a shareable URL.
    await page.getByLabel('Search name or e-mail').fill('RUNNER 1')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/search=RUNNER\+1/)
    await page.getByText('1–10 of 10 users').waitFor()

    // Filter by plan (applies at once).
    await page.getByLabel('Plan').selectOption('premium_yearly')
    await page.waitForURL(/plan=premium_yearly/)
    // Runner 10, 13, 16, 19 are the yearly ones among Runner 1x.
    await page.getByText('1–4 of 4 users').waitFor()
    assert.deepEqual(await page.locator('tbody tr td:first-child a').allTextContents(), [
      'Runner 19',
      'Runner 16',
      'Runner 13',
      'Runner 10',
    ])
    await progressDone(page)
    await page.screenshot({
      path: await screenshotPath('admin-users-filtered.png'),
      fullPage: true,
    })

    // Clear the filters, sort by name, then the second page.
    await page.goto('/admin/subscriptions/users?sort=name')
    await page.getByText('1–25 of 41 users').waitFor()
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL(/page=2/)
    await page.getByText('26–41 of 41 users').waitFor()
    assert.equal(await page.locator('tbody tr').count(), 16)
    assert.equal(await page.locator('tbody tr td:first-child a').first().textContent(), 'Runner 25')
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('admin-users-page2.png'), fullPage: true })

    // One user: disable the account. The password is asked for first, and once it is
    // confirmed the disable completes by itself (nothing is disabled before that).
    const target = runners[29]
    await page.getByRole('link', { name: target.fullName }).click()
    await waitForHeading(page, target.fullName)
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Disable account' }).click()
    await waitForHeading(page, 'Confirm your password')
    await target.refresh()
    assert.isNull(target.disabledAt)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await waitForHeading(page, target.fullName)
    await page.getByText('Account disabled: it can no longer sign in.').waitFor()
    await page.getByRole('button', { name: 'Enable account' }).waitFor()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('admin-user-disabled.png'), fullPage: true })

    await target.refresh()
    assert.isNotNull(target.disabledAt)
    const audit = await db.from('audit_logs').where('subject_user_id', target.id)
    assert.deepEqual(
      audit.map((row) => row.action),
      ['user.disabled']
    )
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})
