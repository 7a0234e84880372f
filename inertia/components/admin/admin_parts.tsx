import { lazy, Suspense, type ReactNode } from 'react'

// uPlot stays out of the entry: a lazy chunk, loaded by the admin pages only.
const AdminChart = lazy(() => import('~/components/admin/admin_chart'))

export function Stat({
  label,
  value,
  hint,
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
}) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  )
}

/**
 * A chart with its figures as a table underneath (collapsed), for screen
 * readers and for reading exact values.
 */
export function ChartWithTable({
  labels,
  values,
  label,
  kind,
  formatValue,
  columns,
  emptyMessage,
}: {
  labels: string[]
  values: number[]
  label: string
  kind?: 'line' | 'bars'
  formatValue: (value: number) => string
  columns: [string, string]
  /** Shown instead of a flat line when every value is zero. */
  emptyMessage?: string
}) {
  const empty = emptyMessage !== undefined && values.every((value) => value === 0)
  return (
    <div>
      {empty ? (
        <p className="text-sm text-gray-600">{emptyMessage}</p>
      ) : (
        <Suspense
          fallback={
            <div className="flex h-[220px] items-center justify-center text-sm text-gray-500">
              Loading the chart…
            </div>
          }
        >
          <AdminChart
            labels={labels}
            values={values}
            label={label}
            kind={kind}
            formatValue={formatValue}
          />
        </Suspense>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-gray-600">Chart figures as text</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-gray-500">
              <th className="py-1 font-medium">{columns[0]}</th>
              <th className="py-1 text-right font-medium">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((row, index) => (
              <tr key={row} className="border-t border-gray-100">
                <td className="py-1">{row}</td>
                <td className="py-1 text-right tabular-nums">{formatValue(values[index])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}

/** Definitions written on the page: term and meaning. */
export function Definitions({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([term, meaning]) => (
        <div key={term}>
          <dt className="font-medium text-gray-900">{term}</dt>
          <dd className="text-gray-600">{meaning}</dd>
        </div>
      ))}
    </dl>
  )
}

export function formatMoney(cents: number, currency: string) {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

export function formatPercent(rate: number | null) {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)} %`
}

export function formatDate(iso: string | null) {
  return iso ? new Date(iso).toISOString().slice(0, 10) : '—'
}

export function formatDateTime(iso: string) {
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
}

export const PLAN_LABELS: Record<string, string> = {
  free: 'Free',
  premium_monthly: 'Premium monthly',
  premium_yearly: 'Premium yearly',
}

export const STATUS_LABELS: Record<string, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
}
