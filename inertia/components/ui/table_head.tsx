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
