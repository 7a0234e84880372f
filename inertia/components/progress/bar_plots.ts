/*
 * The uPlot options of the Progress page's stacked bars and VDOT trend (progress_charts.tsx
 * draws them). Pure: the component passes its cursor callback in.
 */
import type uPlot from 'uplot'
import type { PlotSpec, UPlotClass } from '~/components/charts/use_uplot'
import type { VdotTrendDto } from '#dtos/progress'
import { dateToSeconds, SERIES_COLORS } from '~/components/progress/progress_format'
import { AXIS, utcDates } from '~/components/progress/fitness_plots'

export interface Stack {
  key: string
  label: string
  color: string
  values: number[]
}

const BAR_HEIGHT = 220

/** How the bars' axes are written (see StackedBars' props). */
export interface BarAxes {
  formatAxis: (value: number) => string
  incrs?: number[]
  formatTick: (period: string) => string
}

/**
 * Bars stacked by category, one per period: cumulative sums drawn tallest first so that each
 * category shows its own segment.
 */
export function stackedBarsPlot(
  UPlot: UPlotClass,
  periods: string[],
  stacks: Stack[],
  axes: BarAxes,
  target: HTMLElement | null,
  onCursor: (plot: uPlot) => void
): PlotSpec {
  const x = periods.map(dateToSeconds)
  const cumulative: number[][] = []
  stacks.forEach((stack, position) => {
    cumulative.push(stack.values.map((value, i) => value + (cumulative[position - 1]?.[i] ?? 0)))
  })
  const order = stacks.map((_, position) => position).reverse()
  const bars = UPlot.paths.bars!({ size: [0.7, 48], align: 0 })
  // Half a period each side, so that the first and last bars are whole.
  const half = x.length > 1 ? (x[1] - x[0]) / 2 : 3.5 * 86400
  return {
    options: {
      height: BAR_HEIGHT,
      tzDate: utcDates(UPlot),
      legend: { show: false },
      cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false } },
      scales: {
        x: { time: true, range: (_u, min, max) => [min - half, max + half] },
        y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.05] },
      },
      axes: barAxes(x, axes),
      series: [
        {},
        ...order.map((position) => ({
          label: stacks[position].label,
          stroke: stacks[position].color,
          fill: stacks[position].color,
          width: 0,
          paths: bars,
          points: { show: false },
        })),
      ],
      hooks: { setCursor: [onCursor] },
    },
    data: [x, ...order.map((position) => cumulative[position])] as uPlot.AlignedData,
    target,
  }
}

/** The period axis (one tick a period, thinned to fit) and the value axis. */
function barAxes(x: number[], { formatAxis, incrs, formatTick }: BarAxes): uPlot.Axis[] {
  return [
    {
      ...AXIS,
      splits: (u) => {
        const fit = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 64))
        const step = Math.ceil(x.length / fit)
        return x.filter((_, i) => (x.length - 1 - i) % step === 0)
      },
      values: (_u, splits) =>
        splits.map((value) => formatTick(new Date(value * 1000).toISOString().slice(0, 10))),
    },
    {
      ...AXIS,
      size: 60,
      ...(incrs ? { incrs } : {}),
      values: (_u, splits) => splits.map((v) => formatAxis(v)),
    },
  ]
}

/** VDOT over time: a grey trend line, races as filled markers, effort estimates as rings. */
export function vdotPlot(
  UPlot: UPlotClass,
  trend: VdotTrendDto,
  target: HTMLElement | null,
  onCursor: (plot: uPlot) => void
): PlotSpec {
  const x = trend.dates.map(dateToSeconds)
  const race = trend.values.map((value, i) => (trend.sources[i] === 'race' ? value : null))
  const effort = trend.values.map((value, i) => (trend.sources[i] === 'effort' ? value : null))
  const none = () => null
  return {
    options: {
      height: 200,
      tzDate: utcDates(UPlot),
      legend: { show: false },
      cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 9 } },
      scales: {
        x: { time: true },
        y: { range: (_u, min, max) => [Math.floor(min - 2), Math.ceil(max + 2)] },
      },
      axes: [{ ...AXIS }, { ...AXIS, size: 44 }],
      series: [
        {},
        { label: 'Trend', stroke: '#d1d5db', width: 1, points: { show: false } },
        {
          label: 'Race',
          stroke: SERIES_COLORS.fitness,
          paths: none,
          points: { show: true, size: 10, fill: SERIES_COLORS.fitness, width: 2 },
        },
        {
          label: 'Effort-based estimate',
          stroke: SERIES_COLORS.fatigue,
          paths: none,
          points: { show: true, size: 8, fill: '#ffffff', width: 2 },
        },
      ],
      hooks: { setCursor: [onCursor] },
    },
    data: [x, trend.values, race, effort] as uPlot.AlignedData,
    target,
  }
}
