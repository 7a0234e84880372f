/** What pusher-js hands a custom channel authorization handler, and what it expects back. */
interface ChannelAuthorizationRequestParams {
  socketId: string
  channelName: string
}
interface ChannelAuthorizationData {
  auth: string
  channel_data?: string
  shared_secret?: string
}
type ChannelAuthorizationCallback = (
  error: Error | null,
  authData: ChannelAuthorizationData | null
) => void

/**
 * Answers worth another try: the proxy reached no process (502, 504: one had just died and the
 * proxy's health check had not noticed yet; 503: the proxy saw no process up at that instant,
 * or a process could not reach Redis). An authorization only signs the subscription, so asking
 * again changes nothing on the server.
 */
const RETRIED_STATUSES = new Set([502, 503, 504])
export const AUTHORIZATION_ATTEMPTS = 4
const FIRST_RETRY_DELAY_MS = 250
/**
 * After a round of attempts failed for a retryable reason, the channel is subscribed again
 * (a fresh authorization, for the connection's socket then) after this pause, doubled after
 * each failed round up to RESUBSCRIBE_MAX_DELAY_MS, for as long as the channel is wanted:
 * the page heals by itself once a process answers again, with no reload.
 */
export const RESUBSCRIBE_FIRST_DELAY_MS = 1000
export const RESUBSCRIBE_MAX_DELAY_MS = 15_000

export interface AuthorizationTransport {
  /** POSTs the form to the endpoint; null when the network failed. */
  post(body: URLSearchParams): Promise<{ status: number; json(): Promise<unknown> } | null>
  wait(ms: number): Promise<void>
  /**
   * The connection's socket id now. A signature for an older socket is useless (pusher-js
   * subscribes every channel again for the new one), so its retries stop there.
   */
  currentSocketId?(): string | null
  /**
   * Subscribes the channel again, when it is still wanted, not subscribed, not being
   * subscribed and the connection is up (realtime.ts); pusher-js never does by itself after
   * a failed authorization.
   */
  resubscribe?(channelName: string): void
}

/** Why an authorization failed: `retryable` when another try may succeed. */
export class ChannelAuthorizationError extends Error {
  constructor(
    channelName: string,
    readonly status: number | null,
    readonly retryable: boolean,
    reason = status === null ? 'network error' : `HTTP ${status}`
  ) {
    super(`Could not authorize ${channelName}: ${reason}`)
    this.name = 'ChannelAuthorizationError'
  }
}

/**
 * pusher-js's channel authorization with retries (docs/protocols.md#authorization-signatures): the same
 * form its own handler sends (`socket_id`, `channel_name`), tried again after a 502/503/504 or a
 * network failure, up to four times with growing pauses, so that a subscription made while a
 * process dies behind the proxy still succeeds. A refusal (401, 403, 419, 500) is final. When
 * the four tries all failed for a retryable reason, pusher-js gets the error (it emits
 * `pusher:subscription_error` and stops there) and the channel is subscribed again later
 * (`resubscribe`), with a growing pause, until a signature comes back.
 */
export function channelAuthorizer(transport: AuthorizationTransport) {
  /** Failed rounds in a row, per channel: the pause before the next resubscription. */
  const failedRounds = new Map<string, number>()
  const stale = (socketId: string) =>
    transport.currentSocketId !== undefined && transport.currentSocketId() !== socketId

  return (params: ChannelAuthorizationRequestParams, callback: ChannelAuthorizationCallback) => {
    const { channelName, socketId } = params
    const body = new URLSearchParams({ socket_id: socketId, channel_name: channelName })
    const attempt = async (): Promise<ChannelAuthorizationData> => {
      for (let tried = 1; ; tried++) {
        const response = await transport.post(body)
        if (response && response.status === 200) {
          return (await response.json()) as ChannelAuthorizationData
        }
        const status = response ? response.status : null
        const retryable = status === null || RETRIED_STATUSES.has(status)
        if (!retryable || tried >= AUTHORIZATION_ATTEMPTS) {
          throw new ChannelAuthorizationError(channelName, status, retryable)
        }
        await transport.wait(FIRST_RETRY_DELAY_MS * 2 ** (tried - 1))
        if (stale(socketId)) {
          throw new ChannelAuthorizationError(channelName, status, false, 'the connection changed')
        }
      }
    }
    attempt().then(
      (data) => {
        failedRounds.delete(channelName)
        callback(null, data)
      },
      (error: Error) => {
        callback(error, null)
        if (!(error instanceof ChannelAuthorizationError) || !error.retryable) return
        if (!transport.resubscribe) return
        const rounds = (failedRounds.get(channelName) ?? 0) + 1
        failedRounds.set(channelName, rounds)
        const pause = Math.min(
          RESUBSCRIBE_FIRST_DELAY_MS * 2 ** (rounds - 1),
          RESUBSCRIBE_MAX_DELAY_MS
        )
        void transport.wait(pause).then(() => transport.resubscribe?.(channelName))
      }
    )
  }
}
