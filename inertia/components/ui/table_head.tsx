import type { ReactNode } from 'react'

/**
 * The header row of the app's small data tables: column titles, spaced like
 * the cells under them (the last column has no right padding).
 */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="text-gray-500">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column}
            scope="col"
            className={i < columns.length - 1 ? 'py-1 pr-4 font-medium' : 'py-1 font-medium'}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/**
 * A small data table: the header row, then the rows given, divided by thin lines. `scroll`
 * lets it scroll sideways across a card's padding on a narrow screen.
 */
export function DataTable({
  columns,
  scroll = false,
  testId,
  children,
}: {
  columns: string[]
  scroll?: boolean
  testId?: string
  children: ReactNode
}) {
  const table = (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <TableHead columns={columns} />
      <tbody className="divide-y divide-gray-100">{children}</tbody>
    </table>
  )
  return scroll ? <div className="-mx-4 overflow-x-auto px-4">{table}</div> : table
}

/** The first cell of a data table's row, which names the row. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="py-1.5 pr-4 font-medium text-gray-900">
      {children}
    </th>
  )
}
