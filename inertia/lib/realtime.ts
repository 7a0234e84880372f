import Echo from 'laravel-echo'
import Pusher from 'pusher-js'
import { csrfToken, onCsrfToken } from '~/lib/csrf'
import { route } from '~/lib/routes'
import { socketOptions, type RealtimeConfig } from '~/lib/realtime_options'

export type { RealtimeConfig }

export type RealtimeState = 'connecting' | 'connected' | 'offline'

/**
 * The realtime client: Laravel Echo on pusher-js against our Pusher-protocol
 * broadcaster. Loaded lazily by the signed-in layout (never on Landing).
 */
export function connectRealtime(config: RealtimeConfig) {
  const headers = (): Record<string, string> => ({
    'X-CSRF-TOKEN': csrfToken() ?? '',
    'X-Requested-With': 'XMLHttpRequest',
  })

  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: 'mt1',
    ...socketOptions(config, window.location.hostname),
    disableStats: true,
    // The anti-forgery token is read when a channel is authorized, so the
    // one refreshed after every Inertia visit is always the one sent. Only
    // through headersProvider: pusher-js sets `headers` and then the
    // provider's headers on the same request, and XHR joins repeated names
    // ("t, t"), which the CSRF check refuses (419).
    channelAuthorization: {
      endpoint: route('broadcasting.auth'),
      transport: 'ajax',
      headers: {},
      headersProvider: headers,
    },
  })

  const stopCsrf = onCsrfToken((token) => {
    const auth = (echo.options as { auth?: { headers?: Record<string, string> } }).auth
    if (auth?.headers) auth.headers['X-CSRF-TOKEN'] = token
  })

  return {
    echo,
    onState(listener: (state: RealtimeState) => void) {
      const connection = (echo.connector as { pusher: Pusher }).pusher.connection
      const handler = ({ current }: { current: string }) => {
        listener(
          current === 'connected'
            ? 'connected'
            : current === 'connecting' || current === 'initialized'
              ? 'connecting'
              : 'offline'
        )
      }
      connection.bind('state_change', handler)
      return () => connection.unbind('state_change', handler)
    },
    disconnect() {
      stopCsrf()
      echo.disconnect()
    },
  }
}

export type RealtimeConnection = ReturnType<typeof connectRealtime>
