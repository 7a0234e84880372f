/**
 * Who is subscribed to what, in one process (pure: no sockets, no I/O).
 * Presence members are deduplicated by user_id: a user with several
 * connections is one member, added with the first and removed with the last.
 */
export interface PresenceMember {
  userId: string
  userInfo: unknown
}

export interface PresenceSnapshot {
  ids: string[]
  hash: Record<string, unknown>
  count: number
}

interface ChannelState {
  /** socket id → the presence user id (null on other channels) */
  sockets: Map<string, string | null>
  members: Map<string, { info: unknown; sockets: Set<string> }>
}

export class ChannelRegistry {
  #channels = new Map<string, ChannelState>()

  /**
   * Adds a socket; `memberAdded` is true when this is the user's first
   * connection to the presence channel. Subscribing twice is a no-op.
   */
  subscribe(channel: string, socketId: string, member?: PresenceMember) {
    let state = this.#channels.get(channel)
    if (!state) {
      state = { sockets: new Map(), members: new Map() }
      this.#channels.set(channel, state)
    }
    if (state.sockets.has(socketId)) return { memberAdded: false }
    state.sockets.set(socketId, member?.userId ?? null)
    if (!member) return { memberAdded: false }
    const existing = state.members.get(member.userId)
    if (existing) {
      existing.sockets.add(socketId)
      return { memberAdded: false }
    }
    state.members.set(member.userId, { info: member.userInfo, sockets: new Set([socketId]) })
    return { memberAdded: true }
  }

  /**
   * Removes a socket; `memberRemoved` is the user id when it was the user's
   * last connection to the presence channel.
   */
  unsubscribe(channel: string, socketId: string): { memberRemoved: string | null } {
    const state = this.#channels.get(channel)
    if (!state || !state.sockets.has(socketId)) return { memberRemoved: null }
    const userId = state.sockets.get(socketId) ?? null
    state.sockets.delete(socketId)
    let memberRemoved: string | null = null
    if (userId !== null) {
      const member = state.members.get(userId)
      member?.sockets.delete(socketId)
      if (member && member.sockets.size === 0) {
        state.members.delete(userId)
        memberRemoved = userId
      }
    }
    if (state.sockets.size === 0) this.#channels.delete(channel)
    return { memberRemoved }
  }

  isSubscribed(channel: string, socketId: string) {
    return this.#channels.get(channel)?.sockets.has(socketId) ?? false
  }

  /** The presence user id a socket joined a channel as. */
  userIdOf(channel: string, socketId: string) {
    return this.#channels.get(channel)?.sockets.get(socketId) ?? null
  }

  socketsOf(channel: string): string[] {
    return [...(this.#channels.get(channel)?.sockets.keys() ?? [])]
  }

  subscriptionCount(channel: string) {
    return this.#channels.get(channel)?.sockets.size ?? 0
  }

  userCount(channel: string) {
    return this.#channels.get(channel)?.members.size ?? 0
  }

  presence(channel: string): PresenceSnapshot {
    const members = this.#channels.get(channel)?.members ?? new Map()
    const hash: Record<string, unknown> = {}
    for (const [id, member] of members) hash[id] = member.info
    return { ids: Object.keys(hash), hash, count: members.size }
  }

  users(channel: string) {
    return [...(this.#channels.get(channel)?.members.keys() ?? [])]
  }

  /** Every presence subscription: socket, user and the user's info. */
  presenceSubscriptions(channel: string) {
    const state = this.#channels.get(channel)
    if (!state) return []
    return [...state.sockets]
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([socketId, userId]) => ({
        socketId,
        userId,
        userInfo: state.members.get(userId)?.info ?? null,
      }))
  }

  /** Occupied channel names (a channel exists while it has a subscriber). */
  channels(prefix = ''): string[] {
    return [...this.#channels.keys()].filter((name) => name.startsWith(prefix))
  }

  clear() {
    this.#channels.clear()
  }
}
