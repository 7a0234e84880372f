import { randomBytes } from 'node:crypto'

/** A secret for the calendar feed URL (revocable by making a new one). */
export function newIcsToken() {
  return randomBytes(24).toString('base64url')
}
