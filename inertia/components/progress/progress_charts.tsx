/*
 * The Progress page's charts, drawn with uPlot (thousands of daily points stay smooth).
 * A lazy chunk: only the Progress page loads it, once its deferred props have arrived.
 * Every chart here has a text summary and a table next to it on the page (progress_tables.tsx).
 * Their uPlot options are built in fitness_plots.ts and bar_plots.ts.
 */
import type uPlot from 'uplot'
import { useMemo, useRef, useState } from 'react'
import { useUPlot } from '~/components/charts/use_uplot'
import type { FitnessSeriesDto, FormBandDto, VdotTrendDto } from '#dtos/progress'
import { dateToSeconds, dayLabel, SERIES_COLORS } from '~/components/progress/progress_format'
import { fitnessPlots, hoveredIndex } from '~/components/progress/fitness_plots'
import { stackedBarsPlot, vdotPlot, type Stack } from '~/components/progress/bar_plots'
import {
  ChartKey,
  DayReadout,
  DayTooltip,
  type Hover,
} from '~/components/progress/fitness_readouts'

export type { Stack }

declare global {
  interface Window {
    /** How long the last fitness chart render took, ms (Performance API; tests and bench). */
    __progressChartsRenderMs?: number
  }
}

/** Records how long the fitness charts took to draw, once uPlot's first draw has run. */
function measureRender() {
  // uPlot draws in a microtask after construction: measure once that has run.
  queueMicrotask(() => {
    performance.mark('pw-progress-charts-end')
    const measure = performance.measure(
      'pw-progress-charts',
      'pw-progress-charts-start',
      'pw-progress-charts-end'
    )
    window.__progressChartsRenderMs = measure.duration
  })
}

/**
 * Two charts sharing one cursor: fitness and fatigue over the daily load (bars), and form
 * shaded in its bands. Hovering shows the day's values and the activities behind its load.
 */
export function FitnessChart({
  series,
  bands,
}: {
  series: FitnessSeriesDto
  bands: FormBandDto[]
}) {
  const wrapper = useRef<HTMLDivElement>(null)
  const top = useRef<HTMLDivElement>(null)
  const bottom = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<Hover | null>(null)
  const [pinned, setPinned] = useState<number>(series.dates.length - 1)
  const last = series.dates.length - 1
  const loadLabel = series.step === 'week' ? 'Weekly load' : 'Daily load'
  const x = useMemo(() => series.dates.map(dateToSeconds), [series.dates])

  // Both plots share the cursor (sync key): either one moves the tooltip and the pin.
  const followCursor = (plot: uPlot) => {
    const index = hoveredIndex(plot)
    if (index === null) return setHover(null)
    setHover({
      index,
      left: plot.cursor.left! + plot.over.offsetLeft,
      width: plot.root.clientWidth,
    })
    setPinned(index)
  }
  useUPlot(
    wrapper,
    (UPlot) => {
      setPinned(series.dates.length - 1)
      performance.mark('pw-progress-charts-start')
      const targets = { top: top.current, bottom: bottom.current }
      return fitnessPlots(UPlot, x, series, bands, targets, followCursor)
    },
    [series, x, bands],
    measureRender
  )

  return (
    <div ref={wrapper} data-testid="fitness-chart" className="relative">
      <ChartKey
        items={[
          { label: 'Fitness', color: SERIES_COLORS.fitness },
          { label: 'Fatigue', color: SERIES_COLORS.fatigue },
          { label: `${loadLabel} (right axis)`, color: SERIES_COLORS.load, bar: true },
        ]}
      />
      <div className="relative">
        <div
          ref={top}
          role="img"
          aria-label="Fitness and fatigue chart; its figures are in the table below."
          data-chart="fitness"
        />
        {hover !== null && <DayTooltip series={series} bands={bands} hover={hover} />}
      </div>
      <p className="mt-2 text-sm font-medium text-gray-700">Form (fitness − fatigue)</p>
      <div
        ref={bottom}
        role="img"
        aria-label="Form chart shaded in its bands; the bands are listed below."
        data-chart="form"
      />
      {last >= 0 && <DayReadout series={series} bands={bands} index={Math.min(pinned, last)} />}
    </div>
  )
}

