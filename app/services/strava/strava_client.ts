import { DateTime } from 'luxon'
import env from '#start/env'
import type ConnectedAccount from '#models/connected_account'
import type { StravaActivity, StravaStreamSet } from '#domain/files/strava'

/**
 * A small client for Strava's API v3 (https://developers.strava.com/docs/reference/)
 * on the global fetch. `StravaClient` makes the application's calls (OAuth, push
 * subscriptions); `client.forAccount(account)` the athlete's, refreshing the access token
 * when it expires within 5 minutes and storing the new pair (the model encrypts it).
 *
 * Every response's rate-limit headers are read (`latestStravaRateLimit()`): the limits are
 * per application, so what one call saw applies to every job. A 429 throws
 * `StravaRateLimitError` with the wait until the limit resets.
 */

export const STRAVA_SCOPES = ['read', 'activity:read_all'] as const

/** The streams an import reads (key_by_type=true answers an object keyed by these). */
export const STRAVA_STREAM_KEYS = [
  'time',
  'distance',
  'latlng',
  'altitude',
  'heartrate',
  'cadence',
  'watts',
  'velocity_smooth',
] as const

/** Refresh the access token when it expires within this many seconds. */
export const REFRESH_MARGIN_SECONDS = 5 * 60

const TIMEOUT_MS = 15_000

export interface StravaSettings {
  clientId: string
  clientSecret: string
  /** STRAVA_WEBHOOK_VERIFY_TOKEN; null when webhooks are not set up. */
  verifyToken: string | null
  baseUrl: string
}

/**
 * The installation's Strava settings, read at call time; null when STRAVA_CLIENT_ID or
 * STRAVA_CLIENT_SECRET is unset (Strava is then hidden).
 */
export function stravaSettings(): StravaSettings | null {
  const clientId = env.get('STRAVA_CLIENT_ID')
  const clientSecret = env.get('STRAVA_CLIENT_SECRET')
  if (!clientId || !clientSecret) return null
  return {
    clientId,
    clientSecret,
    verifyToken: env.get('STRAVA_WEBHOOK_VERIFY_TOKEN') || null,
    baseUrl: (env.get('STRAVA_API_BASE_URL') || 'https://www.strava.com').replace(/\/$/, ''),
  }
}

export interface RateLimitWindow {
  limit: number
  usage: number
}

export interface RateLimitPair {
  fifteenMinute: RateLimitWindow
  daily: RateLimitWindow
}

/** What a response said: overall limits and the "read" (non-upload) limits. */
export interface StravaRateLimit {
  overall: RateLimitPair | null
  read: RateLimitPair | null
  /** When it was said (epoch ms): usage counts only within its window and day. */
  observedAt: number
}

export interface StravaAthleteSummary {
  id: number
  username?: string | null
  firstname?: string | null
  lastname?: string | null
}

export interface StravaTokenResponse {
  token_type: string
  access_token: string
  refresh_token: string
  /** Epoch seconds. */
  expires_at: number
  expires_in: number
  /** Only with grant_type=authorization_code. */
  athlete?: StravaAthleteSummary
}

export class StravaApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null
  ) {
    super(message)
    this.name = 'StravaApiError'
  }
}

/** 401 from the API or a refused refresh: the athlete revoked access (or the token is bad). */
export class StravaAuthError extends StravaApiError {
  constructor(message: string, status: number, body: unknown = null) {
    super(message, status, body)
    this.name = 'StravaAuthError'
  }
}

/** 429: wait `retryAfterMs` (until the next 15-minute window, or midnight UTC for the daily limit). */
export class StravaRateLimitError extends StravaApiError {
  constructor(
    readonly retryAfterMs: number,
    readonly rateLimit: StravaRateLimit | null,
    body: unknown = null
  ) {
    super(`Strava rate limit reached; retry in ${Math.ceil(retryAfterMs / 1000)} s`, 429, body)
    this.name = 'StravaRateLimitError'
  }
}

let latest: StravaRateLimit | null = null

/** The rate limits the last Strava response reported (in this process). */
export function latestStravaRateLimit(): StravaRateLimit | null {
  return latest
}

/** Forgets what responses said about the rate limits (tests start from a clean slate). */
export function forgetStravaRateLimit() {
  latest = null
}

