/*
 * Where the simulated athlete runs: a smooth terrain around home and a handful of route
 * shapes (loops, out-and-backs, lollipops), each scaled to the distance of the day.
 * Routes are sampled at a fixed spacing so that a position is one array lookup.
 * Coordinates are local metres (x east, y north) from home; `toLatLng` converts.
 */
import { hashSeed, mulberry32, uniform, type Random } from '#database/demo/prng'
import type { SimulatedAthlete } from '#database/demo/types'

const METERS_PER_DEGREE_LAT = 111_320

export interface Hill {
  x: number
  y: number
  heightMeters: number
  radiusMeters: number
}

export interface Terrain {
  baseAltitudeMeters: number
  tiltX: number
  tiltY: number
  hills: Hill[]
  ripples: Array<{ kx: number; ky: number; phase: number; amplitude: number }>
}

export interface Route {
  /** Spacing between samples, metres. */
  spacingMeters: number
  lengthMeters: number
  x: Float64Array
  y: Float64Array
  altitude: Float64Array
  /** Slope along the route, rise over run (0.02 = 2 %). */
  grade: Float64Array
}

export type RouteShape = 'loop' | 'out_and_back' | 'lollipop'

export const ROUTE_SHAPES: readonly RouteShape[] = ['loop', 'out_and_back', 'lollipop']

/** The same hills for every session of an athlete: the terrain depends on home only. */
export function terrainFor(athlete: Pick<SimulatedAthlete, 'homeLat' | 'homeLng'>): Terrain {
  const random = mulberry32(hashSeed('terrain', athlete.homeLat, athlete.homeLng))
  const hills: Hill[] = []
  for (let i = 0; i < 90; i++) {
    const angle = uniform(random, 0, 2 * Math.PI)
    const distance = 16_000 * Math.sqrt(random())
    hills.push({
      x: distance * Math.cos(angle),
      y: distance * Math.sin(angle),
      heightMeters: uniform(random, -12, 40),
      radiusMeters: uniform(random, 300, 1500),
    })
  }
  const ripples = Array.from({ length: 3 }, () => {
    const angle = uniform(random, 0, 2 * Math.PI)
    const wavelength = uniform(random, 120, 400)
    return {
      kx: ((2 * Math.PI) / wavelength) * Math.cos(angle),
      ky: ((2 * Math.PI) / wavelength) * Math.sin(angle),
      phase: uniform(random, 0, 2 * Math.PI),
      amplitude: uniform(random, 0.2, 0.6),
    }
  })
  return {
    baseAltitudeMeters: uniform(random, 30, 120),
    tiltX: uniform(random, -0.002, 0.002),
    tiltY: uniform(random, -0.002, 0.002),
    hills,
    ripples,
  }
}

export function terrainAltitude(terrain: Terrain, x: number, y: number): number {
  let altitude = terrain.baseAltitudeMeters + terrain.tiltX * x + terrain.tiltY * y
  for (const hill of terrain.hills) {
    const dx = x - hill.x
    const dy = y - hill.y
    const r2 = (dx * dx + dy * dy) / (hill.radiusMeters * hill.radiusMeters)
    if (r2 < 12) altitude += hill.heightMeters * Math.exp(-r2)
  }
  for (const ripple of terrain.ripples) {
    altitude += ripple.amplitude * Math.sin(ripple.kx * x + ripple.ky * y + ripple.phase)
  }
  return altitude
}

export function toLatLng(
  home: Pick<SimulatedAthlete, 'homeLat' | 'homeLng'>,
  x: number,
  y: number
): { lat: number; lng: number } {
  const lat = home.homeLat + y / METERS_PER_DEGREE_LAT
  const lng = home.homeLng + x / (METERS_PER_DEGREE_LAT * Math.cos((home.homeLat * Math.PI) / 180))
  return { lat, lng }
}

type Polyline = Array<[number, number]>

/** A wandering path from (x0, y0) along `heading`, `length` long (unit-free). */
function wanderingPath(
  random: Random,
  x0: number,
  y0: number,
  heading: number,
  length: number,
  points: number
): Polyline {
  const waves = Array.from({ length: 3 }, (_, k) => ({
    amplitude: uniform(random, 0.1, 0.5) / (k + 1),
    frequency: k + 1,
    phase: uniform(random, 0, 2 * Math.PI),
  }))
  const path: Polyline = [[x0, y0]]
  let x = x0
  let y = y0
  const step = length / points
  for (let i = 1; i <= points; i++) {
    const u = i / points
    let theta = heading
    for (const wave of waves) {
      theta += wave.amplitude * Math.sin(2 * Math.PI * wave.frequency * u + wave.phase)
    }
    x += step * Math.cos(theta)
    y += step * Math.sin(theta)
    path.push([x, y])
  }
  return path
}

