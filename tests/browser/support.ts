import { mkdir } from 'node:fs/promises'
import type { Group } from '@japa/runner/core'
import type { Assert } from '@japa/assert'
import type { BrowserContext, Page } from 'playwright'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'

/**
 * Browser tests drive the real HTTP server started by tests/bootstrap.ts, in
 * this same process, so one global database transaction per test isolates
 * them too: the server's queries (and the mails the log mailer stores in
 * dev_mails) run inside it and are rolled back afterwards.
 */
export function browserGroup(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await limiter.clear()
  })
}

/**
 * Vite serves the client in development mode inside the server: the first
 * page of a run compiles modules, so waits for rendered content are generous.
 */
export const RENDER_TIMEOUT = 30_000

export const PASSWORD = 'correct horse battery staple'

let counter = 0

/**
 * A unique address per test (the global transaction rolls rows back, but the
 * in-memory session and rate-limit stores live for the whole run).
 */
export function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now()}-${counter}@example.com`
}

export async function createUser(
  attributes: Partial<{ fullName: string; email: string; verified: boolean }> = {}
) {
  return User.create({
    fullName: attributes.fullName ?? 'Ada Lovelace',
    email: attributes.email ?? uniqueEmail('runner'),
    password: PASSWORD,
    role: 'user',
    emailVerifiedAt: attributes.verified === false ? null : DateTime.now(),
  })
}

/**
 * Errors every browser test may see. Signing in or out from an Inertia page is
 * answered with 409 + `X-Inertia-Location` (the protocol's full-page visit, see
 * app/middleware/inertia_middleware.ts), and Chromium logs every 4xx answer to
 * a fetch as "Failed to load resource", although the client handles it.
 */
const ALWAYS_EXPECTED = [
  /Failed to load resource: the server responded with a status of 409 \(Conflict\)/,
]

/**
 * Console errors and uncaught page errors of every page of a browser
 * context. Created with `watchBrowser()`.
 */
export class ConsoleWatcher {
  readonly errors: string[] = []

  constructor(context: BrowserContext) {
    context.on('console', (message) => {
      if (message.type() === 'error') {
        const pageUrl = message.page()?.url() ?? 'no page'
        this.errors.push(
          `console.error on ${pageUrl}: ${message.text()} (${message.location().url})`
        )
      }
    })
    context.on('weberror', (webError) => {
      this.errors.push(`pageerror: ${webError.error().message}`)
    })
  }

  /**
   * Asserts there were no errors other than the expected ones (each pattern
   * documents why that error is fine).
   */
  assertNone(assert: Assert, expected: RegExp[] = []) {
    const allowed = [...ALWAYS_EXPECTED, ...expected]
    const unexpected = this.errors.filter((error) => !allowed.some((re) => re.test(error)))
    assert.deepEqual(unexpected, [], 'unexpected errors in the browser console')
  }
}

/**
 * Prepares a test's browser context and starts collecting console errors.
 *
 * The Vite client served in development mode always opens its HMR socket on
 * ws://<host>:24678 (the server runs Vite in middleware mode). Test servers
 * do not need HMR, and when several runs (functional, browser, a dev server)
 * are up at once the port belongs to whichever started first, so the socket
 * fails and logs errors that have nothing to do with the app. The browser
 * answers it itself: the socket opens and stays silent.
 */
export async function watchBrowser(context: BrowserContext) {
  await context.routeWebSocket(
    (url) => url.port === '24678',
    () => {}
  )
  return new ConsoleWatcher(context)
}

/**
 * Waits until the page shows an <h1> (the client has rendered it).
 */
export async function waitForHeading(page: Page, text: string | RegExp) {
  await page
    .getByRole('heading', { level: 1, name: text })
    .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
}

/**
 * Signs in through the login form, as a person would, and waits for the
 * dashboard.
 */
export async function signIn(
  visit: (url: string) => Promise<Page>,
  email: string,
  options: { remember?: boolean; password?: string } = {}
) {
  const page = await visit('/login')
  await waitForHeading(page, 'Sign in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(options.password ?? PASSWORD)
  if (options.remember) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/dashboard', { timeout: RENDER_TIMEOUT })
  await waitForHeading(page, /^Hello, /)
  return page
}

/**
 * Waits until Inertia's progress bar (#nprogress) has faded out, so that a
 * screenshot shows the page at rest.
 */
export async function progressDone(page: Page) {
  await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 5000 })
}

/**
 * Where screenshots go (tmp/screenshots, ignored by git and lint).
 */
export async function screenshotPath(name: string) {
  const directory = app.makePath('tmp', 'screenshots')
  await mkdir(directory, { recursive: true })
  return app.makePath('tmp', 'screenshots', name)
}
