/**
 * What the server shares with the browser to open the realtime socket
 * (config/realtime.ts).
 */
export interface RealtimeConfig {
  key: string
  host: string | null
  port: number
  scheme: 'http' | 'https'
}

/**
 * pusher-js's connection options from the shared config, pure: `wss` on
 * the configured port when the scheme is https (443 unless PUSHER_PORT says
 * otherwise), plain `ws` on it in development. `pageHostname` is the page's
 * own host, used when no PUSHER_HOST is set.
 */
export function socketOptions(config: RealtimeConfig, pageHostname: string) {
  const secure = config.scheme === 'https'
  return {
    wsHost: config.host ?? pageHostname,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
  }
}
