import router from '@adonisjs/core/services/router'

/**
 * The named routes in the shape ziggy-js reads (`{ url, port, defaults,
 * routes: { name: { uri, methods, parameters } } }`), embedded once in the
 * HTML document so that client code resolves paths by name.
 */
export interface ZiggyRoute {
  uri: string
  methods: string[]
  parameters?: string[]
}
export interface ZiggyConfig {
  url: string
  port: number | null
  defaults: Record<string, never>
  routes: Record<string, ZiggyRoute>
}

let cached: { config: ZiggyConfig; json: string } | null = null

export function routeList() {
  if (cached) return cached
  const routes: Record<string, ZiggyRoute> = {}
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) {
      if (!route.name || route.pattern.includes('*')) continue
      const { uri, parameters } = toZiggyUri(route.pattern)
      routes[route.name] = {
        uri,
        methods: route.methods,
        ...(parameters.length ? { parameters } : {}),
      }
    }
  }
  // Relative URLs: the client always builds paths on the current origin.
  const config: ZiggyConfig = { url: '', port: null, defaults: {}, routes }
  // Server-side rendering reads the same list.
  ;(globalThis as { Ziggy?: ZiggyConfig }).Ziggy = config
  const list = { config, json: JSON.stringify(config).replaceAll('<', '\\u003c') }
  // Cached once the routes are committed (an empty list means "not yet").
  if (Object.keys(routes).length > 0) cached = list
  return list
}

/**
 * An AdonisJS route pattern (`/reset-password/:token`, `/posts/:id?`) as a
 * Ziggy URI (`reset-password/{token}`, `posts/{id?}`) and its parameters.
 */
export function toZiggyUri(pattern: string) {
  const parameters: string[] = []
  const uri = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const optional = segment.endsWith('?')
      const name = segment.slice(1, optional ? -1 : undefined)
      parameters.push(name)
      return `{${name}${optional ? '?' : ''}}`
    })
    .join('/')
  return { uri, parameters }
}
