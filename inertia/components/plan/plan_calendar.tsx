import { Link } from '@inertiajs/react'
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import type { PlanDto, PlanWeekDto, PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { addDays, daysBetween, isoWeekday } from '#domain/calendar'
import { formatDistance, type UnitSystem } from '#domain/units'
import WeekProgress from '~/components/plan/week_progress'
import WeekWhy from '~/components/plan/week_why'
import { useMoveWorkout } from '~/components/plan/use_move_workout'
import {
  dateRange,
  dayOfMonth,
  isMovable,
  longDate,
  monthTitle,
  PHASE_STYLES,
  shortDate,
  WEEKDAYS,
  WORKOUT_STYLES,
  workoutSize,
} from '~/components/plan/plan_format'

type View = 'weeks' | 'month'

interface DayProps {
  today: string
  plan: PlanDto
  dragging: PlanWorkoutDto | null
  dropDate: string | null
  setDropDate: (date: string | null) => void
  onDrop: (date: string) => void
}

/**
 * The plan's calendar: one card per week (phase, cutback, planned vs done, seven days), or a
 * compact month view. Today is highlighted and the current week scrolled into view. A workout
 * opens its detail panel; it can be dragged onto another day. Keyboard: Tab to a workout, the
 * arrow keys move between days (left / right) and weeks (up / down), Enter opens it.
 */
export default function PlanCalendar({
  plan,
  today,
  units,
  weekStart,
  onOpen,
}: {
  plan: PlanDto
  today: string
  units: UnitSystem
  weekStart: number
  onOpen: (workout: PlanWorkoutDto) => void
}) {
  const [view, setView] = useState<View>('weeks')
  const [dragging, setDragging] = useState<PlanWorkoutDto | null>(null)
  const [dropDate, setDropDate] = useState<string | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const { move, dialog } = useMoveWorkout(plan.version)

  const currentWeek =
    plan.weeks.find((week) => week.startDate <= today && today <= week.endDate) ??
    (today < plan.startDate ? plan.weeks[0] : plan.weeks[plan.weeks.length - 1])

  useEffect(() => {
    if (view !== 'weeks') return
    const container = scroller.current
    const target = container?.querySelector<HTMLElement>('[data-current-week="true"]')
    if (container && target) {
      container.scrollTop = target.offsetTop - container.offsetTop - 8
    }
  }, [view])

  const dayProps: DayProps = {
    today,
    plan,
    dragging,
    dropDate,
    setDropDate,
    onDrop: (date) => {
      if (dragging) move(dragging, date)
      setDragging(null)
      setDropDate(null)
    },
  }

  const workoutProps = {
    today,
    units,
    onOpen,
    onDragStart: (workout: PlanWorkoutDto) => setDragging(workout),
    onDragEnd: () => {
      setDragging(null)
      setDropDate(null)
    },
  }

  return (
    <section
      aria-labelledby="plan-calendar-heading"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-calendar-heading" className="text-lg font-semibold text-gray-900">
          Calendar
        </h2>
        <div className="flex items-center gap-2">
          {view === 'weeks' && (
            <button
              type="button"
              className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              onClick={() => {
                const target = scroller.current?.querySelector<HTMLElement>(
                  '[data-current-week="true"]'
                )
                if (scroller.current && target) {
                  scroller.current.scrollTop = target.offsetTop - scroller.current.offsetTop - 8
                }
              }}
            >
              This week
            </button>
          )}
          <div role="group" aria-label="Calendar view" className="flex gap-1">
            {(['weeks', 'month'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ring-1 ${
                  view === option
                    ? 'bg-brand-50 text-brand-800 ring-brand-700'
                    : 'text-gray-700 ring-gray-300 hover:bg-gray-50'
                }`}
              >
                {option === 'weeks' ? 'Weeks' : 'Month'}
              </button>
            ))}
          </div>
        </div>
      </div>
      <p className="mt-1 text-xs text-gray-500">
        Open a workout for its steps and targets. Drag it onto another day to move it, or use “Move
        to…” in its panel; on a day with two runs both move together. Arrow keys move between days
        and weeks.
      </p>

      <div
        ref={scroller}
        onKeyDown={calendarKeys}
        className={`mt-4 ${view === 'weeks' ? 'relative max-h-[70vh] space-y-4 overflow-y-auto pr-1' : ''}`}
        data-testid="plan-calendar"
        data-plan-id={plan.id}
      >
        {view === 'weeks' ? (
          plan.weeks.map((week) => (
            <WeekCard
              key={week.index}
              week={week}
              current={week === currentWeek}
              units={units}
              dayProps={dayProps}
              workoutProps={workoutProps}
            />
          ))
        ) : (
          <MonthView
            plan={plan}
            weekStart={weekStart}
            dayProps={dayProps}
            workoutProps={workoutProps}
          />
        )}
      </div>
      {dialog}
    </section>
  )
}

type WorkoutProps = {
  today: string
  units: UnitSystem
  onOpen: (workout: PlanWorkoutDto) => void
  onDragStart: (workout: PlanWorkoutDto) => void
  onDragEnd: () => void
}

function WeekCard({
  week,
  current,
  units,
  dayProps,
  workoutProps,
}: {
  week: PlanWeekDto
  current: boolean
  units: UnitSystem
  dayProps: DayProps
  workoutProps: WorkoutProps
}) {
  const days = dateRange(addDays(week.endDate, -6), week.endDate)
  const byDate = groupByDate(week.workouts)
  const phase = PHASE_STYLES[week.phase]
  return (
    <article
      aria-labelledby={`week-${week.index}-heading`}
      data-current-week={current}
      data-testid={`week-${week.index}`}
      className={`rounded-lg p-3 ring-1 sm:p-4 ${
        current ? 'bg-brand-50/40 ring-2 ring-brand-700' : 'bg-white ring-gray-200'
      }`}
    >
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
      <div className="mt-2">
        <WeekProgress week={week} units={units} />
      </div>
      <WeekWhy week={week} units={units} />
      <ol
        className="mt-3 grid grid-cols-1 gap-1.5 md:grid-cols-7"
        aria-label={`Week ${week.index} days`}
      >
        {days.map((date) => (
          <DayCell
            key={date}
            date={date}
            workouts={byDate.get(date) ?? []}
            dayProps={dayProps}
            workoutProps={workoutProps}
            variant="week"
          />
        ))}
      </ol>
      {week.unplannedActivities.length > 0 && (
        <p className="mt-2 text-xs text-gray-700">
          <span className="font-medium">Also this week (not in the plan): </span>
          {week.unplannedActivities.map((activity, index) => (
            <span key={activity.id}>
              {index > 0 && ', '}
              <Link
                href={route('activities.show', { id: activity.id })}
                className="text-brand-700 underline"
              >
                {activity.name}
              </Link>{' '}
              ({formatDistance(activity.distanceMeters, units, 1)})
            </span>
          ))}
        </p>
      )}
    </article>
  )
}

function DayCell({
  date,
  workouts,
  dayProps,
  workoutProps,
  variant,
}: {
  date: string
  workouts: PlanWorkoutDto[]
  dayProps: DayProps
  workoutProps: WorkoutProps
  variant: 'week' | 'month'
}) {
  const { today, plan, dragging, dropDate, setDropDate, onDrop } = dayProps
  const inPlan = date >= plan.startDate && date <= plan.endDate
  const isToday = date === today
  const canDrop = dragging !== null && inPlan && date >= today && date !== dragging.date
  const over = canDrop && dropDate === date

  const dropHandlers = canDrop
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = 'move'
          if (dropDate !== date) setDropDate(date)
        },
        onDragLeave: () => setDropDate(null),
        onDrop: (event: DragEvent) => {
          event.preventDefault()
          onDrop(date)
        },
      }
    : {}

  const ring = over
    ? 'ring-2 ring-brand-700 bg-brand-50'
    : isToday
      ? 'ring-2 ring-amber-500 bg-amber-50/60'
      : canDrop
        ? 'ring-1 ring-brand-600 bg-white'
        : inPlan
          ? 'ring-1 ring-gray-200 bg-white'
          : 'ring-1 ring-gray-100 bg-gray-50'

  return (
    <li
      {...dropHandlers}
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
      data-today={isToday || undefined}
      className={`rounded-md p-1.5 ${ring} ${
        variant === 'week'
          ? `${inPlan ? 'flex' : 'hidden'} gap-2 md:block md:min-h-28`
          : `min-w-0 ${inPlan ? 'min-h-16 md:min-h-20' : 'min-h-8'}`
      }`}
    >
      <p
        className={`text-xs ${variant === 'week' ? 'w-24 shrink-0 pt-1 md:w-auto md:pt-0' : ''} ${
          isToday ? 'font-semibold text-amber-900' : inPlan ? 'text-gray-600' : 'text-gray-500'
        }`}
      >
        {variant === 'week' ? shortDate(date).replace(/,/g, '') : dayOfMonth(date)}
        {isToday && (
          // amber-800 on white text: 7.1:1 (WCAG AA asks 4.5:1 for small text; amber-500 was 2.1:1).
          <span className="ml-1 rounded bg-amber-800 px-1 text-[10px] font-bold uppercase text-white">
            Today
          </span>
        )}
        <span className="sr-only">{` ${longDate(date)}`}</span>
      </p>
      <div className="min-w-0 flex-1 space-y-1 md:mt-1">
        {workouts.map((workout) => (
          <WorkoutChip
            key={workout.id}
            workout={workout}
            compact={variant === 'month'}
            {...workoutProps}
          />
        ))}
        {variant === 'week' && <DoubleTotal workouts={workouts} units={workoutProps.units} />}
        {variant === 'week' && workouts.length === 0 && inPlan && (
          <p className="pt-1 text-xs text-gray-500 md:pt-0">Rest</p>
        )}
        {!inPlan && variant === 'week' && (
          <p className="pt-1 text-xs text-gray-500 md:pt-0">Before the plan</p>
        )}
      </div>
    </li>
  )
}

function WorkoutChip({
  workout,
  compact,
  today,
  units,
  onOpen,
  onDragStart,
  onDragEnd,
}: WorkoutProps & { workout: PlanWorkoutDto; compact: boolean }) {
  const style = WORKOUT_STYLES[workout.type]
  const movable = isMovable(workout, today)
  const session = workout.session ? `Run ${workout.session.index}` : null
  const size = workoutSize({ distanceMeters: workout.distanceMeters }, units)
  const status =
    workout.type === 'rest'
      ? null
      : workout.status === 'done'
        ? '✓ Done'
        : workout.status === 'skipped'
          ? 'Skipped'
          : workout.date < today
            ? workout.compliance.label
            : null
  return (
    <button
      type="button"
      data-workout-id={workout.id}
      data-cal-date={workout.date}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', workout.id)
        event.dataTransfer.effectAllowed = 'move'
        onDragStart(workout)
      }}
      onDragEnd={onDragEnd}
      onClick={() => onOpen(workout)}
      // The name is the visible text (WCAG 2.5.3 Label in Name), completed by text for screen
      // readers only: the full title in the month view, and the date.
      className={`block w-full min-w-0 rounded border-l-4 px-1.5 py-1 text-left text-xs ring-1 ring-gray-200 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        style.className
      } ${workout.status === 'skipped' ? 'opacity-60' : ''} ${movable ? 'cursor-grab' : ''}`}
    >
      {compact ? (
        <span className="block truncate font-medium text-gray-900">
          {session && (
            <span className="tabular-nums text-gray-600">{session.replace('Run ', '')}·</span>
          )}
          {workout.type === 'rest' ? 'Rest' : style.label}
          {session && (
            <span className="sr-only">{` (${session.toLowerCase()} of ${workout.session!.of})`}</span>
          )}
          {workout.type !== 'rest' && <span className="sr-only">{`: ${workout.title}`}</span>}
          <span className="sr-only">{`, ${longDate(workout.date)}`}</span>
        </span>
      ) : (
        <>
          {session && (
            <span
              className="mb-0.5 inline-block rounded bg-white/80 px-1 text-[10px] font-semibold uppercase tracking-wide text-gray-700 ring-1 ring-gray-300"
              data-testid="session-badge"
            >
              {session}
              <span className="sr-only">{` of ${workout.session!.of}:`}</span>
            </span>
          )}
          <span className="block font-medium text-gray-900 md:line-clamp-2">
            {workout.type === 'rest' ? 'Rest' : workout.title}
            <span className="sr-only">{`, ${longDate(workout.date)}`}</span>
          </span>
          {size && workout.type !== 'rest' && (
            <span className="block tabular-nums text-gray-600">{size}</span>
          )}
        </>
      )}
      {status && (
        <span
          className={`block truncate font-medium ${
            workout.status === 'done' ? 'text-emerald-800' : 'text-gray-700'
          }`}
        >
          {status}
        </span>
      )}
    </button>
  )
}

/** A double day's total under its two runs ("2 runs · 18.0 km"); nothing on other days. */
function DoubleTotal({ workouts, units }: { workouts: PlanWorkoutDto[]; units: UnitSystem }) {
  const runs = workouts.filter((w) => w.type !== 'rest')
  if (runs.length < 2) return null
  const meters = runs.reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0)
  return (
    <p className="text-[11px] tabular-nums text-gray-600" data-testid="day-total">
      {runs.length} runs · {formatDistance(meters, units, 1)}
    </p>
  )
}

function MonthView({
  plan,
  weekStart,
  dayProps,
  workoutProps,
}: {
  plan: PlanDto
  weekStart: number
  dayProps: DayProps
  workoutProps: WorkoutProps
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
      {months.map((month) => {
        const lastDay = lastOfMonth(month)
        const lead = (isoWeekday(month) - first + 7) % 7
        const gridStart = addDays(month, -lead)
        const cells = Math.ceil((lead + daysBetween(month, lastDay) + 1) / 7) * 7
        const dates = Array.from({ length: cells }, (_, i) => addDays(gridStart, i))
        return (
          <section key={month} aria-label={monthTitle(month)}>
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
                  <DayCell
                    key={date}
                    date={date}
                    workouts={byDate.get(date) ?? []}
                    dayProps={dayProps}
                    workoutProps={workoutProps}
                    variant="month"
                  />
                ) : (
                  <li key={date} aria-hidden="true" />
                )
              )}
            </ol>
          </section>
        )
      })}
    </div>
  )
}

function lastOfMonth(firstIso: string) {
  const [year, m] = firstIso.split('-').map(Number)
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
  return addDays(next, -1)
}

function groupByDate(workouts: PlanWorkoutDto[]) {
  const map = new Map<string, PlanWorkoutDto[]>()
  for (const workout of workouts) {
    // The second run of a double turned into rest (an adaptation) leaves the day's own entry.
    if (workout.type === 'rest' && workout.key.endsWith('-2')) continue
    map.set(workout.date, [...(map.get(workout.date) ?? []), workout])
  }
  return map
}

/**
 * Arrow keys between the calendar's workouts: left / right to the previous / next one, up / down
 * to the same weekday a week earlier / later (or the nearest workout in that direction).
 */
function calendarKeys(event: KeyboardEvent<HTMLDivElement>) {
  const current = event.target as HTMLElement
  const date = current.dataset.calDate
  if (!date) return
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-cal-date]')
  )
  const index = buttons.indexOf(current as HTMLButtonElement)
  let next: HTMLButtonElement | undefined
  if (event.key === 'ArrowRight') next = buttons[index + 1]
  else if (event.key === 'ArrowLeft') next = buttons[index - 1]
  else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const down = event.key === 'ArrowDown'
    const target = addDays(date, down ? 7 : -7)
    const candidates = down
      ? buttons.filter((b) => b.dataset.calDate! >= target)
      : buttons.filter((b) => b.dataset.calDate! <= target).reverse()
    next = candidates[0]
  } else if (event.key === 'Home') next = buttons[0]
  else if (event.key === 'End') next = buttons[buttons.length - 1]
  if (next) {
    event.preventDefault()
    next.focus()
  }
}
