import { test } from '@japa/runner'
import type { WebSocket as PageWebSocket } from 'playwright'
import { realtimeConfig } from '#config/realtime'
import { pusherServer } from '#realtime/main'
import { AUTHORIZATION_ATTEMPTS } from '../../inertia/lib/channel_authorization.js'
import {
  browserGroup,
  createUser,
  RENDER_TIMEOUT,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

const isRealtime = (url: string) => url.includes(`/app/${realtimeConfig.key}`)

test.group('Realtime client', (group) => {
  browserGroup(group)

  test('Landing opens no socket; the signed-in area connects once and keeps it across visits', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const sockets: PageWebSocket[] = []
    browserContext.on('page', (page) =>
      page.on('websocket', (socket) => {
        if (isRealtime(socket.url())) sockets.push(socket)
      })
    )

    const landing = await visit('/')
    await waitForHeading(landing, /Train smarter/)
    // Every script of the page has loaded: a realtime client would have connected by now.
    await landing.waitForLoadState('networkidle')
    assert.lengthOf(sockets, 0, 'Landing must not load the realtime client')
    await landing.close()

    const user = await createUser({ fullName: 'Eliud Kipchoge' })
    const page = await signIn(visit, user.email)
    const established = await page.waitForEvent('websocket', {
      predicate: (socket) => isRealtime(socket.url()),
      timeout: RENDER_TIMEOUT,
    })
    const frame = await established.waitForEvent('framereceived', { timeout: RENDER_TIMEOUT })
    const message = JSON.parse(String(frame.payload))
    assert.equal(message.event, 'pusher:connection_established')
    assert.match(JSON.parse(message.data).socket_id, /^\d+\.\d+$/)
    assert.match(established.url(), /protocol=7/)

    // Inertia visits inside the signed-in layout keep the same connection.
    await page.getByRole('link', { name: 'Profile' }).first().click()
    await waitForHeading(page, 'Profile')
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await waitForHeading(page, /^Hello, /)
    assert.lengthOf(sockets, 1)
    assert.isFalse(established.isClosed())
    assert.isAtLeast(pusherServer.connectionCount, 1)
    browserConsole.assertNone(assert)
  }).timeout(90_000)

  test('a channel whose authorization the proxy answers 503 is subscribed again, without a reload', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Faith Kipyegon' })
    const page = await signIn(visit, user.email)

    // As Caddy answers while it sees no process up: every try of the first round, and the
    // first of the next, answered 503; then the app answers.
    const refused = AUTHORIZATION_ATTEMPTS + 1
    const answers: number[] = []
    await browserContext.route('**/broadcasting/auth', async (route) => {
      if (answers.length < refused) {
        answers.push(503)
        return route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          contentType: 'text/plain',
          body: 'Pacewise is briefly unavailable. Nothing was changed: please try again in a moment.',
        })
      }
      const response = await route.fetch()
      answers.push(response.status())
      return route.fulfill({ response })
    })

    // The coach page listens on the user's private channel (its replies stream there).
    const [socket] = await Promise.all([
      page.waitForEvent('websocket', {
        predicate: (candidate) => isRealtime(candidate.url()),
        timeout: RENDER_TIMEOUT,
      }),
      page.goto('/coach'),
    ])
    // Waits on the condition: the channel's subscription succeeded on this same socket.
    await socket
      .waitForEvent('framereceived', {
        predicate: (frame) =>
          String(frame.payload).includes('pusher_internal:subscription_succeeded'),
        timeout: RENDER_TIMEOUT,
      })
      .catch((error: Error) => {
        error.message += ` (authorization answers: ${answers.join(', ') || 'none'})`
        throw error
      })
    assert.deepEqual(answers, [...Array.from({ length: refused }, () => 503), 200])
    assert.isFalse(socket.isClosed())
    browserConsole.assertNone(assert, [
      // The refused tries themselves, as the browser logs every failed request.
      /Failed to load resource: the server responded with a status of 503/,
    ])
  }).timeout(90_000)
})
