import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { PlanDto, PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { bindField } from '~/components/ui/bind'
import { Field, FieldError, TextareaField } from '~/components/ui/field'
import { DistanceField } from '~/components/ui/unit_fields'
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
  const runs = workout.dayRuns
  const [choice, setChoice] = useState<Choice>(() => initialChoice(workout))
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const form = useForm({ note: workout.note ?? '', distance: '', duration: '' })
  const { patch, saved } = useWorkoutPatch(plan, workout, form)
  const future = workout.date > today
  const canMarkDone = !future && !(workout.status === 'done' && workout.marked)

  const markDone = () => {
    setLocalErrors({})
    if (choice.kind === 'run')
      return patch({ status: 'done', activityId: choice.id }, 'Marked done.')
    const entered = enteredRun(form.data.distance, form.data.duration, units)
    if ('errors' in entered) return setLocalErrors(entered.errors)
    patch({ status: 'done', ...entered.run }, 'Marked done.')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canMarkDone && workout.status !== 'done') markDone()
    else patch({ status: workout.status, ...keepRun(workout) }, 'Note saved.')
  }

  const server = form.errors as Record<string, string | undefined>
  const e = doneMarkErrors(localErrors, server)
  return (
    <form onSubmit={submit} className="mt-5 space-y-3 border-t border-gray-200 pt-4" noValidate>
      {canMarkDone && (
        <fieldset className="space-y-2" data-testid="done-mark">
          <legend className="text-sm font-medium text-gray-800">What did you run?</legend>
          <RunChoices runs={runs} units={units} choice={choice} onChoose={setChoice} />
          {choice.kind === 'enter' && <EnteredRunFields form={form} errors={e} units={units} />}
          <FieldError message={e.activity} className="" />
        </fieldset>
      )}
      {future && workout.status !== 'skipped' && (
        <p className="text-sm text-gray-600">
          You can mark it done from {longDate(workout.date)}, once you have run it.
        </p>
      )}
      <TextareaField
        label="Note (optional)"
        rows={2}
        {...bindField(form, 'note')}
        placeholder="How did it feel?"
      />
      <FieldError message={e.other} className="" />
      <div className="flex flex-wrap items-center gap-2">
        {canMarkDone && (
          <Button type="button" disabled={form.processing} onClick={markDone}>
            Mark done
          </Button>
        )}
        <StatusActions workout={workout} disabled={form.processing} patch={patch} />
        <p role="status" aria-live="polite" className="text-sm text-gray-600">
          {saved}
        </p>
      </div>
    </form>
  )
}

/** Skip, and once marked: save the note alone, or take the mark back ("Mark as planned"). */
function StatusActions({
  workout,
  disabled,
  patch,
}: {
  workout: PlanWorkoutDto
  disabled: boolean
  patch: (payload: Record<string, unknown>, message: string) => void
}) {
  return (
    <>
      {workout.status !== 'skipped' && workout.type !== 'race' && (
        <SecondaryAction
          disabled={disabled}
          onClick={() => patch({ status: 'skipped' }, 'Skipped.')}
        >
          Skip
        </SecondaryAction>
      )}
      {workout.marked && (
        <>
          <SecondaryAction
            disabled={disabled}
            onClick={() => patch({ status: workout.status }, 'Note saved.')}
          >
            Save note
          </SecondaryAction>
          <SecondaryAction
            disabled={disabled}
            onClick={() => patch({ status: 'planned' }, 'Marked planned.')}
          >
            Mark as planned
          </SecondaryAction>
        </>
      )}
    </>
  )
}

