import type { RevisionDto } from '#dtos/plan'
import type { UnitSystem } from '#domain/units'
import { shortDate, WORKOUT_STYLES, workoutSize } from '~/components/plan/plan_format'

type Change = RevisionDto['changes'][number]
type ChangedWorkout = NonNullable<Change['before']>

/**
 * Every changed workout of a revision, before → after, added and removed ones marked, by date.
 */
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