/** A closed, gently irregular loop through (x0, y0), leaving along `heading`. */
function loopPath(
  random: Random,
  x0: number,
  y0: number,
  heading: number,
  points: number
): Polyline {
  const harmonics = Array.from({ length: 3 }, (_, k) => ({
    amplitude: uniform(random, 0, 0.14) / (k + 1),
    order: k + 2,
    phase: uniform(random, 0, 2 * Math.PI),
  }))
  const clockwise = random() < 0.5 ? -1 : 1
  const radius = (phi: number) => {
    let r = 1
    for (const h of harmonics) r += h.amplitude * Math.sin(h.order * phi + h.phase)
    return r
  }
  // The centre lies to one side of the start so that the loop leaves along `heading`.
  const toCentre = heading + clockwise * (Math.PI / 2)
  const startPhi = toCentre + Math.PI
  const r0 = radius(startPhi)
  const cx = x0 + r0 * Math.cos(toCentre)
  const cy = y0 + r0 * Math.sin(toCentre)
  const path: Polyline = []
  for (let i = 0; i <= points; i++) {
    const phi = startPhi - clockwise * ((2 * Math.PI * i) / points)
    const r = radius(phi)
    path.push([cx + r * Math.cos(phi), cy + r * Math.sin(phi)])
  }
  path[points] = [x0, y0]
  return path
}

function polylineLength(path: Polyline): number {
  let length = 0
  for (let i = 1; i < path.length; i++) {
    length += Math.hypot(path[i][0] - path[i - 1][0], path[i][1] - path[i - 1][1])
  }
  return length
}

function scaled(path: Polyline, factor: number, ox: number, oy: number): Polyline {
  return path.map(([x, y]) => [ox + (x - ox) * factor, oy + (y - oy) * factor])
}

/** The unit shape of route `routeId`, starting and ending at the origin, length ≈ 1. */
export function routeShape(
  athlete: Pick<SimulatedAthlete, 'homeLat' | 'homeLng'>,
  routeId: number
): { shape: RouteShape; path: Polyline } {
  const random = mulberry32(hashSeed('route', athlete.homeLat, athlete.homeLng, routeId))
  const shape = ROUTE_SHAPES[routeId % ROUTE_SHAPES.length]
  const heading = uniform(random, 0, 2 * Math.PI)
  if (shape === 'loop') {
    const path = loopPath(random, 0, 0, heading, 720)
    return { shape, path: scaled(path, 1 / polylineLength(path), 0, 0) }
  }
  if (shape === 'out_and_back') {
    const out = wanderingPath(random, 0, 0, heading, 0.5, 400)
    return { shape, path: [...out, ...out.slice(0, -1).reverse()] }
  }
  const stem = wanderingPath(random, 0, 0, heading, 0.2, 160)
  const [sx, sy] = stem[stem.length - 1]
  const rawLoop = loopPath(random, sx, sy, heading, 480)
  const loop = scaled(rawLoop, 0.6 / polylineLength(rawLoop), sx, sy)
  return { shape, path: [...stem, ...loop.slice(1), ...stem.slice(0, -1).reverse()] }
}

/** Route `routeId` scaled to `lengthMeters`, resampled every `spacingMeters`, with altitude. */
export function buildRoute(
  athlete: Pick<SimulatedAthlete, 'homeLat' | 'homeLng'>,
  terrain: Terrain,
  routeId: number,
  lengthMeters: number,
  spacingMeters = 2
): Route {
  const { path } = routeShape(athlete, routeId)
  const unitLength = polylineLength(path)
  const factor = lengthMeters / unitLength
  const count = Math.max(2, Math.ceil(lengthMeters / spacingMeters) + 1)
  const x = new Float64Array(count)
  const y = new Float64Array(count)
  let segment = 1
  let segmentStart = 0
  let segmentLength = Math.hypot(path[1][0] - path[0][0], path[1][1] - path[0][1]) * factor
  for (let i = 0; i < count; i++) {
    const at = Math.min(i * spacingMeters, lengthMeters)
    while (at > segmentStart + segmentLength && segment < path.length - 1) {
      segmentStart += segmentLength
      segment++
      segmentLength =
        Math.hypot(
          path[segment][0] - path[segment - 1][0],
          path[segment][1] - path[segment - 1][1]
        ) * factor
    }
    const u = segmentLength > 0 ? Math.min(1, (at - segmentStart) / segmentLength) : 0
    const [ax, ay] = path[segment - 1]
    const [bx, by] = path[segment]
    x[i] = (ax + (bx - ax) * u) * factor
    y[i] = (ay + (by - ay) * u) * factor
  }
  const altitude = new Float64Array(count)
  for (let i = 0; i < count; i++) altitude[i] = terrainAltitude(terrain, x[i], y[i])
  const grade = new Float64Array(count)
  const half = Math.max(1, Math.round(10 / spacingMeters))
  for (let i = 0; i < count; i++) {
    const a = Math.max(0, i - half)
    const b = Math.min(count - 1, i + half)
    grade[i] = b > a ? (altitude[b] - altitude[a]) / ((b - a) * spacingMeters) : 0
  }
  return { spacingMeters, lengthMeters, x, y, altitude, grade }
}

/** Index into the route's samples for a distance covered (wraps past the end). */
export function routeIndex(route: Route, distanceMeters: number): number {
  const along = distanceMeters % route.lengthMeters
  return Math.min(route.x.length - 1, Math.max(0, Math.round(along / route.spacingMeters)))
}
