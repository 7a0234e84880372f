/*
 * The Progress page's deferred parts: each chart (a lazy uPlot chunk) with its text summary
 * and its table alternative.
 */
import { Link } from '@inertiajs/react'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import type { Sport } from '#dtos/activity'
import type {
  FitnessSeriesDto,
  FormBandDto,
  ProgressRange,
  VdotTrendDto,
  VolumeDto,
  ZonesByWeekDto,
} from '#dtos/progress'
import { route } from '~/lib/routes'
import { SPORT_LABELS } from '~/lib/sports'
import { formatDistance, type UnitSystem } from '#domain/units'
import { Card } from '~/components/ui/card'
import { ChartDataTable, ChartSkeleton, PillChoice } from '~/components/progress/chart_data_table'
import {
  BAND_STYLES,
  bandOf,
  bandThresholds,
  dayLabel,
  formatHours,
  monthLabel,
  RANGES,
  signed,
  SPORT_COLORS,
  ZONE_COLORS,
} from '~/components/progress/progress_format'
import type { Stack } from '~/components/progress/progress_charts'

// uPlot stays out of every other page: one lazy chunk, loaded once the chart data is here.
const charts = () => import('~/components/progress/progress_charts')
const FitnessChart = lazy(() => charts().then((m) => ({ default: m.FitnessChart })))
const StackedBars = lazy(() => charts().then((m) => ({ default: m.StackedBars })))
const VdotChart = lazy(() => charts().then((m) => ({ default: m.VdotChart })))

const STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
const KM_STEPS = STEPS.map((step) => step * 1000)
const MILE_STEPS = STEPS.map((step) => step * 1609.344)
const HOUR_STEPS = [0.5, 1, 2, 3, 5, 10, 20, 50, 100, 200, 500].map((step) => step * 3600)

const shortDay = (date: string) => dayLabel(date, true)

const rangeWords = (range: ProgressRange) =>
  RANGES.find((option) => option.value === range)?.long ?? 'this range'

/* ------------------------------------------------------------------------------------------ */

export function FitnessSection({
  series,
  bands,
  range,
}: {
  series: FitnessSeriesDto
  bands: FormBandDto[]
  range: ProgressRange
}) {
  const days = series.dates.length
  return (
    <Card title="Fitness, fatigue and form" description={fitnessSummary(series, bands, range)}>
      {days === 0 ? (
        <p className="text-sm text-gray-600">No daily figures in this range yet.</p>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton label="Drawing the chart…" height="h-96" />}>
            <FitnessChart series={series} bands={bands} />
          </Suspense>
          <FormBandsLegend bands={bands} />
          <ChartDataTable
            caption="Fitness, fatigue, form and load"
            columns={
              series.step === 'week'
                ? ['Week of', 'Fitness', 'Fatigue', 'Form', 'Load that week']
                : days > 120
                  ? ['Week ending', 'Fitness', 'Fatigue', 'Form', 'Load that week']
                  : ['Day', 'Fitness', 'Fatigue', 'Form', 'Load']
            }
            note={
              series.step === 'week' || days > 120
                ? 'One row a week: the values on its last day.'
                : undefined
            }
            rows={() => fitnessRows(series)}
          />
        </>
      )}
    </Card>
  )
}

function fitnessSummary(series: FitnessSeriesDto, bands: FormBandDto[], range: ProgressRange) {
  const last = series.dates.length - 1
  if (last < 0) return ''
  let peak = 0
  series.fitness.forEach((value, i) => {
    if (value > series.fitness[peak]) peak = i
  })
  const change = series.fitness[last] - series.fitness[0]
  const band = bandOf(bands, series.form[last])
  const trainingPoints = series.load.filter((load) => load > 0).length
  const weekly = series.step === 'week'
  const unit = weekly ? 'week' : 'day'
  return (
    `Over ${rangeWords(range)}, fitness went from ${Math.round(series.fitness[0])} to ` +
    `${Math.round(series.fitness[last])} (${signed(change, true)}), highest ` +
    `${Math.round(series.fitness[peak])} ${weekly ? 'in the week of' : 'on'} ${dayLabel(series.dates[peak])}. ` +
    `Latest: fatigue ${Math.round(series.fatigue[last])}, form ${signed(series.form[last])}` +
    `${band ? ` (${band.label.toLowerCase()})` : ''}. ` +
    `${trainingPoints} ${trainingPoints === 1 ? unit : `${unit}s`} with training.`
  )
}

