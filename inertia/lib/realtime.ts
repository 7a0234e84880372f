import Echo from 'laravel-echo'
import Pusher from 'pusher-js'
import { csrfToken } from '~/lib/csrf'
import { route } from '~/lib/routes'
import { channelAuthorizer } from '~/lib/channel_authorization'
import { socketOptions, type RealtimeConfig } from '~/lib/realtime_options'

export type { RealtimeConfig }

export type RealtimeState = 'connecting' | 'connected' | 'offline'

/**
 * The realtime client: Laravel Echo on pusher-js against our Pusher-protocol
 * broadcaster. Loaded lazily by the signed-in layout (never on Landing).
 */
export function connectRealtime(config: RealtimeConfig) {
  // The anti-forgery token is read for each authorization, so the one refreshed after every
  // Inertia visit is always the one sent.
  const authorize = channelAuthorizer({
    async post(body) {
      try {
        return await fetch(route('broadcasting.auth'), {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Accept': 'application/json',
            'X-CSRF-TOKEN': csrfToken() ?? '',
            'X-Requested-With': 'XMLHttpRequest',
          },
          body,
        })
      } catch {
        return null
      }
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    currentSocketId: () => pusher().connection.socket_id ?? null,
    // pusher-js emits `pusher:subscription_error` after a failed authorization and never
    // tries again: the channel is subscribed again here, unless the page left it meanwhile
    // (gone from the table, or its subscription cancelled), it is already subscribed or being
    // subscribed, or the connection is down (pusher-js subscribes every channel once it is back).
    resubscribe(channelName) {
      const client = pusher()
      const channel = client.channel(channelName)
      if (!channel || channel.subscribed || channel.subscriptionPending) return
      if (channel.subscriptionCancelled || client.connection.state !== 'connected') return
      client.subscribe(channelName)
    },
  })

  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: 'mt1',
    ...socketOptions(config, window.location.hostname),
    disableStats: true,
    channelAuthorization: { customHandler: authorize },
  })
  // Created by Echo above, read when an authorization asks (always after this line).
  const pusher = () => (echo.connector as { pusher: Pusher }).pusher

  return {
    echo,
    onState(listener: (state: RealtimeState) => void) {
      const connection = pusher().connection
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
      echo.disconnect()
    },
  }
}

export type RealtimeConnection = ReturnType<typeof connectRealtime>
