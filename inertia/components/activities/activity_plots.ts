/*
 * The uPlot options of one activity chart (activity_charts.tsx draws them): one series
 * against distance or time, with the shared cursor and drag-to-zoom. Pure: the component
 * passes its hooks in.
 */
import type uPlot from 'uplot'
import { robustRange, type ChartData } from '~/lib/activity_streams'

const CHART_HEIGHT = 150
const PACE_TICKS = [5, 10, 15, 20, 30, 60, 120, 300, 600, 900, 1800, 3600]
const GRID = { grid: { stroke: '#e5e7eb', width: 1 }, ticks: { stroke: '#d1d5db', width: 1 } }

/** The options of the chart of `series`, its y axis fitted to the series' robust range. */
export function seriesPlotOptions(
  data: ChartData,
  series: ChartData['series'][number],
  syncKey: string,
  hooks: uPlot.Hooks.Arrays
): Omit<uPlot.Options, 'width'> {
  const range = robustRange(series.values)
  return {
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: {
      sync: { key: syncKey, setSeries: false },
      drag: { x: true, y: false, setScale: true },
      points: { size: 7 },
    },
    scales: {
      x: { time: false },
      y: { dir: series.inverted ? -1 : 1, ...(range ? { range: () => range } : {}) },
    },
    axes: [
      {
        stroke: '#4b5563',
        ...GRID,
        values: (_plot, splits) => splits.map((value) => data.formatX(value)),
      },
      {
        stroke: '#4b5563',
        size: 56,
        // Paces tick at whole seconds and minutes (4:30, 5:00), not at decimal steps.
        ...(series.key === 'pace' ? { incrs: PACE_TICKS } : {}),
        ...GRID,
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
    hooks,
  }
}
