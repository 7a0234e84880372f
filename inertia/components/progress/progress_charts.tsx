/*
 * The Progress page's charts, drawn with uPlot (thousands of daily points stay smooth).
 * A lazy chunk: only the Progress page loads it, once its deferred props have arrived.
 * Every chart here has a text summary and a table next to it on the page (progress_tables.tsx).
 */
import type uPlot from 'uplot'
import { Link } from '@inertiajs/react'
import { useMemo, useRef, useState } from 'react'
import { useUPlot, type PlotSpec, type UPlotClass } from '~/components/charts/use_uplot'
import type { FitnessSeriesDto, FormBandDto, VdotTrendDto } from '#dtos/progress'
import { route } from '~/lib/routes'
import { SPORT_LABELS } from '~/lib/sports'
import {
  BAND_STYLES,
  bandOf,
  dateToSeconds,
  dayLabel,
  noActivityText,
  pointLabel,
  SERIES_COLORS,
  signed,
} from '~/components/progress/progress_format'

declare global {
  interface Window {
    /** How long the last fitness chart render took, ms (Performance API; tests and bench). */
    __progressChartsRenderMs?: number
  }
}

const AXIS = {
  stroke: '#4b5563',
  grid: { stroke: '#e5e7eb', width: 1 },
  ticks: { stroke: '#d1d5db', width: 1 },
}

