import { test } from '@japa/runner'
import { functionalGroup } from './helpers.js'

/** The nonce a Content-Security-Policy header allows scripts with. */
function scriptNonce(policy: string | undefined): string | null {
  const scriptSrc = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src'))
  return scriptSrc?.match(/'nonce-([^']+)'/)?.[1] ?? null
}

/**
 * The security headers Shield sets (config/shield.ts). Shield's middleware is
 * made once per process (providers/middleware_provider.ts): what must stay
 * per request, the CSP nonce, is checked here.
 */
test.group('Security headers', (group) => {
  functionalGroup(group)

  test('a document allows only its own inline scripts, with a nonce made for this response', async ({
    assert,
    client,
  }) => {
    const first = await client.get('/login').header('Accept', 'text/html')
    const second = await client.get('/login').header('Accept', 'text/html')
    first.assertStatus(200)
    second.assertStatus(200)

    const nonces = [first, second].map((response) => {
      const policy = response.header('content-security-policy')
      assert.include(policy, "default-src 'self'")
      assert.include(policy, "object-src 'none'")
      assert.include(policy, "frame-ancestors 'none'")
      const nonce = scriptNonce(policy)
      assert.isString(nonce)
      assert.isAtLeast(nonce!.length, 16)
      // The inline route list carries that nonce: the browser runs it.
      assert.include(response.text(), `<script nonce="${nonce}">window.Ziggy =`)
      return nonce
    })
    assert.notEqual(nonces[0], nonces[1])
  })

  test('every routed response forbids framing and MIME sniffing', async ({ client }) => {
    for (const path of ['/login', '/health', '/login']) {
      const response = await client.get(path)
      response.assertHeader('x-frame-options', 'DENY')
      response.assertHeader('x-content-type-options', 'nosniff')
    }
  })

  test('every response sets the referrer, browser-feature and opener policies', async ({
    assert,
    client,
  }) => {
    // A page, a JSON endpoint, a static file and a path no route matches.
    for (const path of ['/login', '/health', '/favicon.svg', '/no-such-page']) {
      const response = await client.get(path)
      response.assertHeader('referrer-policy', 'strict-origin-when-cross-origin')
      response.assertHeader('cross-origin-opener-policy', 'same-origin')
      const features = (response.header('permissions-policy') ?? '').split(', ')
      for (const denied of [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
      ]) {
        assert.include(features, denied, path)
      }
    }
  })

  test('scripts may connect to this origin only (and the realtime host when it is another)', async ({
    assert,
    client,
  }) => {
    const response = await client.get('/login').header('Accept', 'text/html')
    const connectSrc = (response.header('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('connect-src'))
    // No PUSHER_HOST in tests: the socket is on the page's own host, which 'self' allows.
    assert.equal(connectSrc, "connect-src 'self'")
  })

  test('files in public/ are served on every request by the one static middleware', async ({
    assert,
    client,
  }) => {
    for (let visit = 0; visit < 3; visit++) {
      const response = await client.get('/favicon.svg')
      response.assertStatus(200)
      assert.include(response.header('content-type'), 'image/svg+xml')
      assert.isAbove(Number(response.header('content-length')), 100)
    }
  })
})
