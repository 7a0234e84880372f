import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Pusher protocol v7 signatures, pure: no clock, no configuration.
 * https://pusher.com/docs/channels/library_auth_reference/auth-signatures/
 */
export function hmacSha256Hex(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

export function md5Hex(body: string | Buffer) {
  return createHash('md5').update(body).digest('hex')
}

/**
 * Constant-time string comparison (false on different lengths, without
 * leaking where the strings differ).
 */
export function safeEqual(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  if (a.length !== b.length) {
    timingSafeEqual(b, b)
    return false
  }
  return timingSafeEqual(a, b)
}

/**
 * The string a channel authorization signs: `socket_id:channel` for private
 * channels, `socket_id:channel:channel_data` (the exact JSON string) for
 * presence channels.
 */
export function channelAuthPayload(socketId: string, channel: string, channelData?: string) {
  return channelData === undefined
    ? `${socketId}:${channel}`
    : `${socketId}:${channel}:${channelData}`
}

/**
 * `{key}:{hex HMAC-SHA256(secret, payload)}`, the `auth` field a client
 * sends with `pusher:subscribe`.
 */
export function signChannelAuth(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string
) {
  const payload = channelAuthPayload(socketId, channel, channelData)
  return `${credentials.key}:${hmacSha256Hex(credentials.secret, payload)}`
}

export function verifyChannelAuth(
  credentials: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string
) {
  if (typeof auth !== 'string') return false
  return safeEqual(auth, signChannelAuth(credentials, socketId, channel, channelData))
}

/**
 * The string an HTTP API request signs: method, path and the query string
 * sorted by key, without `auth_signature`, values not URL-encoded.
 */
export function apiRequestPayload(method: string, path: string, query: Record<string, string>) {
  const sorted = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&')
  return `${method.toUpperCase()}\n${path}\n${sorted}`
}

export function signApiRequest(
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>
) {
  return hmacSha256Hex(secret, apiRequestPayload(method, path, query))
}

/**
 * The per-channel key of a `private-encrypted-` channel, base64: SHA-256 of
 * the channel name followed by the master key.
 */
export function encryptedChannelSecret(masterKey: string, channel: string) {
  return createHash('sha256')
    .update(channel + masterKey)
    .digest('base64')
}
