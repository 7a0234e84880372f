import { useForm } from '@inertiajs/react'
import { useId, useMemo, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { PlanDto, PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { Button, buttonClass } from '~/components/ui/button'
import WorkoutSteps from '~/components/plan/workout_steps'
import DoneMarkForm from '~/components/plan/done_mark_form'
import {
  COMPLIANCE_STYLES,
  dateRange,
  isMovable,
  longDate,
  shortDate,
  STATUS_LABELS,
  WORKOUT_STYLES,
  workoutSize,
} from '~/components/plan/plan_format'
import { formatDistance, formatDuration, type UnitSystem } from '#domain/units'
import { ActivityLink } from '~/components/activities/activity_link'

/**
 * The detail panel of one workout: purpose, steps and targets in the athlete's units, the matched
 * activity and compliance, "Mark done" / "Skip" with a note, "Move to…" (the plan's dates), and
 * the FIT download for a watch.
 */
export default function WorkoutDialog({
  plan,
  workout,
  today,
  units,
  onClose,
}: {
  plan: PlanDto
  workout: PlanWorkoutDto | null
  today: string
  units: UnitSystem
  onClose: () => void
}) {
  return (
    <Dialog.Root open={workout !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-gray-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-[1001] max-h-[calc(100vh-2rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
          data-testid="workout-dialog"
        >
          {workout && (
            <WorkoutDetail
              key={workout.id}
              plan={plan}
              workout={workout}
              today={today}
              units={units}
              onMoved={onClose}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function WorkoutDetail({
  plan,
  workout,
  today,
  units,
  onMoved,
}: {
  plan: PlanDto
  workout: PlanWorkoutDto
  today: string
  units: UnitSystem
  onMoved: () => void
}) {
  const size = workoutSize(workout, units)
  const isRest = workout.type === 'rest'
  return (
    <>
      <WorkoutHeading workout={workout} today={today} size={size} />

      <WorkoutBadges workout={workout} />

      <p className="mt-3 text-sm text-gray-800">{workout.purpose}</p>

      {!isRest && (
        <section className="mt-4" aria-labelledby="workout-steps-heading">
          <h3 id="workout-steps-heading" className="text-sm font-semibold text-gray-900">
            Steps and targets
          </h3>
          <div className="mt-2">
            <WorkoutSteps steps={workout.steps} units={units} />
          </div>
        </section>
      )}

      {!isRest && <WorkoutActivity workout={workout} today={today} units={units} />}

      {!isRest && <DoneMarkForm plan={plan} workout={workout} today={today} units={units} />}
      {isMovable(workout, today) && (
        <MoveForm plan={plan} workout={workout} today={today} onMoved={onMoved} />
      )}

      {workout.fitUrl && (
        <div className="mt-5 border-t border-gray-200 pt-4">
          <a href={workout.fitUrl} download className={buttonClass('secondary')}>
            Download for your watch (FIT)
          </a>
          <p className="mt-1 text-xs text-gray-500">
            Copy the file to a Garmin watch's NewFiles folder, or import it in your watch app.
          </p>
        </div>
      )}
    </>
  )
}

function MoveForm({
  plan,
  workout,
  today,
  onMoved,
}: {
  plan: PlanDto
  workout: PlanWorkoutDto
  today: string
  onMoved: () => void
}) {
  const selectId = useId()
  const { form, confirmSent, move } = useMoveRequest(plan, workout, onMoved)
  const options = useMemo(() => moveOptions(plan, today, workout.date), [plan, today, workout.date])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    move(false)
  }

  const e = form.errors as Record<string, string | undefined>
  return (
    <form onSubmit={submit} className="mt-5 border-t border-gray-200 pt-4" noValidate>
      <label htmlFor={selectId} className="block text-sm font-medium text-gray-800">
        Move to…
      </label>
      {workout.session && (
        <p className="mt-0.5 text-xs text-gray-600">
          Both of the day&apos;s runs move together (one already done or skipped stays); whatever is
          planned on the new day takes their place.
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        <select
          id={selectId}
          value={form.data.date}
          onChange={(event) => {
            form.clearErrors()
            form.setData('date', event.target.value)
          }}
          aria-invalid={e.date ? true : undefined}
          className="block min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
        >
          <option value="">
            {workout.session ? 'Choose a day for both runs' : 'Choose a day'}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          variant="secondary"
          disabled={form.processing || form.data.date === ''}
        >
          Move
        </Button>
      </div>
      {e.date && (
        <MoveWarning
          message={e.date}
          confirmSent={confirmSent}
          processing={form.processing}
          onConfirm={() => move(true)}
          onKeep={() => form.clearErrors()}
        />
      )}
      {e.version && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {e.version}
        </p>
      )}
    </form>
  )
}

/** The days a workout can move to (today or later, in the plan), each with what is planned there. */
function moveOptions(plan: PlanDto, today: string, workoutDate: string) {
  const byDate = new Map<string, string[]>()
  for (const week of plan.weeks) {
    for (const w of week.workouts) {
      byDate.set(w.date, [...(byDate.get(w.date) ?? []), w.type === 'rest' ? 'rest' : w.title])
    }
  }
  const from = today > plan.startDate ? today : plan.startDate
  return dateRange(from, plan.endDate)
    .filter((date) => date !== workoutDate)
    .map((date) => ({
      value: date,
      label: `${shortDate(date)}${date === today ? ' (today)' : ''} · ${
        byDate.get(date)?.join(', ') ?? 'nothing planned'
      }`,
    }))
}

/** Moving a workout: PATCH with the plan's version, `confirm` once the athlete accepts a warning. */
function useMoveRequest(plan: PlanDto, workout: PlanWorkoutDto, onMoved: () => void) {
  const [confirmSent, setConfirmSent] = useState(false)
  const form = useForm({ date: '' })
  const move = (confirm: boolean) => {
    if (!form.data.date) return
    setConfirmSent(confirm)
    form.transform((data) => ({
      version: plan.version,
      date: data.date,
      ...(confirm ? { confirm: true } : {}),
    }))
    form.patch(route('plan.workouts.update', { id: workout.id }), {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => onMoved(),
    })
  }

  return { form, confirmSent, move }
}

/** The server's warning about a move, with "Move anyway" until the confirmed move is sent. */
function MoveWarning({
  message,
  confirmSent,
  processing,
  onConfirm,
  onKeep,
}: {
  message: string
  confirmSent: boolean
  processing: boolean
  onConfirm: () => void
  onKeep: () => void
}) {
  return (
    <div
      role="alert"
      className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p>
        <span className="font-semibold">Warning: </span>
        {message}
      </p>
      {!confirmSent && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" disabled={processing} onClick={onConfirm}>
            Move anyway
          </Button>
          <Button type="button" variant="secondary" onClick={onKeep}>
            Keep it where it is
          </Button>
        </div>
      )}
    </div>
  )
}

function WorkoutHeading({
  workout,
  today,
  size,
}: {
  workout: PlanWorkoutDto
  today: string
  size: string
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <Dialog.Title className="text-lg font-semibold text-gray-900">{workout.title}</Dialog.Title>
        <Dialog.Description className="mt-0.5 text-sm text-gray-600">
          {longDate(workout.date)}
          {workout.date === today && ' (today)'}
          {workout.session && (
            <>
              {' '}
              · run {workout.session.index} of {workout.session.of}
            </>
          )}
          {size && <> · {size}</>}
        </Dialog.Description>
      </div>
      <Dialog.Close asChild>
        <button
          type="button"
          className="-mr-2 -mt-1 rounded-md px-2 py-1 text-sm font-medium text-gray-600 hover:bg-gray-100"
        >
          Close
        </button>
      </Dialog.Close>
    </div>
  )
}

/** Type (and hard day), status, and the compliance when it says more than the status. */
function WorkoutBadges({ workout }: { workout: PlanWorkoutDto }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
        {WORKOUT_STYLES[workout.type].label}
        {workout.hard ? ' · hard day' : ''}
      </span>
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
        {STATUS_LABELS[workout.status]}
      </span>
      {workout.type !== 'rest' && workout.compliance.label !== STATUS_LABELS[workout.status] && (
        <span
          className={`rounded-full px-2 py-0.5 ${COMPLIANCE_STYLES[workout.compliance.status]}`}
        >
          {workout.compliance.label}
        </span>
      )}
    </div>
  )
}

/** What was run for this workout: entered with the done mark, the matched activity, or nothing yet. */
function WorkoutActivity({
  workout,
  today,
  units,
}: {
  workout: PlanWorkoutDto
  today: string
  units: UnitSystem
}) {
  return (
    <section className="mt-4" aria-labelledby="workout-activity-heading">
      <h3 id="workout-activity-heading" className="text-sm font-semibold text-gray-900">
        {workout.done?.source === 'entered' ? 'What you ran' : 'Matched activity'}
      </h3>
      {workout.done?.source === 'entered' ? (
        <p className="mt-1 text-sm tabular-nums text-gray-800" data-testid="entered-run">
          {formatDistance(workout.done.distanceMeters, units, 2)} in{' '}
          {formatDuration(workout.done.durationSeconds)} (entered with the done mark)
        </p>
      ) : workout.activity ? (
        <p className="mt-1 text-sm">
          <ActivityLink id={workout.activity.id} className="font-medium text-brand-700 underline">
            {workout.activity.name}
          </ActivityLink>{' '}
          <span className="tabular-nums text-gray-700">
            · {formatDistance(workout.activity.distanceMeters, units, 2)} ·{' '}
            {formatDuration(workout.activity.movingSeconds)}
          </span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-600">
          {workout.date > today
            ? 'Not yet: an activity you record on this day is matched automatically.'
            : 'No activity was matched to this workout.'}
        </p>
      )}
    </section>
  )
}
