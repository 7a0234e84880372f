import type { HttpContext } from '@adonisjs/core/http'
import { realtimeConfig } from '#config/realtime'
import { authenticateApiRequest } from '#realtime/api_authentication'
import { channelType, isValidChannelName, isValidSocketId } from '#realtime/channels'
import { pusherServer } from '#realtime/main'
import type { OutgoingEvent } from '#realtime/pusher_server'

interface PublishRequest {
  events: OutgoingEvent[]
  exceptSocketIds: (string | null)[]
}

const MAX_CHANNELS_PER_EVENT = 100
const MAX_BATCH = 10

/**
 * The Pusher HTTP API, for other processes (the `pusher` server SDK):
 * publish events, read channel occupancy. Every request is signed
 * (app/realtime/api_authentication.ts); no session, no CSRF.
 */
export default class EventsApiController {
  async trigger(ctx: HttpContext) {
    const denied = this.#authenticate(ctx) ?? this.#requireJson(ctx)
    if (denied) return denied
    const parsed = this.#parseEvent(ctx.request.body())
    if ('status' in parsed) return ctx.response.status(parsed.status).send(parsed.message)
    await this.#publish({
      events: parsed.events,
      exceptSocketIds: parsed.events.map(() => parsed.except),
    })
    return {}
  }

  async triggerBatch(ctx: HttpContext) {
    const denied = this.#authenticate(ctx) ?? this.#requireJson(ctx)
    if (denied) return denied
    const batch = ctx.request.body().batch
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
      return ctx.response.badRequest(`batch must hold 1 to ${MAX_BATCH} events`)
    }
    const request: PublishRequest = { events: [], exceptSocketIds: [] }
    for (const item of batch) {
      const parsed = this.#parseEvent(item)
      if ('status' in parsed) return ctx.response.status(parsed.status).send(parsed.message)
      request.events.push(...parsed.events)
      request.exceptSocketIds.push(...parsed.events.map(() => parsed.except))
    }
    await this.#publish(request)
    return { batch: batch.map(() => ({})) }
  }

  async channels(ctx: HttpContext) {
    const denied = this.#authenticate(ctx)
    if (denied) return denied
    const prefix = String(ctx.request.qs().filter_by_prefix ?? '')
    const info = this.#info(ctx)
    const channels: Record<string, Record<string, number>> = {}
    for (const [name, subscriptionCount] of await pusherServer.subscriptionCounts(prefix)) {
      const attributes: Record<string, number> = {}
      if (info.has('user_count') && channelType(name) === 'presence') {
        const presence = await pusherServer.presence(name)
        attributes.user_count = presence.count
      }
      if (info.has('subscription_count')) {
        attributes.subscription_count = subscriptionCount
      }
      channels[name] = attributes
    }
    return { channels }
  }

  async channel(ctx: HttpContext) {
    const denied = this.#authenticate(ctx)
    if (denied) return denied
    const name = ctx.params.channelName
    if (!isValidChannelName(name)) return ctx.response.badRequest('Invalid channel name')
    const counts = await pusherServer.subscriptionCounts(name)
    const subscriptionCount = counts.get(name) ?? 0
    const body: Record<string, unknown> = {
      occupied: subscriptionCount > 0,
      subscription_count: subscriptionCount,
    }
    if (channelType(name) === 'presence') {
      const presence = await pusherServer.presence(name)
      body.user_count = presence.count
    }
    return body
  }

  async users(ctx: HttpContext) {
    const denied = this.#authenticate(ctx)
    if (denied) return denied
    const name = ctx.params.channelName
    if (!isValidChannelName(name) || channelType(name) !== 'presence') {
      return ctx.response.badRequest('Users are only listed for presence channels')
    }
    const presence = await pusherServer.presence(name)
    return { users: presence.ids.map((id) => ({ id })) }
  }

  #authenticate({ request, response, params }: HttpContext) {
    if (params.appId !== realtimeConfig.appId) return response.notFound('Unknown app')
    const result = authenticateApiRequest({
      method: request.method(),
      path: request.url(),
      // The signature covers the query string as sent: read it raw, because
      // AdonisJS's parser turns comma lists (info=a,b) into arrays.
      query: Object.fromEntries(new URLSearchParams(request.parsedUrl.query ?? '')),
      rawBody: request.raw(),
      now: Math.floor(Date.now() / 1000),
      credentials: realtimeConfig,
    })
    if (!result.ok) return response.unauthorized(result.message)
    return null
  }

  /** The HTTP API takes JSON bodies only (a form body would be parsed too). */
  #requireJson({ request, response }: HttpContext) {
    if (request.is(['json'])) return null
    return response.status(415).send('Content-Type must be application/json')
  }

  #info({ request }: HttpContext) {
    return new Set(
      String(request.qs().info ?? '')
        .split(',')
        .filter(Boolean)
    )
  }

  #parseEvent(
    input: unknown
  ): { events: OutgoingEvent[]; except: string | null } | { status: number; message: string } {
    const event = (typeof input === 'object' && input ? input : {}) as Record<string, unknown>
    const channels = Array.isArray(event.channels)
      ? event.channels
      : event.channel !== undefined
        ? [event.channel]
        : []
    if (typeof event.name !== 'string' || event.name.length === 0 || event.name.length > 200) {
      return { status: 400, message: 'Invalid event name' }
    }
    if (channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) {
      return { status: 400, message: `1 to ${MAX_CHANNELS_PER_EVENT} channels are required` }
    }
    if (!channels.every(isValidChannelName)) {
      return { status: 400, message: 'Invalid channel name' }
    }
    if (typeof event.data !== 'string') return { status: 400, message: 'data must be a string' }
    if (Buffer.byteLength(event.data) > pusherServer.options.maxMessageBytes) {
      return { status: 413, message: 'Event data exceeds the 10 KB limit' }
    }
    const except = event.socket_id ?? null
    if (except !== null && !isValidSocketId(except)) {
      return { status: 400, message: 'Invalid socket_id' }
    }
    return {
      events: (channels as string[]).map((channel) => ({
        channel,
        event: event.name as string,
        data: event.data as string,
      })),
      except,
    }
  }

  async #publish(request: PublishRequest) {
    for (const [index, event] of request.events.entries()) {
      await pusherServer.publish(event, request.exceptSocketIds[index])
    }
  }
}
