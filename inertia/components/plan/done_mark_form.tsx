import { useForm } from '@inertiajs/react'
import { useId, useState, type FormEvent } from 'react'
import type { PlanDto, PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { longDate } from '~/components/plan/plan_format'
import {
  formatDistance,
  formatDuration,
  kilometersToMeters,
  milesToMeters,
  parseDurationSeconds,
  type UnitSystem,
} from '#domain/units'

type Choice = { kind: 'run'; id: number } | { kind: 'enter' }

/**
 * Marking a workout done says what was done: one of that day's runs, or the distance and time
 * (in the athlete's units, sent in metres and seconds). Skip, a note, and "Mark as planned",
 * which removes the mark and what it counted (docs/decisions/029-done-marks.md).
 */
export default function DoneMarkForm({
  plan,
  workout,
  today,
  units,
}: {
  plan: PlanDto
  workout: PlanWorkoutDto
  today: string
  units: UnitSystem
}) {
  const noteId = useId()
  const choiceName = useId()
  const runs = workout.dayRuns
  const initial: Choice =
    workout.activity && runs.some((run) => run.id === workout.activity!.id)
      ? { kind: 'run', id: workout.activity.id }
      : runs.length > 0
        ? { kind: 'run', id: runs[0].id }
        : { kind: 'enter' }
  const [choice, setChoice] = useState<Choice>(initial)
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const form = useForm({ note: workout.note ?? '', distance: '', duration: '' })
  const [saved, setSaved] = useState<string | null>(null)
  const future = workout.date > today
  const canMarkDone = !future && !(workout.status === 'done' && workout.marked)

  const noteValue = () => (form.data.note.trim() === '' ? null : form.data.note.trim())

  const patch = (payload: Record<string, unknown>, message: string) => {
    form.transform(() => ({ version: plan.version, note: noteValue(), ...payload }))
    form.patch(route('plan.workouts.update', { id: workout.id }), {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => {
        setSaved(message)
        form.setData((data) => ({ ...data, distance: '', duration: '' }))
      },
    })
  }

  const markDone = () => {
    setLocalErrors({})
    if (choice.kind === 'run')
      return patch({ status: 'done', activityId: choice.id }, 'Marked done.')
    const errors: Record<string, string> = {}
    const distance = Number(form.data.distance)
    const durationSeconds = parseDurationSeconds(form.data.duration)
    if (form.data.distance.trim() === '' || !Number.isFinite(distance) || distance <= 0) {
      errors.distance = 'Enter the distance you ran, for example 8.2.'
    }
    if (durationSeconds === null || durationSeconds <= 0) {
      errors.duration = 'Enter the time as h:mm:ss or mm:ss, for example 48:30.'
    }
    if (Object.keys(errors).length > 0) return setLocalErrors(errors)
    const meters = units === 'metric' ? kilometersToMeters(distance) : milesToMeters(distance)
    patch(
      {
        status: 'done',
        distanceMeters: Math.round(meters * 10) / 10,
        durationSeconds: Math.round(durationSeconds!),
      },
      'Marked done.'
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canMarkDone && workout.status !== 'done') markDone()
    else patch({ status: workout.status, ...keepRun(workout) }, 'Note saved.')
  }

  const server = form.errors as Record<string, string | undefined>
  const e = {
    distance: localErrors.distance ?? server.distanceMeters,
    duration: localErrors.duration ?? server.durationSeconds,
    activity: server.activityId,
    other: server.version ?? server.status,
  }
  const unit = units === 'metric' ? 'km' : 'mi'
  return (
    <form onSubmit={submit} className="mt-5 space-y-3 border-t border-gray-200 pt-4" noValidate>
      {canMarkDone && (
        <fieldset className="space-y-2" data-testid="done-mark">
          <legend className="text-sm font-medium text-gray-800">What did you run?</legend>
          {runs.map((run) => (
            <label key={run.id} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={choiceName}
                checked={choice.kind === 'run' && choice.id === run.id}
                onChange={() => setChoice({ kind: 'run', id: run.id })}
              />
              <span>
                {run.name}{' '}
                <span className="tabular-nums text-gray-600">
                  · {formatDistance(run.distanceMeters, units, 2)} ·{' '}
                  {formatDuration(run.movingSeconds)}
                </span>
              </span>
            </label>
          ))}
          {runs.length > 0 && (
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={choiceName}
                checked={choice.kind === 'enter'}
                onChange={() => setChoice({ kind: 'enter' })}
              />
              Enter the distance and time
            </label>
          )}
          {choice.kind === 'enter' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label={`Distance (${unit})`}
                inputMode="decimal"
                value={form.data.distance}
                onChange={(event) => form.setData('distance', event.target.value.replace(',', '.'))}
                error={e.distance}
                placeholder={units === 'metric' ? '8.0' : '5.0'}
              />
              <Field
                label="Time"
                value={form.data.duration}
                onChange={(event) => form.setData('duration', event.target.value)}
                error={e.duration}
                hint="h:mm:ss or mm:ss"
                placeholder="48:00"
              />
            </div>
          )}
          {e.activity && (
            <p role="alert" className="text-sm text-red-700">
              {e.activity}
            </p>
          )}
        </fieldset>
      )}
      {future && workout.status !== 'skipped' && (
        <p className="text-sm text-gray-600">
          You can mark it done from {longDate(workout.date)}, once you have run it.
        </p>
      )}
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium text-gray-800">
          Note (optional)
        </label>
        <textarea
          id={noteId}
          rows={2}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.target.value)}
          aria-invalid={server.note ? true : undefined}
          className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm sm:text-sm"
          placeholder="How did it feel?"
        />
        {server.note && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {server.note}
          </p>
        )}
      </div>
      {e.other && (
        <p role="alert" className="text-sm text-red-700">
          {e.other}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {canMarkDone && (
          <Button type="button" disabled={form.processing} onClick={markDone}>
            Mark done
          </Button>
        )}
        {workout.status !== 'skipped' && workout.type !== 'race' && (
          <Button
            type="button"
            variant="secondary"
            disabled={form.processing}
            onClick={() => patch({ status: 'skipped' }, 'Skipped.')}
          >
            Skip
          </Button>
        )}
        {workout.marked && (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={form.processing}
              onClick={() => patch({ status: workout.status }, 'Note saved.')}
            >
              Save note
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={form.processing}
              onClick={() => patch({ status: 'planned' }, 'Marked planned.')}
            >
              Mark as planned
            </Button>
          </>
        )}
        <p role="status" aria-live="polite" className="text-sm text-gray-600">
          {saved}
        </p>
      </div>
    </form>
  )
}

/** A note saved on a workout done through a matched run links that run (a done mark needs one). */
function keepRun(workout: PlanWorkoutDto) {
  return workout.status === 'done' && !workout.marked && workout.activity
    ? { activityId: workout.activity.id }
    : {}
}
