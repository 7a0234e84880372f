import { md5Hex, safeEqual, signApiRequest } from '#realtime/signatures'

export interface ApiRequestInput {
  method: string
  path: string
  query: Record<string, unknown>
  rawBody: string | null
  /** Unix seconds, passed in. */
  now: number
  credentials: { key: string; secret: string }
}

export type ApiAuthentication = { ok: true } | { ok: false; message: string }

/** auth_timestamp may differ from our clock by this much. */
export const API_TIMESTAMP_GRACE_SECONDS = 600

/**
 * Checks Pusher HTTP API request signing: auth_key, auth_timestamp (±600 s),
 * auth_version 1.0, body_md5 of the raw body, auth_signature (constant time).
 */
export function authenticateApiRequest(input: ApiRequestInput): ApiAuthentication {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.query)) {
    if (typeof value !== 'string') return { ok: false, message: `Invalid parameter ${name}` }
    query[name] = value
  }
  if (query.auth_version !== '1.0') return { ok: false, message: 'Unsupported auth_version' }
  if (!query.auth_key || !safeEqual(query.auth_key, input.credentials.key)) {
    return { ok: false, message: 'Unknown auth_key' }
  }
  const timestamp = Number(query.auth_timestamp)
  if (
    !/^\d+$/.test(query.auth_timestamp ?? '') ||
    Math.abs(input.now - timestamp) > API_TIMESTAMP_GRACE_SECONDS
  ) {
    return { ok: false, message: 'Timestamp expired' }
  }
  const body = input.rawBody ?? ''
  if (body.length > 0 || query.body_md5 !== undefined) {
    if (!query.body_md5 || !safeEqual(query.body_md5, md5Hex(body))) {
      return { ok: false, message: 'Invalid body_md5' }
    }
  }
  const expected = signApiRequest(input.credentials.secret, input.method, input.path, query)
  if (!query.auth_signature || !safeEqual(query.auth_signature, expected)) {
    return { ok: false, message: 'Invalid signature' }
  }
  return { ok: true }
}
