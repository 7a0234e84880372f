import { createHash, timingSafeEqual } from 'node:crypto'

/*
 * SHA-256 digests the app stores or puts in links, as lowercase hex. Pure: no key, no I/O.
 */

/** The digest of some bytes (an uploaded file's identity for deduplication). */
export function sha256Hex(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * The hash in a verification link binds it to the address it was sent to:
 * once the e-mail changes, older links stop working.
 */
export function emailHash(email: string) {
  return createHash('sha256').update(email.toLowerCase()).digest('hex')
}

/** A password reset token as stored: only its digest, never the token itself. */
export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** Whether a digest from a link equals the expected one, compared in constant time. */
export function sameDigest(expected: string, given: string) {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
