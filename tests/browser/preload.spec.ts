import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { browserGroup, createUser, RENDER_TIMEOUT, signIn, watchBrowser } from './support.js'

/**
 * Loads `path` as a full page and returns the layout modules the browser fetched and the
 * script and preload URLs of the document itself.
 */
async function layoutsOf(page: Page, path: string, ready: () => Promise<unknown>) {
  const layouts: string[] = []
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url())
    if (url.pathname.includes('/layouts/') || /layout-[\w-]+\.js$/.test(url.pathname)) {
      layouts.push(url.pathname)
    }
  }
  page.on('request', onRequest)
  const response = await page.goto(path)
  await ready()
  page.off('request', onRequest)
  const html = (await response?.text()) ?? ''
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
    (match) => new URL(match[1], page.url()).pathname
  )
  return { layouts, named }
}

test.group('Preloading', (group) => {
  browserGroup(group)

  test('every layout the browser loads is named in the document, with the app', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const athlete = await createUser({ fullName: 'Joan Benoit' })
    const admin = await createUser({ fullName: 'Grete Waitz' })
    admin.role = 'admin'
    await admin.save()

    const guestPage = await visit('/')
    for (const [path, heading] of [
      ['/', 'Train smarter with a coach that knows your running.'],
      ['/login', 'Sign in'],
    ] as const) {
      const { layouts, named } = await layoutsOf(guestPage, path, () =>
        guestPage
          .getByRole('heading', { level: 1, name: heading })
          .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
      )
      assert.isNotEmpty(layouts, `${path} loads its layout`)
      for (const layout of layouts) assert.include(named, layout, `${path}: ${layout}`)
    }

    const athletePage = await signIn(visit, athlete.email)
    const dashboard = await layoutsOf(athletePage, '/dashboard', () =>
      athletePage
        .getByRole('heading', { level: 1, name: /^Hello, / })
        .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    )
    assert.isNotEmpty(dashboard.layouts)
    for (const layout of dashboard.layouts) assert.include(dashboard.named, layout)
    await athletePage.getByRole('button', { name: 'Sign out' }).click()

    const adminPage = await signIn(visit, admin.email)
    const users = await layoutsOf(adminPage, '/admin', () =>
      adminPage
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    )
    assert.isNotEmpty(users.layouts)
    for (const layout of users.layouts) assert.include(users.named, layout)
    browserConsole.assertNone(assert)
  })
})
