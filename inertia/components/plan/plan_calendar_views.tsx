import { useMemo } from 'react'
import type { PlanDto, PlanWeekDto } from '#dtos/plan'
import { addDays, daysBetween, isoWeekday } from '#domain/calendar'
import { formatDistance, type UnitSystem } from '#domain/units'
import WeekProgress from '~/components/plan/week_progress'
import WeekWhy from '~/components/plan/week_why'
import {
  DayCell,
  groupByDate,
  type CalendarCells,
  type CalendarHandlers,
} from '~/components/plan/plan_calendar_day'
import {
  dateRange,
  monthTitle,
  PHASE_STYLES,
  shortDate,
  WEEKDAYS,
} from '~/components/plan/plan_format'
import { ActivityLink } from '~/components/activities/activity_link'

export function WeekCard({
  week,
  current,
  units,
  handlers,
}: {
  week: PlanWeekDto
  current: boolean
  units: UnitSystem
  handlers: CalendarHandlers
}) {
  const days = dateRange(addDays(week.endDate, -6), week.endDate)
  const cells = { ...handlers, byDate: groupByDate(week.workouts) }
  return (
    <article
      aria-labelledby={`week-${week.index}-heading`}
      data-current-week={current}
      data-testid={`week-${week.index}`}
      className={`rounded-lg p-3 ring-1 sm:p-4 ${
        current ? 'bg-brand-50/40 ring-2 ring-brand-700' : 'bg-white ring-gray-200'
      }`}
    >
      <WeekHeader week={week} current={current} units={units} />
      <div className="mt-2">
        <WeekProgress week={week} units={units} />
      </div>
      <WeekWhy week={week} units={units} />
      <ol
        className="mt-3 grid grid-cols-1 gap-1.5 md:grid-cols-7"
        aria-label={`Week ${week.index} days`}
      >
        {days.map((date) => (
          <DayCell key={date} date={date} cells={cells} variant="week" />
        ))}
      </ol>
      <UnplannedActivities week={week} units={units} />
    </article>
  )
}

interface WeekPartProps {
  week: PlanWeekDto
  units: UnitSystem
}

function WeekHeader({ week, current, units }: WeekPartProps & { current: boolean }) {
  const phase = PHASE_STYLES[week.phase]
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h3 id={`week-${week.index}-heading`} className="text-sm font-semibold text-gray-900">
        Week {week.index}
        <span className="font-normal text-gray-600">
          {' '}
          · {shortDate(week.startDate)} – {shortDate(week.endDate)}
        </span>
      </h3>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${phase.className}`}>
        {phase.label} phase
      </span>
      {week.isCutback && (
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-gray-700 ring-1 ring-gray-300">
          Cutback week
        </span>
      )}
      {current && (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
          This week
        </span>
      )}
      <span className="ml-auto text-xs tabular-nums text-gray-600">
        Target {formatDistance(week.targetDistanceMeters, units, 0)}
      </span>
    </header>
  )
}

/** Runs done that week that no planned workout claimed, linked to their pages. */
function UnplannedActivities({ week, units }: WeekPartProps) {
  if (week.unplannedActivities.length === 0) return null
  return (
    <p className="mt-2 text-xs text-gray-700">
      <span className="font-medium">Also this week (not in the plan): </span>
      {week.unplannedActivities.map((activity, index) => (
        <span key={activity.id}>
          {index > 0 && ', '}
          <ActivityLink id={activity.id}>{activity.name}</ActivityLink>{' '}
          <>({formatDistance(activity.distanceMeters, units, 1)})</>
        </span>
      ))}
    </p>
  )
}

export function MonthView({
  plan,
  weekStart,
  handlers,
}: {
  plan: PlanDto
  weekStart: number
  handlers: CalendarHandlers
}) {
  const byDate = useMemo(() => groupByDate(plan.weeks.flatMap((week) => week.workouts)), [plan])
  const months = useMemo(() => {
    const list: string[] = []
    let month = `${plan.startDate.slice(0, 7)}-01`
    while (month <= plan.endDate) {
      list.push(month)
      const [year, m] = month.split('-').map(Number)
      month = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
    }
    return list
  }, [plan.startDate, plan.endDate])
  const first = weekStart === 7 ? 7 : 1
  const headers = first === 7 ? [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)] : [...WEEKDAYS]

  return (
    <div className="space-y-6">
      {months.map((month) => (
        <MonthGrid
          key={month}
          month={month}
          first={first}
          headers={headers}
          cells={{ ...handlers, byDate }}
        />
      ))}
    </div>
  )
}

function lastOfMonth(firstIso: string) {
  const [year, m] = firstIso.split('-').map(Number)
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
  return addDays(next, -1)
}

/** One month's grid, weeks starting on `first` (1 Monday, 7 Sunday); days of other months blank. */
function MonthGrid({
  month,
  first,
  headers,
  cells,
}: {
  month: string
  first: number
  headers: (typeof WEEKDAYS)[number][]
  cells: CalendarCells
}) {
  const lastDay = lastOfMonth(month)
  const lead = (isoWeekday(month) - first + 7) % 7
  const gridStart = addDays(month, -lead)
  const cellCount = Math.ceil((lead + daysBetween(month, lastDay) + 1) / 7) * 7
  const dates = Array.from({ length: cellCount }, (_, i) => addDays(gridStart, i))
  return (
    <section aria-label={monthTitle(month)}>
      <h3 className="text-sm font-semibold text-gray-900">{monthTitle(month)}</h3>
      <div
        className="mt-2 grid grid-cols-7 gap-1 text-center text-[11px] font-medium text-gray-500"
        aria-hidden="true"
      >
        {headers.map((day) => (
          <span key={day.value}>{day.short}</span>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {dates.map((date) =>
          date.slice(0, 7) === month.slice(0, 7) ? (
            <DayCell key={date} date={date} cells={cells} variant="month" />
          ) : (
            <li key={date} aria-hidden="true" />
          )
        )}
      </ol>
    </section>
  )
}
