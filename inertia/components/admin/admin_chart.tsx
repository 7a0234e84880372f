/*
 * One small uPlot chart for the admin pages (sign-ups per week, MRR per month):
 * labelled x positions, one series, bars or a line. A lazy chunk: only the admin
 * pages load it, and uPlot stays out of the app entry (useUPlot loads it).
 */
import type uPlot from 'uplot'
import { useRef } from 'react'
import { useUPlot } from '~/components/charts/use_uplot'

const HEIGHT = 220

export default function AdminChart({
  labels,
  values,
  label,
  kind = 'line',
  formatValue = (value: number) => String(value),
}: {
  labels: string[]
  values: number[]
  label: string
  kind?: 'line' | 'bars'
  formatValue?: (value: number) => string
}) {
  const container = useRef<HTMLDivElement>(null)

  useUPlot(
    container,
    (UPlot) => [
      {
        options: {
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false, setScale: false } },
          scales: {
            x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] },
            y: { range: (_plot, _min, max) => [0, Math.max(1, max * 1.1)] },
          },
          axes: [
            {
              stroke: '#4b5563',
              grid: { show: false },
              ticks: { stroke: '#d1d5db', width: 1 },
              incrs: [1, 2, 4, 8],
              values: (_plot, splits) =>
                splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
            },
            {
              stroke: '#4b5563',
              size: 64,
              grid: { stroke: '#e5e7eb', width: 1 },
              ticks: { stroke: '#d1d5db', width: 1 },
              values: (_plot, splits) => splits.map((split) => formatValue(split)),
            },
          ],
          series: [
            {},
            {
              label,
              stroke: '#0f766e',
              width: kind === 'line' ? 2 : 0,
              fill: kind === 'bars' ? 'rgba(15,118,110,0.75)' : 'rgba(15,118,110,0.12)',
              paths: kind === 'bars' ? UPlot.paths.bars!({ size: [0.7, 40] }) : undefined,
              points: { show: kind === 'line' },
            },
          ],
        },
        data: [labels.map((_, index) => index), values] as uPlot.AlignedData,
        target: container.current,
      },
    ],
    [labels, values, label, kind, formatValue]
  )

  return (
    <div
      ref={container}
      role="img"
      aria-label={`${label} chart; its figures are in the table below it.`}
      data-testid="admin-chart"
    />
  )
}