function parsePair(limitHeader: string | null, usageHeader: string | null): RateLimitPair | null {
  if (!limitHeader || !usageHeader) return null
  const limits = limitHeader.split(',').map((part) => Number(part.trim()))
  const usages = usageHeader.split(',').map((part) => Number(part.trim()))
  if (limits.length < 2 || usages.length < 2 || [...limits, ...usages].some(Number.isNaN)) {
    return null
  }
  return {
    fifteenMinute: { limit: limits[0], usage: usages[0] },
    daily: { limit: limits[1], usage: usages[1] },
  }
}

/** Reads X-RateLimit-Limit / -Usage and X-ReadRateLimit-Limit / -Usage ("15-minute,daily"). */
export function parseRateLimit(headers: Headers, nowMs: number): StravaRateLimit | null {
  const overall = parsePair(headers.get('x-ratelimit-limit'), headers.get('x-ratelimit-usage'))
  const read = parsePair(headers.get('x-readratelimit-limit'), headers.get('x-readratelimit-usage'))
  return overall || read ? { overall, read, observedAt: nowMs } : null
}

const WINDOW_MS = 15 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Milliseconds until the next natural 15-minute window (:00, :15, :30, :45), plus a second. */
export function msUntilNextWindow(nowMs: number) {
  return WINDOW_MS - (nowMs % WINDOW_MS) + 1000
}

/** Milliseconds until midnight UTC (when the daily limit resets), plus a second. */
export function msUntilUtcMidnight(nowMs: number) {
  return DAY_MS - (nowMs % DAY_MS) + 1000
}

function exhausted(window: RateLimitWindow, reserve: number) {
  return window.usage >= window.limit - reserve
}

/**
 * How long to wait before the next call so that `reserve` calls stay free in both
 * windows; 0 when there is room, or nothing is known about the current window and day
 * (usage seen in an earlier window has been reset since).
 */
export function rateLimitWait(limits: StravaRateLimit | null, nowMs: number, reserve = 0): number {
  if (!limits) return 0
  const pairs = [limits.overall, limits.read].filter((pair): pair is RateLimitPair => !!pair)
  const sameDay = Math.floor(limits.observedAt / DAY_MS) === Math.floor(nowMs / DAY_MS)
  const sameWindow = Math.floor(limits.observedAt / WINDOW_MS) === Math.floor(nowMs / WINDOW_MS)
  if (sameDay && pairs.some((pair) => exhausted(pair.daily, reserve))) {
    return msUntilUtcMidnight(nowMs)
  }
  if (sameWindow && pairs.some((pair) => exhausted(pair.fifteenMinute, reserve))) {
    return msUntilNextWindow(nowMs)
  }
  return 0
}

type Query = Record<string, string | number | boolean | undefined>

/**
 * The application's calls: the authorize URL, token exchange and refresh, deauthorize,
 * push subscriptions; and the per-athlete API through `forAccount`.
 */
export class StravaClient {
  constructor(
    readonly settings: StravaSettings,
    private now: () => number = Date.now
  ) {}

  /** Where to send the athlete to grant access; `state` must come back on the callback. */
  authorizeUrl({ redirectUri, state }: { redirectUri: string; state: string }) {
    const url = new URL('/oauth/authorize', this.settings.baseUrl)
    url.search = new URLSearchParams({
      client_id: this.settings.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: STRAVA_SCOPES.join(','),
      state,
    }).toString()
    return url.toString()
  }

  exchangeCode(code: string) {
    return this.token({ grant_type: 'authorization_code', code })
  }

