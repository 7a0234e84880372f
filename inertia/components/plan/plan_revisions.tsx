import { router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import type { SharedProps } from '~/types/shared'
import type { RevisionDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import type { UnitSystem } from '#domain/units'
import { Button } from '~/components/ui/button'
import { RevisionChanges } from '~/components/plan/revision_changes'
import { RevisionWeeks } from '~/components/plan/revision_weeks'
import { dateTimeFormat } from '~/lib/format_locale'

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

const ACTION_LABELS = { apply: 'Apply', discard: 'Discard', undo: 'Undo' } as const
type RevisionAction = keyof typeof ACTION_LABELS

/** Posts an action on a revision of this version of the plan; `processing` while it runs. */
function usePlanPost(version: number) {
  const [processing, setProcessing] = useState(false)
  const post = (action: RevisionAction, id: number) => {
    setProcessing(true)
    router.post(
      route(`plan.revisions.${action}`, { id }),
      { version },
      { preserveScroll: true, preserveState: true, onFinish: () => setProcessing(false) }
    )
  }
  return { post, processing }
}

/** Apply (the primary action), Discard or Undo on one revision; off while any is being sent. */
function RevisionButton({
  post,
  processing,
  action,
  id,
  className,
}: ReturnType<typeof usePlanPost> & { action: RevisionAction; id: number; className?: string }) {
  return (
    <Button
      type="button"
      variant={action === 'apply' ? 'primary' : 'secondary'}
      className={className}
      disabled={processing}
      onClick={() => post(action, id)}
    >
      {ACTION_LABELS[action]}
    </Button>
  )
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
  const actions = usePlanPost(version)
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
      <RevisionWeeks changes={revision.changes} summary={revision.summary} units={units} />
      {(errors.version || errors.revision) && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errors.version ?? errors.revision}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <RevisionButton {...actions} action="apply" id={revision.id} />
        <RevisionButton {...actions} action="discard" id={revision.id} />
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
  const actions = usePlanPost(version)
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
                  <RevisionButton {...actions} action="undo" id={revision.id} className="ml-auto" />
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