/** The distance (in the athlete's unit) and time of a run typed in by hand. */
function EnteredRunFields({
  form,
  errors,
  units,
}: {
  form: InertiaFormProps<{ note: string; distance: string; duration: string }>
  errors: { distance?: string; duration?: string }
  units: UnitSystem
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DistanceField
        units={units}
        comma
        value={form.data.distance}
        onValue={(value) => form.setData('distance', value)}
        error={errors.distance}
        placeholder={units === 'metric' ? '8.0' : '5.0'}
      />
      <Field
        label="Time"
        {...bindField(form, 'duration')}
        error={errors.duration}
        hint="h:mm:ss or mm:ss"
        placeholder="48:00"
      />
    </div>
  )
}

/** A secondary button that acts at once (it does not submit the form). */
function SecondaryAction(props: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return <Button type="button" variant="secondary" {...props} />
}

/** That day's runs as radios, then "enter the distance and time" when there is any run. */
function RunChoices({
  runs,
  units,
  choice,
  onChoose,
}: {
  runs: PlanWorkoutDto['dayRuns']
  units: UnitSystem
  choice: Choice
  onChoose: (choice: Choice) => void
}) {
  const name = useId()
  return (
    <>
      {runs.map((run) => (
        <label key={run.id} className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name={name}
            checked={choice.kind === 'run' && choice.id === run.id}
            onChange={() => onChoose({ kind: 'run', id: run.id })}
          />
          <span>
            {run.name}{' '}
            <span className="tabular-nums text-gray-600">
              · {formatDistance(run.distanceMeters, units, 2)} · {formatDuration(run.movingSeconds)}
            </span>
          </span>
        </label>
      ))}
      {runs.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name={name}
            checked={choice.kind === 'enter'}
            onChange={() => onChoose({ kind: 'enter' })}
          />
          Enter the distance and time
        </label>
      )}
    </>
  )
}

/** The run the workout is matched to, else that day's first run, else typing one in. */
function initialChoice(workout: PlanWorkoutDto): Choice {
  const runs = workout.dayRuns
  if (workout.activity && runs.some((run) => run.id === workout.activity!.id)) {
    return { kind: 'run', id: workout.activity.id }
  }
  return runs.length > 0 ? { kind: 'run', id: runs[0].id } : { kind: 'enter' }
}

/** A typed-in run as metres and seconds, or what is wrong with the distance and time typed. */
function enteredRun(
  distanceText: string,
  durationText: string,
  units: UnitSystem
):
  | { run: { distanceMeters: number; durationSeconds: number } }
  | { errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const distance = Number(distanceText)
  const durationSeconds = parseDurationSeconds(durationText)
  if (distanceText.trim() === '' || !Number.isFinite(distance) || distance <= 0) {
    errors.distance = 'Enter the distance you ran, for example 8.2.'
  }
  if (durationSeconds === null || durationSeconds <= 0) {
    errors.duration = 'Enter the time as h:mm:ss or mm:ss, for example 48:30.'
  }
  if (Object.keys(errors).length > 0) return { errors }
  const meters = units === 'metric' ? kilometersToMeters(distance) : milesToMeters(distance)
  return {
    run: {
      distanceMeters: Math.round(meters * 10) / 10,
      durationSeconds: Math.round(durationSeconds!),
    },
  }
}

/** Each field's error: the local check's first, then the server's (on its SI field). */
function doneMarkErrors(local: Record<string, string>, server: Record<string, string | undefined>) {
  return {
    distance: local.distance ?? server.distanceMeters,
    duration: local.duration ?? server.durationSeconds,
    activity: server.activityId,
    other: server.version ?? server.status,
  }
}

/** A note saved on a workout done through a matched run links that run (a done mark needs one). */
function keepRun(workout: PlanWorkoutDto) {
  return workout.status === 'done' && !workout.marked && workout.activity
    ? { activityId: workout.activity.id }
    : {}
}

/** The PATCH every action of the form sends: the plan's version, the note, then the action's fields. */
function useWorkoutPatch(
  plan: PlanDto,
  workout: PlanWorkoutDto,
  form: InertiaFormProps<{ note: string; distance: string; duration: string }>
) {
  const [saved, setSaved] = useState<string | null>(null)
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

  return { patch, saved }
}
