import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

/**
 * The app key encrypts cookies, signs URLs and encrypts connected-app tokens.
 * Keep it secret; rotating it signs every user out.
 */
export const appKey = new Secret(env.get('APP_KEY'))

/**
 * Product name and public URL, used in page titles, e-mails and absolute links.
 */
export const appName = env.get('APP_NAME') || 'Pacewise'
export const appUrl = (
  env.get('APP_URL') || `http://${env.get('HOST')}:${env.get('PORT')}`
).replace(/\/$/, '')

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /**
   * Trust X-Forwarded-* from the reverse proxy on the loopback interface
   * (the deployment in the README puts one in front of the app).
   */
  trustProxy: (address) => ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
