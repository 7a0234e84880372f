import { router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import type { SharedProps } from '~/types/shared'
import type { CoachMessageDto } from '#dtos/coach'
import type { UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { triggerLabel } from '~/components/plan/plan_revisions'
import { RevisionWeeks } from '~/components/plan/revision_weeks'

type Proposal = NonNullable<CoachMessageDto['proposal']>

const OUTCOMES: Record<Proposal['status'], { label: string; text: string; className: string }> = {
  proposed: {
    label: 'Proposed',
    text: 'Not applied yet: your plan is unchanged until you apply it.',
    className: 'bg-sky-100 text-sky-900',
  },
  applied: {
    label: 'Applied',
    text: 'Applied to your plan. You can undo it.',
    className: 'bg-emerald-100 text-emerald-900',
  },
  discarded: {
    label: 'Discarded',
    text: 'Discarded: your plan was not changed.',
    className: 'bg-gray-100 text-gray-700',
  },
  undone: {
    label: 'Undone',
    text: 'Undone: your plan is back as it was.',
    className: 'bg-amber-100 text-amber-900',
  },
}

/**
 * A plan change the coach proposes, as the plan page shows it: the reason and what changes (a
 * few workouts before → after; for more, a summary per week that opens week by week), with
 * Apply / Discard, and Undo once applied. The answer goes through the plan's own revision routes
 * with the plan version the proposal was made against.
 */
export function ProposalCard({ proposal, units }: { proposal: Proposal; units: UnitSystem }) {
  const { errors } = usePage<SharedProps>().props
  const [processing, setProcessing] = useState(false)
  const outcome = OUTCOMES[proposal.status]
  const headingId = `proposal-${proposal.id}-heading`

  const answer = (name: 'apply' | 'discard' | 'undo') => {
    setProcessing(true)
    router.post(
      route(`plan.revisions.${name}`, { id: proposal.id }),
      { version: proposal.planVersion },
      {
        preserveScroll: true,
        preserveState: true,
        // Prefetched plan and dashboard pages no longer show the plan as it is.
        onSuccess: () => router.flushAll(),
        onFinish: () => setProcessing(false),
      }
    )
  }

  const error = errors.version ?? errors.revision
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-3 rounded-lg bg-white p-3 ring-1 sm:p-4 ${
        proposal.status === 'proposed' ? 'ring-2 ring-sky-600' : 'ring-gray-200'
      }`}
      data-testid="coach-proposal"
      data-status={proposal.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-sky-800">
          Proposed plan change
        </p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${outcome.className}`}>
          {outcome.label}
        </span>
      </div>
      <h3 id={headingId} className="mt-1 text-base font-semibold text-gray-900">
        {triggerLabel(proposal.trigger)}: {proposal.changes.length}{' '}
        {proposal.changes.length === 1 ? 'workout changes' : 'workouts change'}
      </h3>
      <p className="mt-1 text-sm text-gray-800">{proposal.reason}</p>
      <RevisionWeeks changes={proposal.changes} summary={proposal.summary} units={units} />
      <p role="status" className="mt-3 text-sm text-gray-700">
        {outcome.text}
      </p>
      {error && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          <p>{error}</p>
          <Button type="button" variant="secondary" onClick={() => router.reload()}>
            Reload
          </Button>
        </div>
      )}
      <ProposalActions status={proposal.status} processing={processing} answer={answer} />
    </section>
  )
}

/** Apply and Discard while proposed, Undo once applied; nothing after that. */
function ProposalActions({
  status,
  processing,
  answer,
}: {
  status: Proposal['status']
  processing: boolean
  answer: (name: 'apply' | 'discard' | 'undo') => void
}) {
  if (status !== 'proposed' && status !== 'applied') return null
  const secondary = (name: 'discard' | 'undo', label: string) => (
    <Button type="button" variant="secondary" disabled={processing} onClick={() => answer(name)}>
      {label}
    </Button>
  )
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      {status === 'proposed' ? (
        <>
          <Button type="button" disabled={processing} onClick={() => answer('apply')}>
            Apply
          </Button>
          {secondary('discard', 'Discard')}
        </>
      ) : (
        secondary('undo', 'Undo')
      )}
    </div>
  )
}
