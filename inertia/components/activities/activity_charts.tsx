/*
 * The activity page's charts (pace or speed, heart rate, elevation) with one cursor shared
 * across them (uPlot's cursor.sync). A lazy chunk: only Activities/Show loads it.
 */
import type uPlot from 'uplot'
import { useRef } from 'react'
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
            drag: { x: false, y: false, setScale: false },
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
                  setCursor: [
                    (plot) => {
                      const idx = plot.cursor.idx
                      cursor.set(idx === null || idx === undefined ? null : data.sourceIndex[idx])
                    },
                  ],
                }
              : {},
        }
        return {
          options,
          data: [data.x, series.values] as uPlot.AlignedData,
          target: containers.current[position],
        }
      })
    },
    [data, syncKey, cursor],
    () => {
      // uPlot draws in a microtask after construction: measure once that has run.
      queueMicrotask(() => {
        performance.mark('pw-charts-end')
        const measure = performance.measure('pw-charts', 'pw-charts-start', 'pw-charts-end')
        window.__chartsRenderMs = measure.duration
      })
      return () => cursor.set(null)
    }
  )

  return (
    <div ref={wrapper} className="space-y-3" data-testid="activity-charts">
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
