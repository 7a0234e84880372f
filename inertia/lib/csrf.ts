import axios from 'axios'
import { router } from '@inertiajs/react'
import { notify } from '~/lib/notices'

/**
 * Anti-forgery token handling (docs/protocols.md#anti-forgery-token-csrf):
 * - read from <meta name="csrf-token"> at start-up (console error if absent);
 * - sent on every request as X-CSRF-TOKEN with X-Requested-With;
 * - refreshed after every successful visit from the shared prop `csrf_token`
 *   into the meta tag, the request default header and any subscriber (the
 *   realtime client's auth header);
 * - a 419 answer ("session expired") or a 429 ("too many attempts") becomes a
 *   notice instead of the error modal, and a 419 brings a fresh token.
 */
type TokenListener = (token: string) => void
const listeners = new Set<TokenListener>()
let currentToken: string | null = null

export function csrfToken() {
  return currentToken
}

export function onCsrfToken(listener: TokenListener) {
  listeners.add(listener)
  if (currentToken) listener(currentToken)
  return () => {
    listeners.delete(listener)
  }
}

export function setCsrfToken(token: string) {
  if (!token || token === currentToken) return
  currentToken = token
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
  if (meta) meta.content = token
  axios.defaults.headers.common['X-CSRF-TOKEN'] = token
  listeners.forEach((listener) => listener(token))
}

export function installCsrf() {
  axios.defaults.headers.common['X-Requested-With'] = 'XMLHttpRequest'
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
  if (!meta || !meta.content) {
    console.error(
      'CSRF token not found: the root template must contain <meta name="csrf-token" content="...">.'
    )
  } else {
    setCsrfToken(meta.content)
  }

  router.on('success', (event) => {
    const token = (event.detail.page.props as { csrf_token?: string }).csrf_token
    if (token) setCsrfToken(token)
  })

  router.on('invalid', (event) => {
    const response = event.detail.response
    const data = (response.data ?? {}) as { message?: string; csrf_token?: string }
    if (response.status === 419) {
      event.preventDefault()
      if (data.csrf_token) setCsrfToken(data.csrf_token)
      notify('error', 'Your session expired, please try again.')
    } else if (response.status === 429) {
      event.preventDefault()
      notify('error', data.message ?? 'Too many attempts. Please wait a moment and try again.')
    }
  })
}