/**
 * Bars stacked by category (sports, zones), one per period; hovering a bar writes its
 * figures above the chart.
 */
export function StackedBars({
  periods,
  stacks,
  formatValue,
  formatAxis = formatValue,
  incrs,
  formatPeriod,
  formatTick,
  testId,
  label,
}: {
  periods: string[]
  stacks: Stack[]
  formatValue: (value: number) => string
  formatAxis?: (value: number) => string
  /** Tick steps in the values' unit (whole kilometres, miles, hours). */
  incrs?: number[]
  formatPeriod: (period: string) => string
  /** A period's short name under its bar ("20 Oct", "Oct 2026"). */
  formatTick: (period: string) => string
  testId: string
  label: string
}) {
  const wrapper = useRef<HTMLDivElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState<number | null>(null)
  useUPlot(
    wrapper,
    (UPlot) => [
      stackedBarsPlot(
        UPlot,
        periods,
        stacks,
        { formatAxis, incrs, formatTick },
        container.current,
        (plot) => setIndex(hoveredIndex(plot))
      ),
    ],
    [periods, stacks, formatAxis, incrs, formatTick]
  )

  return (
    <div ref={wrapper} data-testid={testId}>
      <ChartKey items={stacks.map((stack) => ({ ...stack, bar: true }))} />
      <p className="mb-1 min-h-5 text-sm tabular-nums text-gray-700">
        {index !== null && periods[index] ? (
          <>
            <span className="font-medium text-gray-900">{formatPeriod(periods[index])}</span>
            {stacks
              .filter((stack) => stack.values[index] > 0)
              .map((stack) => (
                <span key={stack.key}>
                  {' · '}
                  {stack.label} {formatValue(stack.values[index])}
                </span>
              ))}
          </>
        ) : (
          <span className="text-gray-500">Point at a bar to read its figures.</span>
        )}
      </p>
      <div ref={container} role="img" aria-label={label} />
    </div>
  )
}

/** VDOT over time, races and effort-based estimates marked apart; hovering reads a marker. */
export function VdotChart({ trend }: { trend: VdotTrendDto }) {
  const wrapper = useRef<HTMLDivElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState<number | null>(null)
  useUPlot(
    wrapper,
    (UPlot) => [vdotPlot(UPlot, trend, container.current, (plot) => setIndex(hoveredIndex(plot)))],
    [trend]
  )

  return (
    <div ref={wrapper} data-testid="vdot-chart">
      <VdotKey />
      <p className="mb-1 min-h-5 text-sm tabular-nums text-gray-700">
        {index !== null && trend.dates[index] ? (
          <>
            <span className="font-medium text-gray-900">{dayLabel(trend.dates[index])}</span>
            {' · '}VDOT {trend.values[index].toFixed(1)}
            {' · '}
            {trend.sources[index] === 'race' ? 'race' : 'effort-based estimate'}
          </>
        ) : (
          <span className="text-gray-500">Point at a marker to read it.</span>
        )}
      </p>
      <div
        ref={container}
        role="img"
        aria-label="VDOT trend chart; its figures are in the table below."
      />
    </div>
  )
}

/** The VDOT chart's markers: a filled dot for a race, a ring for an estimate. */
function VdotKey() {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
      <li className="flex items-center gap-1.5">
        <span className="h-2.5 w-2.5 rounded-full" style={{ background: SERIES_COLORS.fitness }} />
        Race
      </li>
      <li className="flex items-center gap-1.5">
        <span
          className="h-2.5 w-2.5 rounded-full border-2 bg-white"
          style={{ borderColor: SERIES_COLORS.fatigue }}
        />
        Effort-based estimate
      </li>
    </ul>
  )
}
