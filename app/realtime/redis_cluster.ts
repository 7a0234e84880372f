import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Redis } from 'ioredis'
import type { PresenceSnapshot } from '#realtime/channel_registry'
import type { DisconnectCode } from '#realtime/server_options'
import { logRedisFailure } from '#services/redis_resilience'

export interface ClusterOptions {
  /** Every key and the pub/sub channel start with it (`pacewise:rt:`). */
  prefix: string
  /** How often this process refreshes its heartbeat key (ms). */
  heartbeatMs: number
  /** The heartbeat key's TTL: a process silent for longer is dead (ms). */
  processTtlMs: number
  /** How often dead processes are looked for (ms). */
  reapMs: number
}

/** What travels on the pub/sub channel: an already-serialized message. */
export interface ClusterMessage {
  origin: string
  channel: string
  text: string
  except: string | null
}

/** A command for every process, on the same pub/sub channel. */
export type ClusterCommand =
  | { origin: string; command: 'disconnect-user'; userId: string; code: DisconnectCode }
  | { origin: string; command: 'authorized'; socketId: string; userId: string }

/** What this process holds locally, written back to Redis after a reconnect. */
export interface LocalSubscriptions {
  /** Subscription count per occupied channel. */
  counts: Map<string, number>
  presence: { channel: string; socketId: string; userId: string; userInfo: unknown }[]
}

export interface ClusterHandlers {
  /** A message published by another process: deliver to local sockets. */
  deliver(message: ClusterMessage): void
  /** A dead process's user left a presence channel (no connection anywhere). */
  memberRemoved(channel: string, userId: string): Promise<void>
  /** Another process asked every process to close a user's sockets. */
  disconnectUser(userId: string, code: DisconnectCode): void
  /** Another process authorized a socket (maybe this process's) for a user. */
  authorized(socketId: string, userId: string): void
  /** This process's subscriptions, to restore after Redis came back (maybe empty). */
  local(): LocalSubscriptions
}

/**
 * Adds a member field, returns every field/value of the channel's hash.
 * KEYS: presence hash, the process's set of presence hashes.
 */
const JOIN = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[2], KEYS[1])
return redis.call('HVALS', KEYS[1])`

/** Removes a field; returns {removed, ...remaining values}. */
const LEAVE = `
local removed = redis.call('HDEL', KEYS[1], ARGV[1])
local values = redis.call('HVALS', KEYS[1])
table.insert(values, 1, tostring(removed))
return values`

/** Removes every field of a process (ARGV[1] = "pid:"); returns {n removed, removed values..., remaining values...}. */
const REAP = `
local removed = {}
local remaining = {}
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  if string.sub(all[i], 1, string.len(ARGV[1])) == ARGV[1] then
    redis.call('HDEL', KEYS[1], all[i])
    table.insert(removed, all[i + 1])
  else
    table.insert(remaining, all[i + 1])
  end
