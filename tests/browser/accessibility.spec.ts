import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import Activity from '#models/activity'
import CreatePlan from '#actions/plans/create_plan'
import CreateManualActivity from '#actions/activities/create_manual_activity'
import { athleteProfileOf } from '#queries/athlete_profiles'
import { athleteToday } from '#services/athlete_today'
import { addDays } from '#domain/calendar'
import {
  browserGroup,
  createUser,
  PASSWORD,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  watchBrowser,
} from './support.js'

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The WCAG 2.1 A and AA rules and axe's best practices (landmarks, one h1, ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Opens `path` at both sizes, waits until it has rendered, and returns axe's violations as
 * readable lines: page, size, rule, impact, what it means, and the offending elements.
 */
async function violationsOn(page: Page, path: string) {
  const lines: string[] = []
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height })
    // The server compiles each page's modules on its first visit (Vite in development).
    await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 4 * RENDER_TIMEOUT })
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT })
    await progressDone(page)
    const results = await new AxeBuilder({ page })
      .withTags(TAGS)
      // Label in Name (WCAG 2.5.3) is still "experimental" in axe, so off unless asked for.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze()
    for (const violation of results.violations) {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}\n        ${node.failureSummary ?? ''}`)
        .join('\n')
      lines.push(
        `${path} (${size.name}): ${violation.id} [${violation.impact}] ${violation.help}, ` +
          `${violation.nodes.length} element(s)\n${targets}`
      )
    }
  }
  return lines
}

/** A 10K plan that starts today, and one run, so that plan and activity pages have content. */
async function seedAthlete(userId: number) {
  const profile = await athleteProfileOf(userId)
  const today = athleteToday(profile.timeZone)
  await new CreatePlan().handle({
    userId,
    todayIso: today,
    raceDistanceMeters: 10000,
    raceDate: addDays(today, 70),
    goalSeconds: 52 * 60,
    availableDays: [1, 2, 3, 4, 5, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 30000,
    startDate: addDays(today, -3),
  })
  await new CreateManualActivity().handle({
    userId,
    startDate: addDays(today, -1),
    startTime: '07:30',
    sport: 'run',
    name: 'Easy morning run',
    distanceMeters: 8000,
    durationSeconds: 2700,
    avgHr: 142,
    perceivedEffort: 3,
  })
  return Activity.query().where('user_id', userId).firstOrFail()
}

/** Signs in a new athlete who has a plan and a run; returns the page and the run. */
async function athletePage(visit: (url: string) => Promise<Page>) {
  const athlete = await createUser({ fullName: 'Ada Lovelace' })
  const activity = await seedAthlete(athlete.id)
  const page = await signIn(visit, athlete.email)
  return { athlete, activity, page }
}

const GUEST_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-token?email=runner%40example.com',
  '/no-such-page',
]

const ATHLETE_PAGES = [
  ['/dashboard', '/welcome', '/coach', '/plan', '/progress'],
  ['/activities', '/activities/:id', '/profile', '/profile/zones', '/profile/apps'],
  ['/profile/preferences', '/profile/subscription', '/profile/gear', '/profile/edit'],
  ['/confirm-password'],
]

/**
 * Console errors that say nothing about the pages: pages are left within a second here, and
 * pusher-js, when its plain socket has not opened by then, tries TLS next (there is none in
 * tests).
 */
const LEFT_EARLY = [/WebSocket connection to 'wss:\/\/.*ERR_SSL_PROTOCOL_ERROR/]

function assertNoViolations(assert: { deepEqual: Function }, found: string[]) {
  assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`)
}

test.group('Accessibility | axe on every page, desktop and phone', (group) => {
  browserGroup(group)

  test('guest pages and the error page', async ({ browserContext, assert }) => {
    const browserConsole = await watchBrowser(browserContext)
    const page = await browserContext.newPage()
    const found: string[] = []
    for (const path of GUEST_PAGES) found.push(...(await violationsOn(page, path)))
    assertNoViolations(assert, found)
    browserConsole.assertNone(assert, [
      // The unknown page answers 404 on purpose; the browser logs the status.
      /Failed to load resource: the server responded with a status of 404/,
      ...LEFT_EARLY,
    ])
  }).timeout(300_000)

  test('athlete pages {$i}')
    .with(ATHLETE_PAGES.map((paths, i) => ({ paths, i: i + 1 })))
    .run(async ({ visit, browserContext, assert }, { paths }) => {
      const browserConsole = await watchBrowser(browserContext)
      const { activity, page } = await athletePage(visit)
      const found: string[] = []
      for (const path of paths) {
        found.push(...(await violationsOn(page, path.replace(':id', String(activity.id)))))
      }
      await page.screenshot({ path: await screenshotPath(`a11y-${paths[0].slice(1)}.png`) })
      assertNoViolations(assert, found)
      browserConsole.assertNone(assert, LEFT_EARLY)
    })
    .timeout(300_000)

  test('admin pages', async ({ visit, browserContext, assert }) => {
    const browserConsole = await watchBrowser(browserContext)
    const someone = await createUser({ fullName: 'Grace Hopper' })
    const admin = await createUser({ fullName: 'Admin Person' })
    admin.role = 'admin'
    await admin.save()
    const page = await signIn(visit, admin.email)
    const found: string[] = []
    for (const path of [
      '/admin',
      '/admin/subscriptions',
      '/admin/subscriptions/users',
      `/admin/subscriptions/users/${someone.id}`,
    ]) {
      found.push(...(await violationsOn(page, path)))
    }
    assertNoViolations(assert, found)
    browserConsole.assertNone(assert, LEFT_EARLY)
  }).timeout(300_000)

  test('the page an unverified account is held on', async ({ visit, browserContext, assert }) => {
    const browserConsole = await watchBrowser(browserContext)
    const unverified = await createUser({ verified: false })
    const login = await visit('/login')
    await login.getByLabel('E-mail address').fill(unverified.email)
    await login.getByLabel('Password').fill(PASSWORD)
    await login.getByRole('button', { name: 'Sign in' }).click()
    await login.waitForURL('**/verify-email', { timeout: RENDER_TIMEOUT })
    assertNoViolations(assert, await violationsOn(login, '/verify-email'))
    browserConsole.assertNone(assert, LEFT_EARLY)
  }).timeout(300_000)
})
