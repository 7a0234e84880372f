import type { Key, ReactNode } from 'react'

/** One column of an admin table: its title and how its cells are set. */
export type AdminColumn = {
  title: ReactNode
  /** Right-aligned, tabular figures. */
  numeric?: boolean
  /** Extra classes of this column's cells (not of its title). */
  cellClassName?: string
  /** The cells of this column head their row (`<th scope="row">`). */
  rowHeader?: boolean
}

export type AdminRow = { key: Key; cells: ReactNode[] }

/**
 * The admin pages' data table: a title row in grey, rows split by a thin
 * line, scrolling sideways on a phone. Every column but the last (every
 * column with `padLast`) has `gap` on its right. With `empty`, no rows show that sentence instead; with
 * `region`, the scrolling box is a named region a keyboard can scroll.
 */
export function AdminTable({
  columns,
  rows,
  spacing = 'py-1',
  gap = 'pr-3',
  rowClassName = '',
  empty,
  region,
  padLast = false,
}: {
  columns: AdminColumn[]
  rows: AdminRow[]
  spacing?: 'py-1' | 'py-2'
  gap?: 'pr-3' | ''
  rowClassName?: string
  empty?: string
  region?: string
  padLast?: boolean
}) {
  if (empty !== undefined && rows.length === 0) {
    return <p className="text-sm text-gray-600">{empty}</p>
  }
  const padOf = (index: number) => (padLast || index < columns.length - 1 ? gap : '')
  const regionProps = region ? { 'tabIndex': 0, 'role': 'region', 'aria-label': region } : {}
  return (
    <div className="overflow-x-auto" {...regionProps}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-gray-500">
            {columns.map((column, index) => (
              <th
                key={index}
                className={classes(
                  spacing,
                  padOf(index),
                  column.numeric && 'text-right',
                  'font-medium'
                )}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={classes('border-t border-gray-100', rowClassName)}>
              {row.cells.map((cell, index) => (
                <AdminCell
                  key={index}
                  column={columns[index]}
                  className={padOf(index)}
                  spacing={spacing}
                >
                  {cell}
                </AdminCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One body cell, a row header where its column says so. */
function AdminCell({
  column,
  className,
  spacing,
  children,
}: {
  column: AdminColumn
  className: string
  spacing: string
  children: ReactNode
}) {
  if (column.rowHeader) {
    return (
      <th scope="row" className={classes(spacing, className, 'font-medium text-gray-900')}>
        {children}
      </th>
    )
  }
  const numeric = column.numeric && 'text-right tabular-nums'
  return <td className={classes(spacing, className, numeric, column.cellClassName)}>{children}</td>
}

/** Joins the class names that are set. */
function classes(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ')
}
