/*
 * The activity page's charts (pace or speed, heart rate, elevation) with one cursor shared
 * across them (uPlot's cursor.sync), and one zoom: dragging across any chart zooms all of
 * them to that stretch (uPlot's drag-to-zoom, https://github.com/leeoniya/uPlot/tree/master/docs#cursor);
 * a double click or "Reset zoom" shows the whole activity again. A lazy chunk: only
 * Activities/Show loads it.
 */
import type uPlot from 'uplot'
import { useRef } from 'react'
import { useUPlot } from '~/components/charts/use_uplot'
import type { ChartData } from '~/lib/activity_streams'
import type { CursorStore } from '~/lib/cursor_store'
import { seriesPlotOptions } from '~/components/activities/activity_plots'
import { useSyncedZoom } from '~/components/activities/use_synced_zoom'

declare global {
  interface Window {
    /** How long the last chart render took, ms (Performance API; read by tests and bench). */
    __chartsRenderMs?: number
  }
}

/** The activity's charts, one a series, sharing a cursor and a zoom. */
export default function ActivityCharts({
  data,
  syncKey,
  cursor,
}: {
  data: ChartData
  syncKey: string
  cursor: CursorStore
}) {
  const containers = useRef<(HTMLDivElement | null)[]>([])
  const wrapper = useRef<HTMLDivElement>(null)
  const { zoomed, onReady, onScale, resetZoom, keep, forget } = useSyncedZoom(data)

  useUPlot(
    wrapper,
    () => {
      performance.mark('pw-charts-start')
      return data.series.map((series, position) => {
        // The first chart reports the cursor to the page (the readout and the map's marker).
        const hooks: uPlot.Hooks.Arrays =
          position === 0
            ? {
                ready: [onReady],
                setScale: [onScale],
                setCursor: [
                  (plot) => {
                    const idx = plot.cursor.idx
                    cursor.set(idx === null || idx === undefined ? null : data.sourceIndex[idx])
                  },
                ],
              }
            : { ready: [onReady], setScale: [onScale] }
        return {
          options: seriesPlotOptions(data, series, syncKey, hooks),
          data: [data.x, series.values] as uPlot.AlignedData,
          target: containers.current[position],
        }
      })
    },
    [data, syncKey, cursor],
    (created) => {
      keep(created)
      // uPlot draws in a microtask after construction: measure once that has run.
      queueMicrotask(() => {
        performance.mark('pw-charts-end')
        const measure = performance.measure('pw-charts', 'pw-charts-start', 'pw-charts-end')
        window.__chartsRenderMs = measure.duration
      })
      return () => {
        forget()
        cursor.set(null)
      }
    }
  )

  return (
    <div ref={wrapper} className="space-y-3" data-testid="activity-charts">
      <ZoomBar data={data} zoomed={zoomed} onReset={resetZoom} />
      {data.series.map((series, position) => (
        <figure key={series.key} className="m-0">
          <figcaption className="text-sm font-medium text-gray-700">
            {series.label} ({series.unit}) against {data.xLabel.toLowerCase()}
          </figcaption>
          <div
            ref={(element) => {
              containers.current[position] = element
            }}
            role="img"
            aria-label={`${series.label} chart; its figures are in the table “Chart figures as text”.`}
            data-chart={series.key}
          />
        </figure>
      ))}
    </div>
  )
}

/** The zoomed stretch with a reset button, or how to zoom. */
function ZoomBar({
  data,
  zoomed,
  onReset,
}: {
  data: ChartData
  zoomed: { min: number; max: number } | null
  onReset: () => void
}) {
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm text-gray-600">
      {zoomed ? (
        <>
          <span data-testid="chart-zoom" aria-live="polite">
            Showing {data.formatX(zoomed.min)}–{data.formatX(zoomed.max)}
            {data.xAxis === 'distance' ? (data.xLabel.includes('km') ? ' km' : ' mi') : ''}
          </span>
          <button
            type="button"
            onClick={onReset}
            className="rounded-md px-2 py-1 font-medium text-brand-700 ring-1 ring-gray-300 hover:bg-gray-50"
          >
            Reset zoom
          </button>
        </>
      ) : (
        <span>Drag across a chart to zoom in; double-click to zoom out.</span>
      )}
    </div>
  )
}
