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
