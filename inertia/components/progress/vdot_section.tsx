/*
 * The Progress page's VDOT section: the VDOT trend (a lazy uPlot chart) with its text summary and
 * its table alternative.
 */
import { Link } from '@inertiajs/react'
import { Suspense } from 'react'
import type { ProgressRange, VdotTrendDto } from '#dtos/progress'
import { route } from '~/lib/routes'
import { Card } from '~/components/ui/card'
import { ChartDataTable, ChartSkeleton } from '~/components/progress/chart_data_table'
import { dayLabel } from '~/components/progress/progress_format'
import { rangeWords, VdotChart } from '~/components/progress/chart_section_parts'

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
