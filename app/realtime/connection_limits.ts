import { isIP } from 'node:net'

/**
 * The realtime server's per-connection and per-address budgets, pure: the
 * clock is passed in. See docs/decisions/055-realtime-capacity-and-session-end.md.
 */

/**
 * A token bucket: `burst` frames at once, refilled at `perSecond`. A client
 * that keeps within the rate never runs dry; a flood empties it within
 * `burst` frames.
 */
export class FrameBudget {
  #tokens: number
  #refilledAt: number

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    now: number
  ) {
    this.#tokens = burst
    this.#refilledAt = now
  }

  /** Spends one frame; false when the budget is exhausted. */
  spend(now: number) {
    const elapsedSeconds = Math.max(0, now - this.#refilledAt) / 1000
    this.#tokens = Math.min(this.burst, this.#tokens + elapsedSeconds * this.perSecond)
    this.#refilledAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }
}

/**
 * Whom a connection counts against: an IPv4 address, or the /64 network of
 * an IPv6 address (one subscriber's line holds a whole /64, so counting
 * single IPv6 addresses would be no limit at all). IPv4-mapped IPv6
 * addresses count as their IPv4 address.
 */
export function addressKey(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (isIP(address) !== 6) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === '' ? [] : tail.split(':')
  if (address.includes('::')) {
    const missing = 8 - headGroups.length - tailGroups.length
    headGroups.push(...Array.from({ length: Math.max(0, missing) }, () => '0'))
  }
  const groups = [...headGroups, ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Open connections per address key, and in total. */
export class ConnectionCounts {
  #perAddress = new Map<string, number>()
  #total = 0

  get total() {
    return this.#total
  }

  of(key: string) {
    return this.#perAddress.get(key) ?? 0
  }

  /**
   * Why a new connection from `key` is refused, or null when it may open.
   */
  refusal(key: string, limits: { maxConnections: number; maxConnectionsPerAddress: number }) {
    if (this.#total >= limits.maxConnections) return 'total' as const
    if (this.of(key) >= limits.maxConnectionsPerAddress) return 'address' as const
    return null
  }

  add(key: string) {
    this.#perAddress.set(key, this.of(key) + 1)
    this.#total += 1
  }

  remove(key: string) {
    const count = this.of(key) - 1
    if (count > 0) this.#perAddress.set(key, count)
    else this.#perAddress.delete(key)
    this.#total = Math.max(0, this.#total - 1)
  }
}

/**
 * Bytes a queued outgoing message is counted for beyond its own length: what
 * Node holds per pending write of a `ws` frame (the write request, the frame
 * header, the payload's Buffer object). Measured with
 * bench/realtime_socket_memory.ts; it is why a flood of tiny answers used to
 * cost about forty times its size.
 */
export const QUEUED_MESSAGE_OVERHEAD_BYTES = 1024

/**
 * Estimated memory held by a socket's unsent output: `ws`'s buffered bytes
 * plus the per-message overhead of every message not yet handed to the
 * kernel.
 */
export function unsentOutputBytes(bufferedBytes: number, unsentMessages: number) {
  return bufferedBytes + unsentMessages * QUEUED_MESSAGE_OVERHEAD_BYTES
}
