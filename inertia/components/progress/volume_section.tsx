/*
 * The Progress page's volume section: distance or time per sport, weekly or monthly (a lazy uPlot
 * chart), with its text summary and its table alternative.
 */
import { Suspense, useCallback, useMemo, useState } from 'react'
import type { Sport } from '#dtos/activity'
import type { ProgressRange, VolumeDto } from '#dtos/progress'
import { SPORT_LABELS } from '~/lib/sports'
import { formatDistance, type UnitSystem } from '#domain/units'
import { Card } from '~/components/ui/card'
import { ChartDataTable, ChartSkeleton, PillChoice } from '~/components/progress/chart_data_table'
import {
  dayLabel,
  formatHours,
  monthLabel,
  SPORT_COLORS,
} from '~/components/progress/progress_format'
import type { Stack } from '~/components/progress/progress_charts'
import {
  HOUR_STEPS,
  rangeWords,
  shortDay,
  StackedBars,
} from '~/components/progress/chart_section_parts'

const STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
const KM_STEPS = STEPS.map((step) => step * 1000)
const MILE_STEPS = STEPS.map((step) => step * 1609.344)

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