function fitnessRows(series: FitnessSeriesDto) {
  const days = series.dates.length
  const rows: { key: string; cells: string[] }[] = []
  const row = (i: number, load: number) => ({
    key: series.dates[i],
    cells: [
      dayLabel(series.dates[i]),
      String(Math.round(series.fitness[i])),
      String(Math.round(series.fatigue[i])),
      signed(series.form[i]),
      String(Math.round(load)),
    ],
  })
  if (days <= 120 || series.step === 'week') {
    for (let i = days - 1; i >= 0; i--) rows.push(row(i, series.load[i]))
    return rows
  }
  for (let end = days - 1; end >= 0; end -= 7) {
    let load = 0
    for (let i = end; i > end - 7 && i >= 0; i--) load += series.load[i]
    rows.push(row(end, load))
  }
  return rows
}

export function FormBandsLegend({ bands }: { bands: FormBandDto[] }) {
  if (bands.length === 0) return null
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-gray-900">Form bands</h3>
      <ul className="mt-1 grid gap-2 text-sm sm:grid-cols-2" data-testid="form-bands">
        {bands.map((band) => (
          <li key={band.key} className="flex items-start gap-2">
            <span
              className="mt-1 h-3 w-3 shrink-0 rounded-sm ring-1 ring-gray-300"
              style={{ background: BAND_STYLES[band.key].fill }}
              aria-hidden="true"
            />
            <span>
              <span className="font-medium text-gray-900">{band.label}</span>{' '}
              <span className="tabular-nums text-gray-700">(form {bandThresholds(band)})</span>
              <span className="block text-gray-600">{band.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/* ------------------------------------------------------------------------------------------ */

type VolumeMetric = 'distance' | 'time'
type VolumePeriod = 'week' | 'month'

export function VolumeSection({
  weekly,
  monthly,
  units,
  range,
}: {
  weekly: VolumeDto
  monthly: VolumeDto
  units: UnitSystem
  range: ProgressRange
}) {
  const [metric, setMetric] = useState<VolumeMetric>('distance')
  const [period, setPeriod] = useState<VolumePeriod>(
    range === '6w' || range === '3m' ? 'week' : 'month'
  )
  const volume = period === 'week' ? weekly : monthly
  const stacks = useMemo(() => volumeStacks(volume, metric), [volume, metric])
  const { formatValue, formatAxis, formatPeriod } = useVolumeFormats(metric, period, units)
  const summary = volumeSummary(stacks, {
    periods: volume.periods.length,
    period,
    metric,
    range,
    formatValue,
  })

  return (
    <Card title="Volume" description={summary}>
      <div className="mb-3 flex flex-wrap gap-3">
        <PillChoice
          legend="Bars per"
          name="volume-period"
          value={period}
          onChange={setPeriod}
          options={PERIOD_OPTIONS}
        />
        <PillChoice
          legend="Measure"
          name="volume-metric"
          value={metric}
          onChange={setMetric}
          options={METRIC_OPTIONS}
        />
      </div>
      {stacks.every((stack) => stack.values.every((value) => value === 0)) ? (
        <p className="text-sm text-gray-600">Nothing to draw in this range.</p>
      ) : (
        <Suspense fallback={<ChartSkeleton label="Drawing the chart…" />}>
          <StackedBars
            periods={volume.periods}
            stacks={stacks}
            formatValue={formatValue}
            formatAxis={formatAxis}
            incrs={metric === 'time' ? HOUR_STEPS : units === 'metric' ? KM_STEPS : MILE_STEPS}
            formatPeriod={formatPeriod}
            formatTick={period === 'week' ? shortDay : monthLabel}
            testId="volume-chart"
            label={`${period === 'week' ? 'Weekly' : 'Monthly'} ${metric} per sport; its figures are in the table below.`}
          />
        </Suspense>
      )}
      <ChartDataTable
        caption={`${period === 'week' ? 'Weekly' : 'Monthly'} ${metric} per sport`}
        columns={[period === 'week' ? 'Week of' : 'Month', ...stacks.map((s) => s.label), 'Total']}
        rows={() => volumeRows(volume.periods, stacks, period, formatValue)}
      />
    </Card>
  )
}

/** How the volume card writes a value, an axis tick and a bar's period. */
function useVolumeFormats(metric: VolumeMetric, period: VolumePeriod, units: UnitSystem) {
  const formatValue = useCallback(
    (value: number) =>
      metric === 'distance' ? formatDistance(value, units, 1) : formatHours(value),
    [metric, units]
  )
  const formatAxis = useCallback(
    (value: number) =>
      metric === 'distance'
        ? formatDistance(value, units, value % 1000 === 0 || units === 'imperial' ? 0 : 1)
        : `${Number((value / 3600).toFixed(1))} h`,
    [metric, units]
  )
  const formatPeriod = useCallback(
    (start: string) => (period === 'week' ? `Week of ${dayLabel(start)}` : monthLabel(start)),
    [period]
  )
  return { formatValue, formatAxis, formatPeriod }
}

/** The volume table's rows, newest period first: each sport's value and the period's total. */
function volumeRows(
  periods: string[],
  stacks: Stack[],
  period: VolumePeriod,
  formatValue: (value: number) => string
) {
  return periods
    .map((start, i) => ({
      key: start,
      cells: [
        period === 'week' ? dayLabel(start) : monthLabel(start),
        ...stacks.map((stack) => formatValue(stack.values[i])),
        formatValue(stacks.reduce((sum, stack) => sum + stack.values[i], 0)),
      ],
    }))
    .reverse()
}

const PERIOD_OPTIONS: { value: VolumePeriod; label: string }[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
]
const METRIC_OPTIONS: { value: VolumeMetric; label: string }[] = [
  { value: 'distance', label: 'Distance' },
  { value: 'time', label: 'Time' },
]

/** The volume card's sentence: the range's total, the average per bar and each sport's total. */
function volumeSummary(
  stacks: Stack[],
  {
    periods,
    period,
    metric,
    range,
    formatValue,
  }: {
    periods: number
    period: VolumePeriod
    metric: VolumeMetric
    range: ProgressRange
    formatValue: (value: number) => string
  }
) {
  const totals = stacks.map((stack) => ({
    ...stack,
    total: stack.values.reduce((sum, value) => sum + value, 0),
  }))
  const grand = totals.reduce((sum, stack) => sum + stack.total, 0)
  if (grand <= 0) {
    return `No ${metric === 'distance' ? 'distance' : 'training time'} in ${rangeWords(range)}.`
  }
  return `Over ${rangeWords(range)}: ${formatValue(grand)} in all, ${formatValue(
    grand / Math.max(1, periods)
  )} a ${period} on average (${totals
    .map((stack) => `${stack.label.toLowerCase()} ${formatValue(stack.total)}`)
    .join(', ')}).`
}

function volumeStacks(volume: VolumeDto, metric: VolumeMetric): Stack[] {
  return (Object.keys(volume.bySport) as Sport[])
    .map((sport) => {
      const figures = volume.bySport[sport]!
      const values = metric === 'distance' ? figures.distanceMeters : figures.movingSeconds
      return {
        key: sport,
        label: SPORT_LABELS[sport],
        color: SPORT_COLORS[sport],
        values,
        total: values.reduce((sum, value) => sum + value, 0),
      }
    })
    .filter((stack) => stack.total > 0)
    .sort((a, b) => b.total - a.total)
    .map(({ total: _total, ...stack }) => stack)
}

/* ------------------------------------------------------------------------------------------ */

export function VdotSection({ trend, range }: { trend: VdotTrendDto; range: ProgressRange }) {
  const count = trend.values.length
  const races = trend.sources.filter((source) => source === 'race').length
  const last = count - 1
  const summary =
    count === 0
      ? `No race or hard effort in ${rangeWords(range)} to estimate a VDOT from.`
      : `Latest VDOT ${trend.values[last].toFixed(1)} on ${dayLabel(trend.dates[last])} (${
          trend.sources[last] === 'race' ? 'race' : 'effort-based estimate'
        })${
          count > 1
            ? `, ${vdotChange(trend.values[last] - trend.values[0])} since ${dayLabel(trend.dates[0])}`
            : ''
        }. ${races} from races, ${count - races} effort-based estimates.`
  return (
    <Card title="VDOT trend" description={summary}>
      {count > 0 && (
        <>
          <Suspense fallback={<ChartSkeleton label="Drawing the chart…" height="h-52" />}>
            <VdotChart trend={trend} />
          </Suspense>
          <p className="mt-2 text-xs text-gray-600">
            Races count as they are; effort-based estimates come from the best hard stretches of
            training runs and usually sit a little below race values.
          </p>
          <ChartDataTable
            caption="VDOT values"
            columns={['Date', 'VDOT', 'From', 'Activity']}
            rows={() =>
              trend.dates
                .map((date, i) => ({
                  key: `${date}-${trend.activityIds[i]}`,
                  cells: [
                    dayLabel(date),
                    trend.values[i].toFixed(1),
                    trend.sources[i] === 'race' ? 'Race' : 'Effort-based estimate',
                    <Link
                      key="link"
                      href={route('activities.show', { id: trend.activityIds[i] })}
                      className="text-brand-700 underline"
                    >
                      Open
                    </Link>,
                  ],
                }))
                .reverse()
            }
          />
        </>
      )}
    </Card>
  )
}

function vdotChange(change: number) {
  const text = Math.abs(change).toFixed(1)
  if (text === '0.0') return 'unchanged'
  return change > 0 ? `up ${text}` : `down ${text}`
}

/* ------------------------------------------------------------------------------------------ */

/** "Z2 (130–144 bpm)"; just the name when the server has no bounds (zones not set up). */
function zoneLabel(zone: ZonesByWeekDto['zones'][number]) {
  if (zone.max === null && zone.min <= 0) return zone.name
  const bounds = zone.max === null ? `≥ ${zone.min}` : `${zone.min}–${zone.max - 1}`
  return `${zone.name} (${bounds} bpm)`
}

export function ZonesSection({ zones, range }: { zones: ZonesByWeekDto; range: ProgressRange }) {
  const stacks = useMemo<Stack[]>(
    () =>
      zones.zones.map((zone, z) => ({
        key: zone.name,
        label: zoneLabel(zone),
        color: ZONE_COLORS[Math.min(z, ZONE_COLORS.length - 1)],
        values: zones.seconds.map((week) => week[z] ?? 0),
      })),
    [zones]
  )
  const totals = stacks.map((stack) => stack.values.reduce((sum, value) => sum + value, 0))
  const grand = totals.reduce((sum, value) => sum + value, 0)
  const formatAxis = useCallback((value: number) => `${Number((value / 3600).toFixed(1))} h`, [])
  const formatPeriod = useCallback((start: string) => `Week of ${dayLabel(start)}`, [])
  const summary =
    grand > 0
      ? `Over ${rangeWords(range)}: ${zones.zones
          .map(
            (zone, z) =>
              `${zone.name} ${formatHours(totals[z])} (${Math.round((totals[z] / grand) * 100)} %)`
          )
          .join(', ')}.`
      : `No heart-rate data in ${rangeWords(range)}, or your zones are not set up yet.`
  return (
    <Card title="Time in heart-rate zones" description={summary}>
      {grand > 0 && (
        <>
          <Suspense fallback={<ChartSkeleton label="Drawing the chart…" />}>
            <StackedBars
              periods={zones.weeks}
              stacks={stacks}
              formatValue={formatHours}
              formatAxis={formatAxis}
              incrs={HOUR_STEPS}
              formatPeriod={formatPeriod}
              formatTick={shortDay}
              testId="zones-chart"
              label="Time in each heart-rate zone per week; its figures are in the table below."
            />
          </Suspense>
          <ChartDataTable
            caption="Time in heart-rate zones per week"
            columns={['Week of', ...zones.zones.map((zone) => zone.name)]}
            rows={() =>
              zones.weeks
                .map((week, w) => ({
                  key: week,
                  cells: [
                    dayLabel(week),
                    ...zones.seconds[w].map((seconds) => formatHours(seconds)),
                  ],
                }))
                .reverse()
            }
          />
        </>
      )}
    </Card>
  )
}

/** Skeletons of the deferred parts, so that the page keeps its shape while they load. */
export function ChartsFallback() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Card title="Fitness, fatigue and form">
        <ChartSkeleton label="Loading your fitness chart…" height="h-96" />
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Volume">
          <ChartSkeleton label="Loading your volume…" />
        </Card>
        <Card title="VDOT trend">
          <ChartSkeleton label="Loading your VDOT trend…" />
        </Card>
      </div>
      <Card title="Time in heart-rate zones">
        <ChartSkeleton label="Loading your time in zones…" />
      </Card>
    </div>
  )
}
