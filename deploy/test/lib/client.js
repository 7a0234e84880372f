/*
 * An HTTPS client with its own cookie jar, trusting only the given CA (or a
 * plain HTTP one, straight to an app process, without a CA), and
 * the writes of the load generator: each says whether the server
 * acknowledged it and how to find the row it claims to have stored.
 */
import http from 'node:http'
import https from 'node:https'
import { randomBytes } from 'node:crypto'

export class Client {
  constructor(baseUrl, ca) {
    this.baseUrl = baseUrl
    this.transport = baseUrl.startsWith('https:') ? https : http
    this.agent = new this.transport.Agent({ ca, keepAlive: true, maxSockets: 4 })
    this.cookies = new Map()
    this.csrf = null
  }

  request(method, path, { headers = {}, body, timeoutMs = 30000 } = {}) {
    const url = new URL(path, this.baseUrl)
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    return new Promise((resolve, reject) => {
      const req = this.transport.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
            ...headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) this.#store(line)
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            })
          })
        }
      )
      req.on('timeout', () => req.destroy(new Error('request timed out')))
      req.on('error', reject)
      if (body) req.write(body)
      req.end()
    })
  }

  #store(line) {
    const [pair, ...attributes] = line.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    const expired = attributes.some(
      (a) =>
        /^\s*max-age=0/i.test(a) ||
        (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now())
    )
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }

  /** GETs a page and keeps its CSRF token (the meta tag shield renders). */
  async page(path) {
    const res = await this.request('GET', path, { headers: { accept: 'text/html' } })
    const token = res.body.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1]
    if (token) this.csrf = token
    return res
  }

  /** A JSON write with the CSRF token; `referer` is where a refusal redirects back to. */
  send(method, path, data, referer) {
    return this.request(method, path, {
      headers: {
        'content-type': 'application/json',
        'accept': 'text/html',
        'x-csrf-token': this.csrf ?? '',
        'referer': new URL(referer, this.baseUrl).href,
      },
      body: JSON.stringify(data),
    })
  }

  upload(path, files, accept = 'application/json') {
    const boundary = `----pacewise${randomBytes(8).toString('hex')}`
    const parts = []
    for (const file of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        ),
        file.bytes,
        Buffer.from('\r\n')
      )
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`))
    return this.request('POST', path, {
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept': accept,
        'x-csrf-token': this.csrf ?? '',
        'referer': new URL('/profile/apps', this.baseUrl).href,
      },
      body: Buffer.concat(parts),
      timeoutMs: 60000,
    })
  }

  /** The same signed-in session (cookies, CSRF token), sent to another address. */
  signedInAt(baseUrl, ca) {
    const other = new Client(baseUrl, ca)
    other.cookies = new Map(this.cookies)
    other.csrf = this.csrf
    return other
  }

  close() {
    this.agent.destroy()
  }
}

/**
 * Registers a user as a person does: the sign-up answers "check your inbox" on
 * the login page (nobody is signed in, whether or not the address was new),
 * the e-mailed link asks to sign in, and signing in verifies the address.
 */
export async function signUp(client, smtp, email, password, waitFor) {
  await client.page('/register')
  const res = await client.send(
    'POST',
    '/register',
    { name: 'Load Runner', email, password, password_confirmation: password },
    '/register'
  )
  if (![302, 303].includes(res.status) || !String(res.headers.location).endsWith('/login')) {
    throw new Error(`sign-up of ${email} answered ${res.status} ${res.headers.location ?? ''}`)
  }
  const link = await waitFor(
    `the verification e-mail to ${email}`,
    () => smtp.verificationLink(email),
    30000
  )
  const asked = await client.request('GET', link, { headers: { accept: 'text/html' } })
  const askedTo = new URL(String(asked.headers.location ?? ''), client.baseUrl).pathname
  if (![302, 303].includes(asked.status) || askedTo !== '/login')
    throw new Error(
      `the verification link answered ${asked.status} ${asked.headers.location ?? ''}`
    )
  await client.page('/login')
  const signedIn = await client.send('POST', '/login', { email, password }, '/login')
  const intended = String(signedIn.headers.location ?? '')
  if (![302, 303].includes(signedIn.status) || !intended.includes('/verify-email/'))
    throw new Error(`sign-in of ${email} answered ${signedIn.status} ${intended}`)
  const verified = await client.request('GET', intended, { headers: { accept: 'text/html' } })
  if (![302, 303].includes(verified.status))
    throw new Error(`verification answered ${verified.status}`)
  await client.page('/dashboard')
}

/**
 * The writes: a manual run (POST /activities), a FIT upload
 * (POST /activities/import) and a profile rename (PATCH /profile). A write
 * is acknowledged when the server answers with its success: the redirect to
 * the new activity, an "imported" result, the redirect to the profile page.
 */
export const writes = {
  async manual(client, n, tag) {
    const name = `${tag}-manual-${n}`
    const res = await client.send(
      'POST',
      '/activities',
      {
        startDate: '2026-01-01',
        startTime: `${String(6 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`,
        sport: 'run',
        name,
        distanceMeters: 5000 + n,
        durationSeconds: 1800 + n,
      },
      '/activities?refused=1'
    )
    const id = String(res.headers.location ?? '').match(/\/activities\/(\d+)$/)?.[1]
    return { status: res.status, acknowledged: [302, 303].includes(res.status) && !!id, key: id }
  },

  async upload(client, n, tag, fitFor) {
    const res = await client.upload('/activities/import', [
      { name: `${tag}-${n}.fit`, bytes: fitFor(n) },
    ])
    let file
    try {
      file = res.status === 200 ? JSON.parse(res.body).files?.[0] : undefined
    } catch {}
    const acknowledged = file?.status === 'imported' && !!file.activityId
    return { status: res.status, acknowledged, key: acknowledged ? String(file.activityId) : null }
  },

  async profile(client, n, tag, email) {
    const name = `${tag}-profile-${n}`
    const res = await client.send('PATCH', '/profile', { name, email }, '/profile?refused=1')
    const acknowledged =
      [302, 303].includes(res.status) && String(res.headers.location).endsWith('/profile/edit')
    return { status: res.status, acknowledged, key: name }
  },
}