  refreshToken(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken })
  }

  /** Revokes the app's access for the athlete of `accessToken`. */
  async deauthorize(accessToken: string) {
    await this.request('POST', '/oauth/deauthorize', { form: { access_token: accessToken } })
  }

  /** Creates the webhook subscription (one per application). */
  createPushSubscription(callbackUrl: string) {
    return this.request<{ id: number }>('POST', '/api/v3/push_subscriptions', {
      form: {
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        callback_url: callbackUrl,
        verify_token: this.settings.verifyToken ?? '',
      },
    })
  }

  /** The application's webhook subscriptions (Strava allows one). */
  listPushSubscriptions() {
    return this.request<{ id: number; callback_url?: string }[]>(
      'GET',
      '/api/v3/push_subscriptions',
      { query: { client_id: this.settings.clientId, client_secret: this.settings.clientSecret } }
    )
  }

  forAccount(account: ConnectedAccount) {
    return new StravaAthleteApi(this, account, this.now)
  }

  private token(params: Record<string, string>) {
    return this.request<StravaTokenResponse>('POST', '/oauth/token', {
      form: {
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        ...params,
      },
      authErrors: true,
    })
  }

  /** One call: JSON in and out, rate-limit headers read, errors typed. */
  async request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: {
      query?: Query
      form?: Record<string, string>
      accessToken?: string
      /** 400/401 mean the credentials were refused (token endpoints). */
      authErrors?: boolean
    } = {}
  ): Promise<T> {
    const url = new URL(path, this.settings.baseUrl)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`
    let body: URLSearchParams | undefined
    if (options.form) {
      body = new URLSearchParams(options.form)
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
    }

    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const limits = parseRateLimit(response.headers, this.now())
    if (limits) latest = limits
    const text = await response.text()
    let data: unknown = null
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      data = text
    }

    if (response.status === 429) {
      const wait = rateLimitWait(limits, this.now()) || msUntilNextWindow(this.now())
      throw new StravaRateLimitError(wait, limits, data)
    }
    if (response.status === 401 || (options.authErrors && response.status === 400)) {
      throw new StravaAuthError(
        `Strava refused the credentials (${response.status})`,
        response.status,
        data
      )
    }
    if (!response.ok) {
      throw new StravaApiError(
        `Strava answered ${response.status} to ${method} ${url.pathname}`,
        response.status,
        data
      )
    }
    return data as T
  }
}

/**
 * The athlete's API: a valid access token before every call (refreshed and stored when
 * it expires within 5 minutes).
 */
export class StravaAthleteApi {
  constructor(
    private client: StravaClient,
    readonly account: ConnectedAccount,
    private now: () => number
  ) {}

  /** The rate limits the last response reported. */
  get rateLimit() {
    return latestStravaRateLimit()
  }

  /**
   * Activities of the athlete, 1-based pages. With `after` (epoch seconds) Strava lists
   * them oldest first, otherwise newest first.
   */
  listActivities(query: { after?: number; before?: number; page?: number; perPage?: number }) {
    return this.get<StravaActivity[]>('/api/v3/athlete/activities', {
      after: query.after,
      before: query.before,
      page: query.page,
      per_page: query.perPage,
    })
  }

  /** The authenticated athlete: answers only while the athlete's access stands. */
  getAthlete() {
    return this.get<StravaAthleteSummary>('/api/v3/athlete')
  }

  getActivity(id: number | string) {
    return this.get<StravaActivity>(`/api/v3/activities/${encodeURIComponent(String(id))}`)
  }

  /** The activity's streams keyed by type; null when it has none (a manual entry). */
  async getStreams(id: number | string): Promise<StravaStreamSet | null> {
    try {
      const streams = await this.get<StravaStreamSet | unknown[]>(
        `/api/v3/activities/${encodeURIComponent(String(id))}/streams`,
        { keys: STRAVA_STREAM_KEYS.join(','), key_by_type: true }
      )
      // An activity without streams answers an empty list.
      return Array.isArray(streams) ? null : streams
    } catch (error) {
      if (error instanceof StravaApiError && error.status === 404) return null
      throw error
    }
  }

  /** The current access token, refreshed (and stored) when it expires within 5 minutes. */
  async accessToken() {
    const expiresInSeconds = this.account.expiresAt.toSeconds() - this.now() / 1000
    if (expiresInSeconds > REFRESH_MARGIN_SECONDS) return this.account.accessToken
    const token = await this.client.refreshToken(this.account.refreshToken)
    this.account.merge({
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      expiresAt: DateTime.fromSeconds(token.expires_at),
    })
    await this.account.save()
    return this.account.accessToken
  }

  private async get<T>(path: string, query?: Query) {
    const accessToken = await this.accessToken()
    return this.client.request<T>('GET', path, { query, accessToken })
  }
}