end
local result = { tostring(#removed) }
for _, v in ipairs(removed) do table.insert(result, v) end
for _, v in ipairs(remaining) do table.insert(result, v) end
return result`

interface StoredMember {
  user_id: string
  user_info?: unknown
}

function parseMembers(values: string[]): StoredMember[] {
  const members: StoredMember[] = []
  for (const value of values) {
    try {
      members.push(JSON.parse(value))
    } catch {}
  }
  return members
}

function snapshot(members: StoredMember[]): PresenceSnapshot {
  const hash: Record<string, unknown> = {}
  for (const member of members) {
    if (!(member.user_id in hash)) hash[member.user_id] = member.user_info ?? null
  }
  const ids = Object.keys(hash)
  return { ids, hash, count: ids.length }
}

/**
 * Scale-out over Redis: pub/sub fan-out between processes, presence
 * membership cluster-wide (a hash per channel, field `processId:socketId`),
 * subscription counts per process, heartbeats and the reaping of dead
 * processes' members.
 */
export class RedisCluster {
  readonly processId = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`
  options: ClusterOptions
  #subscriber: Redis | null = null
  #handlers: ClusterHandlers | null = null
  #heartbeatTimer: NodeJS.Timeout | null = null
  #reapTimer: NodeJS.Timeout | null = null
  #started: Promise<void> | null = null
  #wasReady = false

  constructor(
    private redis: Redis,
    options: ClusterOptions
  ) {
    this.options = options
  }

  #key(...parts: string[]) {
    return this.options.prefix + parts.join(':')
  }

  get #eventsChannel() {
    return this.#key('events')
  }

  #presenceKey(channel: string) {
    return this.#key('presence', channel)
  }

  /** Subscribes to the events channel and starts the timers (idempotent). */
  start(handlers: ClusterHandlers) {
    this.#handlers = handlers
    if (!this.#started) {
      this.#started = this.#start().catch((error) => {
        this.#started = null
        throw error
      })
    }
    return this.#started
  }

  /**
   * The subscriber waits for Redis as long as it takes (no retry limit, no
   * command timeout) and ioredis subscribes it again after each reconnect.
   * The timers run from the start, so heartbeats resume by themselves; after
   * a reconnect the process registers itself and its subscriptions again
   * (a restarted Redis may have lost them).
   */
  async #start() {
    const subscriber = this.redis.duplicate({
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      autoResubscribe: true,
    })
    this.#subscriber = subscriber
    subscriber.on('error', () => {})
    subscriber.on('message', (_channel: string, text: string) => this.#receive(text))
    this.#wasReady = this.redis.status === 'ready'
    this.redis.on('ready', this.#onReady)
    this.#restartTimers()
    await subscriber.subscribe(this.#eventsChannel)
    await this.#heartbeat().catch((error) => logRedisFailure('realtime heartbeat', error))
  }

  #onReady = () => {
    if (!this.#wasReady) {
      this.#wasReady = true
      return
    }
    this.#restore().catch((error) => logRedisFailure('realtime presence', error))
  }

  /** Heartbeat, then this process's counts and presence members, written again. */
  async #restore() {
    await this.#heartbeat()
    const local = this.#handlers?.local()
    if (!local) return
    const subs = this.#key('subs', this.processId)
    await this.redis.del(subs)
    if (local.counts.size > 0) await this.redis.hset(subs, Object.fromEntries(local.counts))
    for (const member of local.presence) {
      await this.redis.eval(
        JOIN,
        2,
        this.#presenceKey(member.channel),
        this.#key('proc', this.processId, 'channels'),
        `${this.processId}:${member.socketId}`,
        JSON.stringify({ user_id: member.userId, user_info: member.userInfo })
      )
    }
  }

  /** Applies new intervals (tests use short ones). */
  configure(options: Partial<ClusterOptions>) {
    this.options = { ...this.options, ...options }
    if (this.#heartbeatTimer) this.#restartTimers()
  }

  #restartTimers() {
    this.#clearTimers()
    this.#heartbeatTimer = setInterval(
      () => this.#heartbeat().catch(() => {}),
      this.options.heartbeatMs
    )
    this.#heartbeatTimer.unref()
    this.#reapTimer = setInterval(() => this.reapDead().catch(() => {}), this.options.reapMs)
    this.#reapTimer.unref()
  }

  #clearTimers() {
    if (this.#heartbeatTimer) clearInterval(this.#heartbeatTimer)
    if (this.#reapTimer) clearInterval(this.#reapTimer)
    this.#heartbeatTimer = null
    this.#reapTimer = null
  }

  /**
   * Refreshes the heartbeat key, then (re)registers the process: a reaper
   * never sees a registered process without its key, even after the
   * database was flushed (the limiter's `clear()` in tests does that).
   */
  async #heartbeat() {
    await this.redis.set(this.#key('alive', this.processId), '1', 'PX', this.options.processTtlMs)
    await this.redis.sadd(this.#key('processes'), this.processId)
  }

  #receive(text: string) {
    let message: ClusterMessage | ClusterCommand
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    if (typeof message !== 'object' || message === null) return
    if (message.origin === this.processId) return
    if ('command' in message) {
      if (typeof message.userId !== 'string') return
      if (message.command === 'disconnect-user') {
        // 4009 unless the command names 4200 (what older processes sent had no code).
        this.#handlers?.disconnectUser(message.userId, message.code === 4200 ? 4200 : 4009)
      }
      if (message.command === 'authorized' && typeof message.socketId === 'string') {
        this.#handlers?.authorized(message.socketId, message.userId)
      }
      return
    }
    this.#handlers?.deliver(message)
  }

  /**
   * Sends to the other processes. While Redis is down the message reaches
   * this process's sockets only (delivered before): logged, never thrown.
   */
  async publish(channel: string, text: string, except: string | null) {
    const message: ClusterMessage = { origin: this.processId, channel, text, except }
    try {
      await this.redis.publish(this.#eventsChannel, JSON.stringify(message))
    } catch (error) {
      logRedisFailure('realtime fan-out to other processes', error)
    }
  }

  /** Asks the other processes to close a user's sockets (this one does its own). */
  async disconnectUser(userId: string, code: DisconnectCode) {
    const command: ClusterCommand = {
      origin: this.processId,
      command: 'disconnect-user',
      userId,
      code,
    }
    await this.redis.publish(this.#eventsChannel, JSON.stringify(command))
  }

  /**
   * Tells every process that a socket was authorized for a user. Pub/sub
   * delivers in publish order, so a later disconnect-user reaches the
   * socket's process after this record. Throws when Redis is unreachable.
   */
  async recordAuthorization(socketId: string, userId: string) {
    const command: ClusterCommand = {
      origin: this.processId,
      command: 'authorized',
      socketId,
      userId,
    }
    await this.redis.publish(this.#eventsChannel, JSON.stringify(command))
  }

  /** Counts a subscription of this process (any channel type). */
  async countSubscription(channel: string, delta: 1 | -1) {
    const key = this.#key('subs', this.processId)
    const count = await this.redis.hincrby(key, channel, delta)
    if (count <= 0) await this.redis.hdel(key, channel)
  }

  /** Adds a presence member; `first` when it is the user's first connection anywhere. */
  async join(channel: string, socketId: string, userId: string, userInfo: unknown) {
    const values = (await this.redis.eval(
      JOIN,
      2,
      this.#presenceKey(channel),
      this.#key('proc', this.processId, 'channels'),
      `${this.processId}:${socketId}`,
      JSON.stringify({ user_id: userId, user_info: userInfo })
    )) as string[]
    const members = parseMembers(values)
    const first = members.filter((member) => member.user_id === userId).length === 1
    return { first, presence: snapshot(members) }
  }

  /** Removes a presence member; `last` when the user has no connection left anywhere. */
  async leave(channel: string, socketId: string, userId: string) {
    const [removed, ...values] = (await this.redis.eval(
      LEAVE,
      1,
      this.#presenceKey(channel),
      `${this.processId}:${socketId}`
    )) as string[]
    if (removed === '0') return { last: false }
    return { last: !parseMembers(values).some((member) => member.user_id === userId) }
  }

  async presence(channel: string) {
    return snapshot(parseMembers(await this.redis.hvals(this.#presenceKey(channel))))
  }

  /** Subscription count per occupied channel, summed over every process. */
  async subscriptionCounts() {
    const counts = new Map<string, number>()
    const keys = new Set<string>()
    let cursor = '0'
    do {
      const [next, found] = await this.redis.scan(
        cursor,
        'MATCH',
        this.#key('subs', '*'),
        'COUNT',
        100
      )
      cursor = next
      for (const key of found) keys.add(key)
    } while (cursor !== '0')
    for (const key of keys) {
      const perChannel = await this.redis.hgetall(key)
      for (const [channel, count] of Object.entries(perChannel)) {
        const value = Number(count)
        if (value > 0) counts.set(channel, (counts.get(channel) ?? 0) + value)
      }
    }
    return counts
  }

  /**
   * Removes the members of processes whose heartbeat expired (one process
   * reaps a given dead process: a lock), announcing users with no
   * connection left.
   */
  async reapDead() {
    const processes = await this.redis.smembers(this.#key('processes'))
    for (const processId of processes) {
      if (processId === this.processId) continue
      if (await this.redis.exists(this.#key('alive', processId))) continue
      const locked = await this.redis.set(
        this.#key('reaping', processId),
        this.processId,
        'PX',
        30_000,
        'NX'
      )
      if (locked !== 'OK') continue
      await this.removeProcess(processId)
    }
  }

  /** Removes a process's members (announcing the users who left) and its counts. */
  async removeProcess(processId: string) {
    const channelsKey = this.#key('proc', processId, 'channels')
    const presencePrefix = this.#key('presence', '')
    for (const key of await this.redis.smembers(channelsKey)) {
      const [count, ...values] = (await this.redis.eval(REAP, 1, key, `${processId}:`)) as string[]
      const removed = parseMembers(values.slice(0, Number(count)))
      const remaining = new Set(parseMembers(values.slice(Number(count))).map((m) => m.user_id))
      const channel = key.slice(presencePrefix.length)
      const gone = new Set(removed.map((member) => member.user_id))
      for (const userId of gone) {
        if (!remaining.has(userId)) await this.#handlers?.memberRemoved(channel, userId)
      }
    }
    await this.redis.del(channelsKey, this.#key('subs', processId))
    await this.redis.srem(this.#key('processes'), processId)
  }

  /** Stops the timers, forgets this process and closes the subscriber. */
  async stop() {
    this.#clearTimers()
    this.redis.off('ready', this.#onReady)
    if (!this.#started) return
    const subscriber = this.#subscriber
    this.#subscriber = null
    // Not connected: its pending SUBSCRIBE would wait for Redis forever.
    if (subscriber && subscriber.status !== 'ready') subscriber.disconnect()
    await this.#started.catch(() => {})
    this.#started = null
    await this.redis.del(this.#key('alive', this.processId)).catch(() => {})
    await this.redis.srem(this.#key('processes'), this.processId).catch(() => {})
    await subscriber?.quit().catch(() => {})
  }
}
