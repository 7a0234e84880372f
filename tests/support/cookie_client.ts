/**
 * A browser as far as cookies go: its own cookie jar, CSRF token from the
 * page's `csrf-token` meta tag, redirects not followed. Two of them are two
 * independent devices of one person, whatever the session store (the Japa
 * client's `withSession` writes the store directly, which a real cookie
 * session never allows).
 */
export class CookieClient {
  readonly cookies = new Map<string, string>()
  csrfToken: string | null = null

  constructor(readonly baseUrl = `http://${process.env.HOST}:${process.env.PORT}`) {}

  async get(path: string, headers: Record<string, string> = {}) {
    const response = await this.#send('GET', path, undefined, headers)
    const html = response.headers.get('content-type')?.includes('text/html')
      ? await response.clone().text()
      : ''
    const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1]
    if (token) this.csrfToken = token
    return response
  }

  async post(
    path: string,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {}
  ) {
    if (!this.csrfToken) await this.get('/login')
    return this.#send('POST', path, new URLSearchParams(fields), {
      'X-CSRF-TOKEN': this.csrfToken!,
      ...headers,
    })
  }

  async send(method: string, path: string, fields: Record<string, string> = {}) {
    if (!this.csrfToken) await this.get('/login')
    return this.#send(method, path, new URLSearchParams(fields), {
      'X-CSRF-TOKEN': this.csrfToken!,
    })
  }

  /** The Cookie header this browser would send. */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /**
   * Signs in through the form, as a person would.
   */
  async signIn(email: string, password: string, remember = false) {
    await this.get('/login')
    const response = await this.post('/login', {
      email,
      password,
      ...(remember ? { remember: 'true' } : {}),
    })
    if (response.status !== 302 || response.headers.get('location') !== '/dashboard') {
      throw new Error(`Sign-in failed: ${response.status} ${response.headers.get('location')}`)
    }
    return response
  }

  /**
   * Whether a signed-in page opens (200) or sends to the login page.
   */
  async isSignedIn(path = '/dashboard') {
    const response = await this.get(path)
    if (response.status === 200) return true
    if (response.status === 302 && response.headers.get('location') === '/login') return false
    throw new Error(`Unexpected answer for ${path}: ${response.status}`)
  }

  async #send(
    method: string,
    path: string,
    body: URLSearchParams | undefined,
    headers: Record<string, string>
  ) {
    const response = await fetch(this.baseUrl + path, {
      method,
      body,
      redirect: 'manual',
      headers: {
        Accept: 'text/html',
        Referer: this.baseUrl + path,
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
    })
    for (const header of response.headers.getSetCookie()) this.#store(header)
    return response
  }

  #store(header: string) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator)
    const value = pair.slice(separator + 1)
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now())
    )
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}
