import { useState, type ReactNode } from 'react'

/**
 * A chart's table alternative, folded away under "Chart data as a table". Its rows are only
 * rendered once it is opened (years of daily figures would otherwise weigh on every render).
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
  note,
}: {
  caption: string
  columns: string[]
  /** First cell is the row header. */
  rows: () => { key: string; cells: ReactNode[] }[]
  note?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <details
      className="mt-3 text-sm"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-medium text-gray-700">Chart data as a table</summary>
      {open && (
        <div className="mt-2 max-h-96 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-white text-gray-500">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-4 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows().map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, position) =>
                    position === 0 ? (
                      <th
                        key={position}
                        scope="row"
                        className="py-1 pr-4 font-medium text-gray-900"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={position} className="py-1 pr-4">
                        {cell}
                      </td>
                    )
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {note && <p className="mt-2 text-gray-600">{note}</p>}
        </div>
      )}
    </details>
  )
}

/** A skeleton where a deferred chart will be. */
export function ChartSkeleton({ label, height = 'h-56' }: { label: string; height?: string }) {
  return (
    <div
      className={`relative flex items-center justify-center rounded-md text-sm text-gray-700 ${height}`}
      role="status"
    >
      {/* Only the background pulses: text that fades loses its contrast (WCAG 1.4.3). */}
      <div aria-hidden className="absolute inset-0 animate-pulse rounded-md bg-gray-100" />
      <span className="relative">{label}</span>
    </div>
  )
}

/** A group of mutually exclusive choices drawn as pills (radio buttons underneath). */
export function PillChoice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string
  name: string
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="flex items-center gap-1 text-sm">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`cursor-pointer rounded-md px-3 py-1.5 font-medium ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
            value === option.value
              ? 'bg-brand-50 text-brand-800 ring-brand-700'
              : 'text-gray-700 ring-gray-300'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
