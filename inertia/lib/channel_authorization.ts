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
 * proxy's health check had not noticed yet) or a process was briefly unavailable (503). An
 * authorization only signs the subscription, so asking again changes nothing on the server.
 */
const RETRIED_STATUSES = new Set([502, 503, 504])
export const AUTHORIZATION_ATTEMPTS = 4
const FIRST_RETRY_DELAY_MS = 250

export interface AuthorizationTransport {
  /** POSTs the form to the endpoint; null when the network failed. */
  post(body: URLSearchParams): Promise<{ status: number; json(): Promise<unknown> } | null>
  wait(ms: number): Promise<void>
}

/**
 * pusher-js's channel authorization with retries (docs/protocols.md#authorization-signatures): the same
 * form its own handler sends (`socket_id`, `channel_name`), tried again after a 502/503/504 or a
 * network failure, up to four times with growing pauses, so that a subscription made while a
 * process dies behind the proxy still succeeds. A refusal (401, 403, 419) is final.
 */
export function channelAuthorizer(transport: AuthorizationTransport) {
  return (params: ChannelAuthorizationRequestParams, callback: ChannelAuthorizationCallback) => {
    const body = new URLSearchParams({
      socket_id: params.socketId,
      channel_name: params.channelName,
    })
    const attempt = async (): Promise<ChannelAuthorizationData> => {
      for (let tried = 1; ; tried++) {
        const response = await transport.post(body)
        if (response && response.status === 200) {
          return (await response.json()) as ChannelAuthorizationData
        }
        const retried = response === null || RETRIED_STATUSES.has(response.status)
        if (!retried || tried >= AUTHORIZATION_ATTEMPTS) {
          throw new Error(
            `Could not authorize ${params.channelName}: ${response ? `HTTP ${response.status}` : 'network error'}`
          )
        }
        await transport.wait(FIRST_RETRY_DELAY_MS * 2 ** (tried - 1))
      }
    }
    attempt().then(
      (data) => callback(null, data),
      (error: Error) => callback(error, null)
    )
  }
}
