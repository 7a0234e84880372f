import { randomUUID } from 'node:crypto'

/**
 * What an `X-Request-Id` from a trusted proxy may look like: 1 to 128 letters, digits and
 * `. _ : + / = -` (a UUID, a hex or base64 id, a trace id), nothing a log line or a response
 * header could be bent with (docs/security.md#request-ids).
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:+/=-]{1,128}$/

/**
 * The id of a request: the `X-Request-Id` it came with when a trusted proxy sent it and it has
 * the format above, otherwise a new one. A client that talks to the app directly cannot choose
 * the id its requests are logged and answered under.
 */
export function requestIdFor(
  header: string | string[] | undefined,
  fromTrustedProxy: boolean
): string {
  if (fromTrustedProxy && typeof header === 'string' && REQUEST_ID_PATTERN.test(header)) {
    return header
  }
  return randomUUID()
}
