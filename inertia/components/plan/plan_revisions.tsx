import { router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import type { SharedProps } from '~/types/shared'
import type { RevisionDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import type { UnitSystem } from '#domain/units'
import { Button } from '~/components/ui/button'
import { shortDate, WORKOUT_STYLES, workoutSize } from '~/components/plan/plan_format'
import { dateTimeFormat } from '~/lib/format_locale'

type Change = RevisionDto['changes'][number]
type ChangedWorkout = NonNullable<Change['before']>

const TRIGGER_LABELS: Record<string, string> = {
  illness: 'Illness',
  injury: 'Injury',
  travel: 'Travel',
  short_on_time: 'Short on time',
  missed_workout: 'Missed workout',
  new_fitness: 'New fitness',
  acwr: 'Load spike',
  easy_too_fast: 'Easy runs too fast',
  coach: 'Coach',
  move: 'Moved workout',
}

const STATUS_LABELS: Record<RevisionDto['status'], { label: string; className: string }> = {
  proposed: { label: 'Proposed', className: 'bg-sky-100 text-sky-900' },
  applied: { label: 'Applied', className: 'bg-emerald-100 text-emerald-900' },
  discarded: { label: 'Discarded', className: 'bg-gray-100 text-gray-700' },
  undone: { label: 'Undone', className: 'bg-amber-100 text-amber-900' },
}

export function triggerLabel(trigger: string) {
  return TRIGGER_LABELS[trigger] ?? trigger.replace(/_/g, ' ')
}

function usePlanPost() {
  const [processing, setProcessing] = useState(false)
  const post = (name: string, id: number, version: number) => {
    setProcessing(true)
    router.post(
      route(name, { id }),
      { version },
      { preserveScroll: true, preserveState: true, onFinish: () => setProcessing(false) }
    )
  }
  return { post, processing }
}

/**
 * A proposed revision: the plain-language reason and every changed workout, before → after
 * (added and removed ones marked), with Apply and Discard.
 */
export function PendingRevision({
  revision,
  version,
  units,
}: {
  revision: RevisionDto
  version: number
  units: UnitSystem
}) {
  const { post, processing } = usePlanPost()
  const { errors } = usePage<SharedProps>().props
  return (
    <section
      aria-labelledby="pending-revision-heading"
      className="rounded-lg bg-white p-4 shadow-sm ring-2 ring-sky-600 sm:p-6"
      data-testid="pending-revision"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-sky-800">
        Proposed change · not applied yet
      </p>
      <h2 id="pending-revision-heading" className="mt-1 text-lg font-semibold text-gray-900">
        {triggerLabel(revision.trigger)}: {revision.changes.length}{' '}
        {revision.changes.length === 1 ? 'workout changes' : 'workouts change'}
      </h2>
      <p className="mt-2 text-sm text-gray-800">{revision.reason}</p>
      <RevisionChanges changes={revision.changes} units={units} />
      {(errors.version || errors.revision) && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errors.version ?? errors.revision}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="button"
          disabled={processing}
          onClick={() => post('plan.revisions.apply', revision.id, version)}
        >
          Apply
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={processing}
          onClick={() => post('plan.revisions.discard', revision.id, version)}
        >
          Discard
        </Button>
      </div>
    </section>
  )
}

/**
 * Applied, discarded and undone revisions, newest first; Undo on the last applied one.
 */
export function RevisionHistory({
  revisions,
  version,
  units,
}: {
  revisions: RevisionDto[]
  version: number
  units: UnitSystem
}) {
  const { preferences } = usePage<SharedProps>().props
  const { post, processing } = usePlanPost()
  const lastApplied = revisions.find((revision) => revision.status === 'applied')
  const format = dateTimeFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: preferences?.timeZone,
  })
  if (revisions.length === 0) return null
  return (
    <section
      aria-labelledby="revision-history-heading"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="revision-history-heading" className="text-lg font-semibold text-gray-900">
        Changes to the plan
      </h2>
      <ol className="mt-3 divide-y divide-gray-100" data-testid="revision-history">
        {revisions.map((revision) => {
          const status = STATUS_LABELS[revision.status]
          return (
            <li key={revision.id} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold text-gray-900">
                  #{revision.number} {triggerLabel(revision.trigger)}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}
                >
                  {status.label}
                </span>
                <span className="text-xs text-gray-500">
                  {format.format(new Date(revision.createdAt))}
                </span>
                {revision === lastApplied && (
                  <Button
                    type="button"
                    variant="secondary"
                    className="ml-auto"
                    disabled={processing}
                    onClick={() => post('plan.revisions.undo', revision.id, version)}
                  >
                    Undo
                  </Button>
                )}
              </div>
              <p className="mt-1 text-sm text-gray-700">{revision.reason}</p>
              {revision.changes.length > 0 && (
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer font-medium text-brand-700">
                    {revision.changes.length}{' '}
                    {revision.changes.length === 1 ? 'changed workout' : 'changed workouts'}
                  </summary>
                  <RevisionChanges changes={revision.changes} units={units} />
                </details>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

export function RevisionChanges({ changes, units }: { changes: Change[]; units: UnitSystem }) {
  const sorted = [...changes].sort((a, b) =>
    (a.after?.date ?? a.before?.date ?? '').localeCompare(b.after?.date ?? b.before?.date ?? '')
  )
  return (
    <ul className="mt-3 space-y-2" aria-label="Changed workouts">
      {sorted.map((change) => {
        const kind = !change.before ? 'added' : !change.after ? 'removed' : 'changed'
        return (
          <li
            key={change.key}
            className="flex flex-col gap-1 rounded-md bg-gray-50 p-2 text-sm ring-1 ring-gray-200 sm:flex-row sm:items-center sm:gap-3"
          >
            <span
              className={`w-fit shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ${
                kind === 'added'
                  ? 'bg-emerald-100 text-emerald-900'
                  : kind === 'removed'
                    ? 'bg-red-100 text-red-900'
                    : 'bg-sky-100 text-sky-900'
              }`}
            >
              {kind === 'added' ? 'Added' : kind === 'removed' ? 'Removed' : 'Changed'}
            </span>
            {change.before && (
              <WorkoutLine
                workout={change.before}
                units={units}
                struck={kind === 'removed'}
                muted={kind === 'changed'}
              />
            )}
            {kind === 'changed' && (
              <span className="text-gray-500">
                <span aria-hidden="true">→</span>
                <span className="sr-only">becomes</span>
              </span>
            )}
            {change.after && <WorkoutLine workout={change.after} units={units} />}
            {kind === 'changed' &&
              change.before &&
              change.after &&
              lineText(change.before, units) === lineText(change.after, units) && (
                <span className="text-gray-600">({change.after.purpose})</span>
              )}
          </li>
        )
      })}
    </ul>
  )
}

function lineText(workout: ChangedWorkout, units: UnitSystem) {
  return [workout.date, workout.type, workout.title, workoutSize(workout, units)].join('|')
}

function WorkoutLine({
  workout,
  units,
  struck = false,
  muted = false,
}: {
  workout: ChangedWorkout
  units: UnitSystem
  struck?: boolean
  muted?: boolean
}) {
  const size = workout.type === 'rest' ? '' : workoutSize(workout, units)
  const Tag = struck ? 'del' : 'span'
  return (
    <Tag
      className={`min-w-0 ${muted ? 'text-gray-600' : 'text-gray-900'} ${struck ? 'line-through' : ''}`}
    >
      <span className="tabular-nums">{shortDate(workout.date)}</span> ·{' '}
      <span className="font-medium">
        {workout.type === 'rest' ? WORKOUT_STYLES.rest.label : workout.title}
      </span>
      {/* The second run of a double (docs/plans.md#doubles): its key ends in -2. */}
      {workout.key.endsWith('-2') && <span className="text-gray-600"> (run 2)</span>}
      {size && <span className="tabular-nums"> · {size}</span>}
    </Tag>
  )
}
