import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live in an encrypted cookie by default, so app processes stay
 * stateless and can sit behind a load balancer. SESSION_DRIVER=redis keeps
 * them in Redis instead (REDIS_URL); tests use the memory store.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'pacewise-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', 'cookie'), // 'memory' is built in
  stores: {
    cookie: stores.cookie(),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
