/*
 * The Progress page's heart-rate zones section: time in each zone per week (a lazy uPlot chart)
 * with its text summary and its table alternative.
 */
import { Suspense, useCallback, useMemo } from 'react'
import type { ProgressRange, ZonesByWeekDto } from '#dtos/progress'
import { Card } from '~/components/ui/card'
import { ChartDataTable, ChartSkeleton } from '~/components/progress/chart_data_table'
import { dayLabel, formatHours, ZONE_COLORS } from '~/components/progress/progress_format'
import type { Stack } from '~/components/progress/progress_charts'
import {
  HOUR_STEPS,
  rangeWords,
  shortDay,
  StackedBars,
} from '~/components/progress/chart_section_parts'

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
