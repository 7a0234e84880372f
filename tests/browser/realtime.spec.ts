import { test } from '@japa/runner'
import type { WebSocket as PageWebSocket } from 'playwright'
import { realtimeConfig } from '#config/realtime'
import { pusherServer } from '#realtime/main'
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
})
