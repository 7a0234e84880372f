/*
 * The activity page's charts (pace or speed, heart rate, elevation) with one cursor shared
 * across them (uPlot's cursor.sync), and one zoom: dragging across any chart zooms all of
 * them to that stretch (uPlot's drag-to-zoom, https://github.com/leeoniya/uPlot/tree/master/docs#cursor);
 * a double click or "Reset zoom" shows the whole activity again. A lazy chunk: only
 * Activities/Show loads it.
 */
import type uPlot from 'uplot'
import { useRef, useState } from 'react'
import { useUPlot } from '~/components/charts/use_uplot'
import type { ChartData } from '~/lib/activity_streams'
import { robustRange } from '~/lib/activity_streams'
import type { CursorStore } from '~/lib/cursor_store'

declare global {
  interface Window {
    /** How long the last chart render took, ms (Performance API; read by tests and bench). */
    __chartsRenderMs?: number
  }
}

const CHART_HEIGHT = 150
const PACE_TICKS = [5, 10, 15, 20, 30, 60, 120, 300, 600, 900, 1800, 3600]

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
  const plots = useRef<uPlot[]>([])
  // The zoomed x range survives a change of smoothing (same axis), not a change of axis.
  const zoom = useRef<{ xAxis: string; min: number; max: number } | null>(null)
  const [zoomed, setZoomed] = useState<{ min: number; max: number } | null>(null)
  const syncing = useRef(false)

  const first = data.x[0]
  const last = data.x[data.x.length - 1]
  // A plot's own first scaling (to the whole activity) is not a zoom: wait for its `ready`.
  const ready = useRef(new WeakSet<uPlot>())
  const onReady = (plot: uPlot) => {
    ready.current.add(plot)
  }
  const onScale = (plot: uPlot, key: string) => {
    if (key !== 'x' || syncing.current || !ready.current.has(plot)) return
    const { min, max } = plot.scales.x
    if (min === undefined || max === undefined) return
    const whole = min <= first + 1e-9 && max >= last - 1e-9
    zoom.current = whole ? null : { xAxis: data.xAxis, min, max }
    setZoomed(whole ? null : { min, max })
    syncing.current = true
    for (const other of plots.current) {
      if (other !== plot) other.setScale('x', { min, max })
    }
    syncing.current = false
  }
  const resetZoom = () => {
    syncing.current = true
    for (const plot of plots.current) plot.setScale('x', { min: first, max: last })
    syncing.current = false
    zoom.current = null
    setZoomed(null)
  }

  useUPlot(
    wrapper,
    () => {
      performance.mark('pw-charts-start')
      return data.series.map((series, position) => {
        const range = robustRange(series.values)
        const options: Omit<uPlot.Options, 'width'> = {
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: {
            sync: { key: syncKey, setSeries: false },
            drag: { x: true, y: false, setScale: true },
            points: { size: 7 },
          },
          scales: {
            x: { time: false },
            y: {
              dir: series.inverted ? -1 : 1,
              ...(range ? { range: () => range } : {}),
            },
          },
          axes: [
            {
              stroke: '#4b5563',
              grid: { stroke: '#e5e7eb', width: 1 },
              ticks: { stroke: '#d1d5db', width: 1 },
              values: (_plot, splits) => splits.map((value) => data.formatX(value)),
            },
            {
              stroke: '#4b5563',
              size: 56,
              // Paces tick at whole seconds and minutes (4:30, 5:00), not at decimal steps.
              ...(series.key === 'pace' ? { incrs: PACE_TICKS } : {}),
              grid: { stroke: '#e5e7eb', width: 1 },
              ticks: { stroke: '#d1d5db', width: 1 },
              values: (_plot, splits) => splits.map((value) => series.format(value)),
            },
          ],
          series: [
            {},
            {
              label: series.label,
              stroke: series.color,
              width: 1.5,
              fill: series.key === 'altitude' ? 'rgba(107,114,128,0.15)' : undefined,
              spanGaps: false,
              points: { show: false },
            },
          ],
          hooks:
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
              : { ready: [onReady], setScale: [onScale] },
        }
        return {
          options,
          data: [data.x, series.values] as uPlot.AlignedData,
          target: containers.current[position],
        }
      })
    },
    [data, syncKey, cursor],
    (created) => {
      plots.current = created
      const kept = zoom.current
      if (kept && kept.xAxis === data.xAxis) {
        // New plots (another smoothing) show the same stretch once they have drawn.
        requestAnimationFrame(() => {
          syncing.current = true
          for (const plot of created) plot.setScale('x', { min: kept.min, max: kept.max })
          syncing.current = false
        })
      } else {
        zoom.current = null
        setZoomed(null)
      }
      // uPlot draws in a microtask after construction: measure once that has run.
      queueMicrotask(() => {
        performance.mark('pw-charts-end')
        const measure = performance.measure('pw-charts', 'pw-charts-start', 'pw-charts-end')
        window.__chartsRenderMs = measure.duration
      })
      return () => {
        plots.current = []
        cursor.set(null)
      }
    }
  )

  return (
    <div ref={wrapper} className="space-y-3" data-testid="activity-charts">
      <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm text-gray-600">
        {zoomed ? (
          <>
            <span data-testid="chart-zoom" aria-live="polite">
              Showing {data.formatX(zoomed.min)}–{data.formatX(zoomed.max)}
              {data.xAxis === 'distance' ? (data.xLabel.includes('km') ? ' km' : ' mi') : ''}
            </span>
            <button
              type="button"
              onClick={resetZoom}
              className="rounded-md px-2 py-1 font-medium text-brand-700 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Reset zoom
            </button>
          </>
        ) : (
          <span>Drag across a chart to zoom in; double-click to zoom out.</span>
        )}
      </div>
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
