import { useId, useState } from 'react'
import type { RevisionDto } from '#dtos/plan'
import type { ChangeKind, RevisionSummary } from '#domain/plans/revision_summary'
import { formatDistance, type UnitSystem } from '#domain/units'
import { shortDate } from '~/components/plan/plan_format'
import { RevisionChanges } from '~/components/plan/revision_changes'

type Change = RevisionDto['changes'][number]
type SummaryWeek = RevisionSummary['weeks'][number]

/** A proposal this small is shown workout by workout; a larger one as a summary per week. */
const LIST_AT_MOST = 8

const KIND_WORDS: Record<ChangeKind, [one: string, many: string]> = {
  rest: ['becomes rest', 'become rest'],
  easy: ['becomes easy', 'become easy'],
  shorter: ['shorter', 'shorter'],
  longer: ['longer', 'longer'],
  paces: ['new paces', 'new paces'],
  moved: ['moved', 'moved'],
  removed: ['removed', 'removed'],
  added: ['added', 'added'],
  changed: ['changed', 'changed'],
}

/** "2 become rest, 1 shorter"; "new paces" alone when every session changes the same way. */
function kindsText(kinds: SummaryWeek['kinds']) {
  if (kinds.length === 1) return KIND_WORDS[kinds[0].kind][kinds[0].count === 1 ? 0 : 1]
  return kinds
    .map(({ kind, count }) => `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}`)
    .join(', ')
}

/** "42.0 → 31.5 km", or "42.0 km" when the distance stays. */
function distanceText(beforeMeters: number, afterMeters: number, units: UnitSystem) {
  const before = formatDistance(beforeMeters, units, 1)
  const after = formatDistance(afterMeters, units, 1)
  if (before === after) return `${after}, same distance`
  return `${before.replace(/ (km|mi)$/, '')} → ${after}`
}

const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`

/**
 * What a revision changes: for a few workouts the workouts themselves; for more, one row per
 * plan week (dates, planned distance before → after, sessions changed and how) with totals, and
 * a button per week that shows its workouts (docs/science.md#adaptation).
 */
export function RevisionWeeks({
  changes,
  summary,
  units,
}: {
  changes: Change[]
  summary: RevisionSummary | null
  units: UnitSystem
}) {
  const small = changes.length <= LIST_AT_MOST || !summary || summary.weeks.length === 0
  if (small) return <RevisionChanges changes={changes} units={units} />
  const { totals, weeks } = summary
  return (
    <div className="mt-3" data-testid="revision-weeks">
      <p className="text-sm font-medium text-gray-900" data-testid="revision-totals">
        {sessions(totals.changedSessions)} in {weeks.length} {weeks.length === 1 ? 'week' : 'weeks'}{' '}
        ·{' '}
        <span className="tabular-nums">
          {distanceText(totals.beforeMeters, totals.afterMeters, units)}
        </span>
      </p>
      <ul
        className="mt-2 divide-y divide-gray-100 rounded-md ring-1 ring-gray-200"
        aria-label="Changes by week"
      >
        {weeks.map((week) => (
          <WeekRow
            key={week.index}
            week={week}
            changes={changes.filter((c) => week.keys.includes(c.key))}
            units={units}
          />
        ))}
      </ul>
    </div>
  )
}

function WeekRow({
  week,
  changes,
  units,
}: {
  week: SummaryWeek
  changes: Change[]
  units: UnitSystem
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <li data-testid="revision-week" data-week={week.index}>
      <button
        type="button"
        className="flex w-full min-h-11 items-start gap-3 px-3 py-2 text-left text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-gray-900">
            Week {week.index}
            <span className="font-normal text-gray-700">
              {' '}
              · <span className="tabular-nums">{shortDate(week.startDateIso)}</span> –{' '}
              <span className="tabular-nums">{shortDate(week.endDateIso)}</span>
            </span>
          </span>
          <span className="block text-gray-700">
            <span className="tabular-nums">
              {distanceText(week.beforeMeters, week.afterMeters, units)}
            </span>{' '}
            · {sessions(week.changedSessions)}: {kindsText(week.kinds)}
          </span>
        </span>
        <span aria-hidden="true" className="mt-0.5 shrink-0 text-gray-500">
          {open ? '▲' : '▼'}
        </span>
        <span className="sr-only">{open ? 'Hide' : 'Show'} workouts</span>
      </button>
      <div id={panelId} hidden={!open} className="px-3 pb-3">
        {open && <RevisionChanges changes={changes} units={units} />}
      </div>
    </li>
  )
}
