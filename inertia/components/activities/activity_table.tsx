import { Fragment } from 'react'
import { Link } from '@inertiajs/react'
import type { ActivityListItemDto } from '#dtos/activity'
import type { WeekSubtotalDto } from '#dtos/training_log'
import {
  DEFAULT_SORT_DIRECTION,
  type ActivitySortKey,
  type SortDirection,
} from '#domain/activities/list_sort'
import { weekStartOf } from '#domain/calendar'
import {
  formatDistance,
  formatDuration,
  formatSpeed,
  NOT_A_VALUE,
  type UnitSystem,
} from '#domain/units'
import { averagePaceText } from '~/lib/pace_text'
import { formatLocalDate, isPaceSport, SPORT_LABELS } from '~/lib/sports'
import { ActivityLink } from '~/components/activities/activity_link'

const COLUMNS: { key: ActivitySortKey; label: string; numeric: boolean }[] = [
  { key: 'date', label: 'Date', numeric: false },
  { key: 'name', label: 'Name', numeric: false },
  { key: 'sport', label: 'Sport', numeric: false },
  { key: 'distance', label: 'Distance', numeric: true },
  { key: 'time', label: 'Time', numeric: true },
  { key: 'pace', label: 'Pace', numeric: true },
  { key: 'load', label: 'Load', numeric: true },
  { key: 'hr', label: 'HR', numeric: true },
]

export interface Sorting {
  key: ActivitySortKey
  dir: SortDirection
}

/**
 * The activity list as a table: every column header sorts (the server sorts; a second click
 * reverses), and sorted by date each week starts with its subtotal row (the whole week's
 * activities that pass the filters, also those on the next page).
 */
export function ActivityTable({
  items,
  weeks,
  weekStart,
  sort,
  units,
  sortHref,
}: {
  items: ActivityListItemDto[]
  weeks: WeekSubtotalDto[]
  weekStart: number
  sort: Sorting
  units: UnitSystem
  sortHref: (sort: Sorting) => string
}) {
  const subtotals = new Map(weeks.map((week) => [week.weekStart, week]))
  let previousWeek: string | null = null
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <table className="min-w-full text-sm">
        <thead className="border-b border-gray-200 bg-gray-50 text-left text-gray-600">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} sortHref={sortHref} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {items.map((item) => {
            const week = sort.key === 'date' ? weekStartOf(item.localDate, weekStart) : null
            const subtotal = week !== null && week !== previousWeek ? subtotals.get(week) : null
            previousWeek = week
            return (
              <Fragment key={item.id}>
                {subtotal && <SubtotalRow week={subtotal} units={units} />}
                <ActivityRow item={item} units={units} />
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A column header that sorts by its column: the other direction when it is the sorted one. */
function SortHeader({
  column,
  sort,
  sortHref,
}: {
  column: (typeof COLUMNS)[number]
  sort: Sorting
  sortHref: (sort: Sorting) => string
}) {
  const active = sort.key === column.key
  const next: SortDirection = active
    ? sort.dir === 'asc'
      ? 'desc'
      : 'asc'
    : DEFAULT_SORT_DIRECTION[column.key]
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}
    >
      <Link
        href={sortHref({ key: column.key, dir: next })}
        preserveScroll
        className={`inline-flex items-center gap-1 hover:text-gray-900 ${
          active ? 'font-semibold text-gray-900' : ''
        }`}
      >
        {column.label}
        <span aria-hidden="true" className="w-3 text-xs">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
        </span>
      </Link>
    </th>
  )
}

/** One activity: its date, name (a link to it), sport and figures. */
function ActivityRow({ item, units }: { item: ActivityListItemDto; units: UnitSystem }) {
  return (
    <tr className="hover:bg-gray-50">
      <td className="whitespace-nowrap px-3 py-2 text-gray-600">
        {formatLocalDate(item.localDate)}
      </td>
      <td className="px-3 py-2">
        <ActivityLink
          id={item.id}
          className="font-semibold text-gray-900 hover:text-brand-800 hover:underline"
        >
          {item.name}
        </ActivityLink>
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-gray-700">{SPORT_LABELS[item.sport]}</td>
      <Numeric>{formatDistance(item.distanceMeters, units)}</Numeric>
      <Numeric>{formatDuration(item.movingSeconds || item.durationSeconds)}</Numeric>
      <Numeric>{speedText(item, units)}</Numeric>
      <Numeric>{Math.round(item.load)}</Numeric>
      <Numeric>{item.avgHr === null ? NOT_A_VALUE : Math.round(item.avgHr)}</Numeric>
    </tr>
  )
}

function Numeric({ children }: { children: React.ReactNode }) {
  return <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{children}</td>
}

function SubtotalRow({ week, units }: { week: WeekSubtotalDto; units: UnitSystem }) {
  const sports =
    week.bySport.length > 1
      ? week.bySport
          .map(
            (sport) =>
              `${SPORT_LABELS[sport.sport]} ${
                sport.distanceMeters > 0
                  ? formatDistance(sport.distanceMeters, units, 1)
                  : formatDuration(sport.movingSeconds)
              }`
          )
          .join(' · ')
      : null
  return (
    <tr className="bg-brand-50 text-gray-800" data-week={week.weekStart}>
      <th scope="rowgroup" colSpan={3} className="px-3 py-1.5 text-left font-semibold">
        Week of {formatLocalDate(week.weekStart)}
        <span className="ml-2 font-normal text-gray-600">
          {week.count === 1 ? '1 activity' : `${week.count} activities`}
          {sports && ` · ${sports}`}
        </span>
      </th>
      <Numeric>{formatDistance(week.distanceMeters, units)}</Numeric>
      <Numeric>{formatDuration(week.movingSeconds)}</Numeric>
      <td />
      <Numeric>{Math.round(week.load)}</Numeric>
      <td />
    </tr>
  )
}

function speedText(item: ActivityListItemDto, units: UnitSystem) {
  if (!(item.avgSpeedMps > 0)) return NOT_A_VALUE
  return isPaceSport(item.sport)
    ? averagePaceText(item.avgSpeedMps, units)
    : formatSpeed(item.avgSpeedMps, units)
}
