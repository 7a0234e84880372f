/*
 * Progress: the pace–duration (best efforts) curve of the chosen range, with its table. The
 * chart is its own lazy chunk; the card and table paint with the deferred data.
 */
import { lazy, Suspense } from 'react'
import type { BestEffortsCurveDto, ProgressRange } from '#dtos/progress'
import { formatDuration, formatPace, paceUnit, type UnitSystem } from '#domain/units'
import { Card } from '~/components/ui/card'
import { ChartDataTable, ChartSkeleton } from '~/components/progress/chart_data_table'
import { RANGES } from '~/components/progress/progress_format'
import { ActivityLink } from '~/components/activities/activity_link'

const BestEffortsChart = lazy(() => import('~/components/progress/best_efforts_chart'))

export function BestEffortsSection({
  curve,
  range,
  units,
}: {
  curve: BestEffortsCurveDto
  range: ProgressRange
  units: UnitSystem
}) {
  const words = RANGES.find((option) => option.value === range)?.long ?? 'this range'
  return (
    <Card
      title="Pace and duration"
      description={`Your fastest effort at each distance over ${words}: how your pace falls off as the effort gets longer.`}
    >
      {curve.points.length < 2 ? (
        <p className="text-sm text-gray-600" data-testid="best-efforts-empty">
          Two distances are needed for a curve; run at least 1 km in this range.
        </p>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton label="Drawing the curve…" />}>
            <BestEffortsChart curve={curve} units={units} />
          </Suspense>
          <ChartDataTable
            caption="Fastest effort per distance"
            columns={['Distance', 'Time', `Pace (${paceUnit(units)})`, 'Activity']}
            rows={() =>
              curve.points.map((point) => ({
                key: String(point.distanceMeters),
                cells: [
                  point.label,
                  formatDuration(point.durationSeconds),
                  formatPace((point.durationSeconds / point.distanceMeters) * 1000, units),
                  <ActivityLink key="activity" id={point.activityId}>
                    {point.activityName} ({point.date})
                  </ActivityLink>,
                ],
              }))
            }
          />
        </>
      )}
    </Card>
  )
}