/** Dates are local calendar dates stored as UTC midnights: read them back in UTC. */
const utcDates = (UPlot: UPlotClass) => (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC')

/* ------------------------------------------------------------------------------------------ */
/* Fitness, fatigue and form                                                                  */
/* ------------------------------------------------------------------------------------------ */

const FITNESS_HEIGHT = 220
const FORM_HEIGHT = 150

interface Hover {
  index: number
  /** The cursor's position from the chart's left edge, px. */
  left: number
  width: number
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

  useUPlot(
    wrapper,
    (UPlot) => {
      setPinned(series.dates.length - 1)
      const tzDate = utcDates(UPlot)
      const syncKey = `progress-fitness-${Math.random().toString(36).slice(2)}`
      const daily = series.dates.length
      const loadBars = UPlot.paths.bars!({ size: [0.8, 12], align: 0 })
      const cursor: uPlot.Cursor = {
        sync: { key: syncKey, setSeries: false },
        drag: { x: false, y: false, setScale: false },
        points: { size: 7 },
      }
      const finite = bands.flatMap((band) => [band.min, band.max]).filter((v) => v !== null)
      const low = Math.min(...finite)
      const high = Math.max(...finite)

      // Both plots share the cursor (sync key): either one moves the tooltip and the pin.
      const followCursor = (plot: uPlot) => {
        const index = plot.cursor.idx
        if (index === null || index === undefined || plot.cursor.left! < 0) {
          setHover(null)
          return
        }
        setHover({
          index,
          left: plot.cursor.left! + plot.over.offsetLeft,
          width: plot.root.clientWidth,
        })
        setPinned(index)
      }

      performance.mark('pw-progress-charts-start')
      const fitnessPlot: PlotSpec = {
        options: {
          height: FITNESS_HEIGHT,
          tzDate,
          legend: { show: false },
          cursor,
          scales: {
            x: { time: true },
            load: { range: (_u, _min, max) => [0, Math.max(max, 1) * 2] },
          },
          axes: [
            { ...AXIS },
            { ...AXIS, size: 44 },
            { ...AXIS, scale: 'load', side: 1, size: 44, grid: { show: false } },
          ],
          series: [
            {},
            {
              label: loadLabel,
              scale: 'load',
              stroke: SERIES_COLORS.load,
              fill: 'rgba(156,163,175,0.45)',
              width: 0,
              paths: loadBars,
              points: { show: false },
            },
            {
              label: 'Fitness',
              stroke: SERIES_COLORS.fitness,
              width: 2,
              points: { show: false },
            },
            {
              label: 'Fatigue',
              stroke: SERIES_COLORS.fatigue,
              width: 1.5,
              points: { show: false },
            },
          ],
          hooks: {
            setCursor: [followCursor],
          },
        },
        data: [x, series.load, series.fitness, series.fatigue] as uPlot.AlignedData,
        target: top.current,
      }
      const formPlot: PlotSpec = {
        options: {
          height: FORM_HEIGHT,
          tzDate,
          legend: { show: false },
          cursor,
          scales: {
            x: { time: true },
            y: {
              range: (_u, min, max) => [
                Math.floor(Math.min(min, Number.isFinite(low) ? low - 10 : min) / 5) * 5,
                Math.ceil(Math.max(max, Number.isFinite(high) ? high + 15 : max) / 5) * 5,
              ],
            },
          },
          axes: [
            { ...AXIS },
            { ...AXIS, size: 44 },
            // A blank right axis as wide as the load axis above, so that both plots line up.
            {
              side: 1,
              size: 44,
              stroke: 'transparent',
              grid: { show: false },
              ticks: { show: false },
              values: (_u, splits) => splits.map(() => ''),
            },
          ],
          series: [
            {},
            {
              label: 'Form',
              stroke: SERIES_COLORS.form,
              width: daily > 400 ? 1 : 1.5,
              points: { show: false },
            },
          ],
          hooks: {
            drawClear: [(plot) => shadeBands(plot, bands)],
            draw: [(plot) => labelBands(plot, bands)],
            setCursor: [followCursor],
          },
        },
        data: [x, series.form] as uPlot.AlignedData,
        target: bottom.current,
      }
      return [fitnessPlot, formPlot]
    },
    [series, x, bands],
    () => {
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
  )

  const shown = hover?.index ?? null
  const readoutIndex = Math.min(pinned, last)
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
        {shown !== null && <DayTooltip series={series} bands={bands} hover={hover!} />}
      </div>
      <p className="mt-2 text-sm font-medium text-gray-700">Form (fitness − fatigue)</p>
      <div
        ref={bottom}
        role="img"
        aria-label="Form chart shaded in its bands; the bands are listed below."
        data-chart="form"
      />
      {last >= 0 && <DayReadout series={series} bands={bands} index={readoutIndex} />}
    </div>
  )
}

/** Form bands as horizontal stripes behind the form line, each with its name. */
function shadeBands(plot: uPlot, bands: FormBandDto[]) {
  const { ctx } = plot
  const { left, width } = plot.bbox
  const [scaleMin, scaleMax] = [plot.scales.y.min!, plot.scales.y.max!]
  ctx.save()
  for (const band of bands) {
    const from = Math.max(band.min ?? scaleMin, scaleMin)
    const to = Math.min(band.max ?? scaleMax, scaleMax)
    if (to <= from) continue
    const y1 = plot.valToPos(to, 'y', true)
    const y2 = plot.valToPos(from, 'y', true)
    ctx.fillStyle = BAND_STYLES[band.key].fill
    ctx.fillRect(left, y1, width, y2 - y1)
  }
  // The zero line: fitness and fatigue in balance.
  if (scaleMin < 0 && scaleMax > 0) {
    const zero = Math.round(plot.valToPos(0, 'y', true))
    ctx.fillStyle = '#6b7280'
    ctx.fillRect(left, zero, width, devicePixelRatio)
  }
  ctx.restore()
}

/** Each band's name at its top left, on a light backing so that lines never hide it. */
function labelBands(plot: uPlot, bands: FormBandDto[]) {
  const { ctx } = plot
  const { left } = plot.bbox
  const [scaleMin, scaleMax] = [plot.scales.y.min!, plot.scales.y.max!]
  const px = devicePixelRatio
  ctx.save()
  ctx.font = `${11 * px}px system-ui, sans-serif`
  ctx.textBaseline = 'top'
  for (const band of bands) {
    const from = Math.max(band.min ?? scaleMin, scaleMin)
    const to = Math.min(band.max ?? scaleMax, scaleMax)
    const y1 = plot.valToPos(to, 'y', true)
    const y2 = plot.valToPos(from, 'y', true)
    if (y2 - y1 < 13 * px) continue
    const textWidth = ctx.measureText(band.label).width
    ctx.fillStyle = 'rgba(255,255,255,0.75)'
    ctx.fillRect(left + 4 * px, y1 + 1 * px, textWidth + 4 * px, 12 * px)
    ctx.fillStyle = '#374151'
    ctx.fillText(band.label, left + 6 * px, y1 + 2 * px)
  }
  ctx.restore()
}

function DayTooltip({
  series,
  bands,
  hover: { index, left, width },
}: {
  series: FitnessSeriesDto
  bands: FormBandDto[]
  hover: Hover
}) {
  const date = series.dates[index]
  const activities = series.activitiesByDate[date] ?? []
  const band = bandOf(bands, series.form[index])
  // Beside the cursor, on the side with more room (the tooltip is 14 rem wide).
  const onRight = left < width / 2
  return (
    <div
      role="tooltip"
      data-testid="fitness-tooltip"
      data-date={date}
      className="pointer-events-none absolute top-2 z-10 w-56 rounded-md bg-white p-2 text-xs shadow-lg ring-1 ring-gray-200"
      style={onRight ? { left: left + 16 } : { left: Math.max(0, left - 16 - 224) }}
    >
      <p className="font-semibold text-gray-900">{pointLabel(date, series.step)}</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-2 tabular-nums">
        <dt className="text-gray-600">Fitness</dt>
        <dd className="text-right font-medium" data-field="fitness">
          {Math.round(series.fitness[index])}
        </dd>
        <dt className="text-gray-600">Fatigue</dt>
        <dd className="text-right font-medium" data-field="fatigue">
          {Math.round(series.fatigue[index])}
        </dd>
        <dt className="text-gray-600">Form</dt>
        <dd className="text-right font-medium" data-field="form">
          {signed(series.form[index])}
        </dd>
        {band && (
          <>
            <dt className="text-gray-600">Band</dt>
            <dd className="text-right font-medium">{band.label}</dd>
          </>
        )}
        <dt className="text-gray-600">{series.step === 'week' ? 'Load that week' : 'Load'}</dt>
        <dd className="text-right font-medium" data-field="load">
          {Math.round(series.load[index])}
        </dd>
      </dl>
      {activities.length > 0 ? (
        <ul className="mt-1 border-t border-gray-100 pt-1">
          {activities.map((activity) => (
            <li key={activity.id} className="flex justify-between gap-2">
              <span className="truncate">{activity.name}</span>
              <span className="tabular-nums text-gray-600">{Math.round(activity.load)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 border-t border-gray-100 pt-1 text-gray-500">
          {noActivityText(series, date)}
        </p>
      )}
    </div>
  )
}

/**
 * The last point pointed at (today, or this week, at first), with links to the activities
 * behind its load.
 */
function DayReadout({
  series,
  bands,
  index,
}: {
  series: FitnessSeriesDto
  bands: FormBandDto[]
  index: number
}) {
  const date = series.dates[index]
  const activities = series.activitiesByDate[date] ?? []
  const band = bandOf(bands, series.form[index])
  return (
    <div className="mt-2 text-sm text-gray-700" data-testid="fitness-readout" aria-live="polite">
      <span className="font-medium text-gray-900">{pointLabel(date, series.step)}</span>
      <span className="tabular-nums">
        {' · '}fitness {Math.round(series.fitness[index])} · fatigue{' '}
        {Math.round(series.fatigue[index])} · form {signed(series.form[index])}
        {band ? ` (${band.label.toLowerCase()})` : ''} ·{' '}
        {series.step === 'week' ? 'load that week' : 'load'} {Math.round(series.load[index])}
      </span>
      {activities.length > 0 && (
        <>
          {' · '}
          {activities.map((activity, position) => (
            <span key={activity.id}>
              {position > 0 && ', '}
              <Link
                href={route('activities.show', { id: activity.id })}
                className="text-brand-700 underline"
              >
                {activity.name}
              </Link>{' '}
              <span className="text-gray-500">
                ({SPORT_LABELS[activity.sport].toLowerCase()}, load {Math.round(activity.load)})
              </span>
            </span>
          ))}
        </>
      )}
    </div>
  )
}

function ChartKey({ items }: { items: { label: string; color: string; bar?: boolean }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            className={item.bar ? 'h-3 w-3 rounded-sm' : 'h-0.5 w-4 rounded'}
            style={{ background: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  )
}

/* ------------------------------------------------------------------------------------------ */
/* Stacked bars (volume per sport, time in zones)                                             */
/* ------------------------------------------------------------------------------------------ */

export interface Stack {
  key: string
  label: string
  color: string
  values: number[]
}

const BAR_HEIGHT = 220

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
    (UPlot) => {
      const x = periods.map(dateToSeconds)
      // Cumulative sums, drawn tallest first so that each category shows its own segment.
      const cumulative: number[][] = []
      stacks.forEach((stack, position) => {
        cumulative.push(
          stack.values.map((value, i) => value + (cumulative[position - 1]?.[i] ?? 0))
        )
      })
      const order = stacks.map((_, position) => position).reverse()
      const bars = UPlot.paths.bars!({ size: [0.7, 48], align: 0 })
      // Half a period each side, so that the first and last bars are whole.
      const half = x.length > 1 ? (x[1] - x[0]) / 2 : 3.5 * 86400
      return [
        {
          options: {
            height: BAR_HEIGHT,
            tzDate: utcDates(UPlot),
            legend: { show: false },
            cursor: {
              drag: { x: false, y: false, setScale: false },
              points: { show: false },
            },
            scales: {
              x: { time: true, range: (_u, min, max) => [min - half, max + half] },
              y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.05] },
            },
            axes: [
              {
                ...AXIS,
                // One tick per period (thinned to fit), named like the period.
                splits: (u) => {
                  const fit = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 64))
                  const step = Math.ceil(x.length / fit)
                  return x.filter((_, i) => (x.length - 1 - i) % step === 0)
                },
                values: (_u, splits) =>
                  splits.map((value) =>
                    formatTick(new Date(value * 1000).toISOString().slice(0, 10))
                  ),
              },
              {
                ...AXIS,
                size: 60,
                ...(incrs ? { incrs } : {}),
                values: (_u, splits) => splits.map((v) => formatAxis(v)),
              },
            ],
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
            hooks: {
              setCursor: [
                (u) => {
                  const idx = u.cursor.idx
                  setIndex(idx === null || idx === undefined || u.cursor.left! < 0 ? null : idx)
                },
              ],
            },
          },
          data: [x, ...order.map((position) => cumulative[position])] as uPlot.AlignedData,
          target: container.current,
        },
      ]
    },
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

/* ------------------------------------------------------------------------------------------ */
/* VDOT trend                                                                                 */
/* ------------------------------------------------------------------------------------------ */

export function VdotChart({ trend }: { trend: VdotTrendDto }) {
  const wrapper = useRef<HTMLDivElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState<number | null>(null)

  useUPlot(
    wrapper,
    (UPlot) => {
      const x = trend.dates.map(dateToSeconds)
      const race = trend.values.map((value, i) => (trend.sources[i] === 'race' ? value : null))
      const effort = trend.values.map((value, i) => (trend.sources[i] === 'effort' ? value : null))
      const none = () => null
      return [
        {
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
            hooks: {
              setCursor: [
                (u) => {
                  const idx = u.cursor.idx
                  setIndex(idx === null || idx === undefined || u.cursor.left! < 0 ? null : idx)
                },
              ],
            },
          },
          data: [x, trend.values, race, effort] as uPlot.AlignedData,
          target: container.current,
        },
      ]
    },
    [trend]
  )

  return (
    <div ref={wrapper} data-testid="vdot-chart">
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span
            className="h-2.5 w-2.5 rounded-full"
            style={{ background: SERIES_COLORS.fitness }}
          />
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
