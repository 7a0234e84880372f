/*
 * A tiny cookie jar and the helpers to sign in over HTTP like a browser does.
 * One host only; cookie attributes other than expiry are ignored (in
 * production the session cookie is Secure, which a Node client may send over
 * plain HTTP).
 */
export class CookieJar {
  #cookies = new Map()

  /** Stores the Set-Cookie headers of a fetch() response. */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq < 1) continue
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key, val = ''] = attribute.split('=').map((part) => part.trim())
        if (/^max-age$/i.test(key)) return Number(val) <= 0
        if (/^expires$/i.test(key)) return Date.parse(val) <= Date.now()
        return false
      })
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  /** The Cookie request header. */
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get size() {
    return this.#cookies.size
  }
}

/** fetch() that sends and keeps the jar's cookies and never follows redirects. */
export async function request(baseUrl, jar, path, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { ...headers, ...(jar.size ? { Cookie: jar.header() } : {}) },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })
  jar.store(response)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text }
}

export function decodeHtmlEntities(text) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X'
          ? Number.parseInt(code.slice(2), 16)
          : Number(code.slice(1))
      return String.fromCodePoint(point)
    }
    return named[code.toLowerCase()] ?? entity
  })
}

/** The CSRF token of an HTML page (`<meta name="csrf-token" content="…">`). */
export function csrfToken(html) {
  const meta = html.match(/<meta\s+name="csrf-token"\s+content="([^"]*)"/)
  if (!meta) throw new Error('no <meta name="csrf-token"> in the page')
  return decodeHtmlEntities(meta[1])
}

/** The Inertia page object of a full HTML response (the data-page attribute). */
export function inertiaPage(html) {
  const attribute = html.match(/\sdata-page="([^"]*)"/)
  if (attribute) return JSON.parse(decodeHtmlEntities(attribute[1]))
  const script = html.match(/<script[^>]*data-page[^>]*>([\s\S]*?)<\/script>/)
  if (script) return JSON.parse(script[1])
  throw new Error('no Inertia page object (data-page) in the page')
}

/** Posts a form as a browser would, with the page's CSRF token in X-CSRF-TOKEN. */
export async function postForm(baseUrl, jar, path, token, fields) {
  return request(baseUrl, jar, path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept': 'text/html',
      'X-CSRF-TOKEN': token,
    },
    body: new URLSearchParams(fields).toString(),
  })
}
