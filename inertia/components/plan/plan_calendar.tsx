import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { PlanDto, PlanWorkoutDto } from '#dtos/plan'
import { addDays } from '#domain/calendar'
import type { UnitSystem } from '#domain/units'
import { useMoveWorkout } from '~/components/plan/use_move_workout'
import type { DayProps, WorkoutProps } from '~/components/plan/plan_calendar_day'
import { MonthView, WeekCard } from '~/components/plan/plan_calendar_views'

type View = 'weeks' | 'month'

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
  const scroller = useRef<HTMLDivElement>(null)
  const { handlers, dialog } = useCalendarDrag(plan, today, units, onOpen)

  const currentWeek =
    plan.weeks.find((week) => week.startDate <= today && today <= week.endDate) ??
    (today < plan.startDate ? plan.weeks[0] : plan.weeks[plan.weeks.length - 1])

  useEffect(() => {
    if (view === 'weeks') scrollToCurrentWeek(scroller.current)
  }, [view])

  return (
    <section
      aria-labelledby="plan-calendar-heading"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-calendar-heading" className="text-lg font-semibold text-gray-900">
          Calendar
        </h2>
        <CalendarControls
          view={view}
          setView={setView}
          onThisWeek={() => scrollToCurrentWeek(scroller.current)}
        />
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
              handlers={handlers}
            />
          ))
        ) : (
          <MonthView plan={plan} weekStart={weekStart} handlers={handlers} />
        )}
      </div>
      {dialog}
    </section>
  )
}

/** Scrolls the weeks list so the current week's card sits at its top. */
/**
 * The drag of a workout onto another day: which workout is held, which day is under it, and the
 * move (with its confirmation dialog) on drop.
 */
function useCalendarDrag(
  plan: PlanDto,
  today: string,
  units: UnitSystem,
  onOpen: (workout: PlanWorkoutDto) => void
) {
  const [dragging, setDragging] = useState<PlanWorkoutDto | null>(null)
  const [dropDate, setDropDate] = useState<string | null>(null)
  const { move, dialog } = useMoveWorkout(plan.version)
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
  const workoutProps: WorkoutProps = {
    today,
    units,
    onOpen,
    onDragStart: (workout) => setDragging(workout),
    onDragEnd: () => {
      setDragging(null)
      setDropDate(null)
    },
  }
  return { handlers: { dayProps, workoutProps }, dialog }
}

function scrollToCurrentWeek(container: HTMLDivElement | null) {
  const target = container?.querySelector<HTMLElement>('[data-current-week="true"]')
  if (container && target) {
    container.scrollTop = target.offsetTop - container.offsetTop - 8
  }
}

function CalendarControls({
  view,
  setView,
  onThisWeek,
}: {
  view: View
  setView: (view: View) => void
  onThisWeek: () => void
}) {
  return (
    <div className="flex items-center gap-2">
      {view === 'weeks' && (
        <button
          type="button"
          className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          onClick={onThisWeek}
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
  )
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
