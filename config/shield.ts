import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { mapTileUrl, tileOrigin } from '#config/map'

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
      connectSrc: app.inProduction
        ? [`'self'`, 'wss:', 'ws:']
        : [`'self'`, 'ws:', 'wss:', 'http://localhost:*', 'http://127.0.0.1:*'],
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

export default shieldConfig
