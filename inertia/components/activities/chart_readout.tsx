import { useSyncExternalStore } from 'react'
import { seriesStats, type ChartData } from '~/lib/activity_streams'
import type { CursorStore } from '~/lib/cursor_store'
import { NOT_A_VALUE } from '#domain/units'
import { TableHead } from '~/components/ui/table_head'

/** A grey box holding the place of a lazy map or chart while it loads. */
export function Placeholder({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center rounded-md bg-gray-50 text-sm text-gray-500 ${
        tall ? 'h-72' : 'h-16'
      }`}
    >
      {label}
    </div>
  )
}

/**
 * The values under the charts' shared cursor, as text.
 */
export function CursorReadout({ charts, cursor }: { charts: ChartData; cursor: CursorStore }) {
  const index = useSyncExternalStore(cursor.subscribe, cursor.get, () => null)
  const position = index === null ? -1 : charts.sourceIndex.indexOf(index)
  return (
    <p className="mb-2 min-h-5 text-sm tabular-nums text-gray-700" data-testid="chart-readout">
      {position >= 0 ? (
        <>
          <span className="font-medium">
            {charts.xAxis === 'distance'
              ? `${charts.formatX(charts.x[position])} ${charts.xLabel.includes('km') ? 'km' : 'mi'}`
              : charts.formatX(charts.x[position])}
          </span>
          {charts.series.map((series) => {
            const value = series.values[position]
            return (
              <span key={series.key}>
                {' · '}
                {series.label}{' '}
                {value === null ? NOT_A_VALUE : `${series.format(value)} ${series.unit}`}
              </span>
            )
          })}
        </>
      ) : (
        <span className="text-gray-500">Point at a chart to read its values.</span>
      )}
    </p>
  )
}

/**
 * The charts' text alternative: each series' range and mean.
 */
export function ChartFigures({ charts }: { charts: ChartData }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-gray-700">Chart figures as text</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Chart figures as text</caption>
        <TableHead columns={['Series', 'Lowest', 'Average', 'Highest']} />
        <tbody className="divide-y divide-gray-100">
          {charts.series.map((series) => {
            const stats = seriesStats(series.values)
            const show = (value: number | undefined) =>
              value === undefined ? NOT_A_VALUE : `${series.format(value)} ${series.unit}`
            // For a pace the fastest is the lowest number of seconds.
            const [low, high] = series.inverted
              ? [stats?.max, stats?.min]
              : [stats?.min, stats?.max]
            return (
              <tr key={series.key}>
                <th scope="row" className="py-1 pr-4 font-medium text-gray-900">
                  {series.label}
                  {series.inverted ? ' (slowest to fastest)' : ''}
                </th>
                <td className="py-1 pr-4 tabular-nums">{show(low)}</td>
                <td className="py-1 pr-4 tabular-nums">{show(stats?.mean)}</td>
                <td className="py-1 tabular-nums">{show(high)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="mt-2 text-gray-600">The splits table below has the figures per split.</p>
    </details>
  )
}
