/*
 * The browser scenario of the deployment test: Chromium, trusting Caddy's
 * root CA through an NSS database in a HOME of its own, signs up (the link
 * comes from the SMTP sink), asks the coach and sees the reply stream over
 * wss, then again after each app process in turn is SIGKILLed and restarted
 * (docs/decisions/020-deployment-topology.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { run, waitFor } from './processes.js'

/**
 * @param {object} env { ca, baseUrl, tmp, root, smtp,
 *   apps: { kill(index), start(index), healthy(index) } }
 */
export async function browserScenario({ ca, baseUrl, tmp, root, smtp, apps }) {
  const { chromium } = await import('playwright')
  // The browser trusts Caddy's root CA through an NSS database in its own HOME.
  const home = join(tmp, 'browser-home')
  const nss = join(home, '.pki/nssdb')
  mkdirSync(nss, { recursive: true })
  const caFile = join(tmp, 'caddy-root.crt')
  writeFileSync(caFile, ca)
  run('certutil', ['-d', `sql:${nss}`, '-N', '--empty-password'])
  run('certutil', [
    '-d',
    `sql:${nss}`,
    '-A',
    '-t',
    'C,,',
    '-n',
    'pacewise-deploy-test',
    '-i',
    caFile,
  ])

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, HOME: home },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const frames = []
  const sockets = []
  const consoleErrors = []
  const badResponses = []
  const page = await browser.newPage()
  try {
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()))
    page.on('response', (r) => {
      if (r.status() >= 400) badResponses.push(`${r.status()} ${r.request().method()} ${r.url()}`)
    })
    page.on('websocket', (ws) => {
      const socket = { url: ws.url(), closed: false, subscribed: false }
      sockets.push(socket)
      ws.on('close', () => (socket.closed = true))
      ws.on('framereceived', (frame) => {
        const payload = String(frame.payload)
        frames.push(payload)
        if (payload.includes('pusher_internal:subscription_succeeded')) socket.subscribed = true
      })
    })
    const email = `browser-${randomBytes(4).toString('base64url')}@pacewise.test`.toLowerCase()
    await page.goto(`${baseUrl}/register`)
    await page.getByLabel('Name').fill('Browser Runner')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase 42')
    await page.getByLabel('Confirm password').fill('a long enough passphrase 42')
    await page.getByRole('button', { name: 'Create account' }).click()
    // Nobody is signed in yet: the login page says to check the inbox.
    await page.waitForURL(/\/login$/)
    const link = await waitFor('verification e-mail', () => smtp.verificationLink(email), 30000)
    // The link asks to sign in, then verifies.
    await page.goto(link)
    await page.waitForURL(/\/login/)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase 42')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/welcome/)
    await page.goto(`${baseUrl}/coach`)
    const subscribedSince = (from) => () =>
      frames.slice(from).some((f) => f.includes('pusher_internal:subscription_succeeded'))
    await waitFor('a subscribed realtime socket over wss', subscribedSince(0), 20000)

    // The coach's reply streams over the user's private channel.
    const chunks = () => frames.filter((f) => f.includes('coach.reply')).length
    let retries = 0
    const askAndSee = async (question) => {
      const composer = page.getByRole('form', { name: 'Message the coach' })
      // A message sent in the instant between a process's death and the
      // page noticing can stream to the dead socket: then it is asked once more.
      for (let attempt = 0; ; attempt++) {
        const before = chunks()
        await composer.locator('textarea').fill(`${question}${attempt ? ' (again)' : ''}`)
        await composer.getByRole('button', { name: 'Send' }).click()
        try {
          return await waitFor('the coach reply streamed over wss', () => chunks() > before, 20000)
        } catch (error) {
          if (attempt > 0) throw error
          retries++
          // Send stays disabled while the box is empty (the draft is cleared once the
          // message is stored): the composer is ready again when its box is editable.
          await waitFor(
            'the composer ready',
            () => composer.locator('textarea').isEditable(),
            30000
          )
        }
      }
    }
    await askAndSee('How did my week go?')

    // Each app process dies in turn (SIGKILL, then restarted): whichever held
    // the realtime socket, the page reconnects through the other and keeps working.
    for (const index of [0, 1]) {
      const from = frames.length
      await apps.kill(index)
      // A reply that streams while the socket is being re-established is not
      // replayed (see the report): the page is reloaded, through the process left.
      // Its channel authorization may meet Caddy before the health check has seen the
      // death (a 502, or 503 while no process is up): the client asks again and then
      // subscribes again with growing pauses (inertia/lib/channel_authorization.ts), so
      // this waits for the subscription, bounded by a few of those rounds.
      await page.reload()
      await waitFor('a subscribed realtime socket', subscribedSince(from), 30000)
      await askAndSee(`Am I ready for a long run? (${index + 2})`)
      apps.start(index)
      await waitFor(`app${index + 1} back`, () => apps.healthy(index), 60000)
    }
    const reconnected =
      sockets.some((s) => s.closed) && sockets.at(-1).subscribed && !sockets.at(-1).closed
    if (!reconnected) {
      throw new Error(`the realtime socket never reconnected: ${JSON.stringify(sockets)}`)
    }
    await page.screenshot({ path: join(root, 'tmp', 'deploy-browser.png'), fullPage: true })
    return {
      pass: true,
      // Channel authorizations Caddy answered 5xx (each asked again by the client).
      authorizationsRefused: badResponses.filter((r) => r.includes('/broadcasting/auth')).length,
      websockets: sockets.length,
      askedAgain: retries,
      screenshot: 'tmp/deploy-browser.png',
    }
  } catch (error) {
    await page.screenshot({ path: join(root, 'tmp', 'deploy-browser-failure.png'), fullPage: true })
    error.message += `\n  page: ${page.url()}\n  websockets: ${JSON.stringify(sockets)}\n  console errors: ${consoleErrors.slice(0, 5).join(' | ') || 'none'}\n  error responses: ${badResponses.join(' | ') || 'none'}\n  screenshot: tmp/deploy-browser-failure.png`
    throw error
  } finally {
    await browser.close()
  }
}
