import { route as ziggyRoute } from 'ziggy-js'

/**
 * Path of a named server route, from the route list embedded in the HTML
 * document (window.Ziggy; set on the server for SSR). Client code never
 * hard-codes a path.
 */
export function route(
  name: string,
  params?: Record<string, string | number | undefined> | string | number
): string {
  return ziggyRoute(name, params as never, false)
}

/**
 * Whether the current location is the named route (for navigation state).
 */
export function isCurrentRoute(name: string, currentUrl: string): boolean {
  const path = currentUrl.split('?')[0]
  try {
    return route(name) === path
  } catch {
    return false
  }
}
