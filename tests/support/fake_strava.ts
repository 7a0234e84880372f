import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { StravaActivity, StravaStreamSet } from '#domain/files/strava'

/**
 * A local stand-in for Strava's API v3 (node:http on a random port) that
 * answers in Strava's documented shapes: the OAuth token exchange and refresh
 * (with `expires_at`), deauthorize, the authenticated athlete, their activities
 * (pagination, `after` oldest first, `before` newest first), an activity (404
 * when it is not the athlete's), its streams keyed by type, push subscriptions
 * (create and list), and the rate-limit headers on every API answer. Tests
 * change it as an athlete on Strava would (rename, delete, revoke access). It
 * can answer 429 once, and it records every request.
 */

export interface FakeAthlete {
  id: number
  firstname: string
  lastname: string
}

export interface FakeActivity {
  activity: StravaActivity
  /** Null for a manual entry (the streams endpoint answers 404). */
  streams: StravaStreamSet | null
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  authorization: string | null
}

interface Token {
  athleteId: number
  expiresAt: number
}

export const FAKE_CLIENT_ID = '4242'
export const FAKE_CLIENT_SECRET = 'fake-strava-secret'

export class FakeStrava {
  readonly clientId = FAKE_CLIENT_ID
  readonly clientSecret = FAKE_CLIENT_SECRET
  readonly requests: RecordedRequest[] = []
  readonly athletes = new Map<number, FakeAthlete>()
  readonly activities = new Map<number, FakeActivity[]>()
  readonly accessTokens = new Map<string, Token>()
  readonly refreshTokens = new Map<string, number>()
  readonly deauthorized: number[] = []
  readonly pushSubscriptions: { id: number; callbackUrl: string; verifyToken: string }[] = []
  /** Rate-limit usage reported in the headers; every API call adds one. */
  usage = { fifteenMinute: 0, daily: 0 }
  limits = { fifteenMinute: 100, daily: 1000 }
  #codes = new Map<string, { athleteId: number; scope: string }>()
  #answer429AtCall: number | null = null
  #apiCalls = 0
  #server: Server | null = null
  url = ''
  /** Activities any athlete's token can read (answered with their owner's id). */
  readonly publicActivityIds = new Set<number>()
  /** The athlete who approves in the browser flow (GET /oauth/authorize); null: no page. */
  approveAs: number | null = null

  async start() {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error) => {
        response.statusCode = 500
        response.end(JSON.stringify({ message: String(error) }))
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    const { port } = this.#server.address() as AddressInfo
    this.url = `http://127.0.0.1:${port}`
    return this
  }

