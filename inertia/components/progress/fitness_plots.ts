/*
 * The uPlot options of the Progress page's fitness and form charts, built from the series
 * (progress_charts.tsx draws them). Pure: the component passes its cursor callback in.
 */
import type uPlot from 'uplot'
import type { PlotSpec, UPlotClass } from '~/components/charts/use_uplot'
import type { FitnessSeriesDto, FormBandDto } from '#dtos/progress'
import { BAND_STYLES, SERIES_COLORS } from '~/components/progress/progress_format'

/** The axes' colours, shared by every Progress chart. */
export const AXIS = {
  stroke: '#4b5563',
  grid: { stroke: '#e5e7eb', width: 1 },
  ticks: { stroke: '#d1d5db', width: 1 },
}

/** Dates are local calendar dates stored as UTC midnights: read them back in UTC. */
export const utcDates = (UPlot: UPlotClass) => (ts: number) =>
  UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC')

/** The hovered point's index, or null when the cursor is off the plot. */
export function hoveredIndex(plot: uPlot): number | null {
  const index = plot.cursor.idx
  return index === null || index === undefined || plot.cursor.left! < 0 ? null : index
}

const FITNESS_HEIGHT = 220
const FORM_HEIGHT = 150

/** What the fitness and form plots share: the time axis and one synced cursor. */
interface Shared {
  UPlot: UPlotClass
  x: number[]
  cursor: uPlot.Cursor
  follow: (plot: uPlot) => void
}

/**
 * The two plots: fitness and fatigue over the load (bars, right axis), and form shaded in its
 * bands. Both follow the same cursor (`follow` moves the tooltip and the pin).
 */
export function fitnessPlots(
  UPlot: UPlotClass,
  x: number[],
  series: FitnessSeriesDto,
  bands: FormBandDto[],
  targets: { top: HTMLElement | null; bottom: HTMLElement | null },
  follow: (plot: uPlot) => void
): PlotSpec[] {
  const syncKey = `progress-fitness-${Math.random().toString(36).slice(2)}`
  const cursor: uPlot.Cursor = {
    sync: { key: syncKey, setSeries: false },
    drag: { x: false, y: false, setScale: false },
    points: { size: 7 },
  }
  const shared = { UPlot, x, cursor, follow }
  return [fitnessPlot(shared, series, targets.top), formPlot(shared, series, bands, targets.bottom)]
}

/** Fitness and fatigue lines over the load bars. */
function fitnessPlot(
  { UPlot, x, cursor, follow }: Shared,
  series: FitnessSeriesDto,
  target: HTMLElement | null
): PlotSpec {
  const line = (label: string, stroke: string, width: number) => ({
    label,
    stroke,
    width,
    points: { show: false },
  })
  return {
    options: {
      height: FITNESS_HEIGHT,
      tzDate: utcDates(UPlot),
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
          label: series.step === 'week' ? 'Weekly load' : 'Daily load',
          scale: 'load',
          stroke: SERIES_COLORS.load,
          fill: 'rgba(156,163,175,0.45)',
          width: 0,
          paths: UPlot.paths.bars!({ size: [0.8, 12], align: 0 }),
          points: { show: false },
        },
        line('Fitness', SERIES_COLORS.fitness, 2),
        line('Fatigue', SERIES_COLORS.fatigue, 1.5),
      ],
      hooks: { setCursor: [follow] },
    },
    data: [x, series.load, series.fitness, series.fatigue] as uPlot.AlignedData,
    target,
  }
}

/** The form line over its bands, scaled to show the bands around it. */
function formPlot(
  { UPlot, x, cursor, follow }: Shared,
  series: FitnessSeriesDto,
  bands: FormBandDto[],
  target: HTMLElement | null
): PlotSpec {
  const finite = bands.flatMap((band) => [band.min, band.max]).filter((v) => v !== null)
  const low = Math.min(...finite)
  const high = Math.max(...finite)
  return {
    options: {
      height: FORM_HEIGHT,
      tzDate: utcDates(UPlot),
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
          width: series.dates.length > 400 ? 1 : 1.5,
          points: { show: false },
        },
      ],
      hooks: {
        drawClear: [(plot) => shadeBands(plot, bands)],
        draw: [(plot) => labelBands(plot, bands)],
        setCursor: [follow],
      },
    },
    data: [x, series.form] as uPlot.AlignedData,
    target,
  }
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
