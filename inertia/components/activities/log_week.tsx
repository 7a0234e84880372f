import { Link } from '@inertiajs/react'
import type { LogActivity, LogPlannedWorkout, LogWeek, WeekTotals } from '#dtos/training_log'
import { formatDistance, formatDuration, type UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import { SPORT_LABELS } from '~/lib/sports'
import { dateTimeFormat } from '~/lib/format_locale'

const MONTH_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' }

/** "3 Mar" for the first day shown and every first of a month, "4" otherwise. */
function dayLabel(date: string, first: boolean) {
  const day = Number(date.slice(8, 10))
  return first || day === 1
    ? dateTimeFormat(MONTH_DAY).format(new Date(`${date}T00:00:00Z`))
    : String(day)
}

/**
 * One week of the training log: seven day cells (what was done, what was planned) and the
 * week's totals. On a narrow screen the days stack, days without anything left out.
 */
export function LogWeekRow({
  week,
  today,
  units,
  first,
}: {
  week: LogWeek
  today: string
  units: UnitSystem
  first: boolean
}) {
  return (
    <section
      aria-label={`Week of ${dateTimeFormat(MONTH_DAY).format(new Date(`${week.startDate}T00:00:00Z`))}`}
      className="grid gap-px bg-gray-200 lg:grid-cols-[repeat(7,minmax(0,1fr))_11rem]"
    >
      {week.days.map((day, index) => {
        const isToday = day.date === today
        const empty = day.activities.length === 0 && day.planned.length === 0
        return (
          <div
            key={day.date}
            id={isToday ? 'today' : undefined}
            aria-current={isToday ? 'date' : undefined}
            data-date={day.date}
            className={`min-h-24 bg-white p-1.5 text-xs ${empty && !isToday ? 'hidden lg:block' : ''} ${
              isToday ? 'ring-2 ring-inset ring-brand-700' : ''
            } ${day.date > today ? 'bg-gray-50' : ''}`}
          >
            <p className={`mb-1 font-semibold ${isToday ? 'text-brand-800' : 'text-gray-500'}`}>
              <span className="lg:hidden">
                {dateTimeFormat({ weekday: 'short', timeZone: 'UTC' }).format(
                  new Date(`${day.date}T00:00:00Z`)
                )}{' '}
              </span>
              {dayLabel(day.date, first && index === 0)}
              {isToday && <span className="ml-1 font-normal">Today</span>}
            </p>
            <ul className="space-y-1">
              {day.planned.map((workout, i) => (
                <PlannedItem key={i} workout={workout} units={units} />
              ))}
              {day.activities.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} units={units} />
              ))}
            </ul>
          </div>
        )
      })}
      <WeekTotalsCell
        startDate={week.startDate}
        totals={week.totals}
        planned={week.planned}
        units={units}
      />
    </section>
  )
}

function PlannedItem({ workout, units }: { workout: LogPlannedWorkout; units: UnitSystem }) {
  const size = [
    workout.distanceMeters ? formatDistance(workout.distanceMeters, units, 1) : null,
    workout.durationSeconds ? formatDuration(workout.durationSeconds) : null,
  ].filter(Boolean)
  return (
    <li className="rounded border border-dashed border-gray-300 px-1.5 py-1 text-gray-600">
      <span className="sr-only">Planned: </span>
      <span className="block font-medium">{workout.title}</span>
      {size.length > 0 && <span className="block tabular-nums">{size.join(' · ')}</span>}
    </li>
  )
}

function ActivityItem({ activity, units }: { activity: LogActivity; units: UnitSystem }) {
  return (
    <li>
      <Link
        href={route('activities.show', { id: activity.id })}
        className="block rounded bg-brand-50 px-1.5 py-1 text-gray-900 ring-1 ring-brand-100 hover:bg-brand-100"
      >
        <span className="block font-semibold text-brand-800">{SPORT_LABELS[activity.sport]}</span>
        <span className="block truncate" title={activity.name}>
          {activity.name}
        </span>
        <span className="block tabular-nums text-gray-700">
          {activity.distanceMeters > 0 && `${formatDistance(activity.distanceMeters, units, 1)} · `}
          {formatDuration(activity.movingSeconds)} ·{' '}
          <span title="Training load">L {Math.round(activity.load)}</span>
        </span>
      </Link>
    </li>
  )
}

function WeekTotalsCell({
  startDate,
  totals,
  planned,
  units,
}: {
  startDate: string
  totals: WeekTotals
  planned: LogWeek['planned']
  units: UnitSystem
}) {
  return (
    <div className="bg-gray-50 p-2 text-xs text-gray-700" data-testid="week-totals">
      <p className="font-semibold text-gray-900 lg:hidden">
        Week of {dateTimeFormat(MONTH_DAY).format(new Date(`${startDate}T00:00:00Z`))}
      </p>
      {totals.count === 0 ? (
        <p className="text-gray-500">No activities</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 tabular-nums">
          <dt>Distance</dt>
          <dd className="font-semibold">{formatDistance(totals.distanceMeters, units, 1)}</dd>
          <dt>Time</dt>
          <dd className="font-semibold">{formatDuration(totals.movingSeconds)}</dd>
          <dt>Load</dt>
          <dd className="font-semibold">{Math.round(totals.load)}</dd>
        </dl>
      )}
      {totals.bySport.length > 1 && (
        <ul className="mt-1 border-t border-gray-200 pt-1 tabular-nums" aria-label="Per sport">
          {totals.bySport.map((sport) => (
            <li key={sport.sport}>
              {SPORT_LABELS[sport.sport]}:{' '}
              {sport.distanceMeters > 0
                ? formatDistance(sport.distanceMeters, units, 1)
                : formatDuration(sport.movingSeconds)}
            </li>
          ))}
        </ul>
      )}
      {planned && (
        <p className="mt-1 border-t border-gray-200 pt-1 text-gray-500">
          Planned {formatDistance(planned.distanceMeters, units, 1)}
        </p>
      )}
    </div>
  )
}