  async close() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve())
  }

  reset() {
    this.requests.length = 0
    this.athletes.clear()
    this.activities.clear()
    this.accessTokens.clear()
    this.refreshTokens.clear()
    this.deauthorized.length = 0
    this.pushSubscriptions.length = 0
    this.publicActivityIds.clear()
    this.usage = { fifteenMinute: 0, daily: 0 }
    this.limits = { fifteenMinute: 100, daily: 1000 }
    this.#codes.clear()
    this.#answer429AtCall = null
    this.#apiCalls = 0
    this.approveAs = null
  }

  addAthlete(id: number, firstname = 'Faith', lastname = 'Kipyegon') {
    const athlete = { id, firstname, lastname }
    this.athletes.set(id, athlete)
    this.activities.set(id, this.activities.get(id) ?? [])
    return athlete
  }

  /**
   * A run with one-second streams (a GPS track, HR, per-leg cadence), or a manual
   * entry without streams.
   */
  addActivity(
    athleteId: number,
    options: {
      id: number
      startDate: string
      name?: string
      sportType?: string
      seconds?: number
      metersPerSecond?: number
      manual?: boolean
    }
  ) {
    const seconds = options.seconds ?? 600
    const speed = options.metersPerSecond ?? 3
    const sportType = options.sportType ?? 'Run'
    const activity: StravaActivity = {
      id: options.id,
      name: options.name ?? `Run ${options.id}`,
      sport_type: sportType,
      type: sportType === 'TrailRun' ? 'Run' : sportType,
      start_date: options.startDate,
      distance: seconds * speed,
      moving_time: seconds,
      elapsed_time: seconds,
      trainer: false,
      manual: options.manual ?? false,
      device_name: options.manual ? null : 'Garmin Forerunner 965',
    }
    const time = Array.from({ length: seconds + 1 }, (_, index) => index)
    const streams: StravaStreamSet | null = options.manual
      ? null
      : {
          time: { data: time, series_type: 'time', original_size: time.length, resolution: 'high' },
          distance: { data: time.map((t) => t * speed) },
          latlng: { data: time.map((t) => [52.52 + t * 0.00002, 13.405 + t * 0.00001]) },
          altitude: { data: time.map((t) => 34 + Math.sin(t / 60)) },
          heartrate: { data: time.map((t) => Math.min(165, 120 + t / 10)) },
          cadence: { data: time.map(() => 86) },
          velocity_smooth: { data: time.map(() => speed) },
        }
    const list = this.activities.get(athleteId) ?? []
    list.push({ activity, streams })
    this.activities.set(athleteId, list)
    return activity
  }

  removeActivity(athleteId: number, id: number) {
    const list = this.activities.get(athleteId) ?? []
    this.activities.set(
      athleteId,
      list.filter((entry) => entry.activity.id !== id)
    )
  }

  /** The athlete changes an activity on Strava (its title, its type). */
  changeActivity(athleteId: number, id: number, changes: { name?: string; sportType?: string }) {
    const entry = (this.activities.get(athleteId) ?? []).find((item) => item.activity.id === id)
    if (!entry) throw new Error(`No activity ${id} of athlete ${athleteId}`)
    if (changes.name !== undefined) entry.activity.name = changes.name
    if (changes.sportType !== undefined) {
      entry.activity.sport_type = changes.sportType
      entry.activity.type = changes.sportType
    }
  }

  /**
   * The athlete revokes this application's access on Strava's settings page:
   * every access and refresh token of theirs stops working.
   */
  revokeAccess(athleteId: number) {
    for (const [key, value] of this.accessTokens) {
      if (value.athleteId === athleteId) this.accessTokens.delete(key)
    }
    for (const [key, value] of this.refreshTokens) {
      if (value === athleteId) this.refreshTokens.delete(key)
    }
  }

  /** What Strava's authorization page would send back: a one-time code. */
  authorizationCode(athleteId: number, scope = 'read,activity:read_all') {
    const code = randomBytes(12).toString('hex')
    this.#codes.set(code, { athleteId, scope })
    return code
  }

  /** A token pair for an athlete, as if they had connected before. */
  issueTokens(athleteId: number, expiresAt = Math.floor(Date.now() / 1000) + 6 * 3600) {
    const access = `access-${randomBytes(12).toString('hex')}`
    const refresh = `refresh-${randomBytes(12).toString('hex')}`
    this.accessTokens.set(access, { athleteId, expiresAt })
    this.refreshTokens.set(refresh, athleteId)
    return { access_token: access, refresh_token: refresh, expires_at: expiresAt }
  }

  /** Answers 429 to the API call after the next `afterCalls` ones, once. */
  answer429Once(afterCalls = 0) {
    this.#answer429AtCall = this.#apiCalls + afterCalls + 1
  }

  apiRequests(path?: string | RegExp) {
    return this.requests.filter(
      (request) =>
        request.path.startsWith('/api/') &&
        (path === undefined ||
          (typeof path === 'string' ? request.path === path : path.test(request.path)))
    )
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const form = request.headers['content-type']?.includes('json')
      ? new URLSearchParams(Object.entries(JSON.parse(raw || '{}')) as [string, string][])
      : new URLSearchParams(raw)
    const authorization = request.headers.authorization ?? null
    this.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form,
      authorization,
    })

    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
      response.end(JSON.stringify(body))
    }
    const fault = (status: number, message: string) =>
      send(status, { message, errors: [{ resource: 'Application', field: '', code: 'invalid' }] })

    if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
      // Strava's authorization page, answered as `approveAs` would: approve and go back to
      // the app with a one-time code, the state it sent, and the scopes granted.
      const back = url.searchParams.get('redirect_uri')
      if (this.approveAs === null || !back) return fault(404, 'Record Not Found')
      const target = new URL(back)
      target.searchParams.set('state', url.searchParams.get('state') ?? '')
      target.searchParams.set('code', this.authorizationCode(this.approveAs))
      target.searchParams.set('scope', url.searchParams.get('scope') ?? '')
      response.writeHead(302, { Location: target.toString() })
      return response.end()
    }
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      return this.#token(form, send, fault)
    }
    if (request.method === 'POST' && url.pathname === '/oauth/deauthorize') {
      const token = form.get('access_token') ?? authorization?.replace(/^Bearer /, '') ?? ''
      const found = this.accessTokens.get(token)
      if (!found) return fault(401, 'Authorization Error')
      this.deauthorized.push(found.athleteId)
      for (const [key, value] of this.accessTokens) {
        if (value.athleteId === found.athleteId) this.accessTokens.delete(key)
      }
      return send(200, { access_token: token })
    }
    if (request.method === 'POST' && url.pathname === '/api/v3/push_subscriptions') {
      if (
        form.get('client_id') !== this.clientId ||
        form.get('client_secret') !== this.clientSecret
      ) {
        return fault(401, 'Authorization Error')
      }
      const subscription = {
        id: 120475 + this.pushSubscriptions.length,
        callbackUrl: form.get('callback_url') ?? '',
        verifyToken: form.get('verify_token') ?? '',
      }
      this.pushSubscriptions.push(subscription)
      return send(201, { id: subscription.id })
    }
    if (request.method === 'GET' && url.pathname === '/api/v3/push_subscriptions') {
      if (
        url.searchParams.get('client_id') !== this.clientId ||
        url.searchParams.get('client_secret') !== this.clientSecret
      ) {
        return fault(401, 'Authorization Error')
      }
      return send(
        200,
        this.pushSubscriptions.map((subscription) => ({
          id: subscription.id,
          resource_state: 2,
          application_id: Number(this.clientId),
          callback_url: subscription.callbackUrl,
          created_at: '2026-03-01T06:00:00Z',
          updated_at: '2026-03-01T06:00:00Z',
        }))
      )
    }
    if (!url.pathname.startsWith('/api/v3/')) return fault(404, 'Record Not Found')
    return this.#api(request.method ?? 'GET', url, authorization, send, fault)
  }

  #token(
    form: URLSearchParams,
    send: (status: number, body: unknown) => void,
    fault: (status: number, message: string) => void
  ) {
    if (
      form.get('client_id') !== this.clientId ||
      form.get('client_secret') !== this.clientSecret
    ) {
      return fault(401, 'Authorization Error')
    }
    let athleteId: number | undefined
    const grant = form.get('grant_type')
    if (grant === 'authorization_code') {
      const code = this.#codes.get(form.get('code') ?? '')
      if (!code) return fault(400, 'Bad Request')
      this.#codes.delete(form.get('code')!)
      athleteId = code.athleteId
    } else if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? ''
      athleteId = this.refreshTokens.get(refresh)
      if (athleteId === undefined) return fault(400, 'Bad Request')
      this.refreshTokens.delete(refresh)
    } else {
      return fault(400, 'Bad Request')
    }
    const tokens = this.issueTokens(athleteId)
    const athlete = this.athletes.get(athleteId)
    send(200, {
      token_type: 'Bearer',
      ...tokens,
      expires_in: tokens.expires_at - Math.floor(Date.now() / 1000),
      ...(grant === 'authorization_code'
        ? {
            athlete: {
              id: athleteId,
              username: null,
              resource_state: 2,
              firstname: athlete?.firstname ?? 'Test',
              lastname: athlete?.lastname ?? 'Athlete',
            },
          }
        : {}),
    })
  }

  #api(
    method: string,
    url: URL,
    authorization: string | null,
    send: (status: number, body: unknown, headers?: Record<string, string>) => void,
    fault: (status: number, message: string) => void
  ) {
    this.#apiCalls += 1
    this.usage.fifteenMinute += 1
    this.usage.daily += 1
    const limitHeaders = {
      'X-RateLimit-Limit': `${this.limits.fifteenMinute * 2},${this.limits.daily * 2}`,
      'X-RateLimit-Usage': `${this.usage.fifteenMinute},${this.usage.daily}`,
      'X-ReadRateLimit-Limit': `${this.limits.fifteenMinute},${this.limits.daily}`,
      'X-ReadRateLimit-Usage': `${this.usage.fifteenMinute},${this.usage.daily}`,
    }
    const ok = (body: unknown) => send(200, body, limitHeaders)
    if (this.#answer429AtCall === this.#apiCalls) {
      this.#answer429AtCall = null
      return send(
        429,
        {
          message: 'Rate Limit Exceeded',
          errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }],
        },
        limitHeaders
      )
    }

    const token = this.accessTokens.get(authorization?.replace(/^Bearer /, '') ?? '')
    if (!token || token.expiresAt <= Math.floor(Date.now() / 1000)) {
      return fault(401, 'Authorization Error')
    }
    const list = this.activities.get(token.athleteId) ?? []

    if (method === 'GET' && url.pathname === '/api/v3/athlete') {
      const athlete = this.athletes.get(token.athleteId)
      return ok({ resource_state: 2, id: token.athleteId, ...athlete })
    }
    if (method === 'GET' && url.pathname === '/api/v3/athlete/activities') {
      const after = url.searchParams.has('after') ? Number(url.searchParams.get('after')) : null
      const before = url.searchParams.has('before') ? Number(url.searchParams.get('before')) : null
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
      const perPage = Math.min(200, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)))
      const epoch = (entry: FakeActivity) => Date.parse(entry.activity.start_date) / 1000
      const selected = list
        .filter(
          (entry) =>
            (after === null || epoch(entry) > after) && (before === null || epoch(entry) < before)
        )
        .sort((a, b) => (after !== null ? epoch(a) - epoch(b) : epoch(b) - epoch(a)))
        .slice((page - 1) * perPage, page * perPage)
        .map((entry) => {
          // A summary: no laps, no device.
          const summary: Record<string, unknown> = { resource_state: 2, ...entry.activity }
          delete summary.laps
          delete summary.device_name
          return summary
        })
      return ok(selected)
    }
    const match = url.pathname.match(/^\/api\/v3\/activities\/(\d+)(\/streams)?$/)
    if (method === 'GET' && match) {
      const id = Number(match[1])
      const entry = list.find((candidate) => candidate.activity.id === id)
      if (!entry && !match[2] && this.publicActivityIds.has(id)) {
        // Another athlete's activity shared publicly: a summary naming its owner.
        for (const [ownerId, activities] of this.activities) {
          const shared = activities.find((candidate) => candidate.activity.id === id)
          if (shared) return ok({ resource_state: 2, ...shared.activity, athlete: { id: ownerId } })
        }
      }
      if (!entry) return send(404, { message: 'Record Not Found' }, limitHeaders)
      if (!match[2]) {
        return ok({
          resource_state: 3,
          ...entry.activity,
          athlete: { id: token.athleteId, resource_state: 1 },
        })
      }
      if (!entry.streams) return send(404, { message: 'Record Not Found' }, limitHeaders)
      const keys = (url.searchParams.get('keys') ?? 'time').split(',')
      const streams = Object.fromEntries(
        Object.entries(entry.streams).filter(([key]) => keys.includes(key))
      )
      return ok(streams)
    }
    return fault(404, 'Record Not Found')
  }
}
