import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxies } from '#services/trusted_proxies'

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
   * X-Forwarded-For/-Proto count only from the reverse proxies listed in
   * TRUSTED_PROXIES (none by default: the client address is the socket's
   * peer, so a client cannot choose the address rate limits see).
   */
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
