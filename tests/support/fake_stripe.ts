import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the parts of Stripe's API the app calls through the
 * official SDK (node:http on a random port), answering in Stripe's
 * documented shapes: customers, Checkout sessions (subscription mode),
 * Billing Portal sessions, and subscriptions (retrieve, update
 * `cancel_at_period_end` / `items` / `trial_end`, cancel). It records every
 * request with its form-encoded parameters.
 */

export interface RecordedStripeRequest {
  method: string
  path: string
  params: Record<string, string>
  authorization: string | null
}

export const FAKE_STRIPE_KEY = 'sk_test_fake_pacewise'
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_pacewise'
export const FAKE_PRICES = {
  premium_monthly: 'price_fake_monthly',
  premium_yearly: 'price_fake_yearly',
} as const

const PRICE_SHAPES: Record<string, { unit_amount: number; interval: 'month' | 'year' }> = {
  [FAKE_PRICES.premium_monthly]: { unit_amount: 900, interval: 'month' },
  [FAKE_PRICES.premium_yearly]: { unit_amount: 9000, interval: 'year' },
}

type Json = Record<string, any>

export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = []
  readonly customers = new Map<string, Json>()
  readonly subscriptions = new Map<string, Json>()
  readonly checkoutSessions = new Map<string, Json>()
  #server: Server | null = null
  #counter = 0
  url = ''

  async start() {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error) => {
        this.#send(response, 500, { error: { message: String(error), type: 'api_error' } })
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
    this.customers.clear()
    this.subscriptions.clear()
    this.checkoutSessions.clear()
  }

  nextId(prefix: string) {
    this.#counter += 1
    return `${prefix}_fake${Date.now().toString(36)}${this.#counter}`
  }

  /** A subscription in Stripe's shape (API 2025+: the period on the item). */
  addSubscription(input: {
    customer: string
    price: string
    status?: string
    userId?: number
    trialEnd?: number | null
    periodStart?: number
    periodEnd?: number
    cancelAtPeriodEnd?: boolean
    id?: string
  }): Json {
    const now = Math.floor(Date.now() / 1000)
    const shape = PRICE_SHAPES[input.price] ?? { unit_amount: 900, interval: 'month' }
    const periodStart = input.periodStart ?? now
    const periodEnd =
      input.periodEnd ?? periodStart + (shape.interval === 'year' ? 365 : 30) * 86400
    const id = input.id ?? this.nextId('sub')
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: input.customer,
      status: input.status ?? 'active',
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: periodStart,
      start_date: periodStart,
      trial_start: input.trialEnd ? periodStart : null,
      trial_end: input.trialEnd ?? null,
      metadata: input.userId ? { user_id: String(input.userId) } : {},
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [this.#item(id, input.price, periodStart, periodEnd)],
      },
    }
    this.subscriptions.set(id, subscription)
    return subscription
  }

  /** A copy of a stored subscription with changes (for events that describe another moment). */
  snapshot(id: string, changes: Json = {}): Json {
    return { ...structuredClone(this.subscriptions.get(id)), ...changes }
  }

  #item(subscriptionId: string, price: string, start: number, end: number): Json {
    const shape = PRICE_SHAPES[price] ?? { unit_amount: 900, interval: 'month' }
    return {
      id: this.nextId('si'),
      object: 'subscription_item',
      subscription: subscriptionId,
      quantity: 1,
      current_period_start: start,
      current_period_end: end,
      price: {
        id: price,
        object: 'price',
        currency: 'eur',
        unit_amount: shape.unit_amount,
        recurring: { interval: shape.interval, interval_count: 1 },
      },
    }
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const body = await readBody(request)
    const params = Object.fromEntries(new URLSearchParams(body))
    const method = request.method ?? 'GET'
    this.requests.push({
      method,
      path: url.pathname,
      params,
      authorization: request.headers.authorization ?? null,
    })
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return this.#error(response, 401, 'Invalid API Key provided', 'invalid_request_error')
    }

    const path = url.pathname
    if (method === 'POST' && path === '/v1/customers') {
      const id = this.nextId('cus')
      const customer = {
        id,
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: metadataOf(params),
      }
      this.customers.set(id, customer)
      return this.#send(response, 200, customer)
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!params.customer || !this.customers.has(params.customer)) {
        return this.#error(response, 400, 'No such customer', 'invalid_request_error')
      }
      const id = this.nextId('cs')
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        status: 'open',
        subscription: null,
        url: `${this.url}/c/pay/${id}`,
        line_items_price: params['line_items[0][price]'],
        trial_period_days: params['subscription_data[trial_period_days]'] ?? null,
      }
      this.checkoutSessions.set(id, session)
      return this.#send(response, 200, session)
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!params.customer || !this.customers.has(params.customer)) {
        return this.#error(response, 400, 'No such customer', 'invalid_request_error')
      }
      const id = this.nextId('bps')
      return this.#send(response, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${this.url}/p/session/${id}`,
      })
    }
    const match = path.match(/^\/v1\/subscriptions\/([\w-]+)$/)
    if (match) {
      const subscription = this.subscriptions.get(match[1])
      if (!subscription) {
        return this.#error(
          response,
          404,
          `No such subscription: '${match[1]}'`,
          'invalid_request_error'
        )
      }
      const now = Math.floor(Date.now() / 1000)
      if (method === 'GET') return this.#send(response, 200, subscription)
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now })
        return this.#send(response, 200, subscription)
      }
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true'
          subscription.canceled_at = subscription.cancel_at_period_end ? now : null
        }
        if (params.trial_end) {
          subscription.trial_end = Number(params.trial_end)
          subscription.status = 'trialing'
        }
        if (params['items[0][price]']) {
          const item = subscription.items.data[0]
          subscription.items.data[0] = {
            ...this.#item(
              subscription.id,
              params['items[0][price]'],
              item.current_period_start,
              item.current_period_end
            ),
            id: item.id,
          }
        }
        const metadata = metadataOf(params)
        if (Object.keys(metadata).length)
          subscription.metadata = { ...subscription.metadata, ...metadata }
        return this.#send(response, 200, subscription)
      }
    }
    return this.#error(
      response,
      404,
      `Unrecognized request URL (${method}: ${path})`,
      'invalid_request_error'
    )
  }

  #error(response: ServerResponse, status: number, message: string, type: string) {
    this.#send(response, status, { error: { message, type } })
  }

  #send(response: ServerResponse, status: number, body: unknown) {
    response.statusCode = status
    response.setHeader('content-type', 'application/json')
    response.setHeader('request-id', `req_${Math.random().toString(36).slice(2)}`)
    response.end(JSON.stringify(body))
  }
}

function metadataOf(params: Record<string, string>) {
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const found = key.match(/^metadata\[(.+)\]$/)
    if (found) metadata[found[1]] = value
  }
  return metadata
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
