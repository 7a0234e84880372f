import type { DragEvent } from 'react'
import type { PlanDto, PlanWorkoutDto } from '#dtos/plan'
import { formatDistance, type UnitSystem } from '#domain/units'
import {
  dayOfMonth,
  isMovable,
  longDate,
  shortDate,
  WORKOUT_STYLES,
  workoutSize,
} from '~/components/plan/plan_format'

/** What every day of the calendar shares: today, the plan, and the drag in progress. */
export interface DayProps {
  today: string
  plan: PlanDto
  dragging: PlanWorkoutDto | null
  dropDate: string | null
  setDropDate: (date: string | null) => void
  onDrop: (date: string) => void
}

export type WorkoutProps = {
  today: string
  units: UnitSystem
  onOpen: (workout: PlanWorkoutDto) => void
  onDragStart: (workout: PlanWorkoutDto) => void
  onDragEnd: () => void
}

/** What every cell of the calendar gets, whichever the view: the day and workout handlers. */
export interface CalendarHandlers {
  dayProps: DayProps
  workoutProps: WorkoutProps
}

/** The handlers and the planned workouts of each date one view shows. */
export interface CalendarCells extends CalendarHandlers {
  byDate: Map<string, PlanWorkoutDto[]>
}

export function DayCell({
  date,
  cells,
  variant,
}: {
  date: string
  cells: CalendarCells
  variant: 'week' | 'month'
}) {
  const { dayProps, workoutProps } = cells
  const workouts = cells.byDate.get(date) ?? []
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

  const ring = dayRing({ over, isToday, canDrop, inPlan })

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
      <DayLabel date={date} isToday={isToday} inPlan={inPlan} variant={variant} />
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

function DayLabel({
  date,
  isToday,
  inPlan,
  variant,
}: {
  date: string
  isToday: boolean
  inPlan: boolean
  variant: 'week' | 'month'
}) {
  return (
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
  )
}

/** The day's outline: drop target under the pointer, today, a possible drop, in or out of the plan. */
function dayRing(day: { over: boolean; isToday: boolean; canDrop: boolean; inPlan: boolean }) {
  if (day.over) return 'ring-2 ring-brand-700 bg-brand-50'
  if (day.isToday) return 'ring-2 ring-amber-500 bg-amber-50/60'
  if (day.canDrop) return 'ring-1 ring-brand-600 bg-white'
  return day.inPlan ? 'ring-1 ring-gray-200 bg-white' : 'ring-1 ring-gray-100 bg-gray-50'
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
  const status = workoutStatus(workout, today)
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
        <CompactChipBody workout={workout} session={session} label={style.label} />
      ) : (
        <ChipBody workout={workout} session={session} size={size} />
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

function workoutStatus(workout: PlanWorkoutDto, today: string): string | null {
  if (workout.type === 'rest') return null
  if (workout.status === 'done') return '✓ Done'
  if (workout.status === 'skipped') return 'Skipped'
  return workout.date < today ? workout.compliance.label : null
}

interface ChipBodyProps {
  workout: PlanWorkoutDto
  session: string | null
}

/** Month view: the type's label; the title and date for screen readers only. */
function CompactChipBody({ workout, session, label }: ChipBodyProps & { label: string }) {
  return (
    <span className="block truncate font-medium text-gray-900">
      {session && (
        <span className="tabular-nums text-gray-600">{session.replace('Run ', '')}·</span>
      )}
      {workout.type === 'rest' ? 'Rest' : label}
      {session && (
        <span className="sr-only">{` (${session.toLowerCase()} of ${workout.session!.of})`}</span>
      )}
      {workout.type !== 'rest' && <span className="sr-only">{`: ${workout.title}`}</span>}
      <span className="sr-only">{`, ${longDate(workout.date)}`}</span>
    </span>
  )
}

/** Weeks view: session badge, title and date, size. */
function ChipBody({ workout, session, size }: ChipBodyProps & { size: string }) {
  return (
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

export function groupByDate(workouts: PlanWorkoutDto[]) {
  const map = new Map<string, PlanWorkoutDto[]>()
  for (const workout of workouts) {
    // The second run of a double turned into rest (an adaptation) leaves the day's own entry.
    if (workout.type === 'rest' && workout.key.endsWith('-2')) continue
    map.set(workout.date, [...(map.get(workout.date) ?? []), workout])
  }
  return map
}
