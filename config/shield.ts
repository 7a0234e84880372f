import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { mapTileUrl, tileOrigin } from '#config/map'
import { publicRealtimeConfig } from '#config/realtime'
import { realtimeSocketOrigin } from '#realtime/public_config'

/**
 * Endpoints authenticated by a signature rather than a session cookie: they
 * carry no CSRF token. This is the only list of CSRF exemptions.
 */
export const csrfExemptPrefixes = [
  '/webhooks/stripe',
  '/webhooks/strava',
  '/apps/', // realtime HTTP API (Pusher request signing)
  '/email/weekly-summary/', // one-click unsubscribe (RFC 8058), signed URL
] as const

export function isCsrfExempt(ctx: HttpContext) {
  const url = ctx.request.url()
  return csrfExemptPrefixes.some((prefix) => url.startsWith(prefix))
}

const shieldConfig = defineConfig({
  /**
   * Scripts only from our origin or with the per-request nonce (the route
   * list and the SSR page are inline). Styles allow inline: the Inertia
   * progress bar and Vite's development CSS inject <style> elements.
   */
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce'],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [
        `'self'`,
        'data:',
        'blob:',
        'https:',
        // Map tiles on activity pages (MAP_TILE_URL), also when served over http.
        ...[tileOrigin(mapTileUrl)].filter((origin): origin is string => origin !== null),
      ],
      fontSrc: [`'self'`, 'data:'],
      // Requests to our origin and the realtime socket (PUSHER_HOST, or our own host), nothing
      // else; `npm run dev` also lets Vite's HMR socket and its ping through
      // (docs/security.md#response-headers).
      connectSrc: [
        `'self'`,
        ...[realtimeSocketOrigin(publicRealtimeConfig)].filter((origin) => origin !== null),
        ...(app.inDev ? ['ws:', 'wss:', 'http://localhost:*', 'http://127.0.0.1:*'] : []),
      ],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
    reportOnly: false,
  },

  csrf: {
    enabled: true,
    exceptRoutes: isCsrfExempt,
    enableXsrfCookie: false,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },

  xFrame: {
    enabled: true,
    action: 'DENY',
  },

  hsts: {
    enabled: app.inProduction,
    maxAge: '180 days',
    includeSubDomains: true,
  },

  contentTypeSniffing: {
    enabled: true,
  },
})

/**
 * Headers Shield does not set, sent with every response by
 * app/middleware/security_headers_middleware.ts (docs/security.md#response-headers).
 * strict-origin-when-cross-origin, not same-origin: map tile servers ask for a Referer
 * (https://operations.osmfoundation.org/policies/tiles/), and it never carries a path or query
 * (signed links) to another origin. The app uses none of the denied browser features.
 */
export const extraSecurityHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

export default shieldConfig
