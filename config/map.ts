import env from '#start/env'

/**
 * Map tiles on activity pages (MAP_TILE_URL, MAP_ATTRIBUTION): OpenStreetMap's
 * standard tiles unless configured. The tile host's origin is allowed in the
 * CSP's img-src (config/shield.ts).
 */
export const mapTileUrl =
  env.get('MAP_TILE_URL') || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const mapAttribution = env.get('MAP_ATTRIBUTION') || '&copy; OpenStreetMap contributors'

/**
 * The origin tiles load from ("https://tile.openstreetmap.org"), or null for
 * a relative URL (tiles served by this app: 'self' covers them). Subdomain
 * placeholders ("https://{s}.tile.example.org") become a wildcard host.
 */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/]+)/i.exec(tileUrl)
  if (!match) return null
  const host = match[2].replace(/\{[a-z]+\}/gi, '*')
  return `${match[1].toLowerCase()}://${host}`
}
