/*
 * The route on a Leaflet map, tiles from the configured source (MAP_TILE_URL). A lazy chunk:
 * only Activities/Show loads it. Without tiles (offline, blocked) the route is still drawn.
 */
import 'leaflet/dist/leaflet.css'
import * as L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import type { MapConfigDto } from '#dtos/activity'
import type { CursorStore } from '~/lib/cursor_store'

export default function RouteMap({
  lat,
  lng,
  map: config,
  cursor,
}: {
  lat: (number | null)[]
  lng: (number | null)[]
  map: MapConfigDto
  cursor: CursorStore
}) {
  const container = useRef<HTMLDivElement>(null)
  const [tilesFailed, setTilesFailed] = useState(false)

  useEffect(() => {
    if (!container.current) return
    const { points, pointOf } = routePoints(lat, lng)
    if (!points.length) return

    const map = L.map(container.current, { scrollWheelZoom: false })
    const tiles = L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 })
    tiles.on('tileerror', () => setTilesFailed(true))
    tiles.addTo(map)
    const line = L.polyline(points, { color: '#047857', weight: 3 }).addTo(map)
    endMarker(points[0], '#16a34a', 'Start').addTo(map)
    endMarker(points[points.length - 1], '#111827', 'Finish').addTo(map)
    map.fitBounds(line.getBounds(), { padding: [16, 16] })

    const marker = L.circleMarker(points[0], {
      radius: 7,
      color: '#ffffff',
      weight: 2,
      fillColor: '#dc2626',
      fillOpacity: 1,
    })
    const unsubscribe = cursor.subscribe(() => {
      const index = cursor.get()
      const point = index === null ? undefined : pointOf.get(index)
      if (point) {
        marker.setLatLng(point)
        if (!map.hasLayer(marker)) marker.addTo(map)
      } else if (map.hasLayer(marker)) {
        marker.remove()
      }
    })
    return () => {
      unsubscribe()
      map.remove()
    }
  }, [lat, lng, config.tileUrl, config.attribution, cursor])

  return (
    <div>
      <div
        ref={container}
        className="isolate h-72 w-full overflow-hidden rounded-md bg-gray-100 sm:h-96"
        role="region"
        aria-label="Route map"
        data-testid="route-map"
      />
      {tilesFailed && (
        <p className="mt-2 text-sm text-gray-600" role="status">
          The map background could not be loaded; the route is drawn without it.
        </p>
      )}
    </div>
  )
}

/** The samples that have a position, and the position of each sample index that has one. */
function routePoints(lat: (number | null)[], lng: (number | null)[]) {
  const points: L.LatLngTuple[] = []
  const pointOf = new Map<number, L.LatLngTuple>()
  for (const [i, a] of lat.entries()) {
    const b = lng[i]
    if (a === null || b === null || a === undefined || b === undefined) continue
    const point: L.LatLngTuple = [a, b]
    points.push(point)
    pointOf.set(i, point)
  }
  return { points, pointOf }
}

/** The start or finish dot: white ring, filled, its name on hover. */
function endMarker(point: L.LatLngTuple, fillColor: string, name: string) {
  return L.circleMarker(point, {
    radius: 6,
    color: '#ffffff',
    weight: 2,
    fillColor,
    fillOpacity: 1,
  }).bindTooltip(name)
}
