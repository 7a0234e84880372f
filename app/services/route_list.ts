import router from '@adonisjs/core/services/router'
import app from '@adonisjs/core/services/app'
import type User from '#models/user'

/**
 * The named routes in the shape ziggy-js reads (`{ url, port, defaults,
 * routes: { name: { uri, methods, parameters } } }`), embedded once in the
 * HTML document so that client code resolves paths by name
 * (docs/decisions/002-client-route-list.md). Each document gets the routes
 * its reader may use: a guest the public and sign-in routes, an athlete also
 * the app's routes, an admin also the admin area; the development routes
 * only outside production.
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

/** Who reads a document: decides which routes it lists. */
export type RouteAudience = 'guest' | 'athlete' | 'admin'

/** Who may use a route: from its middleware (`auth`, `admin`) and its name (`dev.*`). */
export type RouteAccess = 'public' | 'signed_in' | 'admin' | 'development'

const ALLOWED: Record<RouteAudience, RouteAccess[]> = {
  guest: ['public', 'development'],
  athlete: ['public', 'signed_in', 'development'],
  admin: ['public', 'signed_in', 'admin', 'development'],
}

export function routeAudience(user: Pick<User, 'isAdmin'> | null | undefined): RouteAudience {
  if (!user) return 'guest'
  return user.isAdmin ? 'admin' : 'athlete'
}

interface NamedRoute {
  name: string
  access: RouteAccess
  route: ZiggyRoute
}

interface RouteList {
  config: ZiggyConfig
  json: string
}

let cachedRoutes: NamedRoute[] | null = null
const cachedLists = new Map<RouteAudience | 'all', RouteList>()

function middlewareNames(route: { middleware: { all(): Iterable<unknown> } }): Set<string> {
  const names = new Set<string>()
  for (const one of route.middleware.all()) {
    const name = (one as { name?: unknown }).name
    if (typeof name === 'string') names.add(name)
  }
  return names
}

export function routeAccess(name: string, middleware: Set<string>): RouteAccess {
  if (name.startsWith('dev.')) return 'development'
  if (middleware.has('admin')) return 'admin'
  if (middleware.has('auth')) return 'signed_in'
  return 'public'
}

function namedRoutes(): NamedRoute[] {
  if (cachedRoutes) return cachedRoutes
  const routes: NamedRoute[] = []
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) {
      if (!route.name || route.pattern.includes('*')) continue
      const access = routeAccess(route.name, middlewareNames(route))
      // Registered only outside production (start/routes.ts); never listed there.
      if (access === 'development' && app.inProduction) continue
      const { uri, parameters } = toZiggyUri(route.pattern)
      routes.push({
        name: route.name,
        access,
        route: { uri, methods: route.methods, ...(parameters.length ? { parameters } : {}) },
      })
    }
  }
  // Cached once the routes are committed (an empty list means "not yet").
  if (routes.length > 0) cachedRoutes = routes
  return routes
}

function toList(routes: NamedRoute[]): RouteList {
  // Relative URLs: the client always builds paths on the current origin.
  const config: ZiggyConfig = {
    url: '',
    port: null,
    defaults: {},
    routes: Object.fromEntries(routes.map(({ name, route }) => [name, route])),
  }
  return { config, json: JSON.stringify(config).replaceAll('<', '\\u003c') }
}

/** The routes one audience may use, for its documents. */
export function routeListFor(audience: RouteAudience): RouteList {
  const cached = cachedLists.get(audience)
  if (cached) return cached
  const routes = namedRoutes()
  const list = toList(routes.filter((one) => ALLOWED[audience].includes(one.access)))
  if (routes.length > 0) cachedLists.set(audience, list)
  return list
}

/**
 * Every named route, for server-side rendering only (set on
 * globalThis.Ziggy, never sent to a browser): the server renders the same
 * links the page's own audience list resolves.
 */
export function routeList(): RouteList {
  const cached = cachedLists.get('all')
  if (cached) return cached
  const routes = namedRoutes()
  const list = toList(routes)
  ;(globalThis as { Ziggy?: ZiggyConfig }).Ziggy = list.config
  if (routes.length > 0) cachedLists.set('all', list)
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
