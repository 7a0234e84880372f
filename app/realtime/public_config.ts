/**
 * The address browsers open the socket on, from the environment, pure.
 * Without PUSHER_HOST the page's own host is used; without PUSHER_SCHEME,
 * https in production and http otherwise; without PUSHER_PORT, 443 for https
 * (TLS terminated in front of the app) and the app's own port for http.
 */
export function publicRealtimeSettings(input: {
  key: string
  host?: string | null
  port?: number | null
  scheme?: 'http' | 'https' | null
  appPort: number
  inProduction: boolean
}) {
  const scheme = input.scheme ?? (input.inProduction ? 'https' : 'http')
  return {
    key: input.key,
    host: input.host ?? null,
    port: input.port ?? (scheme === 'https' ? 443 : input.appPort),
    scheme,
  }
}

/**
 * The origin browsers open the socket on, for the CSP's connect-src (config/shield.ts):
 * `wss://host` (or `ws://`, with the port when it is not the scheme's default), or null
 * without PUSHER_HOST, when the socket is on the page's own host and 'self' allows it.
 */
export function realtimeSocketOrigin(settings: {
  host: string | null
  port: number
  scheme: 'http' | 'https'
}): string | null {
  if (settings.host === null) return null
  const scheme = settings.scheme === 'https' ? 'wss' : 'ws'
  const defaultPort = scheme === 'wss' ? 443 : 80
  return `${scheme}://${settings.host}${settings.port === defaultPort ? '' : `:${settings.port}`}`
}
